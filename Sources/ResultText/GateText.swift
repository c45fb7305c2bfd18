import BenchGate
import BenchSuite
import Foundation
import JSONText
import ResultFiles
import StrategyRun

/// How comparisons and the gate write figures for people: ratios with their intervals, and changes as
/// percentages that never round a real change away.
package enum GateText {
    /// Most decimals a percentage gets: a change of 1 in 10^18 still shows.
    static let maxPercentDecimals = 18

    /// `fraction` (0.125 = 12.5 %) as a percentage with at least two significant digits: `+12.5%`,
    /// `+0.0042%`, `-3.1%`, `50%` unsigned; `0%` only for exactly 0, so a real change never reads as none.
    package static func percent(_ fraction: Double, signed: Bool = true) -> String {
        percent(fraction, signed: signed, extraDecimals: 0)
    }

    /// `fraction` as `percent(_:)` writes it, with more decimals where needed so that a change that is not the
    /// tolerance never reads as it: `+1.02%` against a tolerance of `+1%`, not `+1%`.
    package static func percent(_ fraction: Double, distinctFrom tolerance: Double) -> String {
        let toleranceText = percent(tolerance)
        var text = percent(fraction)
        var extra = 0
        while fraction != tolerance, text == toleranceText, extra < maxPercentDecimals {
            extra += 1
            text = percent(fraction, signed: true, extraDecimals: extra)
        }
        return text
    }

    private static func percent(_ fraction: Double, signed: Bool, extraDecimals: Int) -> String {
        guard fraction != 0 else { return "0%" }
        let sign = fraction < 0 ? "-" : (signed ? "+" : "")
        let magnitude = abs(fraction * 100)
        guard magnitude.isFinite else { return sign + "inf%" }
        // One decimal from 10 % up; below, as many as two significant digits need (log10 of a huge value is never taken).
        let decimals = min(maxPercentDecimals, extraDecimals + (magnitude >= 10 ? 1 : 1 - Int(log10(magnitude).rounded(.down))))
        var digits = JSONText.number(magnitude, decimals: decimals)
        if digits == "0" { digits = "<0." + String(repeating: "0", count: maxPercentDecimals - 1) + "1" }
        return sign + digits + "%"
    }

    /// A relative change for a machine: nine significant digits, so a change of one in billions is not 0.
    static func fraction(_ value: Double) -> String {
        guard value != 0, value.isFinite, abs(value) < 1e15 else { return number(value) }
        let decimals = max(0, min(maxPercentDecimals, 8 - Int(log10(abs(value)).rounded(.down))))
        return JSONText.number(value, decimals: decimals)
    }

    /// A ratio with its interval: `0.146× [0.140–0.151]`, or `0.146× [?]` when one repeat gave no interval.
    package static func ratio(_ estimate: RepeatEstimate) -> String { estimate.text }

    /// A ratio with the interval from `low` to `high`, `[?]` when either is unknown.
    static func ratio(_ value: Double, low: Double?, high: Double?) -> String { RepeatEstimate.text(value, low: low, high: high) }

    /// A ratio alone, three decimals.
    static func ratio(_ value: Double) -> String { RepeatEstimate.digits(value) }

    /// Bytes in MiB for people: one decimal, two below 0.1 (`23.1`, `0.04`), so a small cache does not read as none.
    package static func megabytes(_ bytes: Int) -> String {
        let megabytes = Double(bytes) / 1_048_576
        return JSONText.fixed(megabytes, decimals: megabytes >= 0.1 ? 1 : 2)
    }

    /// A figure for a machine: whole numbers exactly, others with up to 6 decimals.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 9e15 { return String(Int64(value)) }
        return JSONText.number(value, decimals: 6)
    }
}
