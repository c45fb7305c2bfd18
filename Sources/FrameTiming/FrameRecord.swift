import ChartKit
import DisplayModel

/// One stage's work in a frame: measured on both host time clocks, and modelled on the phone.
package struct StageTimes: Equatable, Sendable {
    /// Thread CPU time, in milliseconds.
    package var cpuMs: Double
    /// Wall time, in milliseconds.
    package var wallMs: Double
    /// The stage's counted work priced on the run's device profile (`FramePricer`), in milliseconds: a model,
    /// the same on every machine; 0 when the run priced nothing.
    package var phoneMs: Double

    /// Times of a stage.
    package init(cpuMs: Double = 0, wallMs: Double = 0, phoneMs: Double = 0) {
        self.cpuMs = cpuMs
        self.wallMs = wallMs
        self.phoneMs = phoneMs
    }

    /// The time on `clock` (the CPU time on the instruction clock, which times valgrind's emulation).
    package func ms(on clock: TimingClock) -> Double {
        switch clock {
        case .cpu, .instructions: cpuMs
        case .wall: wallMs
        case .phone: phoneMs
        }
    }
}

/// Where one frame's stages landed on each time clock's render loop.
package typealias ClockPresentations = PerTimeClock<FramePresentation>

/// Everything measured for one produced frame, and where the render loop put it when it was recorded.
///
/// A frame's work is timed in two stages, as Apple's render loop runs it: the commit (the app's main thread:
/// the strategy's `update` and `commit`, and the work of timers the frame commits) and the render (the render
/// server: the strategy's `render`).
public struct FrameRecord: Equatable, Sendable {
    /// Index of the vsync the frame loop produced the frame at (idle vsyncs produce none, so indices skip).
    public var index: Int
    /// Index of the vsync at which the frame's first change was due: `index`, or earlier when the frame was
    /// deferred because the app or the render server was still busy.
    package var dueIndex: Int
    /// Time of the vsync the frame was produced at, in seconds from the start of the run.
    public var vsyncSeconds: Double
    /// Scroll position in days, recorded as given (opaque to FrameTiming).
    public var positionDays: Double
    /// The commit stage's work: the strategy's `update` and `commit`, and the timers the frame commits.
    package var commit: StageTimes
    /// The render stage's work: the strategy's `render`.
    package var render: StageTimes
    /// Instructions the commit stage executed, counted under Valgrind's Callgrind (`--clock instructions`); nil
    /// on the time clocks.
    package var commitInstructions: Int?
    /// Instructions the render stage executed, on the instruction clock; nil on the time clocks.
    package var renderInstructions: Int?
    /// The work the frame did, by counter name.
    public var counters: CounterValues
    /// The part of `counters` the phone model prices in the commit stage (the commit's work with the timers'
    /// since the last priced work); `counters` also holds the work of updates that produced no frame.
    package var commitCounters = CounterValues()
    /// The part of `counters` the phone model prices in the render stage.
    package var renderCounters = CounterValues()
    /// What the strategy's own work showed in this frame (a data swap, a content jump, a rescale, a stall).
    public var effects: FrameEffects
    /// Trace time of the first timer whose work the frame commits, or nil.
    package var timerSeconds: Double?
    /// Where the frame's stages landed on the clock that paced the run, as the frame loop's render loop placed
    /// them when the frame was recorded (on time on the instruction clock, which paces nothing).
    package var presentation: FramePresentation
    /// Where the frame's stages landed on every time clock, placed at the same moment: the pacing clock's is
    /// `presentation`; the others are where their durations would have put the same frame, what their
    /// summaries are made of.
    package var presentations: ClockPresentations

    /// Creates a record with the measured fields; `dueIndex` defaults to `index` (not deferred), and the
    /// presentations to on time on both clocks (two-stage, double buffered).
    package init(
        index: Int, dueIndex: Int? = nil, vsyncSeconds: Double, positionDays: Double, commit: StageTimes,
        render: StageTimes = StageTimes(), counters: CounterValues = CounterValues(), effects: FrameEffects = FrameEffects(),
        timerSeconds: Double? = nil, presentation: FramePresentation? = nil, presentations: ClockPresentations? = nil
    ) {
        let due = min(dueIndex ?? index, index)
        let onTime = FramePresentation(
            dueVsync: due, startVsync: index, commitDoneVsync: index + 1, renderStartVsync: index + 1, presentedVsync: index + 2,
            expectedVsync: index + 2)
        self.presentation = presentation ?? onTime
        self.presentations = presentations ?? ClockPresentations(all: presentation ?? onTime)
        self.index = index
        self.dueIndex = due
        self.vsyncSeconds = vsyncSeconds
        self.positionDays = positionDays
        self.commit = commit
        self.render = render
        self.counters = counters
        self.effects = effects
        self.timerSeconds = timerSeconds
    }

    /// A record whose work is `cpuMs` and `wallMs` in the commit stage and none in the render stage.
    package init(
        index: Int, dueIndex: Int? = nil, vsyncSeconds: Double, positionDays: Double, cpuMs: Double, wallMs: Double,
        counters: CounterValues = CounterValues(), effects: FrameEffects = FrameEffects(), presentation: FramePresentation? = nil,
        presentations: ClockPresentations? = nil
    ) {
        self.init(
            index: index, dueIndex: dueIndex, vsyncSeconds: vsyncSeconds, positionDays: positionDays,
            commit: StageTimes(cpuMs: cpuMs, wallMs: wallMs), counters: counters, effects: effects, presentation: presentation,
            presentations: presentations)
    }

    /// Thread CPU time of the frame's work, both stages, in milliseconds.
    public var cpuMs: Double { commit.cpuMs + render.cpuMs }
    /// Wall time of the frame's work, both stages, in milliseconds.
    public var wallMs: Double { commit.wallMs + render.wallMs }
    /// Instructions the frame's work executed, both stages (`--clock instructions`); nil on the time clocks.
    public var instructions: Int? { commitInstructions.flatMap { commit in renderInstructions.map { commit + $0 } } }
    /// The commit stage's work on `clock`, in milliseconds (on the instruction clock, the CPU time of
    /// valgrind's emulation, meaningful only beside itself).
    public func commitMs(on clock: TimingClock) -> Double { commit.ms(on: clock) }
    /// The render stage's work on `clock`, in milliseconds.
    public func renderMs(on clock: TimingClock) -> Double { render.ms(on: clock) }

    /// True if the frame began after the vsync its change was due at.
    package var wasDeferred: Bool { presentation.wasDeferred }
    /// The vsync at which the frame reached the screen (on the clock that paced the run).
    public var presentedVsync: Int { presentation.presentedVsync }
    /// Refresh intervals the frame reached the screen later than expected (0 when on time): its hitch time.
    public var hitchIntervals: Int { presentation.hitchIntervals }
    /// The stage that made the frame late (`commit`, `render` or `both`), or nil when it was on time (or on the
    /// one-stage pipeline, which has no stages).
    public var hitchType: HitchType? { presentation.hitchType }

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
    package func durationMs(on clock: TimingClock) -> Double { commitMs(on: clock) + renderMs(on: clock) }
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
    /// The phone model: each stage's counted work priced on a device profile (`--phone-profile`, `--cost`). Modelled,
    /// not measured, and the same on every machine and under any load.
    case phone

    /// True for the clocks that measure time (and so decide when a frame is late).
    package var measuresTime: Bool { self != .instructions }

    /// The other host time clock, whose summary a run on this clock also records: wall for CPU, CPU for wall,
    /// the phone and the instruction clock (whose frames are all on time).
    package var otherTimeClock: TimingClock { self == .cpu ? .wall : .cpu }

    /// True for the phone model, whose durations are priced, not measured on this machine.
    package var isModelled: Bool { self == .phone }
}
