/// Decides, vsync by vsync, when a frame is produced: the frame loop of a display that shows one frame at a
/// time, as an iOS app's main thread commits them.
///
/// A vsync with nothing new to show produces nothing (an unchanged screen commits no frame). A change makes a
/// frame due at its vsync; the frame starts there unless the previous frame is still running, in which case
/// it is deferred to the first vsync after that frame is done, and then shows the newest state (the
/// intermediate states are never drawn, as iOS coalesces the touches that arrived meanwhile). So the last
/// state of any motion always reaches the screen, one late frame later at worst.
package struct FrameScheduler: Equatable, Sendable {
    /// What to do at a vsync.
    package enum Decision: Equatable, Sendable {
        /// Nothing new to show.
        case idle
        /// Something is due but the previous frame is still running: wait for the first free vsync.
        case deferred
        /// Start a frame now with the newest state; its first change was due at `dueVsync`.
        case start(dueVsync: Int)
    }

    /// The display's refresh rate in hertz, which sets the budget a frame's duration is measured against.
    package let refreshHz: Int
    /// The first vsync at which a new frame may start (the previous frame's presentation).
    package private(set) var firstFreeVsync = 0
    /// The vsync at which the oldest change not yet on screen was due, or nil when the screen is current.
    package private(set) var dueVsync: Int?

    /// A scheduler for a display at `refreshHz` (values below 1 are treated as 1), with nothing due.
    package init(refreshHz: Int) {
        self.refreshHz = max(1, refreshHz)
    }

    /// One refresh interval in milliseconds, which is also the frame budget.
    package var intervalMs: Double { 1000 / Double(refreshHz) }

    /// True while a change is due but not yet shown.
    package var hasPendingChange: Bool { dueVsync != nil }

    /// The decision at vsync `index` (vsyncs are visited in increasing order); `hasChange` is true when the
    /// state at this vsync differs from what the last produced frame shows.
    package mutating func decide(atVsync index: Int, hasChange: Bool) -> Decision {
        if hasChange, dueVsync == nil { dueVsync = index }
        guard let due = dueVsync else { return .idle }
        guard index >= firstFreeVsync else { return .deferred }
        return .start(dueVsync: due)
    }

    /// Records that the frame started at `startVsync` took `durationMs` and returns where it landed; the
    /// display is busy until its presentation and nothing is due any more.
    package mutating func finishFrame(startedAt startVsync: Int, durationMs: Double) -> FramePresentation {
        let due = dueVsync ?? startVsync
        let intervals = FramePresentation.intervalsToPresent(durationMs: durationMs, intervalMs: intervalMs)
        let presentation = FramePresentation(dueVsync: due, startVsync: startVsync, presentedVsync: startVsync + intervals)
        firstFreeVsync = presentation.presentedVsync
        dueVsync = nil
        return presentation
    }

    /// Records that the frame started at this vsync turned out to change nothing on screen (a tap that selects
    /// what was already selected): no frame is committed, the display stays free and nothing is due.
    package mutating func discardFrame() {
        dueVsync = nil
    }
}
