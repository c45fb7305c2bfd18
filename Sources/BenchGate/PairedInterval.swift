import Foundation

/// A paired comparison's estimate of head's time over base's from per-repeat ratios: the Hodges–Lehmann
/// estimate with the distribution-free confidence bounds of Wilcoxon's signed-rank test, on the log scale.
///
/// Each repeat runs base and head one after the other on the same machine (ABBA), so each repeat gives one
/// ratio head/base (for a group of entries, the geometric mean of its entries' ratios in that repeat). When the
/// two are the same program they are exchangeable within a repeat, so the log ratio is symmetric about 0
/// whatever the machine does: that is all Wilcoxon's signed-rank test assumes, and its exact null distribution
/// gives bounds that hold for heavy-tailed noise too — a shared runner's disturbed repeats (a neighbour's build
/// on the other hyperthread: +50 % for seconds) are outliers that a t-interval's standard deviation would
/// swallow the signal in. The estimate is the median of the Walsh averages (x_i + x_j)/2, i ≤ j; the lower
/// bound at one-sided level L is the (k+1)-th smallest Walsh average for the largest k with P(W ≤ k) ≤ 1 − L
/// (Hollander, Wolfe & Chicken, *Nonparametric Statistical Methods*, 3rd ed., §3.1–3.2; Hodges & Lehmann 1963).
/// The ratio scale is exp of those. With too few repeats for any bound at L (2^−n > 1 − L) there is none.
package struct PairedInterval: Equatable, Sendable {
    /// Repeats the interval comes from.
    package var repeats: Int
    /// The estimate of head/base, exp(Hodges–Lehmann estimate of the log ratio).
    package var ratio: Double
    /// The lower and upper confidence bounds of the ratio (each one-sided at `level`); nil when the repeats are
    /// too few for a bound at that level.
    package var low: Double?, high: Double?
    /// A robust spread of one repeat's log ratio (1.4826 × its median absolute deviation, ≈ the relative
    /// standard deviation without the outliers); nil with one repeat.
    package var perRepeatSpread: Double?
    /// The confidence of each bound (one-sided), e.g. 0.99 for a 1 % chance of a false alarm.
    package var level: Double

    /// The interval from each repeat's ratio (all positive), each bound one-sided at `level`; nil without ratios.
    package init?(ratios: [Double], level: Double) {
        let logs = ratios.filter { $0 > 0 && $0.isFinite }.map { Foundation.log($0) }
        guard !logs.isEmpty, logs.count == ratios.count else { return nil }
        repeats = logs.count
        self.level = level
        var walsh: [Double] = []
        for i in logs.indices { for j in i..<logs.count { walsh.append((logs[i] + logs[j]) / 2) } }
        walsh.sort()
        ratio = exp(Self.median(walsh))
        guard logs.count > 1 else { return }
        let center = Self.median(logs)
        perRepeatSpread = 1.4826 * Self.median(logs.map { abs($0 - center) })
        if let k = SignedRank.lowerCriticalValue(repeats: logs.count, tail: 1 - level) {
            low = exp(walsh[k])
            high = exp(walsh[walsh.count - 1 - k])
        }
    }

    /// The smallest true slowdown (as a fraction) whose ratio this many repeats with this spread would put past
    /// `tolerance` about half the time: the tolerance plus the bound's distance from the estimate. nil without a bound.
    package func smallestFlagged(tolerance: Double) -> Double? {
        guard let low else { return nil }
        return (1 + tolerance) * ratio / low - 1
    }

    /// Repeats needed for a true slowdown of `slowdown` (0.05: 5 %) to be flagged past `tolerance` in about half
    /// of the runs, with this run's robust spread: the smallest n with z · s/√(n · 3/π) ≤ log(1 + slowdown) −
    /// log(1 + tolerance), the normal approximation of the signed-rank bound (3/π: its efficiency against the
    /// t-test under normal noise), and never fewer than an exact bound at the level needs. nil when the slowdown
    /// is within the tolerance or no spread is known.
    package func repeatsNeeded(slowdown: Double, tolerance: Double) -> Int? {
        guard let spread = perRepeatSpread else { return nil }
        let margin = Foundation.log(1 + slowdown) - Foundation.log(1 + tolerance)
        guard margin > 0 else { return nil }
        let z = StudentT.quantile(level, degreesOfFreedom: 1e6)
        let fewest = (2...100).first { SignedRank.lowerCriticalValue(repeats: $0, tail: 1 - level) != nil } ?? 100
        let needed = (z * spread / margin) * (z * spread / margin) * Double.pi / 3
        return max(fewest, Int(needed.rounded(.up)))
    }

    private static func median(_ sorted: [Double]) -> Double {
        let values = sorted.sorted()
        let middle = values.count / 2
        return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
    }
}

/// Wilcoxon's signed-rank statistic W (the sum of the ranks of the positive differences) under the null
/// hypothesis: its exact distribution for n differences, each of the 2^n sign patterns equally likely.
package enum SignedRank {
    /// P(W ≤ w) for each w from 0 to n(n+1)/2.
    package static func cumulative(repeats n: Int) -> [Double] {
        let top = n * (n + 1) / 2
        var counts = [Double](repeating: 0, count: top + 1)
        counts[0] = 1
        for rank in stride(from: 1, through: n, by: 1) {
            for sum in stride(from: top, through: rank, by: -1) { counts[sum] += counts[sum - rank] }
        }
        let total = pow(2.0, Double(n))
        var running = 0.0
        return counts.map { count in
            running += count
            return running / total
        }
    }

    /// The largest k with P(W ≤ k) ≤ `tail`, or nil when even P(W ≤ 0) = 2^−n is larger.
    package static func lowerCriticalValue(repeats n: Int, tail: Double) -> Int? {
        guard n >= 1 else { return nil }
        let cdf = cumulative(repeats: n)
        return cdf.lastIndex { $0 <= tail }
    }
}
