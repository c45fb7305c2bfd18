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
    /// `animationMetrics.hitchTimeRatio`, in ms per s; nil when the payload has none.
    package var hitchTimeRatioMsPerSecond: Double?

    /// A payload with its time range; every other field starts empty.
    package init(file: String, index: Int, timeStampBegin: String, timeStampEnd: String) {
        self.file = file
        self.index = index
        self.timeStampBegin = timeStampBegin
        self.timeStampEnd = timeStampEnd
    }
}
