import DisplayModel
import FrameTiming
import JSONText
import StrategyRun

/// A figure measured once per repeat (a time ratio): the median of the repeats' values and, from two
/// repeats on, the interval from the smallest to the largest of them.
///
/// Each repeat runs the strategies interleaved (A B C A B C), so a repeat's ratio divides two times taken
/// moments apart on the same machine and most of the machine's load cancels out; what is left varies from
/// repeat to repeat, and the range of the repeats shows how much. Under independent repeats the range
/// holds the true median with probability 1 − 2^(1−n): 75 % at 3 repeats, 94 % at 5, 98 % at 7. One repeat
/// gives no interval (nil), never a made-up one. The same timings always give the same figures.
package struct RepeatEstimate: Equatable, Sendable {
    /// The median of the repeats' values.
    package var value: Double
    /// The smallest repeat's value; nil with a single repeat.
    package var low: Double?
    /// The largest repeat's value; nil with a single repeat.
    package var high: Double?
    /// How many repeats the figures come from.
    package var repeats: Int

    /// The estimate from each repeat's value; nil when there are none.
    package init?(perRepeat ratios: [Double]) {
        guard let smallest = ratios.min(), let largest = ratios.max() else { return nil }
        value = Statistics.median(ratios)
        low = ratios.count > 1 ? smallest : nil
        high = ratios.count > 1 ? largest : nil
        repeats = ratios.count
    }

    /// The end of the interval a slowdown must pass to count: the smallest repeat's value, or the
    /// value itself when a single repeat gives no interval.
    package var lowerBound: Double { low ?? value }

    /// The estimate as compare prints it and the plots show it: `0.146× [0.140–0.151]`, `[?]` without an interval.
    package var text: String { Self.text(value, low: low, high: high) }

    /// A ratio with the interval from `low` to `high`, `[?]` when either is unknown, each to three decimals.
    package static func text(_ value: Double, low: Double?, high: Double?) -> String {
        let interval = low.flatMap { low in high.map { "[\(digits(low))–\(digits($0))]" } } ?? "[?]"
        return digits(value) + "× " + interval
    }

    /// A ratio alone, rounded to three decimals from its full value.
    package static func digits(_ value: Double) -> String { JSONText.fixed(value, decimals: 3) }
}
