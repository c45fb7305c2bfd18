/// A change of the highlighted series requested by the trace.
package enum HighlightChange: Equatable, Hashable, Sendable {
    /// Highlight the named series.
    case set(String)
    /// Remove any highlight.
    case clear
}

/// What a renderer needs for one frame: where the content is and which discrete inputs arrived since the last frame.
package struct FrameInput: Equatable, Sendable {
    /// Virtual time of the frame's vsync, in seconds from the start of the trace.
    package var timeSeconds: Double
    /// Content offset in points, snapped to device pixels (see `ScrollPhysics.snapToPixel`).
    package var offset: Double
    /// Taps since the previous frame, in viewport points, oldest first (empty and unallocated when none).
    package var taps: [Point2]
    /// The last highlight change since the previous frame, if any.
    package var highlightChange: HighlightChange?
    /// True while the finger is down.
    package var isTracking: Bool
    /// True if the snapped offset differs from the previous frame's or a glide or spring was in progress since it.
    package var isMoving: Bool
    /// True once the trace's `end` event has been reached.
    package var ended: Bool
    /// True if a glide or spring was in progress at some time since the previous frame.
    package var isAnimating: Bool
    /// Trace time since which the content has not moved (exact, not a frame time), or nil while it glides or springs.
    package var restingSinceSeconds: Double?

    /// Creates a frame input; the session builds these, tests may too.
    package init(
        timeSeconds: Double, offset: Double, taps: [Point2] = [], highlightChange: HighlightChange? = nil,
        isTracking: Bool = false, isMoving: Bool = false, ended: Bool = false, isAnimating: Bool = false,
        restingSinceSeconds: Double? = nil
    ) {
        self.timeSeconds = timeSeconds
        self.offset = offset
        self.taps = taps
        self.highlightChange = highlightChange
        self.isTracking = isTracking
        self.isMoving = isMoving
        self.ended = ended
        self.isAnimating = isAnimating
        self.restingSinceSeconds = restingSinceSeconds
    }
}
