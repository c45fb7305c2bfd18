/// Lays produced frames on the display's vsyncs one at a time, as they are recorded: each starts at its own
/// start vsync, or at the first vsync after the previous frame is presented if that is later, and is presented
/// by `FramePresentation`'s rule.
///
/// The frame loop keeps one for the time clock that did not pace the run, so each frame also records where it
/// would have landed with that clock's duration; the clock that paced the run is laid out by its
/// `FrameScheduler`, which also decides when frames start.
package struct DisplayTimeline: Equatable, Sendable {
    /// Display refresh rate in hertz.
    package let refreshHz: Int
    /// The first vsync at which the next frame may start: the previous frame's presentation.
    package private(set) var firstFreeVsync = Int.min

    /// An empty timeline for a display at `refreshHz` (values below 1 are treated as 1).
    package init(refreshHz: Int) {
        self.refreshHz = max(1, refreshHz)
    }

    /// One refresh interval in milliseconds, which is also the frame budget.
    package var intervalMs: Double { 1000 / Double(refreshHz) }

    /// Whole intervals from start to presentation for a frame of `durationMs`.
    package func intervalsToPresent(durationMs: Double) -> Int {
        FramePresentation.intervalsToPresent(durationMs: durationMs, intervalMs: intervalMs)
    }

    /// Places the next frame (frames come in increasing start order): due at `dueVsync`, started by the frame
    /// loop at `startVsync`, taking `durationMs`; returns where it reached the screen.
    package mutating func place(dueVsync: Int, startVsync: Int, durationMs: Double) -> FramePresentation {
        let start = max(startVsync, firstFreeVsync)
        let presented = start + intervalsToPresent(durationMs: durationMs)
        firstFreeVsync = presented
        return FramePresentation(dueVsync: min(dueVsync, start), startVsync: start, presentedVsync: presented)
    }
}
