import Foundation

/// A paired comparison's estimate of head's time over base's: the geometric mean of per-repeat ratios with a
/// one-sided Student-t confidence bound on the log scale.
///
/// Each repeat runs base and head one after the other on the same machine, so each repeat gives one ratio
/// head/base (for a group of entries, the geometric mean of its entries' ratios in that repeat). The logs of
/// those ratios are taken as independent draws around the true log ratio; their mean ± t(1 − α, n − 1) · s/√n
/// bounds it (Student's t for a mean of n paired differences: NIST/SEMATECH e-Handbook §7.3.1, and Kalibera &
/// Jones, "Rigorous Benchmarking in Reasonable Time", 2013, for repeats as the unit). Back on the ratio scale
/// the interval is exp(mean ± …). A ratio is used because it is what a slowdown is, and the log because a
/// ratio's noise is multiplicative (Fleming & Wallace 1986 for the geometric mean of ratios).
package struct PairedInterval: Equatable, Sendable {
    /// Repeats the interval comes from.
    package var repeats: Int
    /// The geometric mean of the per-repeat ratios, exp(mean log ratio).
    package var ratio: Double
    /// The lower and upper confidence bounds of the ratio (each one-sided at `level`); nil with one repeat.
    package var low: Double?, high: Double?
    /// The standard deviation of one repeat's log ratio (≈ its relative spread); nil with one repeat.
    package var perRepeatSpread: Double?
    /// The confidence of each bound (one-sided), e.g. 0.99 for a 1 % chance of a false alarm.
    package var level: Double

    /// The interval from each repeat's ratio (all positive), each bound one-sided at `level`; nil without ratios.
    package init?(ratios: [Double], level: Double) {
        let logs = ratios.filter { $0 > 0 && $0.isFinite }.map { Foundation.log($0) }
        guard !logs.isEmpty, logs.count == ratios.count else { return nil }
        repeats = logs.count
        self.level = level
        let mean = logs.reduce(0, +) / Double(logs.count)
        ratio = exp(mean)
        guard logs.count > 1 else { return }
        let variance = logs.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(logs.count - 1)
        let spread = variance.squareRoot()
        let halfWidth = StudentT.quantile(level, degreesOfFreedom: Double(logs.count - 1)) * spread / Double(logs.count).squareRoot()
        perRepeatSpread = spread
        low = exp(mean - halfWidth)
        high = exp(mean + halfWidth)
    }

    /// The smallest true slowdown (as a fraction) whose ratio this many repeats with this spread would put past
    /// `tolerance` half the time: the tolerance plus the interval's half-width. nil with one repeat.
    package func smallestFlagged(tolerance: Double) -> Double? {
        guard let low else { return nil }
        return (1 + tolerance) * ratio / low - 1
    }

    /// Repeats needed for a true slowdown of `slowdown` (0.05: 5 %) to be flagged past `tolerance` in about
    /// half of the runs, with this run's per-repeat spread: the smallest n with t(level, n − 1) · s/√n ≤
    /// log(1 + slowdown) − log(1 + tolerance). nil when the slowdown is within the tolerance or no spread is known.
    package func repeatsNeeded(slowdown: Double, tolerance: Double) -> Int? {
        guard let spread = perRepeatSpread else { return nil }
        let margin = Foundation.log(1 + slowdown) - Foundation.log(1 + tolerance)
        guard margin > 0 else { return nil }
        guard spread > 0 else { return 2 }
        for n in 2...10_000 where StudentT.quantile(level, degreesOfFreedom: Double(n - 1)) * spread / Double(n).squareRoot() <= margin {
            return n
        }
        return nil
    }
}
