import BenchGate
import BenchSuite
import DeviceImport
import Foundation
import FrameTiming
import InputFiles
import JSONText
import StrategyRun

/// A baseline file that cannot be used: one line for stderr.
package struct BaselineError: Error, CustomStringConvertible {
    /// One line naming the problem.
    package let description: String
}

extension Baseline {
    /// The format tag of the previous baseline files, which recorded neither settings nor per-frame ratios.
    static let previousFormat = "hitchbench-baseline/1"

    /// The baseline as JSON with sorted keys, so a refresh shows as a readable diff.
    package func jsonString() -> String {
        let number = { (value: Double?) in JSONValue.number(value, 6) }
        var fields: [(key: String, value: JSONValue)] = [
            ("format", .string(Self.format)), ("command", .string(command)),
            ("settings", .object(settings.values.map { ($0.name, .literal($0.json)) }, .lines)),
        ]
        if !machine.fields.isEmpty { fields.append(("machine", .strings(machine.fields.map { ($0.key, $0.value) }))) }
        // Only the measures its clock takes: a time baseline has no instruction figures, and the other way round.
        let clock = settings["clock"].flatMap(TimingClock.init(rawValue:))
        let taken = clock.map(GateMeasure.taken(on:)) ?? GateMeasure.allCases
        // Device tolerances only in a baseline with devices, so a baseline of the model alone reads as it always did.
        let tolerances =
            [("counters", counterTolerance)] + taken.map { ($0.rawValue, tolerance(of: $0)) }
            + (devices.isEmpty ? [] : DeviceMeasure.allCases.map { ($0.rawValue, tolerance(of: $0)) })
        fields.append(("tolerances", .object(tolerances.map { ($0.0, number($0.1)) })))
        let sorted = { (values: [String: Int]) in JSONValue.object(values.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) }) }
        let traces = entries.keys.sorted().map { trace -> (key: String, value: JSONValue) in
            let strategies = (entries[trace] ?? [:]).sorted { $0.key < $1.key }.map { strategy, entry -> (key: String, value: JSONValue) in
                let figures: [(key: String, value: JSONValue)] = [
                    ("snap", .string(entry.snap)), ("frames", .int(entry.frames)), ("counters", sorted(entry.counters)),
                    ("effects", sorted(entry.effects)),
                ]
                return (strategy, .object(figures + taken.map { ($0.rawValue, number(entry.measures[$0])) }, .lines))
            }
            return (trace, .object(strategies, .lines))
        }
        fields.append(("traces", .object(traces, .lines)))
        if !devices.isEmpty {
            let entries = devices.sorted { $0.key < $1.key }.map { label, entry -> (key: String, value: JSONValue) in
                let measures = DeviceMeasure.allCases.flatMap { measure -> [(key: String, value: JSONValue)] in
                    [(measure.field, number(entry.measures[measure])), (measure.highField, number(entry.highs[measure]))]
                }
                let head: [(key: String, value: JSONValue)] = [
                    ("source", .string(entry.source)), ("runs", .int(entry.runs)), ("ratio", .string(entry.ratio)),
                ]
                return (label, .object(head + measures, .lines))
            }
            fields.append(("devices", .object(entries, .lines)))
        }
        return JSONValue.object(fields, .lines).document
    }

    /// Reads a baseline file: a regular file within `fileLimit`, parsed in one pass.
    package static func load(path: String) throws(BaselineError) -> Baseline {
        let bytes = try InputFile.read(path, limit: fileLimit) { BaselineError(description: "baseline \(path): \($0.reason)") }
        return try load(bytes: bytes, path: path)
    }

    /// Parses baseline JSON given as bytes; `path` names it in error messages.
    package static func load(bytes: [UInt8], path: String) throws(BaselineError) -> Baseline {
        func fail(_ problem: String) -> BaselineError { BaselineError(description: "baseline \(path): \(problem)") }
        let older = [
            previousFormat: "is \(previousFormat), which records neither the run's settings nor per-frame time ratios; "
                + "refresh it with 'compare ... --baseline \(path) --write-baseline'"
        ]
        let document: BaselineDocument
        do {
            document = try BaselineDocument(bytes: bytes, older: older)
        } catch {
            throw fail(error.reason)
        }
        if let field = document.duplicateField { throw fail("field \(field.asFieldName) appears twice") }
        guard let command = document.command?.string, document.settingsKind == .object,
            document.tracesKind == .object
        else {
            throw fail("needs command, settings and traces")
        }
        if let problem = document.settingsProblem { throw fail(problem) }
        if let problem = document.machineProblem { throw fail(problem) }
        var baseline = Baseline(command: command, settings: RecordedSettings(values: document.settings))
        baseline.machine = MachineRecord(fields: document.machine)
        if let kind = document.tolerancesKind {
            guard kind == .object, let tolerances = document.tolerances else { throw fail("tolerances is not an object") }
            for key in ["counters"] + GateMeasure.allCases.map(\.rawValue) + DeviceMeasure.allCases.map(\.rawValue)
            where tolerances[key] != nil {
                guard let value = tolerances[key]?.double, value >= 0 else { throw fail("tolerances.\(key) is not a number of at least 0") }
                if let measure = GateMeasure(rawValue: key) {
                    baseline.tolerances[measure] = value
                } else if let measure = DeviceMeasure(rawValue: key) {
                    baseline.deviceTolerances[measure] = value
                } else {
                    baseline.counterTolerance = value
                }
            }
        }
        if document.entryCount > maxEntries {
            throw fail("\(document.entryCount) trace/strategy entries; at most \(maxEntries) are supported")
        }
        if let problem = document.firstEntryProblem { throw fail(problem) }
        baseline.entries = document.entries
        baseline.devices = document.devices
        return baseline
    }
}
