import BenchGate
import BenchSuite
import DeviceImport
import FrameTiming
import JSONText
import ResultLabels
import StrategyRun

/// `results/compare-<trace>.json` (`hitchbench-compare/2`): the table's rows and each strategy's
/// full result, so plots and later checks need nothing else. Fields: results/README.md.
package enum ComparisonDocument {
    /// The format tag written into the document.
    package static let format = "hitchbench-compare/2"

    /// The document for a comparison run with `settings` by `command`; `includeResults` adds every strategy's
    /// `hitchbench-result/2` object, which names `toolVersion`.
    package static func json(
        _ comparison: TraceComparison, settings: RunSettings, command: String, toolVersion: String, includeResults: Bool = true,
        indent: String = "", devices: [DeviceRow] = []
    ) -> String {
        var fields: [(key: String, value: JSONValue)] = [
            ("format", .string(format)), ("trace", .string(comparison.traceName)), ("refreshHz", .int(settings.refreshHz)),
            ("clock", .string(settings.clock.rawValue)), ("repeats", .int(settings.repeats)),
            ("repeatsLabel", .string(ResultLabels.repeats(settings.repeats))),
            ("days", .int(settings.options.data.dayCount)), ("command", .string(command)), ("settings", settings.recorded.json),
        ]
        let rows = comparison.rows.map { row -> JSONValue in
            .object(
                row.fields.map { ($0.key, $0.value.json) } + [
                    ("timeRatiosByClock", ratiosByClock(row, settings)), ("swapFrameMs", swapFrameMs(row, settings)),
                    ("instructionsRatioLabel", .string(row.instructionsRatioToRenderAll.map { RepeatEstimate.digits($0) + "×" })),
                ])
        }
        fields.append(("rows", .array(rows, .lines)))
        // The device rows compare showed beside the strategies, so the summary plot draws them from the file.
        if !devices.isEmpty { fields.append(("devices", DeviceRow.json(devices))) }
        if includeResults {
            fields.append(("results", .array(comparison.results, .flush) { $0.report.json(toolVersion: toolVersion) }))
        }
        return indent + JSONValue.object(fields, .lines).text(indent: indent) + (indent.isEmpty ? "\n" : "")
    }
}

extension ComparisonDocument {
    /// The row's time ratios to render-all on both time clocks, `{"cpu": {"p50": {"value", "low", "high", "label"}, …},
    /// "wall": …}`, from the same repeats; null on the instruction clock or without render-all.
    static func ratiosByClock(_ row: ComparisonRow, _ settings: RunSettings) -> JSONValue {
        guard let mine = row.timeRatios else { return .null }
        // Both host clocks always (null when the run had no ratios there), and the phone's on a run paced by it.
        var byClock: [(TimingClock, TimeRatios?)] = [(settings.clock, mine), (settings.clock.otherTimeClock, row.otherClockTimeRatios)]
        for host in [TimingClock.cpu, .wall] where !byClock.contains(where: { $0.0 == host }) { byClock.append((host, nil)) }
        byClock.sort { $0.0.rawValue < $1.0.rawValue }
        func estimate(_ value: RepeatEstimate?) -> JSONValue {
            .optional(value) {
                .object([
                    ("value", .number($0.value, 4)), ("low", .number($0.low, 4)), ("high", .number($0.high, 4)),
                    ("label", .string($0.text)),
                ])
            }
        }
        return .object(
            byClock.map { clock, ratios in
                (
                    clock.rawValue,
                    .optional(ratios) { .object([("p50", estimate($0.p50)), ("p99", estimate($0.p99)), ("total", estimate($0.total))]) }
                )
            })
    }

    /// Each swap frame's work in ms, in frame order, so swaps can be pooled over several traces (the docs' swap
    /// table takes the median of all of them); null on the instruction clock, whose times are Valgrind's.
    static func swapFrameMs(_ row: ComparisonRow, _ settings: RunSettings) -> JSONValue {
        guard settings.clock.measuresTime else { return .null }
        return .array(row.swapFrames.ms.map { .number($0, decimals: 4) })
    }
}
