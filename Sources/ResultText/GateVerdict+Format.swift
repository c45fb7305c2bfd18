import BenchGate
import BenchSuite
import DeviceImport
import JSONText
import ResultFiles
import StrategyRun

extension GateVerdict {
    /// The verdict as lines for stderr: each regression and problem (`regression: …`), the entries not run,
    /// each note, and a last line saying pass or FAIL and what was checked.
    package func lines() -> [String] {
        if let refusal { return ["refused: \(refusal)", "compare: REFUSED: nothing was compared (exit 2)"] }
        var out =
            regressions.map { "regression: \($0.entry): \(Self.describe($0, reference: against == nil ? "baseline" : "base"))" }
            + problems.map { "regression: \($0)" }
        if !notRun.isEmpty { out.append("not run: " + notRun.joined(separator: ", ") + " (\(notRunCount))") }
        for changes in functionChanges {
            out.append(
                "where: \(changes.entry): \(Self.signed(changes.totalDelta)) instructions in its profile; the functions that changed most:")
            out += changes.top.map { change in
                "where:   \(Self.signed(change.delta)) (\(changes.share(of: change).map { GateText.percent($0, signed: false) } ?? "-") of the change)  \(change.name)"
            }
        }
        out += notes.map { "note: \($0)" }
        out.append("compare: \(headline)")
        return out
    }

    /// The verdict as a Markdown section to post on a pull request as is.
    package func markdown() -> String {
        if let refusal {
            return "### HitchBench gate: REFUSED\n\nNothing was compared (exit 2): "
                + refusal.replacingOccurrences(of: "\n", with: " ") + "\n"
        }
        var out = "### HitchBench gate: \(passed ? "pass" : "FAIL")\n\n\(summary).\n"
        if !regressions.isEmpty {
            out +=
                "\n| entry | check | \(against == nil ? "value | baseline" : "head | base") | change | tolerance |\n|---|---|---:|---:|---:|---:|\n"
            for check in regressions {
                let change =
                    check.change.map {
                        Self.percent($0, check) + (check.lowChange.map { " (\(Self.lowWord(check)) \(Self.percent($0, check)))" } ?? "")
                    } ?? "-"
                let cells = [
                    check.entry, Self.label(check), Self.figure(check.value, check), Self.figure(check.baseline, check, interval: false),
                    change, Self.toleranceText(check),
                ]
                out += "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
            }
        }
        for changes in functionChanges {
            out += "\n#### Where \(changes.entry)'s instructions went (\(Self.signed(changes.totalDelta)) in its profile)\n\n"
            out += "| function | before | head | change | share of the change |\n|---|---:|---:|---:|---:|\n"
            for change in changes.top {
                let cells = [
                    "`\(change.name)`", JSONText.grouped(change.before), JSONText.grouped(change.after), Self.signed(change.delta),
                    changes.share(of: change).map { GateText.percent($0, signed: false) } ?? "-",
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
        let number = { (value: Double) in JSONValue.literal(GateText.number(value)) }
        let strings = { (list: [String]) in JSONValue.array(list.map(JSONValue.string)) }
        let regressionObjects = regressions.map { (check: GateCheck) -> JSONValue in
            .object([
                ("entry", .string(check.entry)), ("check", .string(check.name)), ("value", number(check.value)),
                ("low", .optional(check.low, number)), ("high", .optional(check.high, number)), ("baseline", number(check.baseline)),
                ("change", .optional(check.change) { .literal(GateText.fraction($0)) }), ("tolerance", number(check.tolerance)),
                ("growthOnly", .bool(check.growthOnly)),
            ])
        }
        let functionObjects = functionChanges.map { (changes: FunctionChanges) -> JSONValue in
            .object([
                ("entry", .string(changes.entry)), ("totalBefore", .int(changes.totalBefore)), ("totalAfter", .int(changes.totalAfter)),
                (
                    "top",
                    .array(changes.top) {
                        .object([("function", .string($0.name)), ("before", .int($0.before)), ("after", .int($0.after))])
                    }
                ),
            ])
        }
        let fields: [(key: String, value: JSONValue)] = [
            ("passed", .bool(passed)), ("refused", .string(refusal)), ("baseline", .string(against == nil ? baselinePath : nil)),
            ("against", .string(against)), ("entriesInBaseline", .int(entriesInBaseline)), ("entriesChecked", .int(entriesChecked)),
            ("checks", .int(checks.count)), ("tolerances", .object(tolerances.map { ($0.name, number($0.value)) })),
            ("regressions", .array(regressionObjects, .lines)), ("problems", strings(problems)), ("notRun", strings(notRun)),
            ("missingAllowed", .bool(missingAllowed)), ("notes", strings(notes)), ("summary", .string(headline)),
            ("functionChanges", .array(functionObjects)),
        ]
        return JSONValue.object(fields, .lines).text(indent: indent)
    }

    /// `pass: …` or `FAIL: …`, one line.
    var headline: String {
        if let refusal { return "REFUSED: " + refusal }
        return (passed ? "pass: " : "FAIL: ") + (failures.isEmpty ? "" : failures.joined(separator: ", ") + "; ") + summary
    }

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
        how += methods
        if let against {
            return
                "head against \(against): \(entriesChecked) of \(entriesInBaseline) entries of the base checked (\(checks.count) figures): "
                + how.joined(separator: "; ")
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
        "\(notRun.count) of \(entriesInBaseline) \(against == nil ? "baseline" : "base") entries; "
            + (missingAllowed ? "accepted with --allow-missing" : "a failure unless --allow-missing")
    }

    /// One regression for a line: `tilesConfigured 63, baseline 62 (+1.6%, must match exactly)`.
    static func describe(_ check: GateCheck, reference: String = "baseline") -> String {
        var change = check.change.map { percent($0, check) } ?? ""
        if let low = check.lowChange { change += ", \(lowWord(check)) \(percent(low, check))" }
        let parts = [change, check.tolerance == 0 && !check.growthOnly ? "must match exactly" : "tolerance \(toleranceText(check))"]
        return "\(label(check)) \(figure(check.value, check)), \(reference) \(figure(check.baseline, check, interval: false)) ("
            + parts.filter { !$0.isEmpty }.joined(separator: "; ") + ")"
    }

    /// A whole-number change with its sign and thousands separators: `+812,345`, `-1,024`.
    static func signed(_ value: Int) -> String {
        (value > 0 ? "+" : value < 0 ? "-" : "") + JSONText.grouped(value.magnitude > UInt(Int.max) ? Int.max : Int(value.magnitude))
    }

    /// A change as a percentage that never reads as the check's tolerance unless it is the tolerance.
    private static func percent(_ change: Double, _ check: GateCheck) -> String {
        check.tolerance == 0 ? GateText.percent(change) : GateText.percent(change, distinctFrom: check.tolerance)
    }

    /// What the low end of a check's interval is: a baseline check's smallest repeat, a paired check's bound.
    private static func lowWord(_ check: GateCheck) -> String {
        check.label == nil ? "lowest repeat" : "lower bound"
    }

    private static func label(_ check: GateCheck) -> String {
        check.label ?? GateMeasure(rawValue: check.name)?.label ?? DeviceMeasure(rawValue: check.name)?.label ?? check.name
    }

    /// A figure as people read it: a ratio with three decimals (and the run's interval), a count whole.
    private static func figure(_ value: Double, _ check: GateCheck, interval: Bool = true) -> String {
        guard check.isRatio || GateMeasure(rawValue: check.name)?.isRatio == true else { return GateText.number(value) }
        return interval ? GateText.ratio(value, low: check.low, high: check.high) : GateText.ratio(value) + "×"
    }

    private static func toleranceText(_ check: GateCheck) -> String {
        check.growthOnly
            ? GateText.percent(check.tolerance) : (check.tolerance == 0 ? "exact" : "±" + GateText.percent(check.tolerance, signed: false))
    }
}
