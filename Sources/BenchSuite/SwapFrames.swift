import DisplayModel
import FrameTiming

/// The frames in which a strategy handed its chart another data window (`FrameEffects.dataSwapped`), with each
/// one's work on the run's clock: what a swap costs, and how many there were.
package struct SwapFrames: Equatable, Sendable {
    /// Each swap frame's work, both stages, in ms, in frame order.
    package var ms: [Double]

    /// Swap frames whose work took `ms`.
    package init(ms: [Double]) { self.ms = ms }

    /// The swap frames among `frames` (a run's last repeat), timed on `clock`.
    package init(frames: [FrameRecord], clock: TimingClock) {
        ms = frames.filter(\.effects.dataSwapped).map { $0.durationMs(on: clock) }
    }

    /// Every swap frame of several runs (the same strategy on several traces) as one set, in the order given.
    package init(pooling runs: [SwapFrames]) { ms = runs.flatMap(\.ms) }

    /// How many frames swapped.
    package var count: Int { ms.count }

    /// The median swap frame's work (`Statistics.median`: the mean of the two middle ones for an even count); nil
    /// without a swap.
    package var medianMs: Double? { ms.isEmpty ? nil : Statistics.median(ms) }

    /// The longest swap frame's work; nil without a swap.
    package var maxMs: Double? { ms.max() }

    /// The longest swap frame's work as a fraction of a frame budget of `budgetMs` (0.25 for a quarter of it);
    /// nil without a swap.
    package func maxShare(ofBudgetMs budgetMs: Double) -> Double? { maxMs.map { $0 / budgetMs } }
}
