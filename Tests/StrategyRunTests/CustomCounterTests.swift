import ChartKit
import DisplayModel
import FrameTiming
import Raster
import RenderStrategies
import TestSupport
import Testing

@testable import BenchGate
@testable import BenchSuite
@testable import ResultFiles
@testable import StrategyRun

/// `visible` that also counts its renders and the taps it saw, as counters of its own.
final class CountingStrategy: ChartStrategy {
    let inner: VisibleStrategy
    let names: [String]
    var renders = 0
    var taps = 0
    init(options: StrategyOptions, names: [String] = ["renders", "tapsSeen"]) {
        inner = VisibleStrategy(options: options)
        self.names = names
    }
    func update(_ update: FrameUpdate) throws -> FrameEffects {
        taps += update.taps.count
        return inner.update(update)
    }
    func commit() throws { inner.commit() }
    func render() throws {
        renders += 1
        inner.render()
    }
    var frame: Canvas { inner.frame }
    var scrollRangeDays: ClosedRange<Double> { inner.scrollRangeDays }
    var counters: WorkCounters {
        var out = inner.counters
        for (name, value) in zip(names, [renders, taps] + Array(repeating: 0, count: max(0, names.count - 2))) {
            out.custom[name] = value
        }
        return out
    }
    var cacheBytes: Int { inner.cacheBytes }
    var yTicks: YTicks { inner.yTicks }
    var state: ChartState { inner.state }
}

/// Issue 16 §3: a strategy's own counters keep their names from the strategy to every frame record, the
/// totals, the result file, the comparison and the baseline.
@Suite("Custom counters")
struct CustomCounterTests {
    static func entry(names: [String] = ["renders", "tapsSeen"]) -> StrategyEntry {
        StrategyEntry(name: "counting", summary: "visible, counting its renders") { CountingStrategy(options: $0, names: names) }
    }

    @Test func ownCountersReachEveryFrameAndTheTotals() throws {
        var configuration = configuration("visible")
        configuration.strategy = Self.entry()
        let result = try StrategyRunner.run(configuration)
        let frames = result.report.frames
        #expect(result.report.counterNames == WorkCounters.names + ["renders", "tapsSeen"])
        #expect(frames.allSatisfy { $0.counters["renders"] == 1 }, "one render a frame, the first untimed one excluded")
        #expect(result.namedTotals["renders"] == frames.count)
        #expect(result.namedTotals["tapsSeen"] == 1, "shortTrace taps once, at rest")
        #expect(result.report.metrics.contains { $0.key == "total.renders" && $0.value == Double(frames.count) })
        #expect(result.report.jsonString(toolVersion: "test").contains("\"renders\": 1"))
    }

    /// The thirteen shared counters and a strategy's full eight all reach a frame record: none is dropped past
    /// `CounterValues.capacity`.
    @Test func eightOwnCountersFitBesideTheSharedOnesInEveryFrame() throws {
        let names = (1...CustomCounters.capacity).map { "own\($0)" }
        var configuration = configuration("visible")
        configuration.strategy = Self.entry(names: names)
        let result = try StrategyRunner.run(configuration)
        #expect(CounterValues.capacity >= WorkCounters.names.count + CustomCounters.capacity)
        #expect(result.report.counterNames == WorkCounters.names + names)
        let frame = try #require(result.report.frames.first)
        #expect(frame.counters.names == WorkCounters.names + names)
        #expect(frame.counters["own1"] == 1 && frame.counters["own8"] == 0)
    }

    @Test func ownCountersAreInTheBaselineAndComparedExactly() throws {
        let comparison = Comparison(
            traces: [(name: "short", trace: shortTrace())], strategies: [builtIn("render-all"), Self.entry()], settings: testSettings())
        let runs = try comparison.run()
        let baseline = Baseline(comparisons: runs, settings: testSettings(), command: "test")
        let entry = try #require(baseline.entries["short"]?["counting"])
        #expect(entry.counters["renders"] == runs[0].results[1].report.frames.count)
        var changed = baseline
        changed.entries["short"]?["counting"]?.counters["renders"] = (entry.counters["renders"] ?? 0) + 1
        let verdict = changed.verdict(for: runs, clock: .cpu, baselinePath: "b.json")
        #expect(verdict.regressions.contains { $0.name == "renders" && $0.entry == "short/counting" })
        #expect(!verdict.passed)
    }

    @Test(arguments: [
        (["barMarks"], "a shared counter's name"), (["Renders"], "lowercase letter"),
        (["tiles drawn"], "letters and digits"), (["a", "b", "c", "d", "e", "f", "g", "h", "i"], "more than 8"),
    ])
    func badCounterNamesAreTheStrategysFailure(names: [String], reason: String) throws {
        var configuration = configuration("visible")
        configuration.strategy = Self.entry(names: names)
        #expect { try onTimeRun(configuration) } throws: { error in
            (error as? StrategyFailure).map { $0.strategy == "counting" && $0.reason.contains(reason) } == true
        }
    }

    /// Counters are named by the reading before the run; one that appears later would have no column, so it is
    /// the strategy's failure rather than a silent loss.
    @Test func aCounterFirstSetDuringTheRunIsTheStrategysFailure() throws {
        var configuration = configuration("visible")
        configuration.strategy = StrategyEntry(name: "late", summary: "sets a counter once it has rendered") {
            LateCounterStrategy(options: $0)
        }
        #expect { try onTimeRun(configuration) } throws: { error in
            (error as? StrategyFailure).map { $0.strategy == "late" && $0.reason.contains("'late' was not set before the run") } == true
        }
    }
}

/// `visible` that starts a counter only after its first frame.
final class LateCounterStrategy: ChartStrategy {
    let inner: VisibleStrategy
    var renders = 0
    init(options: StrategyOptions) { inner = VisibleStrategy(options: options) }
    func update(_ update: FrameUpdate) throws -> FrameEffects { inner.update(update) }
    func commit() throws { inner.commit() }
    func render() throws {
        renders += 1
        inner.render()
    }
    var frame: Canvas { inner.frame }
    var scrollRangeDays: ClosedRange<Double> { inner.scrollRangeDays }
    var counters: WorkCounters {
        var out = inner.counters
        if renders > 1 { out.custom["late"] = renders }
        return out
    }
    var cacheBytes: Int { inner.cacheBytes }
    var yTicks: YTicks { inner.yTicks }
    var state: ChartState { inner.state }
}
