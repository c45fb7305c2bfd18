import ChartKit
import DisplayModel
import RenderStrategies
import ScrollReplay

@testable import BenchKit

/// A short trace: a drag toward older days with a release at speed, then at rest a tap and a highlight, so
/// every strategy scrolls, decelerates, selects and re-colours in about 1.6 s.
func shortTrace() -> Trace {
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
let testDays = 12

func configuration(_ strategy: String, days: Int = testDays, trace: Trace = shortTrace()) -> RunConfiguration {
    RunConfiguration(
        strategy: builtIn(strategy), options: StrategyOptions(data: SalesDataset.generated(days: days)),
        trace: trace, traceName: trace.name, dataLabel: "test"
    )
}

func comparison(repeats: Int = 1) -> Comparison {
    var comparison = Comparison(
        traces: [(name: "short", trace: shortTrace())], strategies: StrategyRegistry.builtIn.entries,
        options: StrategyOptions(data: SalesDataset.generated(days: testDays)), dataLabel: "test"
    )
    comparison.repeats = repeats
    return comparison
}

let testContext = ComparisonContext(days: testDays, refreshHz: 60, clock: .cpu, repeats: 1, command: "test")

/// One comparison shared by the tests that only read it.
let sharedComparison: [TraceComparison] = {
    do { return try comparison().run() } catch { fatalError("comparison failed: \(error)") }
}()

/// A built-in strategy's entry by name (the tests name only built-ins).
func builtIn(_ name: String) -> StrategyEntry {
    guard let entry = StrategyRegistry.builtIn[name] else { fatalError("no built-in strategy \(name)") }
    return entry
}

/// One pass of `configuration` with every frame on time (as on the instruction clock), so what is drawn does
/// not depend on how fast this machine, or a debug build under a loaded test run, renders.
func onTimeRun(_ configuration: RunConfiguration, frameDone: (ShownFrame) -> Void = { _ in }) throws -> TraceRunner.Output {
    var runner = TraceRunner(
        strategy: configuration.strategy, options: configuration.options, trace: configuration.trace,
        clock: try FrameClock(refreshHz: configuration.refreshHz), snap: configuration.snap)
    runner.settle = configuration.settle
    runner.pacing = nil
    return try runner.run(frameDone: frameDone)
}
