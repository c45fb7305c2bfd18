/// Apple's bands for the hitch time ratio.
///
/// Thresholds from WWDC20 "Eliminate animation hitches with XCTest" (session 10077): under 5 ms/s good,
/// 5–10 ms/s warning, over 10 ms/s critical. (Xcode Organizer's newer Hitches metric uses looser 10/25/50 ms/s
/// bands for field data; these stricter lab bands suit a benchmark.)
public enum HitchBand: String, Equatable, Hashable, Sendable {
    /// Under 5 ms/s: hitches are rarely noticed.
    case good
    /// 5 to 10 ms/s inclusive: noticeable interruptions.
    case warning
    /// Over 10 ms/s: interruptions hurt the experience.
    case critical

    /// The band of `ratioMsPerSecond`.
    public init(ratioMsPerSecond: Double) {
        if ratioMsPerSecond < 5 {
            self = .good
        } else if ratioMsPerSecond <= 10 {
            self = .warning
        } else {
            self = .critical
        }
    }
}

/// Hitch and frame-time statistics of one run on one clock.
public struct HitchSummary: Equatable, Sendable {
    /// Clock whose durations drove the display model.
    public var clock: TimingClock
    /// Display refresh rate in hertz.
    public var refreshHz: Int
    /// Vsyncs the run spans (the trace's length at the refresh rate), idle ones included.
    public var vsyncs: Int
    /// Vsyncs with nothing new to show: no frame was produced, timed or able to hitch there.
    public var idleVsyncs: Int
    /// Frames produced (one per vsync where something changed), skipped ones included.
    public var frames: Int
    /// Frames presented later than expected (work over the budget).
    public var hitches: Int
    /// Longest single hitch in ms (a multiple of the refresh interval).
    public var maxHitchMs: Double
    /// Sum of all hitch durations in ms.
    public var totalHitchMs: Double
    /// The time frames were due, in seconds: from each started frame's vsync to its presentation, summed. It
    /// covers every produced frame (a skipped one falls inside its predecessor's span) and extends to the last
    /// presentation, so a late frame's lateness is inside the time it is divided by.
    public var dueSeconds: Double
    /// Total hitch ms per second of `dueSeconds`: below 1000 by construction, since every started frame
    /// contributes one on-time interval besides its hitch.
    public var hitchTimeRatioMsPerSecond: Double
    /// Band of `hitchTimeRatioMsPerSecond`.
    public var band: HitchBand
    /// Longest frame's work in ms, over produced frames.
    public var maxFrameMs: Double
    /// Median frame work in ms (nearest rank over produced frames; skipped frames did their work too).
    public var p50FrameMs: Double
    /// 90th percentile frame work in ms (nearest rank over produced frames).
    public var p90FrameMs: Double
    /// 95th percentile frame work in ms (nearest rank over produced frames).
    public var p95FrameMs: Double
    /// 99th percentile frame work in ms (nearest rank over produced frames).
    public var p99FrameMs: Double
    /// Vsyncs at which no new frame appeared because a frame was late (never more than the due vsyncs).
    public var missedVsyncs: Int
    /// Longest run of consecutive missed vsyncs.
    public var maxConsecutiveMissedVsyncs: Int
    /// Frames that never started because the previous frame was still running at their vsync.
    public var skippedFrames: Int

    /// Summarizes frames due at increasing `vsyncs` with durations `durationsMs` (one per frame), in a run of
    /// `totalVsyncs` vsyncs on a display at `refreshHz`.
    public init(vsyncs frameVsyncs: [Int], durationsMs: [Double], totalVsyncs: Int, clock: TimingClock, refreshHz: Int) {
        let timeline = DisplayTimeline(refreshHz: refreshHz)
        let layout = timeline.layout(vsyncs: frameVsyncs, durationsMs: durationsMs)
        self.clock = clock
        self.refreshHz = timeline.refreshHz
        frames = layout.count
        vsyncs = max(totalVsyncs, frameVsyncs.last.map { $0 + 1 } ?? 0)
        idleVsyncs = vsyncs - frames
        var hitches = 0, maxHitchIntervals = 0, totalHitchIntervals = 0, skipped = 0, dueIntervals = 0
        for frame in layout {
            if frame.skipped {
                skipped += 1
                continue
            }
            dueIntervals += frame.hitchIntervals + 1
            if frame.hitchIntervals > 0 {
                hitches += 1
                totalHitchIntervals += frame.hitchIntervals
                maxHitchIntervals = max(maxHitchIntervals, frame.hitchIntervals)
            }
        }
        self.hitches = hitches
        maxHitchMs = Double(maxHitchIntervals) * timeline.intervalMs
        totalHitchMs = Double(totalHitchIntervals) * timeline.intervalMs
        dueSeconds = Double(dueIntervals) / Double(timeline.refreshHz)
        hitchTimeRatioMsPerSecond = dueIntervals > 0 ? 1000 * Double(totalHitchIntervals) / Double(dueIntervals) : 0
        band = HitchBand(ratioMsPerSecond: hitchTimeRatioMsPerSecond)
        let sorted = durationsMs.prefix(layout.count).sorted()
        maxFrameMs = sorted.last ?? 0
        p50FrameMs = Statistics.nearestRank(50, ofSorted: sorted)
        p90FrameMs = Statistics.nearestRank(90, ofSorted: sorted)
        p95FrameMs = Statistics.nearestRank(95, ofSorted: sorted)
        p99FrameMs = Statistics.nearestRank(99, ofSorted: sorted)
        // Each late frame misses exactly (its hitch intervals) vsyncs in a row; its presentation ends the run.
        missedVsyncs = totalHitchIntervals
        maxConsecutiveMissedVsyncs = maxHitchIntervals
        skippedFrames = skipped
    }

    /// Summarizes one frame at every vsync from 0 (ms, in order) on a display at `refreshHz`.
    public init(durationsMs: [Double], clock: TimingClock, refreshHz: Int) {
        self.init(vsyncs: Array(durationsMs.indices), durationsMs: durationsMs, totalVsyncs: durationsMs.count,
                  clock: clock, refreshHz: refreshHz)
    }

    /// Summarizes `records` (in vsync order, `index` = vsync) of a run of `totalVsyncs` vsyncs, using their
    /// durations on `clock`.
    public init(records: [FrameRecord], totalVsyncs: Int, clock: TimingClock, refreshHz: Int) {
        self.init(vsyncs: records.map(\.index), durationsMs: records.map { $0.durationMs(on: clock) },
                  totalVsyncs: totalVsyncs, clock: clock, refreshHz: refreshHz)
    }

    /// Field-wise medians of repeated runs (`--repeat N`); the band is recomputed from the median ratio, clock and
    /// refresh come from the first summary. `nil` for an empty list.
    public static func median(of summaries: [HitchSummary]) -> HitchSummary? {
        guard var result = summaries.first else { return nil }
        func doubles(_ field: KeyPath<HitchSummary, Double>) -> Double { Statistics.median(summaries.map { $0[keyPath: field] }) }
        func ints(_ field: KeyPath<HitchSummary, Int>) -> Int { Statistics.median(summaries.map { $0[keyPath: field] }) }
        result.vsyncs = ints(\.vsyncs)
        result.idleVsyncs = ints(\.idleVsyncs)
        result.frames = ints(\.frames)
        result.hitches = ints(\.hitches)
        result.maxHitchMs = doubles(\.maxHitchMs)
        result.totalHitchMs = doubles(\.totalHitchMs)
        result.dueSeconds = doubles(\.dueSeconds)
        result.hitchTimeRatioMsPerSecond = doubles(\.hitchTimeRatioMsPerSecond)
        result.band = HitchBand(ratioMsPerSecond: result.hitchTimeRatioMsPerSecond)
        result.maxFrameMs = doubles(\.maxFrameMs)
        result.p50FrameMs = doubles(\.p50FrameMs)
        result.p90FrameMs = doubles(\.p90FrameMs)
        result.p95FrameMs = doubles(\.p95FrameMs)
        result.p99FrameMs = doubles(\.p99FrameMs)
        result.missedVsyncs = ints(\.missedVsyncs)
        result.maxConsecutiveMissedVsyncs = ints(\.maxConsecutiveMissedVsyncs)
        result.skippedFrames = ints(\.skippedFrames)
        return result
    }
}
