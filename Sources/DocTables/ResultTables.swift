import BenchSuite
import Foundation
import FrameTiming
import JSONText
import RenderStrategies
import ResultFiles
import ResultText

/// One of the docs' result tables: its section's title, the document it lives in and the table.
package struct GeneratedSection: Equatable, Sendable {
    /// The title its markers carry (`<!-- generated: <title> -->`).
    package var title: String
    /// The document it lives in, relative to the repository root (`README.md`).
    package var document: String
    /// The table (Markdown), without leading or trailing blank lines.
    package var table: String
}

/// The docs' result tables (Markdown), made from the reference results (`ReferenceFolder`): every figure one
/// the harness computed and wrote into a compare row or a sweep point, or one computed here from those once by
/// BenchSuite (`VisibleEffects.summed`, `SwapFrames(pooling:)`); nothing else computes a figure of the docs.
package enum ResultTables {
    /// The README, where the key table lives.
    package static let readme = "README.md"
    /// The results report, where the other tables live.
    package static let report = "docs/Results.md"

    /// Each section's title and the document it lives in, in the order printed.
    package static let documents: [(title: String, document: String)] = [
        ("On the seed's phone", readme), ("What to use", readme), ("Which strategy when", readme), ("fling, 60 days", report),
        ("fling, 1,825 days", report), ("fling, 3,650 days", report), ("Growth with the data", report),
        ("The window with and without the seed's snapping", report), ("window-seamless swap frames", report),
        ("Instructions per frame", report), ("The seed's phone, held out", report),
    ]

    /// The comparison of every strategy on fling with the seed's data and display: the anchor of the tables over
    /// the traces (the comparisons made with its settings), and the key table's small data.
    static let seedComparison = "compare-fling.json"
    /// Five years of data on fling.
    static let fiveYears = "compare-fling-1825d.json"
    /// Ten years of data on fling: the key table's large data.
    static let tenYears = "compare-fling-3650d.json"
    /// The growth of every strategy with the data, at the seed's refresh rate.
    static let growthSweep = "sweep-fling-36500d.json"
    /// The same at other refresh rates, beside it.
    static let otherSweeps = ["sweep-fling-120hz.json"]

    /// Every section's table from `folder`, in the order of `documents`.
    package static func sections(_ folder: ReferenceFolder) throws(TablesError) -> [GeneratedSection] {
        let tables = [
            try PhoneTables.keyTable(folder),
            try PhoneTables.recommendations(folder),
            try DecisionTable.make(folder),
            try compareTable(folder.comparison(seedComparison)),
            try compareTable(folder.comparison(fiveYears)),
            try compareTable(folder.comparison(tenYears)),
            try GrowthTable.make(folder),
            try SnappingTable.make(folder),
            try SwapFrameTable.make(folder),
            try InstructionTable.make(folder),
            try PhoneTables.seedCheck(folder),
        ]
        return zip(documents, tables).map {
            GeneratedSection(title: $0.title, document: $0.document, table: $1.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// A comparison's table as `harness compare --format markdown` prints it, its title naming the file.
    package static func compareTable(_ file: ComparisonFile) -> String {
        let counting = !file.clock.measuresTime
        let title = ComparisonFormat.title(
            trace: file.trace, days: file.days, refreshHz: file.refreshHz, clock: file.clock, repeats: file.repeats)
        return "`\(file.name)`, " + title + "\n\n"
            + ComparisonFormat.markdownTable(
                headers: counting ? ComparisonFormat.instructionHeaders : ComparisonFormat.headers,
                rows: file.rows.map { counting ? ComparisonFormat.instructionCells($0) : ComparisonFormat.cells($0) })
    }

    /// The strategies of `files`' rows, each once, in the order they first appear.
    static func strategies(_ files: [ComparisonFile]) -> [String] {
        var seen = Set<String>()
        return files.flatMap(\.rows).map(\.strategy).filter { seen.insert($0).inserted }
    }

    /// A figure in ms for a table, two decimals; `–` when the file has none.
    static func ms(_ value: Double?) -> String { value.map { JSONText.fixed($0, decimals: 2) } ?? "–" }

    /// A strategy's name as the tables show it.
    static func code(_ name: String) -> String { "`\(name)`" }

    /// The reference strategy's name (`render-all`).
    static let reference = StrategyRegistry.referenceName
}
