import BenchGate
import BenchSuite
import DeviceImport
import FrameTiming
import JSONText
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
        var fields = [
            "\"format\": \(JSONText.quoted(format))",
            "\"trace\": \(JSONText.quoted(comparison.traceName))",
            "\"refreshHz\": \(settings.refreshHz)",
            "\"clock\": \(JSONText.quoted(settings.clock.rawValue))",
            "\"repeats\": \(settings.repeats)",
            "\"days\": \(settings.options.data.dayCount)",
            "\"command\": \(JSONText.quoted(command))",
            "\"settings\": \(settings.recorded.jsonObject())",
        ]
        let rows = comparison.rows.map { row -> String in
            let pairs =
                row.fields.map { "\(JSONText.quoted($0.key)): \($0.value.json)" } + [
                    "\"timeRatiosByClock\": \(ratiosByClock(row, settings))",
                    "\"swapFrameMs\": \(swapFrameMs(row, settings))",
                ]
            return "\(indent)    {" + pairs.joined(separator: ", ") + "}"
        }
        fields.append("\"rows\": [\n" + rows.joined(separator: ",\n") + "\n\(indent)  ]")
        // The device rows compare showed beside the strategies, so the summary plot draws them from the file.
        if !devices.isEmpty { fields.append("\"devices\": " + DeviceRow.json(devices).replacing("\n", with: "\n\(indent)  ")) }
        if includeResults {
            let results = comparison.results.map { $0.report.jsonString(toolVersion: toolVersion).trimmingTrailingNewline() }
            fields.append("\"results\": [\n" + results.joined(separator: ",\n") + "\n\(indent)  ]")
        }
        return "\(indent){\n" + fields.map { "\(indent)  " + $0 }.joined(separator: ",\n") + "\n\(indent)}" + (indent.isEmpty ? "\n" : "")
    }
}

extension ComparisonDocument {
    /// The row's time ratios to render-all on both time clocks, `{"cpu": {"p50": {"value", "low", "high"}, …},
    /// "wall": …}`, from the same repeats; null on the instruction clock or without render-all.
    static func ratiosByClock(_ row: ComparisonRow, _ settings: RunSettings) -> String {
        guard let mine = row.timeRatios else { return "null" }
        // Both host clocks always (null when the run had no ratios there), and the phone's on a run paced by it.
        var byClock: [(TimingClock, TimeRatios?)] = [(settings.clock, mine), (settings.clock.otherTimeClock, row.otherClockTimeRatios)]
        for host in [TimingClock.cpu, .wall] where !byClock.contains(where: { $0.0 == host }) { byClock.append((host, nil)) }
        byClock.sort { $0.0.rawValue < $1.0.rawValue }
        func estimate(_ value: RepeatEstimate?) -> String {
            guard let value else { return "null" }
            let number = { (x: Double?) in x.map { JSONText.number($0, decimals: 4) } ?? "null" }
            return "{\"value\": \(number(value.value)), \"low\": \(number(value.low)), \"high\": \(number(value.high))}"
        }
        let clocks = byClock.map { clock, ratios -> String in
            guard let ratios else { return "\(JSONText.quoted(clock.rawValue)): null" }
            return "\(JSONText.quoted(clock.rawValue)): {\"p50\": \(estimate(ratios.p50)), \"p99\": \(estimate(ratios.p99)), "
                + "\"total\": \(estimate(ratios.total))}"
        }
        return "{" + clocks.joined(separator: ", ") + "}"
    }
}

extension ComparisonDocument {
    /// Each swap frame's work in ms, in frame order, so swaps can be pooled over several traces (the docs' swap
    /// table takes the median of all of them); null on the instruction clock, whose times are Valgrind's.
    static func swapFrameMs(_ row: ComparisonRow, _ settings: RunSettings) -> String {
        guard settings.clock.measuresTime else { return "null" }
        return "[" + row.swapFrames.ms.map { JSONText.number($0, decimals: 4) }.joined(separator: ", ") + "]"
    }
}

extension String {
    fileprivate func trimmingTrailingNewline() -> String { hasSuffix("\n") ? String(dropLast()) : self }
}
