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
    package init(ratioMsPerSecond: Double) {
        if ratioMsPerSecond < 5 {
            self = .good
        } else if ratioMsPerSecond <= 10 {
            self = .warning
        } else {
            self = .critical
        }
    }
}

/// The bands Xcode's Organizer puts a field hitch rate in ("Understanding hitches in your app": at or below
/// 10 ms/s good, at or below 25 warning, at or below 50 critical, above 50 needs immediate attention). They
/// are wider than `HitchBand`'s lab bands (WWDC20, XCTest), which are for a scripted test on one device.
public enum OrganizerBand: String, Equatable, Hashable, Sendable {
    /// At or below 10 ms/s.
    case good
    /// Above 10, at or below 25 ms/s.
    case warning
    /// Above 25, at or below 50 ms/s.
    case critical
    /// Above 50 ms/s.
    case immediateAttention = "immediate attention"

    /// The band of `ratioMsPerSecond`.
    package init(ratioMsPerSecond: Double) {
        switch ratioMsPerSecond {
        case ...10: self = .good
        case ...25: self = .warning
        case ...50: self = .critical
        default: self = .immediateAttention
        }
    }
}

/// Hitch time and the time Apple divides it by, in whole refresh intervals, for one run's presented frames.
///
/// Two ratios, as Apple's tools report them:
/// - the **scrolling** ratio (XCTest's `scrollingAndDecelerationMetric`, MetricKit's scroll hitch time ratio):
///   hitch time of the frames due inside the tracked intervals over the length of those intervals, each
///   extended to the presentation of its last frame; a hitch outside any scroll (a tap at rest, a strategy's
///   swap after a rest) does not count here. No tracked interval, no ratio.
/// - the **whole-trace** ratio: all hitch time over the trace, from vsync 0 through the later of its last vsync
///   and the last presentation, idle time included, as XCTest's hitch ratio over a test's duration (WWDC20
///   10077). It is not MetricKit's `hitchTimeRatio`, which is normalized against the time animating.
///
/// Every frame's span from start to presentation lies inside the time divided by and frames do not overlap,
/// so both ratios stay below 1000 ms/s and missed vsyncs never exceed the vsyncs spanned.
package struct HitchAccounting: Equatable, Sendable {
    /// Display refresh rate in hertz.
    package var refreshHz: Int
    /// Frames presented later than expected.
    package var hitches: Int
    /// Sum of every frame's lateness, in intervals (also the vsyncs at which nothing new appeared).
    package var hitchIntervals: Int
    /// The largest single frame's lateness, in intervals.
    package var maxHitchIntervals: Int
    /// Frames that started after the vsync their change was due at, because an earlier frame still ran.
    package var deferredFrames: Int
    /// Intervals of the whole trace: through the later of its last vsync and the last presentation.
    package var traceIntervals: Int
    /// Intervals of the tracked (scrolling) intervals, merged and extended to their last presentation; nil
    /// when the trace has no scroll.
    package var scrollIntervals: Int?
    /// Hitches among the frames due inside a tracked interval.
    package var scrollHitches: Int
    /// Lateness of the frames due inside a tracked interval, in intervals.
    package var scrollHitchIntervals: Int
    /// Hitches of each type (two-stage pipeline; the one-stage pipeline's hitches have no type).
    package var hitchesByType: [HitchType: Int] = [:]
    /// Lateness of the hitches of each type, in intervals.
    package var hitchIntervalsByType: [HitchType: Int] = [:]
    /// Frames whose commit missed its deadline, whether or not the frame was late for it (triple buffering can
    /// absorb a late commit's render).
    package var commitDeadlineMisses = 0
    /// Frames whose render took more intervals than the render server has.
    package var renderDeadlineMisses = 0

    /// Accounts for `presentations` (in start order) of a trace spanning `traceVsyncs` vsyncs (0 …
    /// traceVsyncs − 1), scrolling during the vsync spans `tracked` (merged, in order).
    package init(presentations: [FramePresentation], tracked: [VsyncSpan], traceVsyncs: Int, refreshHz: Int) {
        self.refreshHz = max(1, refreshHz)
        hitches = 0
        hitchIntervals = 0
        maxHitchIntervals = 0
        deferredFrames = 0
        var lastPresented = max(0, traceVsyncs - 1)
        for frame in presentations {
            if frame.isHitch { hitches += 1 }
            hitchIntervals += frame.hitchIntervals
            maxHitchIntervals = max(maxHitchIntervals, frame.hitchIntervals)
            if frame.wasDeferred { deferredFrames += 1 }
            if let type = frame.hitchType {
                hitchesByType[type, default: 0] += 1
                hitchIntervalsByType[type, default: 0] += frame.hitchIntervals
            }
            if frame.commitDeadlineMissed { commitDeadlineMisses += 1 }
            if frame.renderDeadlineMissed { renderDeadlineMisses += 1 }
            lastPresented = max(lastPresented, frame.presentedVsync)
        }
        traceIntervals = lastPresented
        scrollHitches = 0
        scrollHitchIntervals = 0
        guard !tracked.isEmpty else {
            scrollIntervals = nil
            return
        }
        // Attribute each frame to the span its change was due in, and extend the span to that frame's presentation.
        var extended = tracked
        var spanIndex = 0
        for frame in presentations {
            while spanIndex < tracked.count, tracked[spanIndex].last < frame.dueVsync { spanIndex += 1 }
            guard spanIndex < tracked.count, tracked[spanIndex].contains(frame.dueVsync) else { continue }
            if frame.isHitch { scrollHitches += 1 }
            scrollHitchIntervals += frame.hitchIntervals
            extended[spanIndex].last = max(extended[spanIndex].last, frame.presentedVsync)
        }
        scrollIntervals = VsyncSpan.merged(extended).reduce(0) { $0 + $1.intervals }
    }

    private var intervalMs: Double { FrameClock.budgetMilliseconds(refreshHz: refreshHz) }

    /// Longest single hitch in milliseconds.
    package var maxHitchMs: Double { Double(maxHitchIntervals) * intervalMs }
    /// All hitch time in milliseconds.
    package var totalHitchMs: Double { Double(hitchIntervals) * intervalMs }
    /// Length of the whole trace as accounted, in seconds.
    package var traceSeconds: Double { Double(traceIntervals) / Double(refreshHz) }
    /// Length of the scrolling intervals, in seconds; nil when the trace has no scroll.
    package var scrollSeconds: Double? { scrollIntervals.map { Double($0) / Double(refreshHz) } }

    /// Hitch ms per second of the whole trace (0 for a trace of no length).
    package var traceRatioMsPerSecond: Double {
        traceIntervals > 0 ? 1000 * Double(hitchIntervals) / Double(traceIntervals) : 0
    }

    /// Hitch ms per second of scrolling, the headline ratio; nil when the trace has no scroll, 0 for scrolling
    /// of no length.
    package var scrollRatioMsPerSecond: Double? {
        scrollIntervals.map { $0 > 0 ? 1000 * Double(scrollHitchIntervals) / Double($0) : 0 }
    }

    /// Band of the scrolling ratio; nil when the trace has no scroll.
    package var scrollBand: HitchBand? { scrollRatioMsPerSecond.map(HitchBand.init(ratioMsPerSecond:)) }
}
