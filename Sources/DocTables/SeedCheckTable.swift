import JSONText
import ResultFiles
import ResultText

/// The two tables of docs/Results.md's "The seed's phone as a check": the app slowdowns at which render-all and
/// visible show the seed's longest hitches, and every strategy run at those factors beside what the seed saw.
enum SeedCheckTable {
    /// `83× (79–88)`: a threshold's median factor with the repeats' range (`none` when every repeat hitched as
    /// measured, `≥` when most stayed within at the ceiling).
    static func factor(_ threshold: SlowdownFile.Threshold) -> String {
        if threshold.repeatsBelowOne > 0, threshold.medianFactor <= 1 { return "none" }
        let prefix = threshold.repeatsAtCeiling > 0 ? "≥ " : ""
        let text = prefix + number(threshold.medianFactor) + "×"
        return threshold.minFactor == threshold.maxFactor
            ? text : text + " (" + number(threshold.minFactor) + "–" + number(threshold.maxFactor) + ")"
    }

    /// Three significant figures at most: `1.35`, `38.2`, `412`.
    static func number(_ value: Double) -> String {
        JSONText.number(value, decimals: value < 10 ? 2 : value < 100 ? 1 : 0)
    }

    /// How the factors were found: the searched strategy's thresholds on its display, and the factor that gives
    /// the seed's longest hitch (the geometric middle of the factors at which the longest hitch is that long).
    static func factors(_ folder: ReferenceFolder) throws(TablesError) -> String {
        var rows: [[String]] = []
        var deepest = 0
        let searches = folder.prose.seedSearches
        for search in searches {
            let file = try folder.slowdown(search.file)
            guard let thresholds = file.thresholds(search.strategy) else {
                throw TablesError("\(folder.path)/\(search.file): no \(search.strategy) row")
            }
            deepest = max(deepest, thresholds.count)
        }
        for search in searches {
            let file = try folder.slowdown(search.file)
            let thresholds = file.thresholds(search.strategy) ?? []
            guard let seed = thresholds.first(where: { $0.intervals == search.intervals })?.middleFactor else {
                throw TablesError("\(folder.path)/\(search.file): no factor for a longest hitch of \(search.intervals) intervals")
            }
            let intervalMs = 1000 / Double(file.refreshHz)
            var row = [
                ResultTables.code(search.strategy) + " (`\(search.kind)`)", "\(file.refreshHz) Hz",
                JSONText.fixed(Double(search.intervals) * intervalMs, decimals: 2) + " ms",
            ]
            row += (0..<deepest).map { index in thresholds.indices.contains(index) ? factor(thresholds[index]) : "–" }
            row.append("**" + number(seed) + "×**")
            rows.append(row)
        }
        let headers =
            ["strategy (kind)", "display", "the seed's longest hitch"]
            + (0..<deepest).map { $0 == 0 ? "hitch-free to" : "longest ≤ \($0) interval\($0 == 1 ? "" : "s") to" }
            + ["factor"]
        return searches.map { "`\($0.file)`" }.joined(separator: ", ") + ": fling, 60 days, 3 searches each; the largest --app-slowdown "
            + "(median, range) within each longest hitch, and the factor that gives the seed's\n\n"
            + ComparisonFormat.markdownTable(headers: headers, rows: rows)
    }

    /// Every strategy on fling at the seed's two factors, beside what the seed saw, at each display rate run.
    static func strategies(_ folder: ReferenceFolder) throws(TablesError) -> String {
        let anchor = try folder.comparison(ResultTables.seedComparison)
        let slowed = folder.comparisons.filter { file in
            file.trace == anchor.trace && file.days == anchor.days && file.clock == anchor.clock
                && (file.setting("appSlowdown").map { $0 != "1" } ?? false)
        }.sorted { $0.refreshHz > $1.refreshHz }
        guard !slowed.isEmpty else {
            throw TablesError("\(folder.path): no comparison on \(anchor.trace) with an app slowdown (see scripts/reference-results.sh)")
        }
        var out = ""
        for file in slowed {
            let slowdown = file.setting("appSlowdown").map { $0.hasPrefix("\"") ? String($0.dropFirst().dropLast()) : $0 } ?? ""
            out +=
                "`\(file.name)`: fling, \(file.days) days, \(file.refreshHz) Hz, --app-slowdown \(slowdown), median of \(file.repeats) repeats\n\n"
            let rows = file.rows.map { row in
                [
                    ResultTables.code(row.strategy), DecisionTable.hitches(row), ResultTables.ms(row.number("maxHitchMs")),
                    row.number("scrollHitchTimeRatioMsPerSecond").map { JSONText.fixed($0, decimals: 1) } ?? "–",
                    ["commitP50Ms", "commitP99Ms"].map { ResultTables.ms(row.number($0)) }.joined(separator: " / "),
                    folder.prose.seedSaw[row.strategy] ?? "",
                ]
            }
            out +=
                ComparisonFormat.markdownTable(
                    headers: [
                        "strategy", "hitches (commit / render / both)", "longest hitch ms", "scroll hitch ms/s", "commit p50 / p99 ms",
                        "the seed saw",
                    ], rows: rows) + "\n"
        }
        return out
    }
}
