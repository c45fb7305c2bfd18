import DisplayModel
import RenderStrategies

/// Everything measured for one produced frame, and where the display model put it when it was scheduled.
public struct FrameRecord: Equatable, Sendable {
    /// Index of the vsync the frame started at (idle vsyncs produce no frame, so indices may skip).
    public var index: Int
    /// Index of the vsync at which the frame's first change was due: `index`, or earlier when the frame was
    /// deferred because the previous one was still running.
    public var dueIndex: Int
    /// Time of the frame's start vsync in seconds from the start of the run.
    public var vsyncSeconds: Double
    /// Scroll position in days, recorded as given (opaque to FrameTiming).
    public var positionDays: Double
    /// Thread CPU time of the frame's work, in milliseconds.
    public var cpuMs: Double
    /// Wall time of the frame's work, in milliseconds.
    public var wallMs: Double
    /// Instructions the frame's work executed, counted under Valgrind's Callgrind (`--clock instructions`);
    /// nil on the time clocks.
    public var instructions: Int?
    /// The work the frame did, by counter name.
    public var counters: CounterValues
    /// What the strategy's own work showed in this frame (a data swap, a content jump, a rescale, a stall).
    public var effects: FrameEffects
    /// Where the frame reached the screen on the clock that paced the run, as the frame loop's scheduler
    /// placed it when the frame was recorded (on time, one interval after its start, on the instruction clock).
    package var presentation: FramePresentation
    /// Where it would have reached the screen with the other time clock's duration (wall on a CPU-paced run,
    /// CPU on a wall-paced one), placed at the same moment; what that clock's summary is made of.
    package var otherClockPresentation: FramePresentation

    /// Creates a record with the measured fields; `dueIndex` defaults to `index` (not deferred), and the
    /// presentations to on time on both clocks.
    package init(
        index: Int, dueIndex: Int? = nil, vsyncSeconds: Double, positionDays: Double, cpuMs: Double,
        wallMs: Double, counters: CounterValues = CounterValues(), effects: FrameEffects = FrameEffects(),
        presentation: FramePresentation? = nil, otherClockPresentation: FramePresentation? = nil
    ) {
        let due = min(dueIndex ?? index, index)
        let onTime = FramePresentation(dueVsync: due, startVsync: index, presentedVsync: index + 1)
        self.presentation = presentation ?? onTime
        self.otherClockPresentation = otherClockPresentation ?? onTime
        self.index = index
        self.dueIndex = due
        self.vsyncSeconds = vsyncSeconds
        self.positionDays = positionDays
        self.cpuMs = cpuMs
        self.wallMs = wallMs
        self.counters = counters
        self.effects = effects
    }

    /// True if the frame started after the vsync its change was due at.
    public var wasDeferred: Bool { index > dueIndex }
    /// The vsync at which the frame reached the screen (on the clock that paced the run).
    public var presentedVsync: Int { presentation.presentedVsync }
    /// Refresh intervals the frame reached the screen later than expected (0 when on time): its hitch time.
    public var hitchIntervals: Int { presentation.hitchIntervals }

    /// When the frame reached the screen of `display` (the run's), in seconds from the start of the run.
    public func presentedAtSeconds(on display: FrameClock) -> Double { display.vsyncTime(index: presentedVsync) }
    /// Its hitch time on `display` (the run's) in milliseconds: whole refresh intervals, 0 when on time.
    public func hitchMs(on display: FrameClock) -> Double { Double(hitchIntervals) * display.budgetMilliseconds }

    /// A one-line summary for people ("data swapped; content jump 73 px; 2 tiles configured"), made from the
    /// effects and the `tilesConfigured` counter; empty when there is nothing to say. Nothing reads it back:
    /// programs read `effects` and `counters`.
    package var notes: String {
        var parts: [String] = []
        if effects.dataSwapped { parts.append("data swapped") }
        if effects.contentJumpPixels != 0 { parts.append("content jump \(Int(effects.contentJumpPixels.rounded())) px") }
        if effects.yRescaled { parts.append("y rescaled") }
        if effects.edgeStall { parts.append("edge stall") }
        if let tiles = counters["tilesConfigured"], tiles > 0 {
            parts.append(tiles == 1 ? "1 tile configured" : "\(tiles) tiles configured")
        }
        return parts.joined(separator: "; ")
    }

    /// The frame's duration on `clock`, in milliseconds. The instruction clock has no duration: a run counting
    /// instructions times valgrind's emulation, so it gives the CPU time of that (meaningful only beside itself).
    public func durationMs(on clock: TimingClock) -> Double {
        switch clock {
        case .cpu, .instructions: cpuMs
        case .wall: wallMs
        }
    }
}

/// How a frame's work is measured.
public enum TimingClock: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Thread CPU time: the frame's own work, immune to other processes on the machine.
    case cpu
    /// Monotonic wall time: what a user would wait, including preemption.
    case wall
    /// Instructions executed, counted under Valgrind's Callgrind: exact and the same on every run of the same
    /// build, whatever else the machine does, but not a time. Runs on it report instructions, not hitches.
    case instructions

    /// True for the clocks that measure time (and so decide when a frame is late).
    public var measuresTime: Bool { self != .instructions }

    /// The other time clock, whose summary a run on this clock also records: wall for CPU, CPU for wall and for
    /// the instruction clock (whose frames are all on time).
    package var otherTimeClock: TimingClock { self == .cpu ? .wall : .cpu }
}
