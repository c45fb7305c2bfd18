import ChartKit
import Raster
import RenderStrategies
import ScrollReplay
import TestSupport
import Testing

@testable import BenchGate
@testable import BenchSuite
@testable import ResultFiles
@testable import StrategyRun

/// The two strategies that open the design space keep their promises on real runs.
@Suite struct DesignSpaceTests {
    static let shipped = ["fling", "slow-drag", "scrub", "tap-select", "highlight", "edge-stop"]

    func run(_ strategy: String, trace: Trace, days: Int = 60, snap: ScrollSnap? = nil) throws -> TraceRunner.Output {
        var configuration = RunConfiguration(
            strategy: builtIn(strategy), trace: trace, traceName: trace.name, settings: testSettings(days: days))
        configuration.settings.replay.snap = snap
        return try onTimeRun(configuration)
    }

    @Test(arguments: shipped)
    func windowSeamlessNeverJumpsStallsOrRescalesOnTheShippedTraces(name: String) throws {
        let (trace, _) = try TraceLocator.load(name, channels: SalesDataset.seedChannels)
        let output = try run("window-seamless", trace: trace)
        #expect(output.effects.contentJumps == 0)
        #expect(output.effects.edgeStalls == 0)
        #expect(output.effects.yRescales == 0)
    }

    /// Flings at 3,000–9,000 pt/s, enough of them to cross the whole data: every swap happens while the content
    /// moves (the vsync before it produced a frame too), and nothing jumps, stalls or rescales.
    @Test(arguments: [(60, 3000.0), (60, 9000.0), (365, 6000.0), (365, 9000.0)])
    func windowSeamlessSwapsMidScrollAcrossTheWholeData(days: Int, velocity: Double) throws {
        let glide = velocity / abs(ScrollPhysics().decayPerSecond) + 0.75 * velocity * 0.035
        let count = min(100, Int((Double(days) * 48.4 / glide).rounded(.up)) + 1)
        let trace = try TraceSynth.fling(velocityPointsPerSecond: velocity, count: count, pauseSeconds: 1.5)
        let output = try run("window-seamless", trace: trace, days: days)
        #expect(output.frames.last?.positionDays == 0, "reached the oldest day")
        #expect(output.effects.contentJumps == 0 && output.effects.edgeStalls == 0 && output.effects.yRescales == 0)
        let vsyncs = Set(output.frames.map(\.index))
        let swaps = output.frames.filter { $0.effects.dataSwapped }
        #expect(swaps.count >= days / 31)
        #expect(swaps.allSatisfy { vsyncs.contains($0.index - 1) }, "each swap is inside a scroll")
    }

    @Test(arguments: ScrollSnap.allCases)
    func everyBuiltInDrawsTheSameChartAsTheRunShowsIt(snap: ScrollSnap) throws {
        let options = StrategyOptions(data: .generated(days: 60, seed: 2))
        for name in StrategyRegistry.builtIn.names {
            for traceName in ["highlight", "tap-select", "fling"] {
                let (trace, _) = try TraceLocator.load(traceName, channels: SalesDataset.seedChannels)
                let report = try EquivalenceCheck(strategy: builtIn(name), options: options).run(trace: trace, snap: snap, every: 7)
                #expect(report.frames.count >= 3)
                #expect(report.passed, "\(name) on \(traceName): worst \(report.worst?.matchingFraction ?? 0)")
            }
        }
    }

    /// Unsnapped, fling's first stroke carries the window past its window's edge: the rubber band there shows no
    /// days where the chart has them (the edge stall). Those frames are counted apart, not failed as another chart;
    /// the strategies whose range is the data's have none.
    @Test func framesPastAWindowsOwnRangeAreCountedNotCompared() throws {
        let options = StrategyOptions(data: .generated(days: 60, seed: 2))
        let (trace, _) = try TraceLocator.load("fling", channels: SalesDataset.seedChannels)
        let window = try EquivalenceCheck(strategy: builtIn("window"), options: options).run(trace: trace, snap: .none, every: 1)
        #expect(window.framesPastOwnRange > 0 && window.passed)
        let seamless = try EquivalenceCheck(strategy: builtIn("window-seamless"), options: options).run(trace: trace, snap: .none, every: 1)
        #expect(seamless.framesPastOwnRange == 0)
    }

    @Test(arguments: StrategyRegistry.builtIn.names)
    func everyBuiltInPassesTheEquivalenceCheckAtManyPositions(name: String) throws {
        var check = EquivalenceCheck(strategy: builtIn(name), options: StrategyOptions(data: .generated(days: 45, seed: 4)))
        check.positionCount = 9
        let report = try check.run()
        #expect(report.frames.count == 36)
        #expect(report.passed, "worst \(report.worst?.matchingFraction ?? 0) at \(report.worst?.positionDays ?? -1)")
    }

    /// The check can fail: a strategy that draws the chart one day off does not pass.
    @Test func theEquivalenceCheckCatchesAStrategyThatDrawsAnotherChart() throws {
        let shifted = StrategyEntry(name: "shifted", summary: "render-all one day late") { options in
            ShiftedStrategy(inner: RenderAllStrategy(options: options))
        }
        var check = EquivalenceCheck(strategy: shifted, options: StrategyOptions(data: .generated(days: 45, seed: 4)))
        check.positionCount = 4
        let report = try check.run()
        #expect(!report.passed)
    }
}

/// Draws render-all's chart as if scrolled one day further: the same look, the wrong place.
final class ShiftedStrategy: ChartStrategy {
    let inner: RenderAllStrategy
    init(inner: RenderAllStrategy) { self.inner = inner }
    func update(_ update: FrameUpdate) throws -> FrameEffects {
        var moved = update
        moved.positionDays = max(0, update.positionDays - 1)
        return inner.update(moved)
    }
    func commit() throws { inner.commit() }
    func render() throws { inner.render() }
    var frame: Canvas { inner.frame }
    var scrollRangeDays: ClosedRange<Double> { inner.scrollRangeDays }
    var counters: WorkCounters { inner.counters }
    var cacheBytes: Int { inner.cacheBytes }
    var yTicks: YTicks { inner.yTicks }
    var state: ChartState { inner.state }
}
