import BenchGate
import JSONText
import ResultFiles

/// A gate refused before it compared anything (exit 2), as its verdict: a job that posts the Markdown or keeps
/// the JSON gets the reason there too, not an empty file and the reason only in the step's log.
package enum GateRefusal {
    /// The format to print a refusal in, when `arguments` (a `compare` command line) ask for a gate (`--check`
    /// or `--against`) with `--format markdown` or `json`; nil otherwise (the table and CSV leave it to stderr).
    package static func format(of arguments: [String]) -> ComparisonFormat? {
        let gate = arguments.contains { $0 == "--check" || $0 == "--against" || $0.hasPrefix("--against=") }
        guard gate else { return nil }
        var value: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--format", index + 1 < arguments.count { value = arguments[index + 1] }
            if argument.hasPrefix("--format=") { value = String(argument.dropFirst("--format=".count)) }
        }
        guard let value, let format = ComparisonFormat(rawValue: value), format == .markdown || format == .json else { return nil }
        return format
    }

    /// The refusal's verdict in `format`: Markdown's section or JSON's `check` object, with the reason.
    package static func render(_ reason: String, format: ComparisonFormat) -> String {
        let verdict = GateVerdict.refused(reason, subject: "")
        switch format {
        case .json:
            return
                "{\"format\": \(JSONText.quoted(ComparisonFormat.tableFormat)),\n\"check\": \(verdict.jsonObject()),\n\"traces\": [\n]}\n"
        default:
            return verdict.markdown()
        }
    }
}
