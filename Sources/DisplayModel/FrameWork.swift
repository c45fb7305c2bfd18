/// One produced frame's work as the render loop needs it: when its change was due, the vsync the frame loop
/// produced it at, when a timer's work it commits began, and how long each stage took on some clock.
package struct FrameWork: Equatable, Sendable {
    /// The vsync at which the frame's first change was due.
    package var dueVsync: Int
    /// The vsync the frame loop produced it at (its begin, unless a timer began it earlier).
    package var vsync: Int
    /// Trace time of the first timer whose work this frame commits (the window's swap), or nil: the commit then
    /// runs from the timer's fire time, before the frame's vsync, so only its work past that vsync is late work.
    package var timerSeconds: Double?
    /// The app's work (timers, update, layout, display list, CPU drawing), in milliseconds.
    package var commitMs: Double
    /// The render server's work (drawing and compositing what is on screen), in milliseconds.
    package var renderMs: Double

    /// Work of a frame produced at `vsync`, due at `dueVsync` (the same by default).
    package init(dueVsync: Int? = nil, vsync: Int, timerSeconds: Double? = nil, commitMs: Double, renderMs: Double) {
        self.dueVsync = min(dueVsync ?? vsync, vsync)
        self.vsync = vsync
        self.timerSeconds = timerSeconds
        self.commitMs = commitMs
        self.renderMs = renderMs
    }
}
