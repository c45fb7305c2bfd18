import BenchGate
import BenchSuite
import Foundation
import FrameTiming
import InputFiles
import JSONText

/// A compare file that cannot be read as one side of a paired comparison: one line for stderr.
package struct ComparisonFileError: Error, CustomStringConvertible {
    /// One line naming the file and the problem.
    package let description: String
}

/// Reads the `compare-<trace>….json` files (`hitchbench-compare/2`) one `compare` process wrote into what a
/// paired comparison needs of them (`SideRun`): each row's snap, frames, effects, p50 frame time and
/// instructions, each strategy's counter totals (its result's `total.<counter>` metrics), the settings and
/// the machine. Only fields every version of the format has are read, so the files of an older base do. A file is
/// read within `ComparisonFile.fileLimit`, the one limit on a comparison whoever reads it.
package enum ComparisonFileReader {
    /// Every compare file in `directory` and its subfolders (one per unit of a paired run), as one run.
    package static func run(inDirectory directory: String) throws(ComparisonFileError) -> SideRun {
        let names = (FileManager.default.subpaths(atPath: directory) ?? [])
            .filter { ($0 as NSString).lastPathComponent.hasPrefix("compare-") && $0.hasSuffix(".json") }.sorted()
        guard !names.isEmpty else { throw ComparisonFileError(description: "\(directory): no compare-*.json file was written") }
        var run = SideRun(entries: [:], machine: nil)
        for name in names {
            let path = directory + "/" + name
            let bytes = try InputFile.read(path, limit: ComparisonFile.fileLimit) {
                ComparisonFileError(description: "\(path): \($0.reason)")
            }
            let part = try read(bytes: bytes, path: path)
            for (entry, value) in part.entries {
                guard run.entries[entry] == nil else { throw ComparisonFileError(description: "\(path): \(entry) is in two files") }
                run.entries[entry] = value
            }
            run.machine = run.machine ?? part.machine
            if run.settings.isEmpty { run.settings = part.settings }
        }
        return run
    }

    /// One compare document's entries; `path` names it in messages.
    package static func read(bytes: [UInt8], path: String) throws(ComparisonFileError) -> SideRun {
        var document = Document()
        do {
            try JSONEnvelope.read(bytes, format: ComparisonDocument.format, known: ["trace", "settings", "rows", "results"]) {
                reader, key throws(JSONError) in try document.read(key, from: &reader)
            }
        } catch {
            throw ComparisonFileError(description: "\(path): \(error.reason)")
        }
        guard let trace = document.trace, !document.rows.isEmpty else {
            throw ComparisonFileError(description: "\(path): needs trace and rows, each row with strategy, snap and frames")
        }
        var entries: [String: SideRun.Entry] = [:]
        for row in document.rows {
            guard let strategy = row["strategy"]?.string, let snap = row["snap"]?.string, let frames = row["frames"]?.int else {
                throw ComparisonFileError(description: "\(path): a row lacks strategy, snap or frames")
            }
            var effects: [String: Int] = [:]
            for key in ["contentJumps", "maxContentJumpPixels", "yRescales", "edgeStalls", "peakCacheBytes"] {
                if let value = row[key]?.double { effects[key] = Int(value.rounded()) }
            }
            var instructions: [GateMeasure: Double] = [:]
            for measure in [GateMeasure.instructionsTotal, .instructionsP50PerFrame, .instructionsP99PerFrame] {
                if let value = row[measure.rawValue]?.double { instructions[measure] = value }
            }
            let p50 = instructions.isEmpty ? row["p50FrameMs"]?.double : nil
            entries["\(trace)/\(strategy)"] = SideRun.Entry(
                snap: snap, frames: frames, counters: document.counters[strategy] ?? [:], effects: effects, p50FrameMs: p50,
                instructions: instructions)
        }
        return SideRun(entries: entries, machine: document.machine, settings: document.settings)
    }

    /// What one pass over the document found.
    private struct Document {
        var trace: String?
        var settings: [String: String] = [:]
        var rows: [[String: JSONScalar]] = []
        var counters: [String: [String: Int]] = [:]
        var machine: MachineRecord?

        mutating func read(_ key: String, from reader: inout JSONReader) throws(JSONError) {
            switch key {
            case "trace": trace = try reader.readScalar().string
            case "settings":
                guard try reader.peek() == .object else { return try reader.skipValue() }
                try reader.readObject { reader, name throws(JSONError) in
                    let scalar = try reader.readScalar()
                    if let json = RecordedSettings.canonical(scalar) { settings[name] = json }
                }
            case "rows":
                guard try reader.peek() == .array else { return try reader.skipValue() }
                try reader.readArray { reader throws(JSONError) in rows.append(try Self.scalars(&reader)) }
            default:
                guard try reader.peek() == .array else { return try reader.skipValue() }
                try reader.readArray { reader throws(JSONError) in try readResult(&reader) }
            }
        }

        /// One strategy's result: its name and machine (metadata) and its counter totals (metrics).
        private mutating func readResult(_ reader: inout JSONReader) throws(JSONError) {
            guard try reader.peek() == .object else { return try reader.skipValue() }
            var metadata: [String: JSONScalar] = [:]
            var metrics: [String: JSONScalar] = [:]
            var names: [String] = []
            try reader.readObject { reader, key throws(JSONError) in
                switch key {
                case "metadata": metadata = try Self.scalars(&reader)
                case "metrics": metrics = try Self.scalars(&reader)
                case "counterNames": names = try reader.readList(limit: JSONReader.maxNamedCounts) { $0.string } ?? []
                default: try reader.skipValue()
                }
            }
            guard let strategy = metadata["strategy"]?.string else { return }
            var totals: [String: Int] = [:]
            for name in names { if let value = metrics["total." + name]?.double { totals[name] = Int(value.rounded()) } }
            counters[strategy] = totals
            if machine == nil {
                let fields = MachineInfo.fieldNames.compactMap { name in
                    metadata["machine." + name]?.string.map { MachineRecord.Field(key: name, value: $0) }
                }
                if !fields.isEmpty { machine = MachineRecord(fields: fields) }
            }
        }

        /// An object's scalar fields (nested values passed over); empty for anything but an object.
        private static func scalars(_ reader: inout JSONReader) throws(JSONError) -> [String: JSONScalar] {
            guard try reader.peek() == .object else {
                try reader.skipValue()
                return [:]
            }
            var fields: [String: JSONScalar] = [:]
            try reader.readObject { reader, key throws(JSONError) in
                switch try reader.peek() {
                case .object, .array: try reader.skipValue()
                default: fields[key] = try reader.readScalar()
                }
            }
            return fields
        }
    }
}
