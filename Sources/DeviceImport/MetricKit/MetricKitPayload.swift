/// One `MXMetricPayload`: a day (or so) of an app's use on one device, as `jsonRepresentation()` writes it.
package struct MetricKitPayload: Equatable, Sendable {
    /// The file it was read from, as given.
    package var file: String
    /// Its position among the file's payloads, from 0 (a file holds one payload, or an array of them).
    package var index: Int
    /// `timeStampBegin` and `timeStampEnd` as written (the format is not documented; they are kept as text).
    package var timeStampBegin: String, timeStampEnd: String
    /// `appVersion` (the payload's latest application version).
    package var appVersion: String?
    /// `metaData`'s `appBuildVersion`, `deviceType`, `osVersion`, `regionFormat`, `platformArchitecture` and
    /// `bundleIdentifier`, as written.
    package var appBuildVersion: String?, deviceType: String?, osVersion: String?, regionFormat: String?, platformArchitecture: String?,
        bundleIdentifier: String?
    /// `animationMetrics.scrollHitchTimeRatio`, in ms per s; nil when the payload has none.
    package var scrollHitchTimeRatioMsPerSecond: Double?
    /// `animationMetrics.hitchTimeRatio`, else the newer `HitchTimeMetric`'s `ratio` (`hitchTime.ratio`), in
    /// ms per s; nil when the payload has neither.
    package var hitchTimeRatioMsPerSecond: Double?
    /// The hitch time ratio of each named signpost interval that has one (`SignpostIntervalMetric.hitchTimeRatio`,
    /// or `MXSignpostIntervalData`'s `cumulativeHitchTimeRatio`), in the payload's order.
    package var signposts: [SignpostRatio] = []

    /// One signpost interval's hitch time ratio: hitch time over the time animating inside the intervals of that name.
    package struct SignpostRatio: Equatable, Sendable {
        /// The interval's `signpostName` (empty when the payload gives none).
        package var name: String
        /// Its hitch time ratio, in ms per s.
        package var msPerSecond: Double

        /// A ratio from its parts.
        package init(name: String, msPerSecond: Double) {
            self.name = name
            self.msPerSecond = msPerSecond
        }
    }

    /// True when the payload holds a hitch ratio of any kind: a payload without one has nothing to compare.
    package var hasHitchRatio: Bool {
        scrollHitchTimeRatioMsPerSecond != nil || hitchTimeRatioMsPerSecond != nil || !signposts.isEmpty
    }

    /// A payload with its time range; every other field starts empty.
    package init(file: String, index: Int, timeStampBegin: String, timeStampEnd: String) {
        self.file = file
        self.index = index
        self.timeStampBegin = timeStampBegin
        self.timeStampEnd = timeStampEnd
    }
}
