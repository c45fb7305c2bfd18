import BenchSuite
import JSONText
import ResultFiles
import ResultText

/// *Growth with the data*: per data size of the growth sweep, each strategy's median and longest frame, and
/// render-all's hitches with both hitch time ratios there and in the sweeps at other refresh rates.
enum GrowthTable {
    static func make(_ folder: ReferenceFolder) throws(TablesError) -> String {
        let sweep = try folder.sweep(ResultTables.growthSweep)
        let others = try ResultTables.otherSweeps.map { name throws(TablesError) in try folder.sweep(name) }
        let reference = ResultTables.reference
        func point(_ sweep: SweepResult, _ strategy: String, _ days: Int) -> SweepPoint? {
            sweep.points.first { $0.strategy == strategy && $0.days == days }
        }
        let rows = sweep.days.map { days -> [String] in
            [JSONText.grouped(days)]
                + sweep.strategies.map { strategy in
                    point(sweep, strategy, days).map { ResultTables.ms($0.p50FrameMs) + " / " + ResultTables.ms($0.maxFrameMs) } ?? "–"
                }
                + ([sweep] + others).map { sweep in point(sweep, reference, days).map(hitches) ?? "–" }
        }
        let headers =
            ["days"] + sweep.strategies.map { "\(ResultTables.code($0)) p50 / max ms" }
            + ["\(reference) hitches (scroll / trace ms/s) at \(sweep.refreshHz) Hz"] + others.map { "at \($0.refreshHz) Hz" }
        return ComparisonFormat.markdownTable(headers: headers, rows: rows)
    }

    /// A point's hitches with its scrolling and whole-trace hitch time ratios: `12 (981 / 939)`.
    static func hitches(_ point: SweepPoint) -> String {
        let scroll = point.scrollHitchTimeRatioMsPerSecond.map { JSONText.fixed($0, decimals: 0) } ?? "no scroll"
        return "\(point.hitches) (\(scroll) / \(JSONText.fixed(point.traceHitchTimeRatioMsPerSecond, decimals: 0)))"
    }
}
