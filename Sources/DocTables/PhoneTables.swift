import BenchSuite
import JSONText
import ResultFiles
import ResultText

/// The tables that lead with the phone model: the README's *On the seed's phone* (each strategy's hitches on the
/// modelled iPhone 16 Pro at 60 and 120 Hz as the data grows, with the range of the profile's costs) and its
/// *What to use* (one line per situation, chosen from those figures), and Results.md's *The seed's phone, held
/// out* (every strategy at the seed's settings beside what the seed saw, from the tables' prose file). Every
/// figure is one a sweep point or a compare row holds; the choice of a strategy is made here, once, from them.
enum PhoneTables {
    /// Phone-paced sweeps over the key sizes, at 60 Hz and at the seed's 120 Hz.
    static let sweeps = ["sweep-fling-phone.json", "sweep-fling-120hz-phone.json"]
    /// Every strategy at the seed's settings (fling, 60 days, 120 Hz) paced on the phone.
    static let seedComparison = "compare-fling-120hz-phone.json"

    /// The situations a team is in, each with the strategies it allows, in the order the README lists them.
    static let situations: [(name: String, allows: [String]?, smallData: Bool)] = [
        ("Swift Charts only (no drawing of your own)", ["render-all", "window", "window-seamless"], false),
        ("CPU drawing or collection-view cells allowed", nil, false),
        ("Small data (the seed's 60 days)", nil, true),
    ]

    /// A phone figure with its low–high range when the ends differ: `348 [187–348]`.
    static func ranged(_ figures: SweepPhoneFigures?, _ value: (SweepPhoneFigures.Figures) -> Double, _ text: (Double) -> String) -> String
    {
        guard let figures else { return "–" }
        let typical = text(value(figures.typical))
        guard let low = figures.low.map(value), let high = figures.high.map(value), low != high else { return typical }
        return typical + " [" + text(min(low, high)) + "–" + text(max(low, high)) + "]"
    }

    static func count(_ value: Double) -> String { JSONText.grouped(Int(value)) }

    /// The README's lead table: hitches at each rate and size, and the longest hitch at 120 Hz on the largest.
    static func keyTable(_ folder: ReferenceFolder) throws(TablesError) -> String {
        let runs = try sweeps.map { name throws(TablesError) in try folder.sweep(name) }
        let strategies = runs[0].strategies
        var headers = ["strategy"]
        for run in runs {
            headers += run.days.map { "hitches at \(run.refreshHz) Hz, \(JSONText.grouped($0)) days" }
        }
        // The hitch count stops growing once frames are so slow that few are produced; the scroll hitch ratio does
        // not, so the seed's rate gets it at the smallest and largest sizes, with the longest hitch.
        let last = runs[runs.count - 1]
        let ends = [last.days.min() ?? 0, last.days.max() ?? 0]
        headers += ends.map { "scroll hitch ms/s at \(last.refreshHz) Hz, \(JSONText.grouped($0)) days" }
        headers += ["longest hitch ms at \(last.refreshHz) Hz, \(JSONText.grouped(ends[0])) days"]
        let ms = { (value: Double) in JSONText.fixed(value, decimals: 2) }
        let rows = strategies.map { strategy -> [String] in
            var cells = [ResultTables.code(strategy)]
            for run in runs {
                cells += run.days.map { days in ranged(point(run, strategy, days)?.phone, { Double($0.hitches) }, count) }
            }
            cells += ends.map { days in
                ranged(point(last, strategy, days)?.phone, { $0.scrollHitchTimeRatioMsPerSecond ?? 0 }) { JSONText.fixed($0, decimals: 1) }
            }
            cells.append(ranged(point(last, strategy, ends[0])?.phone, \.maxHitchMs, ms))
            return cells
        }
        return ComparisonFormat.markdownTable(headers: headers, rows: rows)
    }

    /// One line per situation: the strategy with the fewest hitches at the seed's rate on the largest size it
    /// concerns (ties: fewer at the profile's high costs, then the strategy listed first), with its figures.
    static func recommendations(_ folder: ReferenceFolder) throws(TablesError) -> String {
        let run = try folder.sweep(sweeps[sweeps.count - 1])
        var lines: [String] = []
        for situation in situations {
            let days = situation.smallData ? (run.days.min() ?? 0) : (run.days.max() ?? 0)
            let candidates = run.strategies.filter { situation.allows?.contains($0) ?? true }
            let scored = candidates.compactMap { strategy -> (strategy: String, phone: SweepPhoneFigures)? in
                point(run, strategy, days)?.phone.map { (strategy, $0) }
            }
            guard
                let best = scored.min(by: {
                    ($0.phone.typical.hitches, $0.phone.high?.hitches ?? 0) < ($1.phone.typical.hitches, $1.phone.high?.hitches ?? 0)
                })
            else { continue }
            let others = scored.filter { $0.strategy != best.strategy }.map {
                "\(ResultTables.code($0.strategy)) \(ranged($0.phone, { Double($0.hitches) }, count))"
            }
            lines.append(
                "- **\(situation.name):** \(ResultTables.code(best.strategy)), "
                    + "\(ranged(best.phone, { Double($0.hitches) }, count)) hitches on fling with \(JSONText.grouped(days)) days at "
                    + "\(run.refreshHz) Hz on the modelled phone"
                    + (others.isEmpty ? "." : " (" + others.joined(separator: ", ") + ")."))
        }
        return lines.joined(separator: "\n")
    }

    /// Results.md's seed check: every strategy paced on the phone at the seed's settings beside what the seed saw.
    static func seedCheck(_ folder: ReferenceFolder) throws(TablesError) -> String {
        let file = try folder.comparison(seedComparison)
        let ms = { (value: Double) in JSONText.fixed(value, decimals: 2) }
        func cell(_ row: RowFigures, _ key: String, _ text: (Double) -> String) -> String {
            ComparisonFormat.phone(key, row, text)
        }
        let headers = [
            "strategy", "the profile", "hitches", "commit / render / both", "scroll hitch ms/s", "longest hitch ms", "commit p50 ms",
            "render p50 ms", "the seed saw",
        ]
        let rows = file.rows.map { row -> [String] in
            let stages = ["commitHitches", "renderHitches", "bothHitches"].map { row.int($0).map(String.init) ?? "–" }
            return [
                ResultTables.code(row.strategy), folder.prose.profileRole[row.strategy] ?? "predicted", cell(row, "phoneHitches", count),
                stages.joined(separator: " / "), cell(row, "phoneScrollHitchTimeRatioMsPerSecond", ms), cell(row, "phoneMaxHitchMs", ms),
                ResultTables.ms(row.number("phoneCommitP50Ms")), ResultTables.ms(row.number("phoneRenderP50Ms")),
                folder.prose.seedSaw[row.strategy] ?? "",
            ]
        }
        return "`\(file.name)`: fling, \(file.days) days, \(file.refreshHz) Hz, paced on the phone model "
            + "(typical costs [low–high costs])\n\n" + ComparisonFormat.markdownTable(headers: headers, rows: rows)
    }

    /// The point of `strategy` at `days` in `sweep`, if it ran there.
    static func point(_ sweep: SweepResult, _ strategy: String, _ days: Int) -> SweepPoint? {
        sweep.points.first { $0.strategy == strategy && $0.days == days }
    }
}
