/// The largest app slowdown at which a run's longest hitch stayed within a number of refresh intervals, found by
/// bisection between a factor that stayed within it and one that did not.
package struct SlowdownThreshold: Equatable, Sendable {
    /// How the search ended.
    package enum Bound: String, Sendable {
        /// Bracketed to the precision: `factor` stayed within, `exceededAt` did not.
        case found
        /// The run exceeded it already as measured (factor 1): there is no headroom.
        case belowOne
        /// Still within at the largest factor the option accepts: the headroom is at least `factor`.
        case atCeiling
    }

    /// The longest hitch allowed, in refresh intervals (0: hitch-free).
    package var longestHitchIntervals: Int
    /// How the search ended.
    package var bound: Bound
    /// The largest factor measured to stay within (1 when `belowOne`, where it did not).
    package var factor: Double
    /// The smallest factor measured to exceed it (nil when `atCeiling`).
    package var exceededAt: Double?

    /// Searches one threshold. `probes` holds the factors already run with the longest hitch each gave (the
    /// first is factor 1) and gains the new ones; `evaluate` runs one factor. Measured times vary, so the
    /// longest hitch need not grow with the factor: the bracket is the smallest factor measured above the limit
    /// and the largest measured within it below that. A first probe above the bracket's low end starts at
    /// `guess` (the factor at which the slowest measured commit would just fit), then doubles.
    package static func search(
        longestHitchIntervals limit: Int, precision: Double, ceiling: Double, guess: Double,
        probes: inout [(factor: Double, longestHitchIntervals: Int)], evaluate: (Double) throws -> Int
    ) rethrows -> SlowdownThreshold {
        while true {
            let above = probes.filter { $0.longestHitchIntervals > limit }.map(\.factor).min()
            let within = probes.filter { $0.longestHitchIntervals <= limit && $0.factor < (above ?? .infinity) }.map(\.factor).max()
            guard let low = within else {
                return SlowdownThreshold(longestHitchIntervals: limit, bound: .belowOne, factor: 1, exceededAt: above)
            }
            let next: Double
            if let high = above {
                if high <= low * (1 + precision) {
                    return SlowdownThreshold(longestHitchIntervals: limit, bound: .found, factor: low, exceededAt: high)
                }
                next = (low * high).squareRoot()
            } else {
                if low >= ceiling {
                    return SlowdownThreshold(longestHitchIntervals: limit, bound: .atCeiling, factor: low, exceededAt: nil)
                }
                let tried = probes.contains { $0.factor == guess }
                next = min(ceiling, guess > low && !tried ? guess : low * 2)
            }
            probes.append((next, try evaluate(next)))
        }
    }
}
