import BenchGate
import BenchSuite
import FrameTiming
import JSONText
import StrategyRun

/// `results/compare-<trace>.json` (`hitchbench-compare/2`): the table's rows and each strategy's
/// full result, so plots and later checks need nothing else. Fields: results/README.md.
package enum ComparisonDocument {
    /// The format tag written into the document.
    package static let format = "hitchbench-compare/2"

    /// The document for a comparison run with `settings` by `command`; `includeResults` adds every strategy's
    /// `hitchbench-result/2` object, which names `toolVersion`.
    package static func json(
        _ comparison: TraceComparison, settings: RunSettings, command: String, toolVersion: String, includeResults: Bool = true,
        indent: String = ""
    ) -> String {
        var fields = [
            "\"format\": \(JSONText.quoted(format))",
            "\"trace\": \(JSONText.quoted(comparison.traceName))",
            "\"refreshHz\": \(settings.refreshHz)",
            "\"clock\": \(JSONText.quoted(settings.clock.rawValue))",
            "\"repeats\": \(settings.repeats)",
            "\"days\": \(settings.options.data.dayCount)",
            "\"command\": \(JSONText.quoted(command))",
            "\"settings\": \(settings.recorded.jsonObject())",
        ]
        let rows = comparison.rows.map { row -> String in
            let textKeys: Set<String> = ["strategy", "snap", "band"]
            let pairs = zip(ComparisonFormat.keys, ComparisonFormat.machineCells(row)).map { key, cell -> String in
                let value = cell.isEmpty && key != "strategy" ? "null" : (textKeys.contains(key) ? JSONText.quoted(cell) : cell)
                return "\(JSONText.quoted(key)): \(value)"
            }
            return "\(indent)    {" + pairs.joined(separator: ", ") + "}"
        }
        fields.append("\"rows\": [\n" + rows.joined(separator: ",\n") + "\n\(indent)  ]")
        if includeResults {
            let results = comparison.results.map { $0.report.jsonString(toolVersion: toolVersion).trimmingTrailingNewline() }
            fields.append("\"results\": [\n" + results.joined(separator: ",\n") + "\n\(indent)  ]")
        }
        return "\(indent){\n" + fields.map { "\(indent)  " + $0 }.joined(separator: ",\n") + "\n\(indent)}" + (indent.isEmpty ? "\n" : "")
    }
}

extension String {
    fileprivate func trimmingTrailingNewline() -> String { hasSuffix("\n") ? String(dropLast()) : self }
}
