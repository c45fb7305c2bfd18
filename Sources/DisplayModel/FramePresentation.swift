/// Where one produced frame's stages landed on the display's vsyncs, and how late it reached the screen.
///
/// A frame is due at the first vsync with something new to show (`dueVsync`) and begins there, or later if the
/// app or the render server was still busy (`startVsync`: deferred). On the two-stage pipeline its commit is
/// done by `commitDoneVsync`, the render server takes it at `renderStartVsync`, and it reaches the screen at
/// `presentedVsync`; it was expected at `expectedVsync` (begin + 2, or + 3 when triple buffered), and the
/// difference is Apple's hitch time, in whole intervals.
package struct FramePresentation: Equatable, Sendable {
    /// The vsync at which the frame's first change was due.
    package var dueVsync: Int
    /// The vsync at which the frame began.
    package var startVsync: Int
    /// The first vsync at or after the end of its commit: the earliest the render server can take it.
    package var commitDoneVsync: Int
    /// The vsync the render server began rendering it at.
    package var renderStartVsync: Int
    /// The vsync at which it reached the screen.
    package var presentedVsync: Int
    /// The vsync at which it was expected on screen.
    package var expectedVsync: Int
    /// True when the commit ended past the vsync after the frame's begin, its deadline (two-stage pipeline).
    package var commitDeadlineMissed: Bool
    /// True when the render took more intervals than the render server has for a frame (two-stage pipeline).
    package var renderDeadlineMissed: Bool
    /// Which stage made it late, when it was; nil when on time, and on the one-stage pipeline, which has no stages.
    package var hitchType: HitchType?
    /// When its commit started on the main thread, in seconds: its begin, later when the main thread was still
    /// busy, or the fire time of a timer whose work it commits; nil when not placed by the two-stage loop.
    package var commitStartSeconds: Double?

    /// Creates a presentation from its vsyncs.
    package init(
        dueVsync: Int, startVsync: Int, commitDoneVsync: Int, renderStartVsync: Int, presentedVsync: Int, expectedVsync: Int,
        commitDeadlineMissed: Bool = false, renderDeadlineMissed: Bool = false, hitchType: HitchType? = nil,
        commitStartSeconds: Double? = nil
    ) {
        self.dueVsync = dueVsync
        self.startVsync = startVsync
        self.commitDoneVsync = commitDoneVsync
        self.renderStartVsync = renderStartVsync
        self.presentedVsync = presentedVsync
        self.expectedVsync = expectedVsync
        self.commitDeadlineMissed = commitDeadlineMissed
        self.renderDeadlineMissed = renderDeadlineMissed
        self.hitchType = hitchType
        self.commitStartSeconds = commitStartSeconds
    }

    /// A frame of the one-stage model: begun at `startVsync`, presented at `presentedVsync`, expected one
    /// interval after its begin.
    package init(dueVsync: Int, startVsync: Int, presentedVsync: Int) {
        self.init(
            dueVsync: dueVsync, startVsync: startVsync, commitDoneVsync: presentedVsync, renderStartVsync: presentedVsync,
            presentedVsync: presentedVsync, expectedVsync: startVsync + 1)
    }

    /// Intervals the frame was late: presented − expected (0 when on time).
    package var hitchIntervals: Int { max(0, presentedVsync - expectedVsync) }
    /// True if the frame was presented later than expected.
    package var isHitch: Bool { hitchIntervals > 0 }
    /// True if the frame began after the vsync its change was due at, because the app or the render server
    /// was still busy with an earlier frame.
    package var wasDeferred: Bool { startVsync > dueVsync }
    /// Intervals from the vsync the change was due at to the one that showed it.
    package var latencyIntervals: Int { presentedVsync - dueVsync }

    /// Tolerance in refresh intervals when rounding a time to a vsync: 1e-9 interval (≈ 17 fs at 60 Hz) absorbs
    /// floating-point error in durations that are exact multiples of the budget, and nothing else.
    package static let epsilonIntervals = 1e-9

    /// Whole intervals a stage of `durationMs` takes on a display with `intervalMs` refresh intervals:
    /// max(1, ⌈d / interval − ε⌉). A stage exactly at the budget fits one interval.
    package static func intervalsToPresent(durationMs: Double, intervalMs: Double) -> Int {
        guard durationMs.isFinite, durationMs > 0, intervalMs > 0 else { return 1 }
        let exact = durationMs / intervalMs - epsilonIntervals
        // Clamp absurd durations (hours) so the Int conversion cannot trap.
        let bounded = min(exact.rounded(.up), Double(Int32.max))
        return max(1, Int(bounded))
    }
}
