import FrameTiming
import StrategyRun

/// A strategy's frame time over render-all's on the same trace, measured in the same repeats: per frame
/// (p50 against render-all's p50, p99 against its p99) and over the whole trace.
///
/// The per-frame ratios compare what one frame costs; the total also counts how many frames each strategy
/// produced, so it misleads when they differ (a snapping strategy's glides produce more frames).
package struct TimeRatios: Equatable, Sendable {
    /// p50 frame time over render-all's p50 frame time.
    package var p50: RepeatEstimate
    /// p99 frame time over render-all's p99 frame time.
    package var p99: RepeatEstimate
    /// Total frame time over render-all's total.
    package var total: RepeatEstimate

    /// The ratios of `runs` to `reference`, repeat by repeat (the i-th run against the i-th reference run);
    /// nil when render-all took no time in any repeat (no frames), so no ratio exists.
    init?(_ runs: [TraceRunner.Output], over reference: [TraceRunner.Output], clock: TimingClock) {
        var p50s: [Double] = [], p99s: [Double] = [], totals: [Double] = []
        for (run, base) in zip(runs, reference) {
            let times = run.frames.map { $0.durationMs(on: clock) }.sorted()
            let baseTimes = base.frames.map { $0.durationMs(on: clock) }.sorted()
            let baseP50 = Statistics.nearestRank(50, ofSorted: baseTimes)
            let baseP99 = Statistics.nearestRank(99, ofSorted: baseTimes)
            let baseTotal = baseTimes.reduce(0, +)
            guard baseP50 > 0, baseP99 > 0, baseTotal > 0 else { continue }
            p50s.append(Statistics.nearestRank(50, ofSorted: times) / baseP50)
            p99s.append(Statistics.nearestRank(99, ofSorted: times) / baseP99)
            totals.append(times.reduce(0, +) / baseTotal)
        }
        guard let p50 = RepeatEstimate(perRepeat: p50s), let p99 = RepeatEstimate(perRepeat: p99s),
            let total = RepeatEstimate(perRepeat: totals)
        else { return nil }
        self.p50 = p50
        self.p99 = p99
        self.total = total
    }

    /// Ratios from given estimates (tests, outside tools).
    package init(p50: RepeatEstimate, p99: RepeatEstimate, total: RepeatEstimate) {
        self.p50 = p50
        self.p99 = p99
        self.total = total
    }
}
