import DisplayModel
import FrameTiming
import RenderStrategies

/// What `SlowdownSearch` found: for each strategy and each longest hitch allowed (0, 1, … intervals), the
/// threshold of every repeat and their median and range.
package struct SlowdownResult: Sendable {
    /// One strategy's thresholds.
    package struct Strategy: Sendable {
        /// The strategy's name.
        package var name: String
        /// The kind of work its commit stands for (which factor of `--app-slowdown` a threshold is for).
        package var commitWork: CommitWork
        /// Runs of the trace the searches took.
        package var runs: Int
        /// Each repeat's thresholds, by longest hitch allowed (index 0: hitch-free).
        package var byRepeat: [[SlowdownThreshold]]

        /// The thresholds for a longest hitch of `intervals` intervals, one per repeat.
        package func thresholds(intervals: Int) -> [SlowdownThreshold] {
            byRepeat.compactMap { $0.indices.contains(intervals) ? $0[intervals] : nil }
        }

        /// The median over repeats of the largest factor that stayed within `intervals` (1 where a repeat
        /// exceeded it as measured).
        package func medianFactor(intervals: Int) -> Double {
            Statistics.median(thresholds(intervals: intervals).map(\.factor))
        }

        /// The smallest and largest factor over repeats that stayed within `intervals`.
        package func factorRange(intervals: Int) -> ClosedRange<Double> {
            let factors = thresholds(intervals: intervals).map(\.factor)
            return (factors.min() ?? 1)...(factors.max() ?? 1)
        }

        /// The factors at which the longest hitch is `intervals` intervals exactly (1 and more): from the median
        /// of the threshold below to the median of its own, with their geometric middle — the factor that puts a
        /// strategy's longest hitch at a measured length (the seed's 25 ms, 3 intervals at 120 Hz). Nil for 0.
        package func exactly(intervals: Int) -> (from: Double, to: Double, middle: Double)? {
            guard intervals >= 1 else { return nil }
            let from = medianFactor(intervals: intervals - 1)
            let to = medianFactor(intervals: intervals)
            // Three significant figures: the thresholds carry their runs' noise, so more digits would claim more.
            return (from, to, Self.significant((from * to).squareRoot(), 3))
        }

        /// `value` rounded to `digits` significant figures (83.46 → 83.5, 1234 → 1230).
        static func significant(_ value: Double, _ digits: Int) -> Double {
            guard value > 0, value.isFinite else { return value }
            var scale = 1.0
            while value * scale < pow10(digits - 1) { scale *= 10 }
            while value * scale >= pow10(digits) { scale /= 10 }
            return (value * scale).rounded() / scale
        }

        private static func pow10(_ exponent: Int) -> Double { (0..<max(0, exponent)).reduce(1.0) { value, _ in value * 10 } }

        /// Repeats in which the run exceeded `intervals` already as measured.
        package func repeatsBelowOne(intervals: Int) -> Int {
            thresholds(intervals: intervals).filter { $0.bound == .belowOne }.count
        }

        /// Repeats still within `intervals` at the largest factor the option accepts.
        package func repeatsAtCeiling(intervals: Int) -> Int {
            thresholds(intervals: intervals).filter { $0.bound == .atCeiling }.count
        }
    }

    /// The trace's short name.
    package var traceName: String
    /// The settings of every run (the repeats are the searches; the slowdown is what was searched).
    package var settings: RunSettings
    /// The largest longest hitch searched, in intervals.
    package var maxIntervals: Int
    /// The relative width each bracket was narrowed to.
    package var precision: Double
    /// Each strategy's thresholds, in the order searched.
    package var strategies: [Strategy]
}
