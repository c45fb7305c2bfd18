import BenchSuite
import StrategyRun

/// One figure the gate compared: a trace/strategy entry's value in the run against the baseline's.
package struct GateCheck: Equatable, Sendable {
    /// The entry, `<trace>/<strategy>`.
    package var entry: String
    /// What was compared: `frames`, a counter or effect name, or a `GateMeasure` raw value.
    package var name: String
    /// The run's value (for a measure, the median over repeats).
    package var value: Double
    /// The interval of a value that varies by repeat (smallest and largest repeat); nil otherwise or with one repeat.
    package var low: Double?, high: Double?
    /// The baseline's value.
    package var baseline: Double
    /// Allowed relative difference (0: must match exactly).
    package var tolerance: Double
    /// True when only growth can fail (a time: faster is never a regression), judged by `low` when known.
    package var growthOnly: Bool
    /// Whether the value is within the tolerance.
    package var passed: Bool
    /// How messages name the check when it is not a counter or a `GateMeasure` (a paired time ratio); nil otherwise.
    package var label: String? = nil
    /// True when the value is a ratio printed as `1.012×`, for a check that is not a `GateMeasure`.
    package var isRatio = false

    /// (value − baseline) / |baseline|; nil when the baseline is 0.
    package var change: Double? {
        baseline == 0 ? nil : (value - baseline) / abs(baseline)
    }

    /// The change of the interval's low end, when there is an interval.
    package var lowChange: Double? {
        guard let low, baseline != 0 else { return nil }
        return (low - baseline) / abs(baseline)
    }
}

/// What `compare --check` did: which baseline entries it checked and which it could not, every figure it
/// compared, what failed and what it could not compare, and whether the run passes.
package struct GateVerdict: Sendable {
    /// The baseline file as given on the command line.
    package var baselinePath: String
    /// Trace/strategy entries the baseline holds.
    package var entriesInBaseline: Int
    /// Baseline entries the run also produced, which were checked.
    package var entriesChecked: Int
    /// Baseline entries the run did not produce (`<trace>/<strategy>`), sorted.
    package var notRun: [String] = []
    /// Whether entries not run are accepted (`--allow-missing`).
    package var missingAllowed = false
    /// Failures that are not a figure: an entry the baseline lacks, a strategy that rested another way.
    package var problems: [String] = []
    /// Every figure compared, in the order checked.
    package var checks: [GateCheck] = []
    /// What could not be compared, and why; never a failure by itself.
    package var notes: [String] = []
    /// The tolerances the checks used: `counters` and each measure's raw value.
    package var tolerances: [(name: String, value: Double)] = []
    /// What the entries were checked against when it is not a baseline file (`compare --against`: "base main
    /// (2b2040c1a2b3)"); nil for a baseline.
    package var against: String? = nil
    /// How the checks that are not counters or baseline measures were judged, one phrase each, for the summary.
    package var methods: [String] = []
    /// Why the check could not be made at all (exit 2): a refusal, whose verdict holds only this.
    package var refusal: String? = nil
    /// Where the instructions of regressed entries went, from their Callgrind profiles (instruction gate).
    package var functionChanges: [FunctionChanges] = []

    /// The checks that failed.
    package var regressions: [GateCheck] { checks.filter { !$0.passed } }

    /// True when nothing failed: no regression, no problem, and every baseline entry ran (or `--allow-missing`).
    package var passed: Bool {
        refusal == nil && regressions.isEmpty && problems.isEmpty && (notRun.isEmpty || missingAllowed)
    }

    /// The verdict of a check refused before it ran, with the reason (one line).
    package static func refused(_ reason: String, subject: String) -> GateVerdict {
        var verdict = GateVerdict(baselinePath: subject, entriesInBaseline: 0, entriesChecked: 0)
        verdict.refusal = reason
        return verdict
    }
}
