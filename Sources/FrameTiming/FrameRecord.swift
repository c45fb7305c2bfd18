/// Everything measured and derived for one frame.
public struct FrameRecord: Equatable, Sendable {
    /// Zero-based index of the vsync the frame was due at (idle vsyncs produce no frame, so indices may skip).
    public var index: Int
    /// Time of the frame's vsync in seconds from the start of the run.
    public var vsyncSeconds: Double
    /// Scroll position in days, recorded as given (opaque to FrameTiming).
    public var positionDays: Double
    /// Thread CPU time of the frame's work, in milliseconds.
    public var cpuMs: Double
    /// Wall time of the frame's work, in milliseconds.
    public var wallMs: Double
    /// Per-frame counters, named by the run's counter names.
    public var counters: CounterValues
    /// Free-form notes such as "window reload" (empty if none).
    public var notes: String
    /// Filled by `DisplayTimeline`: the previous frame was still running at this frame's vsync, so it never started.
    public var skipped: Bool = false
    /// Filled by `DisplayTimeline`: when the frame reached the screen, in seconds (`nil` if skipped).
    public var presentedAtSeconds: Double?
    /// Filled by `DisplayTimeline`: how much later than expected the frame was shown, in ms (0 if on time).
    public var hitchMs: Double = 0

    /// Creates a record with the measured fields; the timeline fields start empty.
    public init(index: Int, vsyncSeconds: Double, positionDays: Double, cpuMs: Double, wallMs: Double,
                counters: CounterValues = CounterValues(), notes: String = "") {
        self.index = index
        self.vsyncSeconds = vsyncSeconds
        self.positionDays = positionDays
        self.cpuMs = cpuMs
        self.wallMs = wallMs
        self.counters = counters
        self.notes = notes
    }

    /// The frame's duration on `clock`, in milliseconds.
    public func durationMs(on clock: TimingClock) -> Double {
        switch clock {
        case .cpu: cpuMs
        case .wall: wallMs
        }
    }
}
