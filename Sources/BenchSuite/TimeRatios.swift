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

    /// The ratios of `runs` to `reference` on `clock`, repeat by repeat (the i-th run against the i-th reference
    /// run), from the summaries each run computed; nil when render-all took no time in any repeat (no frames), so
    /// no ratio exists.
    package init?(_ runs: [TraceRunner.Output], over reference: [TraceRunner.Output], clock: TimingClock) {
        var p50s: [Double] = [], p99s: [Double] = [], totals: [Double] = []
        for (run, base) in zip(runs, reference) {
            let mine = run.summary(on: clock), theirs = base.summary(on: clock)
            guard theirs.p50FrameMs > 0, theirs.p99FrameMs > 0, theirs.totalFrameMs > 0 else { continue }
            p50s.append(mine.p50FrameMs / theirs.p50FrameMs)
            p99s.append(mine.p99FrameMs / theirs.p99FrameMs)
            totals.append(mine.totalFrameMs / theirs.totalFrameMs)
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
