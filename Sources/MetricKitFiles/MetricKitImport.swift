import DeviceImport
import DisplayModel
import InputFiles
import JSONText

/// Imports `MXMetricPayload` JSON, as `jsonRepresentation()` writes it, as a device run of field data: one row
/// per payload (its time range, app version and device), and as the run's ratios the median over its payloads.
///
/// A file holds one payload object or a non-empty array of them. `animationMetrics.scrollHitchTimeRatio` (and
/// `hitchTimeRatio` where present), the newer `HitchTimeMetric.ratio` (`hitchTime`) and the signpost
/// intervals' hitch time ratios are measurements with their unit, `"12 ms per s"`; only that unit is read. A
/// payload without any hitch ratio is refused (a diagnostic payload, `MXDiagnosticPayload`, has none): a device
/// run with nothing to compare would make a gate that cannot fail. A file given twice is read once.
package enum MetricKitImport {
    /// Most payloads one file may hold: nearly three years of daily payloads.
    package static let maxPayloads = 1_000
    /// The largest file read: 1,000 payloads of up to 16 KiB (a metric payload is a few KiB).
    package static let fileLimit = InputLimit(
        maxBytes: maxPayloads * 16_384, kind: "MetricKit files", allowance: "1,000 payloads of up to 16 KiB")
    /// The unit `jsonRepresentation()` writes the ratios in.
    package static var unit: String { MetricKitMeasurement.unit }

    private static let diagnosticKeys: Set<String> = [
        "crashDiagnostics", "hangDiagnostics", "cpuExceptionDiagnostics", "diskWriteExceptionDiagnostics", "appLaunchDiagnostics",
    ]

    /// Reads every file and makes the run, labelled `label` (else "<bundle id> on <device type>").
    package static func run(files: [String], label: String?) throws(DeviceImportError) -> DeviceRun {
        var payloads: [MetricKitPayload] = []
        var distinct: [String] = []
        for file in files {
            // The same file under two names (or twice) is one day of data, counted once.
            if distinct.contains(where: { SameFile.check($0, file) }) { continue }
            distinct.append(file)
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(file, limit: fileLimit)
            } catch {
                throw DeviceImportError(error.description)
            }
            payloads += try read(bytes, file: file)
        }
        guard payloads.count <= maxPayloads else {
            throw DeviceImportError("\(files[0]): \(payloads.count) payloads in all; at most \(maxPayloads) are read at once")
        }
        return run(payloads, files: distinct, label: label)
    }

    /// The run of `payloads`, read from `files`.
    package static func run(_ payloads: [MetricKitPayload], files: [String], label: String?) -> DeviceRun {
        func shared(_ field: KeyPath<MetricKitPayload, String?>) -> String? {
            let values = Set(payloads.map { $0[keyPath: field] })
            return values.count == 1 ? values.first ?? nil : nil
        }
        var stem = String(files.first?.split(separator: "/").last ?? "metrickit")
        if stem.hasSuffix(".json"), stem.count > 5 { stem.removeLast(5) }
        var run = DeviceRun(
            source: .metrickit,
            label: label
                ?? [shared(\.bundleIdentifier) ?? stem, shared(\.deviceType).map { "on \($0)" }].compactMap { $0 }.joined(separator: " "),
            inputs: files)
        run.device = [
            ("deviceType", shared(\.deviceType)), ("osVersion", shared(\.osVersion)), ("appVersion", shared(\.appVersion)),
            ("appBuildVersion", shared(\.appBuildVersion)), ("bundleIdentifier", shared(\.bundleIdentifier)),
        ].compactMap { key, value in value.map { (key, $0) } }
        run.payloads = payloads
        var summary = DeviceSummary()
        let scroll = payloads.compactMap(\.scrollHitchTimeRatioMsPerSecond)
        let all = payloads.compactMap(\.hitchTimeRatioMsPerSecond)
        summary.scrollHitchTimeRatioMsPerSecond = scroll.isEmpty ? nil : Statistics.median(scroll)
        summary.band = summary.scrollHitchTimeRatioMsPerSecond.map(HitchBand.init(ratioMsPerSecond:))
        summary.hitchTimeRatioMsPerSecond = all.isEmpty ? nil : Statistics.median(all)
        run.summary = summary
        return run
    }

    /// The payloads of one file's bytes; `file` names it in messages.
    package static func read(_ bytes: [UInt8], file: String) throws(DeviceImportError) -> [MetricKitPayload] {
        var reader = JSONReader(bytes)
        var payloads: [MetricKitPayload] = []
        do {
            switch try reader.peek() {
            case .object:
                payloads.append(try payload(&reader, file: file, index: 0, name: "the payload"))
            case .array:
                var index = 0
                try reader.beginArray()
                while try reader.nextElement() {
                    guard index < maxPayloads else { throw DeviceImportError("\(file): more than \(maxPayloads) payloads") }
                    guard try reader.peek() == .object else { throw DeviceImportError("\(file): payloads[\(index)] is not an object") }
                    payloads.append(try payload(&reader, file: file, index: index, name: "payloads[\(index)]"))
                    index += 1
                }
            default:
                throw DeviceImportError("\(file): not an MXMetricPayload (the top level is neither an object nor an array of them)")
            }
            try reader.finish()
            guard !payloads.isEmpty else { throw DeviceImportError("\(file): an empty array: no payloads to import") }
        } catch let error as JSONError {
            throw DeviceImportError("\(file): not valid JSON (\(error))")
        } catch let error as DeviceImportError {
            throw error
        } catch {
            throw DeviceImportError("\(file): \(error)")
        }
        return payloads
    }

    private static func payload(_ reader: inout JSONReader, file: String, index: Int, name: String) throws -> MetricKitPayload {
        var strings: [String: JSONScalar] = [:]
        var metaData: [String: JSONScalar] = [:]
        var animation: [String: JSONScalar] = [:]
        var seen = Set<String>()
        var diagnostic = false
        var hitchTime: Double?
        var signposts: [MetricKitPayload.SignpostRatio] = []
        func fail(_ problem: String) -> DeviceImportError { DeviceImportError("\(file): \(name): \(problem)") }
        try reader.beginObject()
        while let key = try reader.nextKey() {
            guard seen.insert(key).inserted else { throw fail("\(key) appears twice") }
            switch key {
            case "timeStampBegin", "timeStampEnd", "appVersion": strings[key] = try reader.readScalar()
            case "metaData": metaData = try fields(&reader, under: key, fail: fail)
            case "animationMetrics": animation = try fields(&reader, under: key, fail: fail)
            case "hitchTime", "hitchTimeMetric": hitchTime = try MetricKitMeasurement.hitchTime(&reader, under: key, fail: fail)
            case "signpostMetrics", "signpostIntervals": signposts += try MetricKitMeasurement.signposts(&reader, under: key, fail: fail)
            default:
                if diagnosticKeys.contains(key) { diagnostic = true }
                try reader.skipValue()
            }
        }
        guard let begin = strings["timeStampBegin"]?.string, let end = strings["timeStampEnd"]?.string else {
            throw fail(
                diagnostic
                    ? "an MXDiagnosticPayload (crash and hang diagnostics), not an MXMetricPayload: it has no hitch ratios"
                    : "not an MXMetricPayload (it needs timeStampBegin and timeStampEnd as strings)")
        }
        var payload = MetricKitPayload(file: file, index: index, timeStampBegin: begin, timeStampEnd: end)
        payload.appVersion = try optionalString(strings["appVersion"], "appVersion", fail: fail)
        payload.appBuildVersion = try optionalString(metaData["appBuildVersion"], "metaData.appBuildVersion", fail: fail)
        payload.deviceType = try optionalString(metaData["deviceType"], "metaData.deviceType", fail: fail)
        payload.osVersion = try optionalString(metaData["osVersion"], "metaData.osVersion", fail: fail)
        payload.regionFormat = try optionalString(metaData["regionFormat"], "metaData.regionFormat", fail: fail)
        payload.platformArchitecture = try optionalString(metaData["platformArchitecture"], "metaData.platformArchitecture", fail: fail)
        payload.bundleIdentifier = try optionalString(metaData["bundleIdentifier"], "metaData.bundleIdentifier", fail: fail)
        payload.scrollHitchTimeRatioMsPerSecond = try MetricKitMeasurement.ratio(
            animation["scrollHitchTimeRatio"], "animationMetrics.scrollHitchTimeRatio", fail: fail)
        payload.hitchTimeRatioMsPerSecond =
            try MetricKitMeasurement.ratio(animation["hitchTimeRatio"], "animationMetrics.hitchTimeRatio", fail: fail) ?? hitchTime
        payload.signposts = signposts
        guard payload.hasHitchRatio else {
            throw fail(
                diagnostic
                    ? "an MXDiagnosticPayload (crash and hang diagnostics), not an MXMetricPayload: it has no hitch ratios"
                    : "no hitch time ratio (animationMetrics, hitchTime or a signpost interval's); nothing to compare")
        }
        return payload
    }

    /// The scalar fields of the object at `key` (nested objects and arrays are passed over).
    private static func fields(
        _ reader: inout JSONReader, under key: String, fail: (String) -> DeviceImportError
    ) throws -> [String: JSONScalar] {
        guard try reader.peek() == .object else { throw fail("\(key) is not an object") }
        var fields: [String: JSONScalar] = [:]
        try reader.beginObject()
        while let name = try reader.nextKey() {
            guard fields[name] == nil else { throw fail("\(key).\(name) appears twice") }
            fields[name] = try reader.readScalar()
        }
        return fields
    }

    private static func optionalString(_ scalar: JSONScalar?, _ name: String, fail: (String) -> DeviceImportError) throws -> String? {
        guard let scalar, scalar != .null else { return nil }
        guard let text = scalar.string else { throw fail("\(name) is not a string") }
        return text
    }
}
