import BenchGate
import BenchSuite
import DeviceImport
import JSONText
import StrategyRun

extension GateVerdict {
    /// The verdict as lines for stderr: each regression and problem (`regression: …`), the entries not run,
    /// each note, and a last line saying pass or FAIL and what was checked.
    package func lines() -> [String] {
        var out = regressions.map { "regression: \($0.entry): \(Self.describe($0))" } + problems.map { "regression: \($0)" }
        if !notRun.isEmpty { out.append("not run: " + notRun.joined(separator: ", ") + " (\(notRunCount))") }
        out += notes.map { "note: \($0)" }
        out.append("compare: \(headline)")
        return out
    }

    /// The verdict as a Markdown section to post on a pull request as is.
    package func markdown() -> String {
        var out = "### HitchBench gate: \(passed ? "pass" : "FAIL")\n\n\(summary).\n"
        if !regressions.isEmpty {
            out += "\n| entry | check | value | baseline | change | tolerance |\n|---|---|---:|---:|---:|---:|\n"
            for check in regressions {
                let change =
                    check.change.map {
                        Self.percent($0, check) + (check.lowChange.map { " (lowest repeat \(Self.percent($0, check)))" } ?? "")
                    } ?? "-"
                let cells = [
                    check.entry, Self.label(check), Self.figure(check.value, check), Self.figure(check.baseline, check, interval: false),
                    change, Self.toleranceText(check),
                ]
                out += "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
            }
        }
        var items = problems.map { "- Problem: \($0)" }
        if !notRun.isEmpty { items.append("- Not run (\(notRunCount)): " + notRun.map { "`\($0)`" }.joined(separator: ", ")) }
        items += notes.map { "- Note: \($0)" }
        if !items.isEmpty { out += "\n" + items.joined(separator: "\n") + "\n" }
        return out
    }

    /// The verdict as one JSON object: pass/fail, counts, tolerances, every regression with its value,
    /// interval, baseline, change and tolerance, the problems, the entries not run and the notes.
    package func jsonObject(indent: String = "") -> String {
        func strings(_ list: [String]) -> String { "[" + list.map(JSONText.quoted).joined(separator: ", ") + "]" }
        func optional(_ value: Double?) -> String { value.map(GateText.number) ?? "null" }
        let regressionObjects = regressions.map { check in
            "\(indent)    {\"entry\": \(JSONText.quoted(check.entry)), \"check\": \(JSONText.quoted(check.name)), "
                + "\"value\": \(GateText.number(check.value)), \"low\": \(optional(check.low)), \"high\": \(optional(check.high)), "
                + "\"baseline\": \(GateText.number(check.baseline)), \"change\": \(check.change.map(GateText.fraction) ?? "null"), "
                + "\"tolerance\": \(GateText.number(check.tolerance)), \"growthOnly\": \(check.growthOnly)}"
        }
        let fields = [
            "\"passed\": \(passed)", "\"baseline\": \(JSONText.quoted(baselinePath))",
            "\"entriesInBaseline\": \(entriesInBaseline)", "\"entriesChecked\": \(entriesChecked)", "\"checks\": \(checks.count)",
            "\"tolerances\": {" + tolerances.map { "\(JSONText.quoted($0.name)): \(GateText.number($0.value))" }.joined(separator: ", ")
                + "}",
            "\"regressions\": [" + (regressionObjects.isEmpty ? "]" : "\n" + regressionObjects.joined(separator: ",\n") + "\n\(indent)  ]"),
            "\"problems\": \(strings(problems))", "\"notRun\": \(strings(notRun))", "\"missingAllowed\": \(missingAllowed)",
            "\"notes\": \(strings(notes))", "\"summary\": \(JSONText.quoted(headline))",
        ]
        return "{\n" + fields.map { "\(indent)  \($0)" }.joined(separator: ",\n") + "\n\(indent)}"
    }

    /// `pass: …` or `FAIL: …`, one line.
    var headline: String { (passed ? "pass: " : "FAIL: ") + (failures.isEmpty ? "" : failures.joined(separator: ", ") + "; ") + summary }

    /// What was checked, against what and how.
    var summary: String {
        let counters = tolerances.first { $0.name == "counters" }?.value ?? 0
        var how = ["frames, counters and effects " + (counters == 0 ? "exactly" : "within \(GateText.percent(counters, signed: false))")]
        how += tolerances.compactMap { item in
            GateMeasure(rawValue: item.name).map { measure in
                "\(measure.label) up to \(GateText.percent(item.value))" + (measure.variesByRepeat ? " (judged by the lowest repeat)" : "")
            }
                ?? DeviceMeasure(rawValue: item.name).map { "\($0.label) up to \(GateText.percent(item.value)) (judged by the lowest run)" }
        }
        return "\(entriesChecked) of \(entriesInBaseline) baseline entries of \(baselinePath) checked (\(checks.count) figures): "
            + how.joined(separator: "; ")
    }

    /// The failures by kind, counted: `2 regressions`, `1 problem`, `3 baseline entries not run`.
    private var failures: [String] {
        func count(_ n: Int, _ one: String, _ many: String) -> String? { n == 0 ? nil : "\(n) \(n == 1 ? one : many)" }
        return [
            count(regressions.count, "regression", "regressions"), count(problems.count, "problem", "problems"),
            missingAllowed ? nil : count(notRun.count, "baseline entry not run", "baseline entries not run"),
        ]
        .compactMap { $0 }
    }

    private var notRunCount: String {
        "\(notRun.count) of \(entriesInBaseline) baseline entries; "
            + (missingAllowed ? "accepted with --allow-missing" : "a failure unless --allow-missing")
    }

    /// One regression for a line: `tilesConfigured 63, baseline 62 (+1.6%, must match exactly)`.
    static func describe(_ check: GateCheck) -> String {
        var change = check.change.map { percent($0, check) } ?? ""
        if let low = check.lowChange { change += ", lowest repeat \(percent(low, check))" }
        let parts = [change, check.tolerance == 0 && !check.growthOnly ? "must match exactly" : "tolerance \(toleranceText(check))"]
        return "\(label(check)) \(figure(check.value, check)), baseline \(figure(check.baseline, check, interval: false)) ("
            + parts.filter { !$0.isEmpty }.joined(separator: "; ") + ")"
    }

    /// A change as a percentage that never reads as the check's tolerance unless it is the tolerance.
    private static func percent(_ change: Double, _ check: GateCheck) -> String {
        check.tolerance == 0 ? GateText.percent(change) : GateText.percent(change, distinctFrom: check.tolerance)
    }

    private static func label(_ check: GateCheck) -> String {
        GateMeasure(rawValue: check.name)?.label ?? DeviceMeasure(rawValue: check.name)?.label ?? check.name
    }

    /// A figure as people read it: a ratio with three decimals (and the run's interval), a count whole.
    private static func figure(_ value: Double, _ check: GateCheck, interval: Bool = true) -> String {
        guard GateMeasure(rawValue: check.name)?.isRatio == true else { return GateText.number(value) }
        return interval ? GateText.ratio(value, low: check.low, high: check.high) : GateText.ratio(value) + "×"
    }

    private static func toleranceText(_ check: GateCheck) -> String {
        check.growthOnly
            ? GateText.percent(check.tolerance) : (check.tolerance == 0 ? "exact" : "±" + GateText.percent(check.tolerance, signed: false))
    }
}
