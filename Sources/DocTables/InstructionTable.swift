import BenchSuite
import JSONText
import ResultFiles
import ResultText

/// *Instructions per frame*: every strategy's instructions per frame and in all on each trace compared on the
/// instruction clock with the seed's other settings (what CI's instruction gate counts).
enum InstructionTable {
    static func make(_ folder: ReferenceFolder) throws(TablesError) -> String {
        let anchor = try folder.comparison(ResultTables.seedComparison)
        let files = folder.comparisons(like: anchor, varying: "clock").filter { $0.clock == .instructions }
        guard !files.isEmpty else {
            throw TablesError("\(folder.path): no comparison like \(anchor.name) on the instruction clock (the instruction table's)")
        }
        let rows = ResultTables.strategies(files).map { strategy in
            [ResultTables.code(strategy)]
                + files.flatMap { file -> [String] in
                    guard let row = file.row(strategy) else { return ["–", "–"] }
                    let perFrame = ["instructionsP50PerFrame", "instructionsP99PerFrame", "instructionsMaxPerFrame"]
                    let share = row.number("instructionsRatioToRenderAll").map { " (" + JSONText.fixed($0, decimals: 3) + "×)" } ?? ""
                    return [
                        perFrame.map { millions(row.int($0)) }.joined(separator: " / "), millions(row.int("instructionsTotal")) + share,
                    ]
                }
        }
        let headers =
            ["strategy"]
            + files.flatMap { ["`\($0.trace)` p50 / p99 / max per frame", "`\($0.trace)` in all (× \(ResultTables.reference))"] }
        let days = Set(files.map(\.days)).sorted().map(String.init).joined(separator: " / ")
        let title = files.map { "`\($0.name)`" }.joined(separator: ", ") + ": \(days) days, instructions counted under valgrind (exact)"
        return title + "\n\n" + ComparisonFormat.markdownTable(headers: headers, rows: rows)
    }

    /// Instructions in millions with two decimals and thousands separated: `4,444.02 M`; `–` for none.
    static func millions(_ count: Int?) -> String {
        guard let count else { return "–" }
        let text = JSONText.fixed(Double(count) / 1e6, decimals: 2)
        let parts = text.split(separator: ".")
        return JSONText.grouped(Int(parts[0]) ?? 0) + "." + parts[1] + " M"
    }
}
