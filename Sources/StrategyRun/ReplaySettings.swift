import ChartKit
import DisplayModel
import ScrollReplay

/// How a trace is replayed, besides the strategy, its data and the display: where scrolls come to rest, how a
/// snap settles, and the render loop's pipeline and buffering. One value, from a run's settings
/// (`RunSettings.replay`) to the runner that replays it, so a new replay setting is one field here.
package struct ReplaySettings: Equatable, Sendable {
    /// Where scrolls come to rest (`--snap`); nil uses the strategy's own default.
    package var snap: ScrollSnap?
    /// How a snap settles onto its aligned offset (`--snap-settle`).
    package var settle: SnapSettle = .fast
    /// How a frame's work reaches the screen (`--pipeline`): Apple's two stages, or the earlier one-stage model.
    package var pipeline: FramePipeline = .twoStage
    /// Double buffered (as Apple's devices run) or triple, the render server's fallback (`--buffering`).
    package var buffering: Buffering = .double

    /// The seed's replay: each strategy's own snap settling fast, two stages, double buffered.
    package init(snap: ScrollSnap? = nil) {
        self.snap = snap
    }
}
