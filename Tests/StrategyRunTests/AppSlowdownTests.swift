import ChartKit
import DisplayModel
import FrameTiming
import RenderStrategies
import ScrollReplay
import TestSupport
import Testing

@testable import BenchSuite
@testable import StrategyRun

/// `--app-slowdown`: the measured commit is scaled before the render loop places it; the render is not.
@Suite("App slowdown")
struct AppSlowdownTests {
    /// A tap at rest whose commit and render are each measured at 2 ms, both scaled 10 times (the stress knob
    /// slows the whole frame, so render and both hitches can be forced): the record holds 20 ms in each stage,
    /// and both miss their deadlines (16.7 ms at 60 Hz): one hitch of both stages.
    @Test func theSlowdownScalesBothStages() throws {
        var builder = TraceBuilder()
        builder.wait(0.5)
        builder.tap(x: 120, y: 150)
        builder.wait(0.5)
        var runner = TraceRunner(
            strategy: builtIn("render-all"), options: StrategyOptions(data: .generated(days: testDays)),
            trace: builder.finish(name: "tap", description: ""), clock: try FrameClock(refreshHz: 60))
        runner.appSlowdown = 10
        let output = try #require(try runner.run(stopwatch: ScriptedClock.stopwatch { _ in 2 }, frameDone: { _ in }))
        let frame = try #require(output.frames.first)
        #expect(output.frames.count == 1)
        #expect(frame.commitMs(on: .cpu) == 20 && frame.renderMs(on: .cpu) == 20)
        #expect(frame.hitchType == .both && frame.hitchIntervals == 2)
    }

    /// Each strategy gets the factor of the work its commit stands for: visible (DGCharts' CPU drawing) the
    /// drawing factor, the Swift Charts strategies the framework factor; the result records both.
    @Test(arguments: [("visible", "20"), ("render-all", "100"), ("tiles", "100")])
    func eachStrategyIsSlowedByTheFactorOfItsKind(strategy: String, applied: String) {
        var run = configuration(strategy)
        run.settings.appSlowdown = AppSlowdown(framework: 100, drawing: 20)
        let metadata = Dictionary(run.metadata, uniquingKeysWith: { first, _ in first })
        #expect(metadata["commitSlowdown"] == applied)
        #expect(metadata["appSlowdown"] == "framework=100,drawing=20")
    }
}
