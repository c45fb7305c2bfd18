import DisplayModel

/// Hitch and frame-time statistics of one run on one clock.
public struct HitchSummary: Equatable, Sendable {
    /// Clock whose durations drove the display model.
    public var clock: TimingClock
    /// Display refresh rate in hertz.
    public var refreshHz: Int
    /// Vsyncs the trace spans, idle ones included.
    public var vsyncs: Int
    /// Vsyncs with nothing new to show: no frame was produced, due, timed or able to hitch there.
    public var idleVsyncs: Int
    /// Frames produced (one per vsync at which a change was shown).
    public var frames: Int
    /// Frames presented later than expected (work over the budget).
    public var hitches: Int
    /// Longest single hitch in ms (a multiple of the refresh interval).
    public var maxHitchMs: Double
    /// Sum of all hitch durations in ms.
    public var totalHitchMs: Double
    /// Length of the scrolling intervals (each touch-down that scrolls through the end of its glide or
    /// spring-back, extended to its last frame's presentation), in seconds; nil when the trace has no scroll.
    public var scrollSeconds: Double?
    /// Hitches among the frames due while scrolling.
    public var scrollHitches: Int
    /// Hitch ms of the frames due while scrolling, per second of scrolling: Apple's scroll hitch time ratio
    /// (XCTest's `scrollingAndDecelerationMetric`) and the headline figure; nil when the trace has no scroll.
    public var scrollHitchTimeRatioMsPerSecond: Double?
    /// Length of the whole trace as accounted (through the last presentation), in seconds.
    public var traceSeconds: Double
    /// All hitch ms per second of the whole trace, idle time, taps and a strategy's own work at rest included
    /// (XCTest's hitch ratio over a test's duration; not MetricKit's, which divides by the time animating).
    public var traceHitchTimeRatioMsPerSecond: Double
    /// Apple's band of the scrolling ratio; nil when the trace has no scroll.
    public var band: HitchBand? { scrollHitchTimeRatioMsPerSecond.map(HitchBand.init(ratioMsPerSecond:)) }
    /// The Organizer's band of the scrolling ratio (field bands, wider than the lab's); nil without a scroll.
    public var organizerBand: OrganizerBand? { scrollHitchTimeRatioMsPerSecond.map(OrganizerBand.init(ratioMsPerSecond:)) }
    /// Longest frame's work in ms, over produced frames.
    public var maxFrameMs: Double
    /// All produced frames' work summed, in ms.
    public var totalFrameMs: Double
    /// Median frame work in ms (nearest rank over produced frames).
    public var p50FrameMs: Double
    /// 90th percentile frame work in ms (nearest rank over produced frames).
    public var p90FrameMs: Double
    /// 95th percentile frame work in ms (nearest rank over produced frames).
    public var p95FrameMs: Double
    /// 99th percentile frame work in ms (nearest rank over produced frames).
    public var p99FrameMs: Double
    /// Vsyncs at which nothing new appeared because a frame was late (never more than the vsyncs spanned).
    public var missedVsyncs: Int
    /// Longest run of consecutive missed vsyncs.
    public var maxConsecutiveMissedVsyncs: Int
    /// Frames that started after the vsync their change was due at, because an earlier frame still ran; each
    /// shows the newest state when it starts.
    public var deferredFrames: Int
    /// The commit stage (the app's main thread): percentiles, deadline misses, its hitches.
    public var commit: StageSummary
    /// The render stage (the render server): percentiles, deadline misses, its hitches.
    public var render: StageSummary
    /// Frames late because both stages overran (each one hitch).
    public var bothHitches: Int
    /// Their hitch time in ms.
    public var bothHitchMs: Double
    /// Median time from the vsync a frame's change was due at to the vsync that showed it, in ms.
    public var latencyP50Ms: Double
    /// The longest such time, in ms.
    public var latencyMaxMs: Double

    /// Summarizes produced frames that reached the screen as `presentations` (in start order) after commit and
    /// render work of `commitMs` and `renderMs` on `clock`, in a trace of `totalVsyncs` vsyncs of which
    /// `idleVsyncs` had nothing to show, scrolling during `tracked`, on a display at `refreshHz`.
    package init(
        presentations: [FramePresentation], commitMs: [Double], renderMs: [Double], tracked: [VsyncSpan], totalVsyncs: Int,
        idleVsyncs: Int, clock: TimingClock, refreshHz: Int
    ) {
        let accounting = HitchAccounting(
            presentations: presentations, tracked: tracked, traceVsyncs: totalVsyncs, refreshHz: refreshHz)
        let intervalMs = FrameClock.budgetMilliseconds(refreshHz: refreshHz)
        self.clock = clock
        self.refreshHz = max(1, refreshHz)
        vsyncs = totalVsyncs
        self.idleVsyncs = idleVsyncs
        frames = presentations.count
        hitches = accounting.hitches
        maxHitchMs = accounting.maxHitchMs
        totalHitchMs = accounting.totalHitchMs
        scrollSeconds = accounting.scrollSeconds
        scrollHitches = accounting.scrollHitches
        scrollHitchTimeRatioMsPerSecond = accounting.scrollRatioMsPerSecond
        traceSeconds = accounting.traceSeconds
        traceHitchTimeRatioMsPerSecond = accounting.traceRatioMsPerSecond
        let sorted = zip(commitMs, renderMs).map(+).sorted()
        maxFrameMs = sorted.last ?? 0
        totalFrameMs = sorted.reduce(0, +)
        p50FrameMs = Statistics.nearestRank(50, ofSorted: sorted)
        p90FrameMs = Statistics.nearestRank(90, ofSorted: sorted)
        p95FrameMs = Statistics.nearestRank(95, ofSorted: sorted)
        p99FrameMs = Statistics.nearestRank(99, ofSorted: sorted)
        // Each late frame misses exactly its hitch intervals of vsyncs in a row; frames never overlap.
        missedVsyncs = accounting.hitchIntervals
        maxConsecutiveMissedVsyncs = accounting.maxHitchIntervals
        deferredFrames = accounting.deferredFrames
        func hitchMs(_ type: HitchType) -> Double { Double(accounting.hitchIntervalsByType[type] ?? 0) * intervalMs }
        commit = StageSummary(
            sortedMs: commitMs.sorted(), deadlineMisses: accounting.commitDeadlineMisses,
            hitches: accounting.hitchesByType[.commit] ?? 0, hitchMs: hitchMs(.commit))
        render = StageSummary(
            sortedMs: renderMs.sorted(), deadlineMisses: accounting.renderDeadlineMisses,
            hitches: accounting.hitchesByType[.render] ?? 0, hitchMs: hitchMs(.render))
        bothHitches = accounting.hitchesByType[.both] ?? 0
        bothHitchMs = hitchMs(.both)
        let latencies = presentations.map { Double($0.latencyIntervals) * intervalMs }.sorted()
        latencyP50Ms = Statistics.nearestRank(50, ofSorted: latencies)
        latencyMaxMs = latencies.last ?? 0
    }

    /// Summarizes `records` (in start order) on `clock`: their presentations as the frame loop placed them on
    /// that clock (the clock that paced the run, or where that clock's durations put the same frames) and their
    /// stages' durations on it.
    package init(
        records: [FrameRecord], clock: TimingClock, tracked: [VsyncSpan], totalVsyncs: Int, idleVsyncs: Int, refreshHz: Int
    ) {
        self.init(
            presentations: records.map { $0.presentations[clock] },
            commitMs: records.map { $0.commitMs(on: clock) }, renderMs: records.map { $0.renderMs(on: clock) }, tracked: tracked,
            totalVsyncs: totalVsyncs, idleVsyncs: idleVsyncs, clock: clock, refreshHz: refreshHz)
    }

    /// Field-wise medians of repeated runs (`--repeat N`); the band is recomputed from the median scrolling
    /// ratio, clock and refresh come from the first summary. `nil` for an empty list.
    package static func median(of summaries: [HitchSummary]) -> HitchSummary? {
        guard var result = summaries.first else { return nil }
        func doubles(_ field: KeyPath<HitchSummary, Double>) -> Double { Statistics.median(summaries.map { $0[keyPath: field] }) }
        func ints(_ field: KeyPath<HitchSummary, Int>) -> Int { Statistics.median(summaries.map { $0[keyPath: field] }) }
        func optionals(_ field: KeyPath<HitchSummary, Double?>) -> Double? {
            let values = summaries.compactMap { $0[keyPath: field] }
            return values.isEmpty ? nil : Statistics.median(values)
        }
        result.vsyncs = ints(\.vsyncs)
        result.idleVsyncs = ints(\.idleVsyncs)
        result.frames = ints(\.frames)
        result.hitches = ints(\.hitches)
        result.maxHitchMs = doubles(\.maxHitchMs)
        result.totalHitchMs = doubles(\.totalHitchMs)
        result.scrollSeconds = optionals(\.scrollSeconds)
        result.scrollHitches = ints(\.scrollHitches)
        result.scrollHitchTimeRatioMsPerSecond = optionals(\.scrollHitchTimeRatioMsPerSecond)
        result.traceSeconds = doubles(\.traceSeconds)
        result.traceHitchTimeRatioMsPerSecond = doubles(\.traceHitchTimeRatioMsPerSecond)
        result.maxFrameMs = doubles(\.maxFrameMs)
        result.totalFrameMs = doubles(\.totalFrameMs)
        result.p50FrameMs = doubles(\.p50FrameMs)
        result.p90FrameMs = doubles(\.p90FrameMs)
        result.p95FrameMs = doubles(\.p95FrameMs)
        result.p99FrameMs = doubles(\.p99FrameMs)
        result.missedVsyncs = ints(\.missedVsyncs)
        result.maxConsecutiveMissedVsyncs = ints(\.maxConsecutiveMissedVsyncs)
        result.deferredFrames = ints(\.deferredFrames)
        result.commit = StageSummary.median(of: summaries.map(\.commit)) ?? result.commit
        result.render = StageSummary.median(of: summaries.map(\.render)) ?? result.render
        result.bothHitches = ints(\.bothHitches)
        result.bothHitchMs = doubles(\.bothHitchMs)
        result.latencyP50Ms = doubles(\.latencyP50Ms)
        result.latencyMaxMs = doubles(\.latencyMaxMs)
        return result
    }
}
