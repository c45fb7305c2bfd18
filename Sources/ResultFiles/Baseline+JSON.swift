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
        var out = "{\n"
        out += "  \"format\": \(JSONText.quoted(Self.format)),\n"
        out += "  \"command\": \(JSONText.quoted(command)),\n"
        out +=
            "  \"settings\": {\n" + settings.values.map { "    \(JSONText.quoted($0.name)): \($0.json)" }.joined(separator: ",\n")
            + "\n  },\n"
        if !machine.fields.isEmpty {
            out +=
                "  \"machine\": {"
                + machine.fields.map { "\(JSONText.quoted($0.key)): \(JSONText.quoted($0.value))" }.joined(separator: ", ") + "},\n"
        }
        // Only the measures its clock takes: a time baseline has no instruction figures, and the other way round.
        let clock = settings["clock"].flatMap(TimingClock.init(rawValue:))
        let taken = clock.map(GateMeasure.taken(on:)) ?? GateMeasure.allCases
        // Device tolerances only in a baseline with devices, so a baseline of the model alone reads as it always did.
        let tolerances =
            [("counters", counterTolerance)] + taken.map { ($0.rawValue, tolerance(of: $0)) }
            + (devices.isEmpty ? [] : DeviceMeasure.allCases.map { ($0.rawValue, tolerance(of: $0)) })
        out +=
            "  \"tolerances\": {"
            + tolerances.map { "\(JSONText.quoted($0.0)): \(JSONText.number($0.1, decimals: 6))" }
            .joined(separator: ", ") + "},\n"
        out += "  \"traces\": {"
        let traces = entries.keys.sorted().map { trace -> String in
            let strategies = (entries[trace] ?? [:]).sorted { $0.key < $1.key }.map { strategy, entry -> String in
                let counters = entry.counters.sorted { $0.key < $1.key }.map { "\(JSONText.quoted($0.key)): \($0.value)" }
                let effects = entry.effects.sorted { $0.key < $1.key }.map { "\(JSONText.quoted($0.key)): \($0.value)" }
                let measures = taken.map { measure in
                    ",\n        \(JSONText.quoted(measure.rawValue)): "
                        + (entry.measures[measure].map { JSONText.number($0, decimals: 6) } ?? "null")
                }
                return "      \(JSONText.quoted(strategy)): {\n"
                    + "        \"snap\": \(JSONText.quoted(entry.snap)),\n"
                    + "        \"frames\": \(entry.frames),\n"
                    + "        \"counters\": {\(counters.joined(separator: ", "))},\n"
                    + "        \"effects\": {\(effects.joined(separator: ", "))}"
                    + measures.joined() + "\n      }"
            }
            return "\n    \(JSONText.quoted(trace)): {\n" + strategies.joined(separator: ",\n") + "\n    }"
        }
        out += traces.joined(separator: ",") + "\n  }"
        if !devices.isEmpty {
            let entries = devices.sorted { $0.key < $1.key }.map { label, entry -> String in
                let measures = DeviceMeasure.allCases.map { measure in
                    ",\n      \(JSONText.quoted(measure.field)): "
                        + (entry.measures[measure].map { JSONText.number($0, decimals: 6) } ?? "null")
                        + ",\n      \(JSONText.quoted(measure.highField)): "
                        + (entry.highs[measure].map { JSONText.number($0, decimals: 6) } ?? "null")
                }
                return
                    "    \(JSONText.quoted(label)): {\n      \"source\": \(JSONText.quoted(entry.source)),\n      \"runs\": \(entry.runs),\n"
                    + "      \"ratio\": \(entry.ratio.map(JSONText.quoted) ?? "null")" + measures.joined() + "\n    }"
            }
            out += ",\n  \"devices\": {\n" + entries.joined(separator: ",\n") + "\n  }"
        }
        return out + "\n}\n"
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
