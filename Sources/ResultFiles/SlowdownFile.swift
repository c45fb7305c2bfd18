import BenchSuite
import InputFiles
import JSONText

/// A slowdown search's file (`hitchbench-slowdown/1`, `SlowdownResult+JSON`) read back for the docs' tables: per
/// strategy, each threshold's median and range as the harness wrote them.
package struct SlowdownFile: Sendable {
    /// One longest hitch allowed, as written.
    package struct Threshold: Sendable, Equatable {
        /// The longest hitch allowed, in intervals (0: hitch-free).
        package var intervals: Int
        /// The median over repeats of the largest factor that stayed within it.
        package var medianFactor: Double
        /// The smallest and largest over repeats.
        package var minFactor: Double
        package var maxFactor: Double
        /// Repeats that exceeded it already as measured, and that stayed within it at the ceiling.
        package var repeatsBelowOne: Int
        package var repeatsAtCeiling: Int
        /// The geometric middle of the factors at which the longest hitch is `intervals` exactly (nil for 0).
        package var middleFactor: Double?
    }

    /// The file's name (`slowdown-fling-120hz.json`).
    package var name: String
    /// The trace searched on.
    package var trace: String
    /// Refresh rate of the display in Hz.
    package var refreshHz: Int
    /// Each strategy's thresholds by longest hitch, in the file's order.
    package var strategies: [(name: String, thresholds: [Threshold])]

    /// The thresholds of `strategy`, if it was searched.
    package func thresholds(_ strategy: String) -> [Threshold]? { strategies.first { $0.name == strategy }?.thresholds }

    /// The largest slowdown file read: 1,000 strategies of nine thresholds with twenty repeats each fit in 16 MiB.
    package static let fileLimit = InputLimit(maxBytes: 16 << 20, kind: "slowdown searches", allowance: "16 MiB")

    /// Reads the search at `path`: a regular file within `fileLimit`, parsed in one pass.
    package static func load(path: String) throws(ResultFileError) -> SlowdownFile {
        let bytes = try InputFile.read(path, limit: fileLimit) { ResultFileError($0.description) }
        var header = KnownFields(["tool", "trace", "refreshHz", "intervalMs", "precision", "ceiling"])
        var strategies: [(name: String, thresholds: [Threshold])]?
        var problem: String?
        let fields = Set(["tool", "trace", "refreshHz", "intervalMs", "precision", "ceiling", "settings", "machine", "strategies"])
        do throws(JSONEnvelopeError) {
            try JSONEnvelope.read(bytes, format: SlowdownResult.format, known: fields, older: [:]) { reader, key throws(JSONError) in
                guard key == "strategies" else {
                    if key == "settings" || key == "machine" { return try reader.skipValue() }
                    return try header.read(key, from: &reader)
                }
                guard try reader.peek() == .array else {
                    problem = "strategies is not an array"
                    return try reader.skipValue()
                }
                var read: [(name: String, thresholds: [Threshold])] = []
                try reader.readArray { reader throws(JSONError) in
                    guard problem == nil, read.count < 1_000 else {
                        problem = problem ?? "more than 1,000 strategies"
                        return try reader.skipValue()
                    }
                    switch try readStrategy(&reader) {
                    case .success(let strategy): read.append(strategy)
                    case .failure(let failure): problem = "strategies[\(read.count)] \(failure.description)"
                    }
                }
                strategies = read
            }
        } catch {
            throw ResultFileError("\(path): \(error.reason)")
        }
        if let problem { throw ResultFileError("\(path): \(problem)") }
        guard let trace = header["trace"]?.string, let refreshHz = header["refreshHz"]?.int, let strategies else {
            throw ResultFileError("\(path): needs trace, refreshHz and strategies")
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return SlowdownFile(name: name, trace: trace, refreshHz: refreshHz, strategies: strategies)
    }

    /// One strategy's object: its name and thresholds, or what is wrong with it.
    private static func readStrategy(
        _ reader: inout JSONReader
    ) throws(JSONError) -> Result<(name: String, thresholds: [Threshold]), ResultFileError> {
        guard try reader.peek() == .object else {
            try reader.skipValue()
            return .failure(ResultFileError("is not an object"))
        }
        var name: String?
        var thresholds: [Threshold] = []
        var problem: String?
        try reader.readObject { reader, key throws(JSONError) in
            switch key {
            case "strategy": name = try reader.readScalar().string
            case "thresholds":
                guard try reader.peek() == .array else {
                    problem = "has thresholds that are not an array"
                    return try reader.skipValue()
                }
                try reader.readArray { reader throws(JSONError) in
                    guard problem == nil, thresholds.count < 16 else {
                        problem = problem ?? "has more than 16 thresholds"
                        return try reader.skipValue()
                    }
                    if let threshold = try readThreshold(&reader) {
                        thresholds.append(threshold)
                    } else {
                        problem = "has a malformed threshold"
                    }
                }
            default: try reader.skipValue()
            }
        }
        if let problem { return .failure(ResultFileError(problem)) }
        guard let name else { return .failure(ResultFileError("has no strategy name")) }
        return .success((name, thresholds))
    }

    /// One threshold's figures, or nil when a figure is missing or of the wrong kind.
    private static func readThreshold(_ reader: inout JSONReader) throws(JSONError) -> Threshold? {
        guard try reader.peek() == .object else {
            try reader.skipValue()
            return nil
        }
        var fields = KnownFields(["longestHitchIntervals", "medianFactor", "minFactor", "maxFactor", "repeatsBelowOne", "repeatsAtCeiling"])
        var middle: Double?
        try reader.readObject { reader, key throws(JSONError) in
            if key == "exactly" {
                guard try reader.peek() == .object else { return try reader.skipValue() }
                var exactly = KnownFields(["middleFactor"])
                try reader.readObject { reader, key throws(JSONError) in try exactly.read(key, from: &reader) }
                middle = exactly["middleFactor"]?.double
            } else {
                try fields.read(key, from: &reader)
            }
        }
        guard fields.duplicate == nil, let intervals = fields["longestHitchIntervals"]?.int, let median = fields["medianFactor"]?.double,
            let low = fields["minFactor"]?.double, let high = fields["maxFactor"]?.double, let below = fields["repeatsBelowOne"]?.int,
            let ceiling = fields["repeatsAtCeiling"]?.int
        else { return nil }
        return Threshold(
            intervals: intervals, medianFactor: median, minFactor: low, maxFactor: high, repeatsBelowOne: below, repeatsAtCeiling: ceiling,
            middleFactor: middle)
    }
}
