import Foundation

/// Student's t distribution: its cumulative distribution and quantiles, for the paired comparison's interval.
///
/// The CDF comes from the regularized incomplete beta function, P(T ≤ t) = 1 − ½ I_{ν/(ν+t²)}(ν/2, ½) for t ≥ 0,
/// evaluated by its continued fraction with the modified Lentz method (Numerical Recipes, 3rd ed., §6.4); the
/// quantile is found by bisection, which is slow but exact to 1e-10 and runs a few times per verdict.
package enum StudentT {
    /// P(T ≤ t) with `degreesOfFreedom` ν > 0.
    package static func cdf(_ t: Double, degreesOfFreedom nu: Double) -> Double {
        let x = nu / (nu + t * t)
        let tail = 0.5 * regularizedBeta(x, a: nu / 2, b: 0.5)
        return t >= 0 ? 1 - tail : tail
    }

    /// The t with P(T ≤ t) = `probability` (0 < p < 1).
    package static func quantile(_ probability: Double, degreesOfFreedom nu: Double) -> Double {
        guard probability != 0.5 else { return 0 }
        guard probability > 0.5 else { return -quantile(1 - probability, degreesOfFreedom: nu) }
        var low = 0.0, high = 1.0
        while cdf(high, degreesOfFreedom: nu) < probability, high < 1e12 { high *= 2 }
        for _ in 0..<200 where high - low > 1e-10 * max(1, high) {
            let middle = (low + high) / 2
            if cdf(middle, degreesOfFreedom: nu) < probability { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// I_x(a, b), the regularized incomplete beta function, for 0 ≤ x ≤ 1.
    static func regularizedBeta(_ x: Double, a: Double, b: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let logGammas: Double = lgamma(a + b) - lgamma(a) - lgamma(b)
        let logPowers: Double = a * log(x) + b * log(1 - x)
        let front = exp(logGammas + logPowers)
        // The continued fraction converges fast for x < (a + 1)/(a + b + 2); use the symmetry otherwise.
        if x < (a + 1) / (a + b + 2) { return front * continuedFraction(x, a: a, b: b) / a }
        return 1 - front * continuedFraction(1 - x, a: b, b: a) / b
    }

    private static func continuedFraction(_ x: Double, a: Double, b: Double) -> Double {
        let tiny = 1e-300
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var result = d
        for m in 1...300 {
            let m = Double(m)
            let even = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
            d = 1 + even * d
            if abs(d) < tiny { d = tiny }
            c = 1 + even / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            result *= d * c
            let odd = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
            d = 1 + odd * d
            if abs(d) < tiny { d = tiny }
            c = 1 + odd / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let step = d * c
            result *= step
            if abs(step - 1) < 1e-15 { break }
        }
        return result
    }
}
