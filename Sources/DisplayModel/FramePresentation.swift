/// When one produced frame reached the screen, in whole vsync indices.
///
/// A frame is due at the first vsync with something new to show (`dueVsync`) and starts there, or at the first
/// vsync after the previous frame is done if that one is still running (`startVsync`: deferred). Started at
/// vsync s and taking d, it is presented at s + n with n = max(1, ⌈d / interval − ε⌉). It was expected at
/// s + 1, so it is late by n − 1 intervals: Apple's hitch time, the time a frame appears on screen later than
/// expected. The vsyncs s + 1 … s + n − 1 show nothing new (missed).
package struct FramePresentation: Equatable, Sendable {
    /// The vsync at which the frame's first change was due.
    package var dueVsync: Int
    /// The vsync at which the frame started: `dueVsync`, or later if the display was busy (deferred).
    package var startVsync: Int
    /// The vsync at which the frame reached the screen.
    package var presentedVsync: Int

    /// Creates a presentation; `presentedVsync` must be after `startVsync`.
    package init(dueVsync: Int, startVsync: Int, presentedVsync: Int) {
        self.dueVsync = dueVsync
        self.startVsync = startVsync
        self.presentedVsync = presentedVsync
    }

    /// Intervals the frame was late: presented − start − 1 (0 when it made its budget).
    package var hitchIntervals: Int { presentedVsync - startVsync - 1 }
    /// True if the frame was presented later than expected.
    package var isHitch: Bool { hitchIntervals > 0 }
    /// True if the frame started after the vsync its change was due at, because an earlier frame still ran.
    package var wasDeferred: Bool { startVsync > dueVsync }

    /// Tolerance in refresh intervals when rounding up d / interval: 1e-9 interval (≈ 17 fs at 60 Hz) absorbs
    /// floating-point error in durations that are exact multiples of the budget, and nothing else.
    package static let epsilonIntervals = 1e-9

    /// Whole intervals from start to presentation for a frame of `durationMs` on a display with
    /// `intervalMs` refresh intervals: max(1, ⌈d / interval − ε⌉). A frame exactly at the budget is on time.
    package static func intervalsToPresent(durationMs: Double, intervalMs: Double) -> Int {
        guard durationMs.isFinite, durationMs > 0, intervalMs > 0 else { return 1 }
        let exact = durationMs / intervalMs - epsilonIntervals
        // Clamp absurd durations (hours) so the Int conversion cannot trap.
        let bounded = min(exact.rounded(.up), Double(Int32.max))
        return max(1, Int(bounded))
    }
}
