/// A produced frame as the frame loop scheduled it: when its change was due, the earliest vsync it could
/// start at, and how long its work took on some clock.
package struct ScheduledFrame: Equatable, Sendable {
    /// The vsync at which the frame's first change was due.
    package var dueVsync: Int
    /// The vsync at which the frame loop started it.
    package var startVsync: Int
    /// Its work in milliseconds.
    package var durationMs: Double

    /// Creates a scheduled frame.
    package init(dueVsync: Int, startVsync: Int, durationMs: Double) {
        self.dueVsync = dueVsync
        self.startVsync = startVsync
        self.durationMs = durationMs
    }
}

/// Lays produced frames on the display's vsyncs: each starts at its own start vsync, or at the first vsync
/// after the previous frame is presented if that is later, and is presented by `FramePresentation`'s rule.
///
/// For the clock that drove the frame loop this reproduces `FrameScheduler`'s presentations exactly; for the
/// other clock it shows where the same frames would have landed with those durations.
package struct DisplayTimeline: Equatable, Sendable {
    /// Display refresh rate in hertz.
    package let refreshHz: Int

    /// Creates the model for a display at `refreshHz` (values below 1 are treated as 1).
    package init(refreshHz: Int) {
        self.refreshHz = max(1, refreshHz)
    }

    /// One refresh interval in milliseconds, which is also the frame budget.
    package var intervalMs: Double { 1000 / Double(refreshHz) }

    /// Whole intervals from start to presentation for a frame of `durationMs`.
    package func intervalsToPresent(durationMs: Double) -> Int {
        FramePresentation.intervalsToPresent(durationMs: durationMs, intervalMs: intervalMs)
    }

    /// Where each of `frames` (in increasing start order) reached the screen.
    package func layout(_ frames: [ScheduledFrame]) -> [FramePresentation] {
        var presentations: [FramePresentation] = []
        presentations.reserveCapacity(frames.count)
        var firstFree = Int.min
        for frame in frames {
            let start = max(frame.startVsync, firstFree)
            let presented = start + intervalsToPresent(durationMs: frame.durationMs)
            presentations.append(
                FramePresentation(
                    dueVsync: min(frame.dueVsync, start), startVsync: start,
                    presentedVsync: presented))
            firstFree = presented
        }
        return presentations
    }
}
