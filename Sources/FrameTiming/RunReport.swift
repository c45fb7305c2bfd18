import DisplayModel

/// Everything one benchmark run produced, ready for the writers (JSON, text, CSV, Chrome trace).
package struct RunReport: Sendable {
    /// Ordered run metadata such as strategy, trace, days, seed, refresh, clock and machine entries.
    package var metadata: [(key: String, value: String)]
    /// Names of the run's counters, in the order the frames' `counters` hold them (at most 16).
    package var counterNames: [String]
    /// Clock chosen for the headline summary and the per-frame timeline fields.
    package var clock: TimingClock
    /// The virtual display the run was on: its vsync times place the frames' presentations in seconds.
    package var display: FrameClock
    /// The scrolling intervals of the trace (touch-down through the end of the glide or spring-back).
    package var scrolls: [TrackedInterval]
    /// Summary on the CPU clock.
    package var cpuSummary: HitchSummary
    /// Summary on the wall clock.
    package var wallSummary: HitchSummary
    /// Per-frame records of the produced frames (idle vsyncs have none), each with its presentation.
    package var frames: [FrameRecord]
    /// Main-thread work that produced no frame, in order, as the run placed it.
    package var idleWork: [IdleWork] = []
    /// Instructions the frames executed, on the instruction clock (nil on the time clocks). A run on that clock
    /// reports these instead of hitches: its times are Valgrind's emulation, tens of times slower than the work.
    package var instructions: InstructionSummary?
    /// Ordered run-level figures beyond timing (content jumps, cache bytes, total work), written as numbers.
    package var metrics: [(key: String, value: Double)] = []
    /// The phone model's figures: the run's counted work priced on a device profile, paced on the phone; nil
    /// when the run priced nothing (or counted instructions).
    package var phone: PhoneFigures?
    /// The render loop that placed the frames: its pipeline and buffering.
    package var pipeline: FramePipeline = .twoStage
    /// Double or triple buffered.
    package var buffering: Buffering = .double
    /// Passes over the trace the summaries are medians of (the frames are the last pass's).
    package var repeats = 1
    /// The factor this strategy's commit times were scaled by (`--app-slowdown`), and what its commit stands for
    /// (`framework` or `drawing`); nil when not scaled.
    package var commitSlowdown: (factor: Double, work: String)?

    /// Creates a report of a run on `display` whose produced `frames` (in start order, each placed by the frame
    /// loop when it was recorded) scrolled during `scrolls`, with the summaries the run computed on each time clock.
    package init(
        metadata: [(key: String, value: String)], counterNames: [String], clock: TimingClock, display: FrameClock,
        scrolls: [TrackedInterval], cpuSummary: HitchSummary, wallSummary: HitchSummary, frames: [FrameRecord]
    ) {
        self.metadata = metadata
        self.counterNames = Array(counterNames.prefix(CounterValues.capacity))
        self.clock = clock
        self.display = display
        self.scrolls = scrolls
        self.cpuSummary = cpuSummary
        self.wallSummary = wallSummary
        self.frames = frames
        instructions = clock == .instructions ? InstructionSummary(perFrame: frames.map { $0.instructions ?? 0 }) : nil
    }

    /// The summary on the chosen clock (on the instruction clock, the CPU clock's, which times Valgrind's
    /// emulation and means little; see `instructions`).
    package var summary: HitchSummary {
        switch clock {
        case .wall: wallSummary
        case .phone: phone?.summary ?? cpuSummary
        case .cpu, .instructions: cpuSummary
        }
    }

    /// Value of the first metadata entry named `key`.
    package func metadataValue(_ key: String) -> String? {
        metadata.first(where: { $0.key == key })?.value
    }
}
