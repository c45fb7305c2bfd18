import BenchSuite
import ChartKit
import DisplayModel
import RenderStrategies
import ScrollReplay
import StrategyRun

/// A short trace: a drag toward older days with a release at speed, then at rest a tap and a highlight, so
/// every strategy scrolls, decelerates, selects and re-colours in about 1.6 s.
package func shortTrace() -> Trace {
    var builder = TraceBuilder()
    builder.wait(0.05)
    builder.touchDown(x: 60)
    builder.move(to: 300, durationSeconds: 0.15)
    builder.touchUp()
    builder.wait(1.0)
    builder.tap(x: 120, y: 150)
    builder.highlight("wear")
    builder.wait(0.4)
    return builder.finish(name: "short", description: "drag, fling, tap, highlight")
}

/// Tests use 12 days: enough for every strategy's behaviour, cheap enough for a debug build.
package let testDays = 12

/// The settings of a test run: `days` days generated from seed 1, one pass at 60 Hz on the CPU clock.
package func testSettings(days: Int = testDays, repeats: Int = 1) -> RunSettings {
    var settings = RunSettings(generatedDays: days)
    settings.repeats = repeats
    return settings
}

/// A built-in strategy on `trace` with `testSettings(days:)`.
package func configuration(_ strategy: String, days: Int = testDays, trace: Trace = shortTrace()) -> RunConfiguration {
    RunConfiguration(strategy: builtIn(strategy), trace: trace, traceName: trace.name, settings: testSettings(days: days))
}

/// Every built-in strategy on `shortTrace()` with `testSettings`; with `pacesFrames` false every frame is on
/// time (`RunSettings.pacesFrames`).
package func comparison(repeats: Int = 1, pacesFrames: Bool = true) -> Comparison {
    var settings = testSettings(repeats: repeats)
    settings.pacesFrames = pacesFrames
    return Comparison(traces: [(name: "short", trace: shortTrace())], strategies: StrategyRegistry.builtIn.entries, settings: settings)
}

/// One comparison shared by the tests that only read it.
package let sharedComparison: [TraceComparison] = {
    do { return try comparison().run() } catch { fatalError("comparison failed: \(error)") }
}()

/// A built-in strategy's entry by name (the tests name only built-ins).
package func builtIn(_ name: String) -> StrategyEntry {
    guard let entry = StrategyRegistry.builtIn[name] else { fatalError("no built-in strategy \(name)") }
    return entry
}

/// One pass of `configuration` with every frame on time (as on the instruction clock), so what is drawn does
/// not depend on how fast this machine, or a debug build under a loaded test run, renders.
package func onTimeRun(_ configuration: RunConfiguration, frameDone: (ShownFrame) -> Void = { _ in }) throws -> TraceRunner.Output {
    var onTime = configuration
    onTime.settings.pacesFrames = false
    return try StrategyRunner.runOnce(onTime, frameDone: frameDone)
}
