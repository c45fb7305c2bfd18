import BenchSuite
import JSONText
import ResultFiles
import ResultText

/// *The window with and without the seed's snapping*: per trace compared without snapping, the window's swaps,
/// jumps and stalls there and with the seed's settings.
enum SnappingTable {
    /// The strategy the section is about.
    static let strategy = "window"

    static func make(_ folder: ReferenceFolder) throws(TablesError) -> String {
        let anchor = try folder.comparison(ResultTables.seedComparison)
        let seed = folder.comparisons(like: anchor)
        let free = folder.comparisons(like: anchor, varying: "snap").filter { $0.setting("snap") == JSONText.quoted("none") }
        guard !free.isEmpty else {
            throw TablesError("\(folder.path): no comparison like \(anchor.name) with --snap none (the snapping table's)")
        }
        var rows: [[String]] = []
        var seedSnap = ""
        for file in free {
            guard let withSnap = seed.first(where: { $0.trace == file.trace }) else {
                throw TablesError(
                    "\(folder.path): \(file.name) has no comparison of \(file.trace) with \(anchor.name)'s settings beside it")
            }
            let row = try window(in: file), seedRow = try window(in: withSnap)
            seedSnap = seedRow.text("snap") ?? ""
            rows.append([file.trace, describe(row), describe(seedRow)])
        }
        return ComparisonFormat.markdownTable(
            headers: ["trace", "`\(strategy) --snap none`", "`\(strategy)` (\(seedSnap), as the seed wrote it)"], rows: rows)
    }

    static func window(in file: ComparisonFile) throws(TablesError) -> RowFigures {
        guard let row = file.row(strategy) else { throw TablesError("\(file.name): no \(strategy) row") }
        return row
    }

    /// `5 swaps, 5 jumps (max 73 px), 3 stalls`.
    static func describe(_ row: RowFigures) -> String {
        let jumps = row.int("contentJumps") ?? 0
        return JSONText.counted(row.int("swapFrames") ?? 0, "swap") + ", " + JSONText.counted(jumps, "jump")
            + (jumps == 0 ? "" : " (max \(Int(row.number("maxContentJumpPixels") ?? 0)) px)") + ", "
            + JSONText.counted(row.int("edgeStalls") ?? 0, "stall")
    }
}
