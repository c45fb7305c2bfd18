import DisplayModel

/// The figures of one device run, computed once when it is imported. Fields share a strategy run's summary
/// names where they mean the same (`frames`, `hitches`, `maxHitchMs`, the two hitch time ratios, `refreshHz`);
/// what the recording does not give is nil, never 0. A recording whose hitch table has no rows has 0 hitches:
/// no frame missed its deadline.
package struct DeviceSummary: Equatable, Sendable {
    /// Frames the display showed (distinct swaps on the chosen display, from `displayed-surfaces-interval`).
    package var frames: Int?
    /// The chosen process's hitches, not marked as the system's, as Instruments measured them.
    package var hitches: Int?
    /// Hitches Instruments marks as the system's (`is-system`), counted apart from the app's.
    package var systemHitches: Int?
    /// Hitches of other processes, not counted.
    package var otherProcessHitches: Int?
    /// The app's longest hitch, Instruments' own duration, in ms (not rounded to refresh intervals).
    package var maxHitchMs: Double?
    /// The app's hitch durations summed, in ms.
    package var totalHitchMs: Double?
    /// Length of the scrolling intervals (`--scroll` or signposts), each extended to its last hitch's end, in s.
    package var scrollSeconds: Double?
    /// The app's hitches starting inside a scrolling interval.
    package var scrollHitches: Int?
    /// Their hitch ms per second of `scrollSeconds`: the scroll hitch time ratio, computed as HitchBench does.
    package var scrollHitchTimeRatioMsPerSecond: Double?
    /// Apple's band of the scrolling ratio.
    package var band: HitchBand?
    /// The recording's length in seconds (the table of contents' duration, else the end of the last frame,
    /// vsync or render the tables hold); nil when only hitch tables were given.
    package var traceSeconds: Double?
    /// All the app's hitch ms per second of `traceSeconds`.
    package var traceHitchTimeRatioMsPerSecond: Double?
    /// MetricKit's own `hitchTimeRatio` (normalised by Apple over the animations it tracked), in ms/s.
    package var hitchTimeRatioMsPerSecond: Double?
    /// The display's rate in Hz: from the vsyncs' cadence, else the hitches' refresh interval, else the display's
    /// maximum rate.
    package var refreshHz: Int?
    /// The app's hitches of each stage, where the export says (a hitch type column, or Instruments' narrative of
    /// the potential issue): the commit was late, the render was, or both.
    package var commitHitches: Int?, renderHitches: Int?, bothHitches: Int?
    /// The render server's time per swap (`hitches-renders`), nearest-rank percentiles, in ms.
    package var renderP50Ms: Double?, renderP99Ms: Double?, renderMaxMs: Double?
    /// The app's commit time per frame (`hitches-updates` or the iOS 18 commit table), in ms.
    package var commitP50Ms: Double?, commitP99Ms: Double?, commitMaxMs: Double?

    /// A summary with nothing known.
    package init() {}

    /// The hitch time ratio the gate and compare judge a device by: the scrolling one when the run has
    /// scrolling intervals, else the one over the whole recording; with which it is.
    package var hitchTimeRatio: (kind: RatioKind, msPerSecond: Double)? {
        if let scroll = scrollHitchTimeRatioMsPerSecond { return (.scroll, scroll) }
        if let trace = traceHitchTimeRatioMsPerSecond { return (.trace, trace) }
        return nil
    }

    /// Which hitch time ratio a device is judged by.
    package enum RatioKind: String, Equatable, Sendable, CaseIterable {
        /// Over the scrolling intervals.
        case scroll
        /// Over the whole recording.
        case trace
    }

    /// Field-wise medians of several runs of one device (repeats): a field known in none of them stays nil.
    package static func median(of summaries: [DeviceSummary]) -> DeviceSummary? {
        guard var result = summaries.first, summaries.count > 1 else { return summaries.first }
        func doubles(_ field: WritableKeyPath<DeviceSummary, Double?>) {
            let values = summaries.compactMap { $0[keyPath: field] }
            result[keyPath: field] = values.isEmpty ? nil : Statistics.median(values)
        }
        func ints(_ field: WritableKeyPath<DeviceSummary, Int?>) {
            let values = summaries.compactMap { $0[keyPath: field] }
            result[keyPath: field] = values.isEmpty ? nil : Statistics.median(values)
        }
        for field in [
            \DeviceSummary.frames, \.hitches, \.systemHitches, \.otherProcessHitches, \.scrollHitches, \.refreshHz,
            \.commitHitches, \.renderHitches, \.bothHitches,
        ] as [WritableKeyPath<DeviceSummary, Int?>] {
            ints(field)
        }
        for field in [
            \DeviceSummary.maxHitchMs, \.totalHitchMs, \.scrollSeconds, \.scrollHitchTimeRatioMsPerSecond, \.traceSeconds,
            \.traceHitchTimeRatioMsPerSecond, \.hitchTimeRatioMsPerSecond, \.renderP50Ms, \.renderP99Ms, \.renderMaxMs, \.commitP50Ms,
            \.commitP99Ms, \.commitMaxMs,
        ] as [WritableKeyPath<DeviceSummary, Double?>] {
            doubles(field)
        }
        result.band = result.scrollHitchTimeRatioMsPerSecond.map(HitchBand.init(ratioMsPerSecond:))
        return result
    }
}
