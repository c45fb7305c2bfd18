import BenchGate
import BenchSuite
import DisplayModel
import FrameTiming
import JSONText
import ResultFiles

/// What `compare --against` prints and keeps: the verdict with a table of every entry's head/base figures, as
/// text, Markdown (the verdict leads, to post on a pull request) or JSON (`hitchbench-against/1`, also written
/// as `verdict.json` beside the runs' compare files).
package struct AgainstReport {
    /// The format tag of the JSON.
    package static let format = "hitchbench-against/1"

    /// The paired runs and their judgement.
    package var judge: HeadAgainstBase
    /// The verdict (with notes and function changes added by the caller).
    package var verdict: GateVerdict
    /// Base, for titles.
    package var baseName: String
    /// Where the runs' folders are.
    package var folder: String

    /// A report of `judge`'s runs with `verdict`.
    package init(judge: HeadAgainstBase, verdict: GateVerdict, baseName: String, folder: String) {
        self.judge = judge
        self.verdict = verdict
        self.baseName = baseName
        self.folder = folder
    }

    /// The report in `format`: `table` (default) and `csv` print the table alone (the verdict goes to stderr),
    /// `markdown` the verdict then the table, `json` everything.
    package func render(_ format: ComparisonFormat) -> String {
        switch format {
        case .json: return json()
        case .markdown: return verdict.markdown() + "\n" + table(markdown: true)
        case .table, .csv: return table(markdown: false)
        }
    }

    /// One row per entry: base's and head's figure (the median over repeats) and head/base with its interval.
    package func rows() -> [[String]] {
        let timed = judge.clock.measuresTime
        let intervals = Dictionary(uniqueKeysWithValues: judge.entryIntervals().map { ($0.entry, $0.interval) })
        var rows = judge.commonEntries.map { entry -> [String] in
            if timed {
                let base = Statistics.median(judge.base.compactMap { $0.entries[entry]?.p50FrameMs })
                let head = Statistics.median(judge.head.compactMap { $0.entries[entry]?.p50FrameMs })
                return [entry, JSONText.fixed(base, decimals: 3), JSONText.fixed(head, decimals: 3), ratio(intervals[entry] ?? nil)]
            }
            let base = judge.base.first?.entries[entry]?.instructions[.instructionsTotal] ?? 0
            let head = judge.head.first?.entries[entry]?.instructions[.instructionsTotal] ?? 0
            let change = base > 0 ? GateText.percent((head - base) / base) : "-"
            return [entry, JSONText.grouped(Int(base)), JSONText.grouped(Int(head)), change]
        }
        if timed {
            rows += judge.timeGroups().map { group in
                ["**\(group.name)** (geometric mean of \(group.entries.count))", "", "", ratio(group.interval)]
            }
        }
        return rows
    }

    private func ratio(_ interval: PairedInterval?) -> String {
        guard let interval else { return "-" }
        return GateText.ratio(interval.ratio, low: interval.low, high: interval.high)
    }

    private var headers: [String] {
        judge.clock.measuresTime
            ? [
                "entry", "base p50 ms", "head p50 ms",
                "head/base [one-sided bounds at \(JSONText.fixed(100 * judge.groupLevel, decimals: 2)) %]",
            ]
            : ["entry", "base instructions", "head instructions", "change"]
    }

    private func table(markdown: Bool) -> String {
        let title =
            "head against \(baseName): \(judge.head.count) paired repeat\(judge.head.count == 1 ? "" : "s") on the \(judge.clock.rawValue) clock"
        let rows = rows()
        if markdown {
            var out = "#### \(title)\n\n| " + headers.joined(separator: " | ") + " |\n|---|---:|---:|---:|\n"
            for row in rows { out += "| " + row.joined(separator: " | ") + " |\n" }
            return out
        }
        let plain = rows.map { $0.map { $0.replacingOccurrences(of: "**", with: "") } }
        let widths = headers.indices.map { column in ([headers[column]] + plain.map { $0[column] }).map(\.count).max() ?? 0 }
        let line = { (cells: [String]) in
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
        return ([title, line(headers)] + plain.map(line)).joined(separator: "\n") + "\n"
    }

    /// Everything as one JSON object.
    package func json() -> String {
        let rows = rows().map { "    [" + $0.map(JSONText.quoted).joined(separator: ", ") + "]" }
        return "{\"format\": \(JSONText.quoted(Self.format)),\n\"base\": \(JSONText.quoted(baseName)),\n"
            + "\"clock\": \(JSONText.quoted(judge.clock.rawValue)),\n\"repeats\": \(judge.head.count),\n"
            + "\"runs\": \(JSONText.quoted(folder)),\n\"check\": \(verdict.jsonObject()),\n"
            + "\"columns\": [" + headers.map(JSONText.quoted).joined(separator: ", ") + "],\n"
            + "\"rows\": [\n" + rows.joined(separator: ",\n") + "\n]}\n"
    }
}
