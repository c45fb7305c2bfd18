import FrameTiming
import JSONText

/// `results/compare-<trace>.json` (`hitchbench-compare/2`): the table's rows and each strategy's
/// full result, so plots and later checks need nothing else. Fields: results/README.md.
package enum ComparisonDocument {
    /// The format tag written into the document.
    package static let format = "hitchbench-compare/2"

    /// The document; `includeResults` adds every strategy's `hitchbench-result/2` object.
    package static func json(
        _ comparison: TraceComparison, context: ComparisonContext, includeResults: Bool = true, indent: String = ""
    ) -> String {
        var fields = [
            "\"format\": \(JSONText.quoted(format))",
            "\"trace\": \(JSONText.quoted(comparison.traceName))",
            "\"refreshHz\": \(context.refreshHz)",
            "\"clock\": \(JSONText.quoted(context.clock.rawValue))",
            "\"repeats\": \(context.repeats)",
            "\"days\": \(context.days)",
            "\"command\": \(JSONText.quoted(context.command))",
            "\"settings\": \(context.settings.jsonObject())",
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
            let results = comparison.results.map { $0.report.jsonString().trimmingTrailingNewline() }
            fields.append("\"results\": [\n" + results.joined(separator: ",\n") + "\n\(indent)  ]")
        }
        return "\(indent){\n" + fields.map { "\(indent)  " + $0 }.joined(separator: ",\n") + "\n\(indent)}" + (indent.isEmpty ? "\n" : "")
    }
}

extension String {
    fileprivate func trimmingTrailingNewline() -> String { hasSuffix("\n") ? String(dropLast()) : self }
}
