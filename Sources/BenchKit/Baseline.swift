import Foundation
import FrameTiming
import RenderStrategies
import InputFiles
import JSONText

/// The committed expectations `harness compare --check` gates on (`hitchbench-baseline/1`).
///
/// Work counters and visible effects are exact on every machine, so they are compared exactly
/// (or within `counterTolerance`). Absolute times differ by machine, so time enters only as each
/// strategy's time ratio to render-all measured in the same run, within `timeRatioTolerance`.
public struct Baseline: Sendable {
    /// The format tag a baseline file carries and must carry to be read.
    public static let format = "hitchbench-baseline/1"
    /// Most trace/strategy entries a baseline file may hold: the shipped one has 18 (6 traces × 3 strategies).
    public static let maxEntries = 1_000
    /// Most bytes one entry may take in a file: a written entry takes about 450, one field a line about 900.
    public static let maxEntryBytes = 2_048
    /// The largest baseline file read: `maxEntries` entries of `maxEntryBytes` plus 64 KiB for the rest,
    /// 2,113,536 bytes. Larger files are refused before they are read.
    public static let fileLimit = InputLimit(
        maxBytes: maxEntries * maxEntryBytes + 65_536, kind: "baselines",
        allowance: "1,000 trace/strategy entries of up to 2,048 bytes"
    )

    /// What one strategy did on one trace.
    public struct Entry: Equatable, Sendable {
        /// Where the strategy's scrolls rested (`none`, `noon`, `day`); nil in baselines older than `--snap`.
        public var snap: String?
        /// Frames produced (idle vsyncs produce none).
        public var frames: Int
        /// Work counter totals over the trace, by counter name.
        public var counters: [String: Int]
        /// Visible effects by name: content jumps, the largest jump (whole pixels), y rescales, edge stalls and
        /// peak cache bytes.
        public var effects: [String: Int]
        /// Total frame time over render-all's in the same run, median over repeats; nil when render-all was not run.
        public var timeRatioToRenderAll: Double?
    }

    /// The command that recorded the baseline.
    public var command: String
    /// Allowed relative difference of a counter or effect (0: exact).
    public var counterTolerance = 0.0
    /// Allowed relative growth of a strategy's time ratio to render-all (0.5: up to 50% slower).
    public var timeRatioTolerance = 0.5
    /// Days of data the baseline was recorded with; a run on another number of days is reported, not compared.
    public var days: Int
    /// Refresh rate (Hz) the baseline was recorded at; a run at another rate is reported, not compared.
    public var refreshHz: Int
    /// Entries by trace, then strategy.
    public var entries: [String: [String: Entry]]

    /// A baseline made from a comparison run.
    public init(comparisons: [TraceComparison], context: ComparisonContext) {
        command = context.command
        days = context.days
        refreshHz = context.refreshHz
        entries = [:]
        for comparison in comparisons {
            for (row, result) in zip(comparison.rows, comparison.results) {
                entries[comparison.traceName, default: [:]][row.strategy] = Entry(
                    snap: row.snap.rawValue, frames: result.report.frames.count,
                    counters: result.namedTotals.byName,
                    effects: Self.effects(row.effects),
                    timeRatioToRenderAll: row.timeRatioToRenderAll
                )
            }
        }
    }

    /// The effects as whole numbers by name (the largest jump rounded to a pixel).
    static func effects(_ effects: VisibleEffects) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: effects.fields.map { ($0.key, Int($0.value.rounded())) })
    }

    /// Every way `comparisons` falls short of the baseline, one readable line each; empty when none.
    public func regressions(in comparisons: [TraceComparison], context: ComparisonContext) -> [String] {
        var out: [String] = []
        if context.days != days { out.append("baseline was recorded with \(days) days; this run used \(context.days)") }
        if context.refreshHz != refreshHz { out.append("baseline was recorded at \(refreshHz) Hz; this run used \(context.refreshHz) Hz") }
        guard out.isEmpty else { return out }
        for comparison in comparisons {
            for row in comparison.rows {
                let name = "\(comparison.traceName)/\(row.strategy)"
                guard let expected = entries[comparison.traceName]?[row.strategy],
                      let result = comparison.results.first(where: { $0.report.metadataValue("strategy") == row.strategy }) else {
                    out.append("\(name): not in the baseline (refresh it with --write-baseline)")
                    continue
                }
                if let snap = expected.snap, snap != row.snap.rawValue {
                    out.append("\(name): scrolls rest with snap \(row.snap.rawValue), baseline \(snap) (compare with the same --snap)")
                    continue
                }
                if result.report.frames.count != expected.frames {
                    out.append("\(name): \(result.report.frames.count) frames, baseline \(expected.frames)")
                }
                out += differences(name: name, actual: result.namedTotals.byName, expected: expected.counters)
                out += differences(name: name, actual: Self.effects(row.effects), expected: expected.effects)
                if let ratio = row.timeRatioToRenderAll, let base = expected.timeRatioToRenderAll, ratio > base * (1 + timeRatioTolerance) {
                    out.append("\(name): time ratio to render-all \(JSONText.fixed(ratio, decimals: 3)), baseline "
                        + "\(JSONText.fixed(base, decimals: 3)) (+\(percent(ratio / base - 1)), tolerance \(percent(timeRatioTolerance)))")
                }
            }
        }
        return out
    }

    private func differences(name: String, actual: [String: Int], expected: [String: Int]) -> [String] {
        expected.keys.sorted().compactMap { key in
            guard let value = actual[key], let base = expected[key] else { return "\(name): \(key) missing" }
            // A baseline is input: its counts may be anything, so the difference must not overflow.
            let (difference, overflow) = value.subtractingReportingOverflow(base)
            let allowed = Double(base.magnitude) * counterTolerance
            guard overflow || Double(difference.magnitude) > allowed else { return nil }
            let change = base == 0 ? "" : " (\(value > base ? "+" : "")\(percent((Double(value) - Double(base)) / Double(base))))"
            return "\(name): \(key) \(value), baseline \(base)\(change)"
                + (counterTolerance == 0 ? ", must match exactly" : ", tolerance \(percent(counterTolerance))")
        }
    }

    private func percent(_ fraction: Double) -> String { JSONText.number(fraction * 100, decimals: 1) + "%" }
}
