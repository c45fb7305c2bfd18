import ChartKit
import FrameTiming
import RenderStrategies
import ScrollReplay

/// `harness sweep`: runs each strategy on one trace for growing amounts of generated data.
///
/// Sweeps over large data take long (render-all at 36,500 days pays ~1 s a frame), so a sweep
/// can be split: part `i` of `n` runs the data sizes whose index k has k mod n = i − 1, and
/// `SweepResult.merge` joins the parts.
public struct Sweep {
    /// Every data size of the whole sweep in days (1…36,500), in order; a shard runs some of them.
    public var days: [Int]
    /// The trace replayed at every size.
    public var trace: Trace
    /// The trace's short name, for the result.
    public var traceName: String
    /// The strategies run at every size, in order.
    public var strategies: [StrategyEntry]
    /// Non-data knobs (tile days, window radius, fixed y, look); the data is generated per size.
    public var template: StrategyOptions
    /// Seed of the generated data at every size.
    public var seed: UInt64 = 1
    /// Refresh rate of the virtual display in Hz (60 or 120).
    public var refreshHz = 60
    /// The clock whose durations drive the points' times.
    public var clock: TimingClock = .cpu
    /// Passes per strategy and size; the points' figures are medians over them.
    public var repeats = 1
    /// Where every strategy's scrolls rest; nil leaves each strategy's own default.
    public var snap: ScrollSnap?
    /// How a snap settles onto its aligned offset.
    public var settle: SnapSettle = .fast
    /// Part `index` (1-based) of `count`.
    public var shard: (index: Int, count: Int)?

    /// A whole sweep (no shard) of generated data from seed 1: one repeat at 60 Hz on the CPU clock, each
    /// strategy resting as its default.
    public init(days: [Int], trace: Trace, traceName: String, strategies: [StrategyEntry], template: StrategyOptions) {
        self.days = days
        self.trace = trace
        self.traceName = traceName
        self.strategies = strategies
        self.template = template
    }

    /// The data sizes this part runs.
    public var sizesToRun: [Int] {
        guard let shard else { return days }
        return days.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }

    /// Runs this part's sizes, the strategies interleaved per repeat; `progress` gets one line per pass. The
    /// first error ends the sweep.
    public func run(progress: (String) -> Void = { _ in }) throws -> SweepResult {
        var result = SweepResult(
            trace: traceName, refreshHz: refreshHz, clock: clock, repeats: repeats, strategies: strategies.map(\.name), days: days,
            shard: shard.map { "\($0.index)/\($0.count)" }, points: []
        )
        let sizes = sizesToRun
        var step = 0
        for size in sizes {
            var options = template
            options.data = SalesDataset.generated(days: size, seed: seed)
            var outputs = [[TraceRunner.Output]](repeating: [], count: strategies.count)
            for _ in 0..<repeats {
                for (position, strategy) in strategies.enumerated() {
                    step += 1
                    progress("[\(step)/\(sizes.count * strategies.count * repeats)] \(size) days · \(strategy.name)")
                    outputs[position].append(try StrategyRunner.runOnce(configuration(strategy, options: options)))
                }
            }
            for (position, strategy) in strategies.enumerated() {
                let folded = StrategyRunner.fold(outputs[position], configuration: configuration(strategy, options: options))
                let summary = folded.report.summary
                result.points.append(SweepPoint(
                    strategy: strategy.name, days: size, frames: summary.frames, p50FrameMs: summary.p50FrameMs,
                    p99FrameMs: summary.p99FrameMs, maxFrameMs: summary.maxFrameMs, hitches: summary.hitches,
                    maxHitchMs: summary.maxHitchMs, scrollHitchTimeRatioMsPerSecond: summary.scrollHitchTimeRatioMsPerSecond,
                    traceHitchTimeRatioMsPerSecond: summary.traceHitchTimeRatioMsPerSecond,
                    peakCacheBytes: folded.effects.peakCacheBytes,
                    totals: folded.namedTotals.byName
                ))
            }
        }
        result.sortPoints()
        return result
    }

    private func configuration(_ strategy: StrategyEntry, options: StrategyOptions) -> RunConfiguration {
        var configuration = RunConfiguration(
            strategy: strategy, options: options, trace: trace, traceName: traceName,
            dataLabel: "generated:\(options.data.dayCount)d:seed\(seed)"
        )
        configuration.refreshHz = refreshHz
        configuration.clock = clock
        configuration.repeats = repeats
        configuration.snap = snap
        configuration.settle = settle
        return configuration
    }
}
