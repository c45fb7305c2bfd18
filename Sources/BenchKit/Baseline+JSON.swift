import Foundation
import FrameTiming
import InputFiles
import JSONText

/// A baseline file that cannot be used: one line for stderr.
public struct BaselineError: Error, CustomStringConvertible {
    /// One line naming the problem.
    public let description: String
}

extension Baseline {
    /// The baseline as JSON with sorted keys, so a refresh shows as a readable diff.
    public func jsonString() -> String {
        var out = "{\n"
        out += "  \"format\": \(JSONText.quoted(Self.format)),\n"
        out += "  \"command\": \(JSONText.quoted(command)),\n"
        out += "  \"tolerances\": {\"counters\": \(JSONText.number(counterTolerance, decimals: 4)), "
            + "\"timeRatioToRenderAll\": \(JSONText.number(timeRatioTolerance, decimals: 4))},\n"
        out += "  \"days\": \(days),\n  \"refreshHz\": \(refreshHz),\n"
        out += "  \"traces\": {"
        let traces = entries.keys.sorted().map { trace -> String in
            let strategies = (entries[trace] ?? [:]).sorted { $0.key < $1.key }.map { strategy, entry -> String in
                let counters = entry.counters.sorted { $0.key < $1.key }.map { "\(JSONText.quoted($0.key)): \($0.value)" }
                let effects = entry.effects.sorted { $0.key < $1.key }.map { "\(JSONText.quoted($0.key)): \($0.value)" }
                let ratio = entry.timeRatioToRenderAll.map { JSONText.number($0, decimals: 6) } ?? "null"
                return "      \(JSONText.quoted(strategy)): {\n"
                    + (entry.snap.map { "        \"snap\": \(JSONText.quoted($0)),\n" } ?? "")
                    + "        \"frames\": \(entry.frames),\n"
                    + "        \"counters\": {\(counters.joined(separator: ", "))},\n"
                    + "        \"effects\": {\(effects.joined(separator: ", "))},\n"
                    + "        \"timeRatioToRenderAll\": \(ratio)\n      }"
            }
            return "\n    \(JSONText.quoted(trace)): {\n" + strategies.joined(separator: ",\n") + "\n    }"
        }
        out += traces.joined(separator: ",") + "\n  }\n}\n"
        return out
    }

    /// Reads a baseline file: a regular file within `fileLimit`, parsed in one pass.
    public static func load(path: String) throws(BaselineError) -> Baseline {
        let bytes = try InputFile.read(path, limit: fileLimit) { BaselineError(description: "baseline \(path): \($0.reason)") }
        return try load(bytes: bytes, path: path)
    }

    /// Parses baseline JSON given as bytes; `path` names it in error messages.
    public static func load(bytes: [UInt8], path: String) throws(BaselineError) -> Baseline {
        func fail(_ problem: String) -> BaselineError { BaselineError(description: "baseline \(path): \(problem)") }
        let document: BaselineDocument
        do {
            document = try BaselineDocument(bytes: bytes)
        } catch {
            throw fail("not valid JSON (\(error))")
        }
        guard document.isObject else { throw fail("not a JSON object") }
        if let field = document.duplicateField { throw fail("field \(field.asFieldName) appears twice") }
        guard document.header["format"]?.string == format else { throw fail("format must be \"\(format)\"") }
        guard let command = document.header["command"]?.string, let days = document.header["days"]?.int,
              let refreshHz = document.header["refreshHz"]?.int,
              document.tracesKind == .object else {
            throw fail("needs command, days, refreshHz and traces")
        }
        var baseline = Baseline(command: command, days: days, refreshHz: refreshHz)
        if let kind = document.tolerancesKind {
            guard kind == .object, let tolerances = document.tolerances else { throw fail("tolerances is not an object") }
            for key in ["counters", "timeRatioToRenderAll"] where tolerances[key] != nil && tolerances[key]?.double == nil {
                throw fail("tolerances.\(key) is not a number")
            }
            baseline.counterTolerance = tolerances["counters"]?.double ?? 0
            baseline.timeRatioTolerance = tolerances["timeRatioToRenderAll"]?.double ?? 0.5
        }
        if document.entryCount > maxEntries {
            throw fail("\(document.entryCount) trace/strategy entries; at most \(maxEntries) are supported")
        }
        if let problem = document.firstEntryProblem { throw fail(problem) }
        baseline.entries = document.entries
        return baseline
    }

    init(command: String, days: Int, refreshHz: Int) {
        self.command = command
        self.days = days
        self.refreshHz = refreshHz
        entries = [:]
    }
}
