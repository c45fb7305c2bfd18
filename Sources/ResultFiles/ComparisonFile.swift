import BenchSuite
import FrameTiming
import InputFiles
import JSONText

/// A comparison file (`hitchbench-compare/2`, `ComparisonDocument`) read back in one pass, the one reader of the
/// format: its header, its settings, its rows' figures as the harness wrote them, and from each strategy's full
/// result its counter totals and the machine (its frames are passed over). The docs' tables read it whole
/// (DocTables' `load`, which refuses a file whose rows lack columns); a paired run reads the rows' snap, frames and
/// figures of a file any version of the format wrote (Workspace's `SideRun(comparisonsIn:)`).
package struct ComparisonFile: Sendable {
    /// The file's name (`compare-fling.json`), which the tables cite.
    package var name: String
    /// The trace's short name.
    package var trace: String
    /// Refresh rate of the virtual display in Hz.
    package var refreshHz: Int
    /// The clock the rows' times are on.
    package var clock: TimingClock
    /// Repeats the rows' figures are medians of.
    package var repeats: Int
    /// Days of data.
    package var days: Int
    /// Every setting of the run, as recorded.
    package var settings: [RecordedSettings.Setting]
    /// One row per strategy, in the order run.
    package var rows: [RowFigures]
    /// Each strategy's work counter totals by name (its result's `total.<counter>` metrics), by strategy.
    package var counters: [String: [String: Int]]
    /// The machine the run was on, as the first result's metadata records it; nil when it does not.
    package var machine: MachineRecord?
    /// The row columns a file written by an older harness lacks (the phone model's, which came later, never
    /// count); empty for a file of today's harness.
    package var missingColumns: [String]

    /// The row of `strategy`, if it ran.
    package func row(_ strategy: String) -> RowFigures? { rows.first { $0.strategy == strategy } }

    /// The setting called `name` as JSON text (`60`, `"none"`), if recorded.
    package func setting(_ name: String) -> String? { settings.first { $0.name == name }?.json }

    /// Most rows a comparison may hold (one per strategy).
    static let maxRows = 1_000

    /// The largest comparison file read: five strategies' frames of a 600-second trace at 60 Hz (36,000 frames
    /// each, of up to 1,024 bytes as written), plus 64 MiB for the rest.
    package static let fileLimit = InputLimit(
        maxBytes: 5 * 36_000 * 1_024 + 67_108_864, kind: "comparisons",
        allowance: "five strategies' frames of a 600-second trace at 60 Hz, and 64 MiB")

    /// HitchBench 0.1's format, whose display model differs.
    static let older = [
        "hitchbench-compare/1":
            "hitchbench-compare/1 comes from HitchBench 0.1, whose display model differs; \(ResultFileError.regenerate)"
    ]

    /// Reads the comparison at `path`, a regular file within `fileLimit`, in one pass; its rows may lack columns a
    /// later harness writes (`missingColumns`).
    package static func read(path: String) throws(ResultFileError) -> ComparisonFile {
        let bytes = try InputFile.read(path, limit: fileLimit) { ResultFileError($0.description) }
        return try read(bytes: bytes, path: path)
    }

    /// Parses comparison JSON given as bytes in one pass; `path` names it in messages and gives its `name`.
    package static func read(bytes: [UInt8], path: String) throws(ResultFileError) -> ComparisonFile {
        var reading = Reading()
        do throws(JSONEnvelopeError) {
            try JSONEnvelope.read(bytes, format: ComparisonDocument.format, known: Reading.fields, older: older) {
                reader, key throws(JSONError) in try reading.read(key, &reader)
            }
        } catch {
            throw ResultFileError("\(path): \(error.reason)", isFromAnOlderHarness: older.values.contains(error.reason))
        }
        return try reading.file(path: path)
    }
}

extension ComparisonFile {
    /// What one pass over a comparison found, problems recorded rather than thrown.
    private struct Reading {
        static let fields: Set<String> = ["trace", "refreshHz", "clock", "repeats", "days", "settings", "rows", "results"]
        /// Every field a row has as the harness writes it; `timeRatiosByClock` is passed over.
        static let rowKeys = ComparisonColumns.keys + ["swapFrameMs"]
        static let knownRowKeys = Set(rowKeys)
        var header = KnownFields(["trace", "refreshHz", "clock", "repeats", "days"])
        var settings: [RecordedSettings.Setting]?
        var settingsProblem: String?
        var rows: [RowFigures]?
        var rowCount = 0
        var rowProblem: String?
        var missing: [String] = []
        var results = ComparisonResultTotals()

        mutating func read(_ key: String, _ reader: inout JSONReader) throws(JSONError) {
            switch key {
            case "settings":
                guard try reader.peek() == .object else { return try reader.skipValue() }
                let read = try RecordedSettings.read(&reader)
                (settings, settingsProblem) = (read.values, read.problem)
            case "rows":
                guard try reader.peek() == .array else { return try reader.skipValue() }
                rows = []
                try reader.readArray { reader throws(JSONError) in
                    rowCount += 1
                    guard rowCount <= ComparisonFile.maxRows, rowProblem == nil else { return try reader.skipValue() }
                    try readRow(&reader, index: rowCount - 1)
                }
            case "results":
                try results.read(&reader)
            default:
                try header.read(key, from: &reader)
            }
        }

        private mutating func readRow(_ reader: inout JSONReader, index: Int) throws(JSONError) {
            guard try reader.peek() == .object else {
                rowProblem = "row \(index) is not an object"
                return try reader.skipValue()
            }
            var values: [String: RowValue] = [:]
            var swapFrameMs: [Double]?
            var seen = Set<String>()
            var problem: String?
            try reader.readObject { reader, key throws(JSONError) in
                guard Self.knownRowKeys.contains(key) else { return try reader.skipValue() }
                if !seen.insert(key).inserted { problem = problem ?? "has field \(key) twice" }
                if key == "swapFrameMs" {
                    if try reader.peek() == .null { return try reader.skipValue() }
                    swapFrameMs = try reader.readList(limit: Int.max) { $0.double }
                    if swapFrameMs == nil { problem = problem ?? "has a swapFrameMs that is not a list of numbers or null" }
                    return
                }
                switch try reader.readScalar() {
                case .null: values[key] = RowValue.none
                case .string(let text): values[key] = .text(text)
                case .number(let number): values[key] = number.exactInt.map(RowValue.count) ?? .number(number.double)
                default: problem = problem ?? "has a \(key) that is not a number, string or null"
                }
            }
            let strategy = values["strategy"].flatMap { if case .text(let name) = $0 { name } else { nil } }
            let name = "row \(index)" + (strategy.map { " (\($0.asFieldName))" } ?? "")
            if let problem = problem ?? (strategy == nil ? "has no strategy name" : nil) {
                rowProblem = "\(name) \(problem)"
                return
            }
            // The phone model's columns came later: a file written before it has none of them (its figures are the
            // host's alone), and is read as such.
            let absent = Self.rowKeys.filter { !seen.contains($0) && !ComparisonColumns.phoneKeys.contains($0) }
            if !absent.isEmpty, missing.isEmpty { missing = absent }
            rows?.append(RowFigures(values: values, swapFrameMs: swapFrameMs))
        }

        func file(path: String) throws(ResultFileError) -> ComparisonFile {
            func fail(_ problem: String) -> ResultFileError { ResultFileError("\(path): \(problem)") }
            guard let trace = header["trace"]?.string, let refreshHz = header["refreshHz"]?.int,
                let clock = header["clock"]?.string.flatMap(TimingClock.init(rawValue:)), let repeats = header["repeats"]?.int,
                let days = header["days"]?.int, let settings, let rows
            else {
                throw fail("needs trace, refreshHz, clock, repeats, days, settings and rows")
            }
            if let duplicate = header.duplicate { throw fail("has field \(duplicate) twice") }
            if let settingsProblem { throw fail(settingsProblem) }
            if rowCount > ComparisonFile.maxRows { throw fail("\(rowCount) rows; at most \(ComparisonFile.maxRows) are supported") }
            if let rowProblem { throw fail(rowProblem) }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return ComparisonFile(
                name: name, trace: trace, refreshHz: refreshHz, clock: clock, repeats: repeats, days: days, settings: settings,
                rows: rows, counters: results.counters, machine: results.machine, missingColumns: missing)
        }
    }
}
