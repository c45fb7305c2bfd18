import DeviceImport
import DisplayModel
import InputFiles
import JSONText

/// A device file that cannot be used: one line for stderr.
package struct DeviceFileError: Error, Equatable, CustomStringConvertible {
    /// One line naming the file and the problem.
    package let description: String
}

/// Reads `hitchbench-device/1` files back for compare, the gate and calibration: the header and the summary, and
/// for a caller that asks, the rows' arrays element by element. A file read from its path is streamed
/// (`DeviceFileOutline`) when it is larger than 16 MiB: the frames, hitches, renders and the other rows' arrays are
/// checked as JSON element by element and passed over, or handed to the caller's reader, so memory holds about
/// 20 MiB and what the caller keeps, whatever the file's size.
package enum DeviceFile {
    /// Reads one element of a rows' array for a caller that keeps what it says: the array's field, and a reader at
    /// the element, which it must consume (one value, read or passed over). A `JSONError` it throws is reported as
    /// the element's, as a syntax error is.
    package typealias RowReader = (_ field: String, _ reader: inout JSONReader) throws(JSONError) -> Void

    /// Most bytes a device file read from its path may have (`load(path:)`): 8 GiB. Memory does not grow with
    /// the file, so the limit bounds only the time spent reading; one import of a 1 GiB export writes at most
    /// about 1 GiB (750 MB for 3.8 million hitches).
    package static let streamLimit = InputLimit(
        maxBytes: 8 << 30, kind: "device files", allowance: "the rows of eight 1 GiB exports; memory does not grow with the file")

    /// Most bytes kept of a file read from its path: a file this size or smaller is read whole, a larger one as
    /// its outline (the header and summary), which must fit.
    package static let outlineLimit = 16 << 20

    private static let header: Set<String> = ["source", "label", "display", "scrollSource", "refreshSource", "stageSource"]

    /// Reads the device file at `path`: a regular file within `streamLimit`, its rows' arrays checked and passed
    /// over when it is larger than `outlineBytes`.
    package static func load(path: String, outlineBytes: Int = outlineLimit) throws(DeviceFileError) -> DeviceRun {
        try load(path: path, outlineBytes: outlineBytes, rows: []) { _, reader throws(JSONError) in try reader.skipValue() }.run
    }

    /// Reads the device file at `path` as `load(path:outlineBytes:)` does, and gives the document its rows come
    /// from: the file itself when it is at most `outlineBytes`, else its outline, whose rows' arrays are empty,
    /// each element of those `rows` names having gone to `row` (in the order of the file) as it was read. A
    /// caller that reads the arrays `rows` names from the document as well sees every element once either way.
    package static func load(
        path: String, outlineBytes: Int = outlineLimit, rows: Set<String>, row: RowReader
    ) throws(DeviceFileError) -> (run: DeviceRun, document: [UInt8]) {
        let bytes: [UInt8]
        do {
            bytes = try DeviceFileOutline.read(path: path, limit: streamLimit, outlineLimit: outlineBytes, rows: rows, row: row)
        } catch {
            throw DeviceFileError(description: "device \(path): \(error.reason)")
        }
        return (try load(bytes: bytes, path: path), bytes)
    }

    /// Parses a device file given as bytes; `path` names it in messages.
    package static func load(bytes: [UInt8], path: String) throws(DeviceFileError) -> DeviceRun {
        func fail(_ problem: String) -> DeviceFileError { DeviceFileError(description: "device \(path): \(problem)") }
        var fields = KnownFields(header)
        var inputs: [String]?
        var device: [(key: String, value: String)]?
        var summary: [String: JSONScalar]?
        var summaryDuplicate: String?
        var scrolls: [TrackedInterval]? = []
        // The envelope (JSON, an object, each known field once, the format) is checked as for every file read.
        do throws(JSONEnvelopeError) {
            try JSONEnvelope.read(bytes, format: DeviceRun.fileFormat, known: header.union(["inputs", "device", "summary", "scrolls"])) {
                reader, key throws(JSONError) in
                switch key {
                case "inputs": inputs = try reader.readList(limit: 10_000) { $0.string }
                case "device":
                    guard try reader.peek() == .object else {
                        device = nil
                        return try reader.skipValue()
                    }
                    var pairs: [(key: String, value: String)] = []
                    try reader.readObject { reader, name throws(JSONError) in
                        if let value = try reader.readScalar().string, pairs.count < 64 { pairs.append((name, value)) }
                    }
                    device = pairs
                case "summary":
                    guard try reader.peek() == .object else {
                        summary = nil
                        return try reader.skipValue()
                    }
                    var values: [String: JSONScalar] = [:]
                    try reader.readObject { reader, name throws(JSONError) in
                        if values[name] != nil { summaryDuplicate = summaryDuplicate ?? name }
                        values[name] = try reader.readScalar()
                    }
                    summary = values
                case "scrolls": scrolls = try readScrolls(&reader)
                default: try fields.read(key, from: &reader)
                }
            }
        } catch {
            throw fail(error.reason)
        }
        guard let sourceName = fields["source"]?.string, let source = DeviceRun.Source(rawValue: sourceName) else {
            throw fail("source must be instruments or metrickit")
        }
        guard let label = fields["label"]?.string, !label.isEmpty else { throw fail("needs a label (a non-empty string)") }
        guard let inputs else { throw fail("inputs is not an array of strings") }
        guard let device else { throw fail("device is not an object") }
        guard let summary else { throw fail("summary is not an object") }
        if let name = summaryDuplicate { throw fail("summary.\(name.asFieldName) appears twice") }
        guard let scrolls else { throw fail("scrolls is not an array of {startSeconds, endSeconds}") }
        var run = DeviceRun(source: source, label: label, inputs: inputs)
        run.device = device
        run.scrolls = scrolls
        for key in ["display", "scrollSource", "refreshSource", "stageSource"] {
            let value = fields[key] ?? .null
            guard value == .null || value.string != nil else { throw fail("\(key) is not a string or null") }
        }
        run.display = fields["display"]?.string
        run.scrollSource = fields["scrollSource"]?.string
        run.refreshSource = fields["refreshSource"]?.string
        run.stageSource = fields["stageSource"]?.string
        run.summary = try readSummary(summary, fail: fail)
        return run
    }

    private static func readScrolls(_ reader: inout JSONReader) throws(JSONError) -> [TrackedInterval]? {
        guard try reader.peek() == .array else {
            try reader.skipValue()
            return nil
        }
        var list: [TrackedInterval]? = []
        try reader.readArray { reader throws(JSONError) in
            guard try reader.peek() == .object else {
                list = nil
                return try reader.skipValue()
            }
            var start: Double?
            var end: Double?
            try reader.readObject { reader, key throws(JSONError) in
                let value = try reader.readScalar().double
                if key == "startSeconds" { start = value } else if key == "endSeconds" { end = value }
            }
            guard let start, let end, start >= 0, end >= start, let count = list?.count, count < 100_000 else {
                list = nil
                return
            }
            list?.append(TrackedInterval(startSeconds: start, endSeconds: end))
        }
        return list
    }

    private static func readSummary(
        _ values: [String: JSONScalar], fail: (String) -> DeviceFileError
    ) throws(DeviceFileError) -> DeviceSummary {
        var summary = DeviceSummary()
        func int(_ name: String) throws(DeviceFileError) -> Int? {
            guard let value = values[name] else { throw fail("summary.\(name) is missing") }
            if value == .null { return nil }
            guard let number = value.int, number >= 0 else { throw fail("summary.\(name) is not a whole number of at least 0 or null") }
            return number
        }
        func double(_ name: String) throws(DeviceFileError) -> Double? {
            guard let value = values[name] else { throw fail("summary.\(name) is missing") }
            if value == .null { return nil }
            guard let number = value.double, number >= 0 else { throw fail("summary.\(name) is not a number of at least 0 or null") }
            return number
        }
        for figure in DeviceRun.figures {
            switch figure {
            case .count(let name, _, let path): summary[keyPath: path] = try int(name)
            case .number(let name, _, let path): summary[keyPath: path] = try double(name)
            }
        }
        guard let band = values["band"] else { throw fail("summary.band is missing") }
        if band != .null {
            guard let name = band.string, let value = HitchBand(rawValue: name) else {
                throw fail("summary.band is not good, warning, critical or null")
            }
            summary.band = value
        }
        for (name, value) in [
            ("scrollHitchTimeRatioMsPerSecond", summary.scrollHitchTimeRatioMsPerSecond),
            ("traceHitchTimeRatioMsPerSecond", summary.traceHitchTimeRatioMsPerSecond),
            ("hitchTimeRatioMsPerSecond", summary.hitchTimeRatioMsPerSecond),
        ]
        where (value ?? 0) > 1000 {
            throw fail("summary.\(name) is more than 1000 ms/s")
        }
        return summary
    }
}
