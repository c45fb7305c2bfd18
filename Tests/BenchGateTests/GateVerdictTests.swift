import Foundation
import FrameTiming
import TestSupport
import Testing

@testable import BenchGate
@testable import BenchSuite
@testable import ResultFiles
@testable import ResultText
@testable import StrategyRun

/// The gate's rules on fixed figures: the shared 12-day run supplies the exact counters, and each test sets
/// the time ratios it needs, so no assertion depends on how fast the machine was.
@Suite struct GateVerdictTests {
    /// The shared run with the p50 ratio of `strategy` (of every row when nil) set to `p50`, and every other
    /// ratio to 1, so no figure the verdict reads was measured.
    static func run(p50: RepeatEstimate?, strategy: String? = nil) -> [TraceComparison] {
        var run = sharedComparison
        let one = RepeatEstimate(perRepeat: [1, 1, 1])!
        for index in run[0].rows.indices {
            let chosen = strategy == nil || run[0].rows[index].strategy == strategy
            run[0].rows[index].timeRatios =
                chosen ? p50.map { TimeRatios(p50: $0, p99: one, total: one) } : TimeRatios(p50: one, p99: one, total: one)
        }
        return run
    }

    /// A baseline of the shared run in which every p50 ratio is 1, with `tolerance`.
    static func baseline(tolerance: Double = 0.3) -> Baseline {
        var baseline = Baseline(comparisons: sharedComparison, settings: testSettings(), command: "test")
        for strategy in baseline.entries["short", default: [:]].keys {
            baseline.entries["short"]?[strategy]?.measures[.p50TimeRatioToRenderAll] = 1
        }
        baseline.tolerances[.p50TimeRatioToRenderAll] = tolerance
        return baseline
    }

    static func ratio(_ values: [Double]) -> RepeatEstimate { RepeatEstimate(perRepeat: values)! }

    @Test func aDoctoredCounterIsARegressionWithItsFigures() throws {
        var baseline = Self.baseline()
        let actual = try #require(baseline.entries["short"]?["tiles"]?.counters["tilesConfigured"])
        baseline.entries["short"]?["tiles"]?.counters["tilesConfigured"] = actual - 1
        let verdict = baseline.verdict(for: Self.run(p50: Self.ratio([1, 1, 1])), clock: .cpu, baselinePath: "b.json")
        let regression = try #require(verdict.regressions.first)
        #expect(verdict.regressions.count == 1 && !verdict.passed)
        #expect(regression.entry == "short/tiles" && regression.name == "tilesConfigured")
        #expect(regression.value == Double(actual) && regression.baseline == Double(actual - 1) && regression.tolerance == 0)
        #expect(
            verdict.lines().first == "regression: short/tiles: tilesConfigured \(actual), baseline \(actual - 1) "
                + "(\(GateText.percent(1 / Double(actual - 1))); must match exactly)")
    }

    /// The median grew 50 % but the fastest repeat only 20 %: within +30 %, so not a regression.
    @Test func aTimeRatioFailsOnlyWhenItsLowestRepeatIsBeyondTheTolerance() {
        let baseline = Self.baseline(tolerance: 0.3)
        let noisy = baseline.verdict(
            for: Self.run(p50: Self.ratio([1.2, 1.5, 1.9]), strategy: "tiles"), clock: .cpu, baselinePath: "b")
        #expect(noisy.passed, "\(noisy.lines())")
        let slower = baseline.verdict(
            for: Self.run(p50: Self.ratio([1.35, 1.5, 1.9]), strategy: "tiles"), clock: .cpu, baselinePath: "b")
        #expect(!slower.passed)
        #expect(slower.regressions.map(\.entry) == ["short/tiles"])
        #expect(slower.regressions.first?.low == 1.35 && slower.regressions.first?.high == 1.9)
        #expect(
            slower.lines().first == "regression: short/tiles: p50 frame time ratio to render-all 1.500× [1.350–1.900], "
                + "baseline 1.000× (+50%, lowest repeat +35%; tolerance +30%)")
    }

    @Test func aFasterTimeRatioIsNeverARegression() {
        let verdict = Self.baseline(tolerance: 0).verdict(
            for: Self.run(p50: Self.ratio([0.1, 0.2, 0.3])), clock: .cpu, baselinePath: "b")
        #expect(verdict.passed)
    }

    /// With one repeat there is no interval: the value itself is judged, and a note says so.
    @Test func oneRepeatIsJudgedByItsValueAndSaidSo() {
        let verdict = Self.baseline(tolerance: 0.3).verdict(
            for: Self.run(p50: Self.ratio([1.31]), strategy: "tiles"),
            clock: .cpu, baselinePath: "b")
        #expect(verdict.regressions.map(\.entry) == ["short/tiles"])
        #expect(verdict.notes == [BaselineTests.oneRepeatNote])
    }

    @Test func baselineEntriesNotRunFailUnlessAllowed() {
        let run = [
            TraceComparison(
                traceName: "short", results: Array(sharedComparison[0].results.prefix(2)),
                rows: Array(Self.run(p50: Self.ratio([1, 1, 1]))[0].rows.prefix(2)))
        ]
        let strict = Self.baseline().verdict(for: run, clock: .cpu, baselinePath: "b.json")
        #expect(!strict.passed)
        #expect(strict.entriesChecked == 2 && strict.entriesInBaseline == 5)
        #expect(strict.notRun == ["short/visible", "short/window", "short/window-seamless"])
        #expect(
            strict.lines().contains(
                "not run: short/visible, short/window, short/window-seamless (3 of 5 baseline entries; "
                    + "a failure unless --allow-missing)"))
        let lenient = Self.baseline().verdict(for: run, clock: .cpu, baselinePath: "b.json", allowMissing: true)
        #expect(lenient.passed)
        #expect(lenient.lines().last?.hasPrefix("compare: pass: 2 of 5 baseline entries of b.json checked") == true)
    }

    @Test func anEntryTheBaselineLacksIsAProblem() {
        var baseline = Self.baseline()
        baseline.entries["short"]?["window"] = nil
        let verdict = baseline.verdict(for: Self.run(p50: Self.ratio([1, 1, 1])), clock: .cpu, baselinePath: "b")
        #expect(verdict.problems == ["short/window: not in the baseline (refresh it with --write-baseline)"])
        #expect(!verdict.passed)
    }

    /// Without render-all in the run there is no time ratio: counters are still checked, and the verdict says
    /// that time was not.
    @Test func timeWithoutRenderAllIsReportedAsNotCompared() {
        let full = Self.run(p50: nil)
        let run = [TraceComparison(traceName: "short", results: Array(full[0].results.dropFirst()), rows: Array(full[0].rows.dropFirst()))]
        let verdict = Self.baseline().verdict(for: run, clock: .cpu, baselinePath: "b", allowMissing: true)
        #expect(verdict.passed)
        #expect(verdict.checks.allSatisfy { $0.name != "p50TimeRatioToRenderAll" } && !verdict.checks.isEmpty)
        #expect(
            verdict.notes.first == "p50 frame time ratio to render-all not compared for every entry: render-all was not run "
                + "(the time ratio needs it in the same run)")
        #expect(verdict.lines().contains { $0.hasPrefix("note: p50 frame time ratio to render-all not compared") })
    }

    @Test func theVerdictIsPartOfTheJSONTable() throws {
        var baseline = Self.baseline()
        baseline.entries["short"]?["tiles"]?.counters["glyphsDrawn"] = -1
        let run = Self.run(p50: Self.ratio([1, 1, 1]))
        let verdict = baseline.verdict(for: run, clock: .cpu, baselinePath: "b.json")
        let json = ComparisonFormat.json.render(run, settings: testSettings(), command: "test", toolVersion: "test", verdict: verdict)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "hitchbench-compare-table/2")
        let check = try #require(object["check"] as? [String: Any])
        #expect(check["passed"] as? Bool == false && check["entriesChecked"] as? Int == 5)
        let regression = try #require((check["regressions"] as? [[String: Any]])?.first)
        #expect(regression["entry"] as? String == "short/tiles" && regression["check"] as? String == "glyphsDrawn")
        #expect(regression["baseline"] as? Int == -1 && regression["tolerance"] as? Int == 0)
        #expect(Set(regression.keys) == ["entry", "check", "value", "low", "high", "baseline", "change", "tolerance", "growthOnly"])
        let unchecked = try #require(
            try JSONSerialization.jsonObject(
                with: Data(ComparisonFormat.json.render(run, settings: testSettings(), command: "test", toolVersion: "test").utf8))
                as? [String: Any])
        #expect(unchecked["check"] is NSNull)
    }

    /// The Markdown opens with the verdict and a table of regressions, so it can be posted as is.
    @Test func theVerdictLeadsTheMarkdown() {
        let run = Self.run(p50: Self.ratio([1.5, 1.6, 1.7]), strategy: "visible")
        let markdown = ComparisonFormat.markdown.render(
            run, settings: testSettings(), command: "test", toolVersion: "test",
            verdict: Self.baseline().verdict(for: run, clock: .cpu, baselinePath: "b.json"))
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "### HitchBench gate: FAIL")
        #expect(
            lines.contains(
                "| short/visible | p50 frame time ratio to render-all | 1.600× [1.500–1.700] | 1.000× | +60% (lowest repeat +50%) | +30% |")
        )
        #expect(lines.contains { $0.hasPrefix("#### short: ") })
    }

    /// The run's value is the tolerance's own text to the default digits; the change must not read as the tolerance.
    @Test func aChangeJustPastTheToleranceNeverReadsAsTheTolerance() {
        let baseline = Self.baseline(tolerance: 0.01)
        let verdict = baseline.verdict(
            for: Self.run(p50: Self.ratio([1.0102, 1.0102, 1.0102]), strategy: "tiles"),
            clock: .cpu, baselinePath: "b")
        #expect(
            verdict.lines().first == "regression: short/tiles: p50 frame time ratio to render-all 1.010× [1.010–1.010], "
                + "baseline 1.000× (+1.02%, lowest repeat +1.02%; tolerance +1%)")
    }

    /// One pixel more of four billion is a change of 2.5e-10: the JSON gives it with nine significant digits, not 0.
    @Test func theJSONChangeKeepsATinyChange() throws {
        var baseline = Self.baseline()
        let actual = try #require(baseline.entries["short"]?["tiles"]?.counters["pixelsWritten"])
        baseline.entries["short"]?["tiles"]?.counters["pixelsWritten"] = actual - 1
        let run = Self.run(p50: Self.ratio([1, 1, 1]))
        let verdict = baseline.verdict(for: run, clock: .cpu, baselinePath: "b.json")
        let json = ComparisonFormat.json.render(run, settings: testSettings(), command: "test", toolVersion: "test", verdict: verdict)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let regression = try #require(((object["check"] as? [String: Any])?["regressions"] as? [[String: Any]])?.first)
        let change = try #require(regression["change"] as? Double)
        #expect(abs(change - 1 / Double(actual - 1)) <= 1e-8 / Double(actual))
    }
}

/// Issue 15 §2: on the instruction clock the gate compares each entry's instructions in all and its median and
/// 99th percentile frame with the baseline's, absolutely (no reference strategy) and within 1 % by default.
@Suite struct InstructionGateTests {
    static let settings: RunSettings = {
        var settings = testSettings()
        settings.clock = .instructions
        return settings
    }()

    /// The shared run with every frame counted at 1,000,000 instructions (p99 2,000,000) and no times, as on this
    /// clock; the strategy named has every count scaled by `factor`.
    static func run(scaling strategy: String? = nil, by factor: Double = 1) -> [TraceComparison] {
        var run = sharedComparison
        for index in run[0].rows.indices {
            let scale = run[0].rows[index].strategy == strategy ? factor : 1
            let perFrame = Int((1_000_000 * scale).rounded())
            let frames = run[0].results[index].report.frames.count
            run[0].rows[index].timeRatios = nil
            run[0].rows[index].instructions = InstructionSummary(
                frames: frames, total: perFrame * frames, p50PerFrame: perFrame,
                p99PerFrame: 2 * perFrame, maxPerFrame: 2 * perFrame)
        }
        return run
    }

    static let baseline = Baseline(comparisons: run(), settings: settings, command: "test")

    @Test func theBaselineRecordsTheInstructionMeasuresAndNoTime() {
        let entry = Self.baseline.entries["short"]?["tiles"]
        #expect(entry?.measures[.instructionsTotal] != nil && entry?.measures[.instructionsP50PerFrame] == 1_000_000)
        #expect(entry?.measures[.instructionsP99PerFrame] == 2_000_000 && entry?.measures[.p50TimeRatioToRenderAll] == nil)
        #expect(!Self.baseline.jsonString().contains("p50TimeRatioToRenderAll"))
    }

    @Test func unchangedCountsPassWithEveryMeasureChecked() {
        let verdict = Self.baseline.verdict(for: Self.run(), clock: .instructions, baselinePath: "b")
        #expect(verdict.passed && verdict.notes.isEmpty, "\(verdict.lines())")
        #expect(verdict.checks.filter { $0.name.hasPrefix("instructions") }.count == 3 * 5)
        #expect(verdict.tolerances.map(\.name) == ["counters", "instructionsTotal", "instructionsP50PerFrame", "instructionsP99PerFrame"])
        #expect(
            verdict.lines().last?.hasSuffix(
                "instructions in all up to +1%; p50 instructions per frame up to +1%; "
                    + "p99 instructions per frame up to +1%") == true)
    }

    /// A 2 % slowdown of one strategy fails all three of its measures; 0.5 % passes.
    @Test(arguments: [(1.02, false), (1.005, true)])
    func oneStrategySlowerFailsBeyondOnePercent(factor: Double, passes: Bool) {
        let verdict = Self.baseline.verdict(for: Self.run(scaling: "visible", by: factor), clock: .instructions, baselinePath: "b")
        #expect(verdict.passed == passes)
        if !passes {
            #expect(verdict.regressions.map(\.name) == ["instructionsTotal", "instructionsP50PerFrame", "instructionsP99PerFrame"])
            #expect(verdict.regressions.allSatisfy { $0.entry == "short/visible" && $0.tolerance == 0.01 })
        }
    }

    /// Absolute counts see a slowdown that hits every strategy alike, which a ratio to render-all cannot.
    @Test func aSlowdownOfEveryStrategyAlikeFails() {
        var run = Self.run()
        for strategy in ["render-all", "tiles", "window", "visible", "window-seamless"] {
            run = Self.rescaled(run, strategy, by: 1.02)
        }
        let verdict = Self.baseline.verdict(for: run, clock: .instructions, baselinePath: "b")
        #expect(Set(verdict.regressions.map(\.entry)).count == 5)
    }

    /// Without render-all in the run every instruction figure is still compared.
    @Test func noReferenceStrategyIsNeeded() {
        let full = Self.run(scaling: "tiles", by: 1.03)
        let run = [TraceComparison(traceName: "short", results: Array(full[0].results.dropFirst()), rows: Array(full[0].rows.dropFirst()))]
        let verdict = Self.baseline.verdict(for: run, clock: .instructions, baselinePath: "b", allowMissing: true)
        #expect(verdict.notes.isEmpty)
        #expect(verdict.regressions.map(\.entry) == ["short/tiles", "short/tiles", "short/tiles"])
    }

    /// Less work is never a regression.
    @Test func fewerInstructionsPass() {
        #expect(Self.baseline.verdict(for: Self.run(scaling: "window", by: 0.5), clock: .instructions, baselinePath: "b").passed)
    }

    static func rescaled(_ run: [TraceComparison], _ strategy: String, by factor: Double) -> [TraceComparison] {
        var run = run
        for index in run[0].rows.indices where run[0].rows[index].strategy == strategy {
            guard let counted = run[0].rows[index].instructions else { continue }
            let scale = { (value: Int) in Int((Double(value) * factor).rounded()) }
            run[0].rows[index].instructions = InstructionSummary(
                frames: counted.frames, total: scale(counted.total),
                p50PerFrame: scale(counted.p50PerFrame),
                p99PerFrame: scale(counted.p99PerFrame), maxPerFrame: scale(counted.maxPerFrame))
        }
        return run
    }
}
