import BenchSuite
import DisplayModel
import JSONText
import ResultFiles
import ResultText

/// *window-seamless swap frames*: per refresh rate, every frame in which window-seamless re-centred, over all
/// the traces compared with the seed's settings at that rate: how many, the median and the worst, and the worst
/// against the frame budget.
enum SwapFrameTable {
    /// The strategy the section is about.
    static let strategy = "window-seamless"

    static func make(_ folder: ReferenceFolder) throws(TablesError) -> String {
        let anchor = try folder.comparison(ResultTables.seedComparison)
        let displays =
            [folder.comparisons(like: anchor)]
            + Dictionary(grouping: folder.comparisons(like: anchor, varying: "refreshHz"), by: \.refreshHz).sorted { $0.key < $1.key }
            .map(\.value)
        var rows: [[String]] = []
        for files in displays {
            var runs: [(trace: String, swaps: SwapFrames)] = []
            for file in files {
                guard let row = file.row(strategy) else { continue }
                guard let ms = row.swapFrameMs else { throw TablesError("\(file.name): the \(strategy) row has no swapFrameMs") }
                runs.append((file.trace, SwapFrames(ms: ms)))
            }
            guard let refreshHz = files.first?.refreshHz, !runs.isEmpty else { continue }
            let all = SwapFrames(pooling: runs.map(\.swaps))
            let budget = FrameClock.budgetMilliseconds(refreshHz: refreshHz)
            let worstTrace = runs.first { $0.swaps.maxMs == all.maxMs }?.trace ?? ""
            rows.append([
                "\(refreshHz) Hz", String(all.count), ResultTables.ms(all.medianMs),
                all.maxMs.map { ResultTables.ms($0) + " (\(worstTrace))" } ?? "–", JSONText.fixed(budget, decimals: 2),
                all.maxShare(ofBudgetMs: budget).map { JSONText.fixed($0 * 100, decimals: 0) + " %" } ?? "–",
            ])
        }
        return ComparisonFormat.markdownTable(
            headers: [
                "display", "swap frames", "median swap frame ms", "worst swap frame ms (trace)", "budget ms", "worst as share of budget",
            ], rows: rows)
    }
}
