import DisplayModel

/// Hitch and frame-time statistics of one run on one clock.
package struct HitchSummary: Equatable, Sendable {
    /// Clock whose durations drove the display model.
    package var clock: TimingClock
    /// Display refresh rate in hertz.
    package var refreshHz: Int
    /// Vsyncs the trace spans, idle ones included.
    package var vsyncs: Int
    /// Vsyncs with nothing new to show: no frame was produced, due, timed or able to hitch there.
    package var idleVsyncs: Int
    /// Frames produced (one per vsync at which a change was shown).
    package var frames: Int
    /// Frames presented later than expected (work over the budget).
    package var hitches: Int
    /// Longest single hitch in ms (a multiple of the refresh interval).
    package var maxHitchMs: Double
    /// Sum of all hitch durations in ms.
    package var totalHitchMs: Double
    /// Length of the scrolling intervals (each touch-down that scrolls through the end of its glide or
    /// spring-back, extended to its last frame's presentation), in seconds; nil when the trace has no scroll.
    package var scrollSeconds: Double?
    /// Hitches among the frames due while scrolling.
    package var scrollHitches: Int
    /// Hitch ms of the frames due while scrolling, per second of scrolling: Apple's scroll hitch time ratio
    /// (XCTest's `scrollingAndDecelerationMetric`) and the headline figure; nil when the trace has no scroll.
    package var scrollHitchTimeRatioMsPerSecond: Double?
    /// Length of the whole trace as accounted (through the last presentation), in seconds.
    package var traceSeconds: Double
    /// All hitch ms per second of the whole trace (MetricKit's ratio over everything shown), taps and a
    /// strategy's own work at rest included.
    package var traceHitchTimeRatioMsPerSecond: Double
    /// Apple's band of the scrolling ratio; nil when the trace has no scroll.
    package var band: HitchBand?
    /// Longest frame's work in ms, over produced frames.
    package var maxFrameMs: Double
    /// Median frame work in ms (nearest rank over produced frames).
    package var p50FrameMs: Double
    /// 90th percentile frame work in ms (nearest rank over produced frames).
    package var p90FrameMs: Double
    /// 95th percentile frame work in ms (nearest rank over produced frames).
    package var p95FrameMs: Double
    /// 99th percentile frame work in ms (nearest rank over produced frames).
    package var p99FrameMs: Double
    /// Vsyncs at which nothing new appeared because a frame was late (never more than the vsyncs spanned).
    package var missedVsyncs: Int
    /// Longest run of consecutive missed vsyncs.
    package var maxConsecutiveMissedVsyncs: Int
    /// Frames that started after the vsync their change was due at, because an earlier frame still ran; each
    /// shows the newest state when it starts.
    package var deferredFrames: Int

    /// Summarizes frames scheduled as `frames` (their durations on `clock`) in a trace of `totalVsyncs` vsyncs
    /// of which `idleVsyncs` had nothing to show, scrolling during `tracked`, on a display at `refreshHz`.
    package init(
        frames scheduled: [ScheduledFrame], tracked: [VsyncSpan], totalVsyncs: Int, idleVsyncs: Int,
        clock: TimingClock, refreshHz: Int
    ) {
        let timeline = DisplayTimeline(refreshHz: refreshHz)
        let accounting = HitchAccounting(
            presentations: timeline.layout(scheduled), tracked: tracked,
            traceVsyncs: totalVsyncs, refreshHz: refreshHz)
        self.clock = clock
        self.refreshHz = timeline.refreshHz
        vsyncs = totalVsyncs
        self.idleVsyncs = idleVsyncs
        frames = scheduled.count
        hitches = accounting.hitches
        maxHitchMs = accounting.maxHitchMs
        totalHitchMs = accounting.totalHitchMs
        scrollSeconds = accounting.scrollSeconds
        scrollHitches = accounting.scrollHitches
        scrollHitchTimeRatioMsPerSecond = accounting.scrollRatioMsPerSecond
        traceSeconds = accounting.traceSeconds
        traceHitchTimeRatioMsPerSecond = accounting.traceRatioMsPerSecond
        band = accounting.scrollBand
        let sorted = scheduled.map(\.durationMs).sorted()
        maxFrameMs = sorted.last ?? 0
        p50FrameMs = Statistics.nearestRank(50, ofSorted: sorted)
        p90FrameMs = Statistics.nearestRank(90, ofSorted: sorted)
        p95FrameMs = Statistics.nearestRank(95, ofSorted: sorted)
        p99FrameMs = Statistics.nearestRank(99, ofSorted: sorted)
        // Each late frame misses exactly its hitch intervals of vsyncs in a row; frames never overlap.
        missedVsyncs = accounting.hitchIntervals
        maxConsecutiveMissedVsyncs = accounting.maxHitchIntervals
        deferredFrames = accounting.deferredFrames
    }

    /// Summarizes `records` (in start order) of a trace of `totalVsyncs` vsyncs, using their durations on `clock`.
    package init(
        records: [FrameRecord], tracked: [VsyncSpan], totalVsyncs: Int, idleVsyncs: Int, clock: TimingClock,
        refreshHz: Int
    ) {
        self.init(
            frames: records.map { ScheduledFrame(dueVsync: $0.dueIndex, startVsync: $0.index, durationMs: $0.durationMs(on: clock)) },
            tracked: tracked, totalVsyncs: totalVsyncs, idleVsyncs: idleVsyncs, clock: clock, refreshHz: refreshHz)
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
        result.band = result.scrollHitchTimeRatioMsPerSecond.map(HitchBand.init(ratioMsPerSecond:))
        result.maxFrameMs = doubles(\.maxFrameMs)
        result.p50FrameMs = doubles(\.p50FrameMs)
        result.p90FrameMs = doubles(\.p90FrameMs)
        result.p95FrameMs = doubles(\.p95FrameMs)
        result.p99FrameMs = doubles(\.p99FrameMs)
        result.missedVsyncs = ints(\.missedVsyncs)
        result.maxConsecutiveMissedVsyncs = ints(\.maxConsecutiveMissedVsyncs)
        result.deferredFrames = ints(\.deferredFrames)
        return result
    }
}
