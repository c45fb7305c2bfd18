import Foundation
import FrameTiming
import JSONText

/// A baseline file that cannot be used: one line for stderr.
public struct BaselineError: Error, CustomStringConvertible {
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

    /// Reads a baseline file.
    public static func load(path: String) throws(BaselineError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(description: "baseline \(path): cannot read the file")
        }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw BaselineError(description: "baseline \(path): not a JSON object")
        }
        guard root["format"] as? String == format else {
            throw BaselineError(description: "baseline \(path): format must be \"\(format)\"")
        }
        guard let command = root["command"] as? String, let days = root["days"] as? Int, let refreshHz = root["refreshHz"] as? Int,
              let traces = root["traces"] as? [String: Any] else {
            throw BaselineError(description: "baseline \(path): needs command, days, refreshHz and traces")
        }
        var baseline = Baseline(command: command, days: days, refreshHz: refreshHz)
        if let tolerances = root["tolerances"] as? [String: Any] {
            baseline.counterTolerance = tolerances["counters"] as? Double ?? 0
            baseline.timeRatioTolerance = tolerances["timeRatioToRenderAll"] as? Double ?? 0.5
        }
        for (trace, value) in traces {
            guard let strategies = value as? [String: Any] else {
                throw BaselineError(description: "baseline \(path): traces.\(trace) is not an object")
            }
            for (strategy, value) in strategies {
                guard let entry = value as? [String: Any], let frames = entry["frames"] as? Int,
                      let counters = entry["counters"] as? [String: Int], let effects = entry["effects"] as? [String: Int] else {
                    throw BaselineError(description: "baseline \(path): traces.\(trace).\(strategy) needs frames, counters and effects")
                }
                baseline.entries[trace, default: [:]][strategy] = Entry(
                    snap: entry["snap"] as? String, frames: frames, counters: counters, effects: effects,
                    timeRatioToRenderAll: entry["timeRatioToRenderAll"] as? Double
                )
            }
        }
        return baseline
    }

    init(command: String, days: Int, refreshHz: Int) {
        self.command = command
        self.days = days
        self.refreshHz = refreshHz
        entries = [:]
    }
}
