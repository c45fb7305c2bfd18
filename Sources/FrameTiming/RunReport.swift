import DisplayModel

/// Everything one benchmark run produced, ready for the writers (JSON, text, CSV, Chrome trace).
package struct RunReport: Sendable {
    /// Ordered run metadata such as strategy, trace, days, seed, refresh, clock and machine entries.
    package var metadata: [(key: String, value: String)]
    /// Names of the run's counters, in the order the frames' `counters` hold them (at most 16).
    package var counterNames: [String]
    /// Clock chosen for the headline summary and the per-frame timeline fields.
    package var clock: TimingClock
    /// The scrolling intervals of the trace (touch-down through the end of the glide or spring-back).
    package var scrolls: [TrackedInterval]
    /// Summary on the CPU clock.
    package var cpuSummary: HitchSummary
    /// Summary on the wall clock.
    package var wallSummary: HitchSummary
    /// Per-frame records of the produced frames (idle vsyncs have none), timeline fields filled for `clock`.
    package var frames: [FrameRecord]
    /// Instructions the frames executed, on the instruction clock (nil on the time clocks). A run on that clock
    /// reports these instead of hitches: its times are Valgrind's emulation, tens of times slower than the work.
    package var instructions: InstructionSummary?
    /// Ordered run-level figures beyond timing (content jumps, cache bytes, total work), written as numbers.
    package var metrics: [(key: String, value: Double)] = []

    /// Creates a report of a run on `display` spanning `vsyncs` vsyncs, `idleVsyncs` of them with nothing to
    /// show, scrolling during `scrolls`, whose produced `frames` are given in start order; summaries on both
    /// clocks are computed and the frames' timeline fields filled for `clock` (on the instruction clock, every
    /// frame on time).
    package init(
        metadata: [(key: String, value: String)], counterNames: [String],
        clock: TimingClock, display: FrameClock, vsyncs: Int, idleVsyncs: Int, scrolls: [TrackedInterval],
        frames: [FrameRecord]
    ) {
        self.metadata = metadata
        self.counterNames = Array(counterNames.prefix(CounterValues.capacity))
        self.clock = clock
        self.scrolls = scrolls
        let tracked = VsyncSpan.merged(scrolls, on: display)
        func summary(_ clock: TimingClock) -> HitchSummary {
            HitchSummary(
                records: frames, tracked: tracked, totalVsyncs: vsyncs, idleVsyncs: idleVsyncs, clock: clock,
                refreshHz: display.refreshHz)
        }
        cpuSummary = summary(.cpu)
        wallSummary = summary(.wall)
        let timeline = DisplayTimeline(refreshHz: display.refreshHz)
        // On the instruction clock the frame loop takes every frame as on time (Valgrind's emulated times are not
        // the work's), so the frames' timeline fields say so instead of laying out those times.
        let presentations = timeline.layout(
            frames.map {
                ScheduledFrame(dueVsync: $0.dueIndex, startVsync: $0.index, durationMs: clock.measuresTime ? $0.durationMs(on: clock) : 0)
            })
        var filled = frames
        for (index, presentation) in zip(filled.indices, presentations) {
            filled[index].presentedAtSeconds = display.vsyncTime(index: presentation.presentedVsync)
            filled[index].hitchMs = Double(presentation.hitchIntervals) * timeline.intervalMs
        }
        self.frames = filled
        instructions = clock == .instructions ? InstructionSummary(perFrame: frames.map { $0.instructions ?? 0 }) : nil
    }

    /// The summary on the chosen clock (on the instruction clock, the CPU clock's, which times Valgrind's
    /// emulation and means little; see `instructions`).
    package var summary: HitchSummary {
        clock == .wall ? wallSummary : cpuSummary
    }

    /// Value of the first metadata entry named `key`.
    package func metadataValue(_ key: String) -> String? {
        metadata.first(where: { $0.key == key })?.value
    }
}
