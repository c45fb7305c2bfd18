import BenchSuite
import FrameTiming
import RenderStrategies
import StrategyRun

/// A figure the gate compares within a relative tolerance (work counters and effects are compared exactly
/// instead). A baseline entry records each measure under its raw value as name, and the baseline's
/// `tolerances` give each one's allowed growth.
///
/// Adding a measure is a case here with its tolerance, label and the run's value; the baseline file, the
/// checks and every verdict format follow from the list.
package enum GateMeasure: String, CaseIterable, Sendable {
    /// The strategy's p50 frame time over render-all's p50 in the same repeats. Per frame, not total: the
    /// total also counts frames, and strategies that snap produce more of them on the same trace. A ratio to
    /// render-all measured in the same run, because absolute times differ by machine and load.
    case p50TimeRatioToRenderAll
    /// Instructions every frame of the trace executed, summed (`--clock instructions`): absolute, so no
    /// reference strategy is needed, and exact from run to run, so 1 % is a real change of the work.
    case instructionsTotal
    /// The median frame's instructions (`--clock instructions`).
    case instructionsP50PerFrame
    /// The 99th percentile frame's instructions (`--clock instructions`).
    case instructionsP99PerFrame

    /// The allowed relative growth when the baseline file names none. For the time ratio 0.3 (+30 %): on a
    /// 2-core machine with another job running, six runs' p50 ratios spread by 9.5 % at most, and a check judging
    /// the lowest repeat needed +8.4 % to raise no false alarm between two loaded runs, +21.9 % for a quiet run
    /// against a baseline recorded under load (docs/CIGate.md). For instructions 0.01 (+1 %): the same command
    /// counts the same instructions every time, other command lines move an entry by at most 0.015 % (memcpy's
    /// alignment-dependent paths), and a 2 % slowdown moves it 2 %.
    package var defaultTolerance: Double {
        switch self {
        case .p50TimeRatioToRenderAll: 0.3
        case .instructionsTotal, .instructionsP50PerFrame, .instructionsP99PerFrame: 0.01
        }
    }

    /// How messages name the measure.
    package var label: String {
        switch self {
        case .p50TimeRatioToRenderAll: "p50 frame time ratio to render-all"
        case .instructionsTotal: "instructions in all"
        case .instructionsP50PerFrame: "p50 instructions per frame"
        case .instructionsP99PerFrame: "p99 instructions per frame"
        }
    }

    /// True when the measure is a ratio (printed as `0.146×`); false for a count.
    package var isRatio: Bool {
        switch self {
        case .p50TimeRatioToRenderAll: true
        case .instructionsTotal, .instructionsP50PerFrame, .instructionsP99PerFrame: false
        }
    }

    /// True when a run on `clock` takes the measure: the time ratio on the CPU and wall clocks, instructions on
    /// the instruction clock (under Valgrind times are its emulation's). A baseline on another clock is refused
    /// before the run, so a measure is either taken by both the run and its baseline or by neither.
    package func isTaken(on clock: TimingClock) -> Bool {
        switch self {
        case .p50TimeRatioToRenderAll: clock.measuresTime
        case .instructionsTotal, .instructionsP50PerFrame, .instructionsP99PerFrame: !clock.measuresTime
        }
    }

    /// The measures a run on `clock` takes, in order.
    package static func taken(on clock: TimingClock) -> [GateMeasure] {
        allCases.filter { $0.isTaken(on: clock) }
    }

    /// True when the measure is a time, which varies from repeat to repeat: it fails only when the
    /// smallest repeat's value is beyond the tolerance, and one repeat leaves it without an interval.
    package var variesByRepeat: Bool {
        switch self {
        case .p50TimeRatioToRenderAll: true
        case .instructionsTotal, .instructionsP50PerFrame, .instructionsP99PerFrame: false
        }
    }

    /// The measure's value for one row of a run taken on a clock the measure `isTaken(on:)`, or why it has none.
    package func value(of row: ComparisonRow, in comparison: TraceComparison) -> Result<RepeatEstimate, Unavailable> {
        switch self {
        case .p50TimeRatioToRenderAll:
            guard let ratios = row.timeRatios else {
                let ran = comparison.rows.contains { $0.strategy == StrategyRegistry.referenceName }
                return .failure(
                    Unavailable(
                        ran ? "render-all took no measurable time" : "render-all was not run (the time ratio needs it in the same run)"))
            }
            return .success(ratios.p50)
        case .instructionsTotal, .instructionsP50PerFrame, .instructionsP99PerFrame:
            guard let counted = row.instructions else { return .failure(Unavailable("no instructions were counted")) }
            let value =
                switch self {
                case .instructionsTotal: counted.total
                case .instructionsP50PerFrame: counted.p50PerFrame
                default: counted.p99PerFrame
                }
            // Exact on every run: one value, no interval.
            guard let estimate = RepeatEstimate(perRepeat: [Double(value)]) else { return .failure(Unavailable("no frames")) }
            return .success(estimate)
        }
    }

    /// Why a measure could not be compared in a run: one phrase for the verdict's notes.
    package struct Unavailable: Error, Equatable {
        package let reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
