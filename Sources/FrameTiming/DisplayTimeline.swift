/// Which measured duration drives the display model.
public enum TimingClock: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Thread CPU time: the frame's own work, immune to other processes on the machine.
    case cpu
    /// Monotonic wall time: what a user would wait, including preemption.
    case wall
}

/// Where one frame landed on the simulated display, in whole vsync indices.
public struct TimelineFrame: Equatable, Sendable {
    /// True if the previous frame was still running at this frame's vsync, so this frame never started.
    public var skipped: Bool
    /// Vsync at which the frame reached the screen (`nil` if skipped).
    public var presentedVsync: Int?
    /// Refresh intervals between the expected vsync (start + 1) and the actual one; > 0 means a hitch.
    public var hitchIntervals: Int
}

/// The display model: frames due at vsyncs, double-buffered, as Instruments counts hitches.
///
/// A frame is produced only at a vsync where something changed (idle vsyncs have no frame). Frame i is due at
/// its vsync vᵢ. It starts there unless the previous started frame is still running, in which case it is
/// skipped. A frame started at vsync s taking d ms is presented at vsync s + n with n = max(1, ⌈d/interval − ε⌉);
/// it was expected at s + 1, so its hitch is (n − 1) intervals (Apple: a hitch is the time a frame appears on
/// screen later than expected), and vsyncs s+1 … s+n−1 are missed. A frame exactly at the budget (n = 1) is on time.
public struct DisplayTimeline: Equatable, Sendable {
    /// Tolerance in refresh intervals when rounding up d/interval: 1e-9 interval (≈ 17 fs at 60 Hz) absorbs
    /// floating-point error in durations that are exact multiples of the budget, and nothing else.
    public static let epsilonIntervals = 1e-9

    /// Display refresh rate in hertz.
    public let refreshHz: Int

    /// Creates the model for a display at `refreshHz` (values below 1 are treated as 1).
    public init(refreshHz: Int) {
        self.refreshHz = max(1, refreshHz)
    }

    /// One refresh interval in milliseconds, which is also the frame budget.
    public var intervalMs: Double { 1000 / Double(refreshHz) }

    /// Whole intervals from start to presentation for a frame of `durationMs`: max(1, ⌈d/interval − ε⌉).
    public func intervalsToPresent(durationMs: Double) -> Int {
        guard durationMs.isFinite, durationMs > 0 else { return 1 }
        let exact = durationMs / intervalMs - Self.epsilonIntervals
        // Clamp absurd durations (hours) so the Int conversion cannot trap.
        let bounded = min(exact.rounded(.up), Double(Int32.max))
        return max(1, Int(bounded))
    }

    /// Lays out frames due at increasing `vsyncs` whose durations (ms) are given, one per frame.
    public func layout(vsyncs: [Int], durationsMs: [Double]) -> [TimelineFrame] {
        var frames: [TimelineFrame] = []
        frames.reserveCapacity(durationsMs.count)
        var busyUntilVsync = Int.min
        for (vsync, duration) in zip(vsyncs, durationsMs) {
            if vsync < busyUntilVsync {
                frames.append(TimelineFrame(skipped: true, presentedVsync: nil, hitchIntervals: 0))
                continue
            }
            let intervals = intervalsToPresent(durationMs: duration)
            frames.append(TimelineFrame(skipped: false, presentedVsync: vsync + intervals, hitchIntervals: intervals - 1))
            busyUntilVsync = vsync + intervals
        }
        return frames
    }

    /// Lays out one frame at every vsync from 0, with the given durations (ms).
    public func layout(durationsMs: [Double]) -> [TimelineFrame] {
        layout(vsyncs: Array(durationsMs.indices), durationsMs: durationsMs)
    }

    /// Fills `skipped`, `presentedAtSeconds` and `hitchMs` of `records` (in vsync order, `index` = vsync) from
    /// durations on `clock`.
    public func apply(to records: inout [FrameRecord], clock: TimingClock) {
        let frames = layout(vsyncs: records.map(\.index), durationsMs: records.map { $0.durationMs(on: clock) })
        for index in records.indices {
            let frame = frames[index]
            records[index].skipped = frame.skipped
            records[index].presentedAtSeconds = frame.presentedVsync.map { Double($0) / Double(refreshHz) }
            records[index].hitchMs = Double(frame.hitchIntervals) * intervalMs
        }
    }
}
