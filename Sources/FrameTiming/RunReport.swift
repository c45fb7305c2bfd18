/// Everything one benchmark run produced, ready for the writers (JSON, text, CSV, Chrome trace).
public struct RunReport: Sendable {
    /// Version of the tool that produced the run.
    public var toolVersion: String
    /// Ordered run metadata such as strategy, trace, days, seed, refresh, clock and machine entries.
    public var metadata: [(key: String, value: String)]
    /// Names of the counter slots in `FrameRecord.counters`, in slot order (at most 8).
    public var counterNames: [String]
    /// Clock chosen for the headline summary and the per-frame timeline fields.
    public var clock: TimingClock
    /// Summary on the CPU clock.
    public var cpuSummary: HitchSummary
    /// Summary on the wall clock.
    public var wallSummary: HitchSummary
    /// Per-frame records of the produced frames (idle vsyncs have none), timeline fields filled for `clock`.
    public var frames: [FrameRecord]
    /// Ordered run-level figures beyond timing (content jumps, cache bytes, total work), written as numbers.
    public var metrics: [(key: String, value: Double)] = []

    /// Creates a report of a run spanning `vsyncs` vsyncs whose produced `frames` are given (idle vsyncs have
    /// none); summaries on both clocks are computed and the frames' timeline fields filled for `clock`.
    public init(toolVersion: String, metadata: [(key: String, value: String)], counterNames: [String],
                clock: TimingClock, refreshHz: Int, vsyncs: Int, frames: [FrameRecord]) {
        self.toolVersion = toolVersion
        self.metadata = metadata
        self.counterNames = Array(counterNames.prefix(CounterValues.capacity))
        self.clock = clock
        cpuSummary = HitchSummary(records: frames, totalVsyncs: vsyncs, clock: .cpu, refreshHz: refreshHz)
        wallSummary = HitchSummary(records: frames, totalVsyncs: vsyncs, clock: .wall, refreshHz: refreshHz)
        var filled = frames
        DisplayTimeline(refreshHz: refreshHz).apply(to: &filled, clock: clock)
        self.frames = filled
    }

    /// The summary on the chosen clock.
    public var summary: HitchSummary {
        clock == .cpu ? cpuSummary : wallSummary
    }

    /// Value of the first metadata entry named `key`.
    public func metadataValue(_ key: String) -> String? {
        metadata.first(where: { $0.key == key })?.value
    }
}
