import BenchSuite
import JSONText
import ResultFiles

extension SlowdownResult {
    /// A readable table: per strategy, the largest factor at which it stayed hitch-free (its headroom) and at
    /// which its longest hitch stayed within each number of intervals, as the median over repeats with the range.
    package func textTable() -> String {
        let interval = settings.budgetMilliseconds
        var out =
            "slowdown search on \(traceName), \(settings.options.data.dayCount) days, \(settings.refreshHz) Hz (interval "
            + "\(JSONText.fixed(interval, decimals: 2)) ms), \(settings.clock.rawValue) clock, \(max(1, settings.repeats)) "
            + "repeat\(settings.repeats == 1 ? "" : "s"), brackets within \(JSONText.number(100 * precision, decimals: 2)) %\n"
        out += "largest --app-slowdown at which the longest hitch stays within (median over repeats, range):\n"
        let nameWidth = max("strategy".count, strategies.map(\.name.count).max() ?? 0)
        func left(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        func right(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
        let columnWidth = 24
        out += left("strategy", nameWidth) + right("kind", 11)
        for intervals in 0...maxIntervals {
            out += right(
                intervals == 0 ? "hitch-free" : "≤ " + JSONText.fixed(Double(intervals) * interval, decimals: 2) + " ms", columnWidth)
        }
        out += right("runs", 7) + "\n"
        for strategy in strategies {
            out += left(strategy.name, nameWidth) + right(strategy.commitWork.rawValue, 11)
            for intervals in 0...maxIntervals { out += right(Self.cell(strategy, intervals: intervals), columnWidth) }
            out += right(String(strategy.runs), 7) + "\n"
        }
        out += "'none': hitches past it already as measured; '≥': still within at 10000×, the largest factor accepted\n"
        return out
    }

    /// `38.2× (36.0–40.1)`, `none`, or `≥ 10000×`.
    static func cell(_ strategy: Strategy, intervals: Int) -> String {
        let count = strategy.thresholds(intervals: intervals).count
        if strategy.repeatsBelowOne(intervals: intervals) == count { return "none" }
        let median = strategy.medianFactor(intervals: intervals)
        let range = strategy.factorRange(intervals: intervals)
        let prefix = strategy.repeatsAtCeiling(intervals: intervals) > count / 2 ? "≥ " : ""
        let text = prefix + Self.factor(median) + "×"
        return count > 1 ? text + " (" + Self.factor(range.lowerBound) + "–" + Self.factor(range.upperBound) + ")" : text
    }

    /// Three significant figures at most: `1.35`, `38.2`, `412`.
    static func factor(_ value: Double) -> String {
        JSONText.number(value, decimals: value < 10 ? 2 : value < 100 ? 1 : 0)
    }
}
