import Foundation
import TestSupport
import Testing

@testable import BenchGate
@testable import BenchSuite
@testable import ResultFiles
@testable import ResultText
@testable import StrategyRun

@Suite struct BaselineTests {
    /// Counters and effects are exact, so a second run matches them; the time tolerance is opened wide
    /// (its rule is tested with fixed ratios in GateVerdictTests), since two runs' timings differ. Both runs put
    /// every frame on time: paced by the CPU clock, a frame that overruns under a loaded sanitizer run defers the
    /// next, and the frames produced (so the counters) would follow this machine's speed.
    @Test func aRunPassesItsOwnBaseline() throws {
        let onTime = comparison(pacesFrames: false)
        var baseline = Baseline(comparisons: try onTime.run(), settings: testSettings(), command: "test")
        baseline.tolerances[.p50TimeRatioToRenderAll] = .infinity
        let again = try onTime.run()
        let verdict = baseline.verdict(for: again, clock: .cpu, baselinePath: "b.json")
        #expect(verdict.passed, "\(verdict.lines())")
        #expect(verdict.entriesChecked == 5 && verdict.entriesInBaseline == 5)
        #expect(verdict.problems.isEmpty && verdict.notRun.isEmpty)
        #expect(verdict.notes == [Self.oneRepeatNote])
    }

    /// What the verdict says when one repeat gave a time ratio no interval.
    static let oneRepeatNote =
        "p50 frame time ratio to render-all: one repeat gives no interval, so the check compared the single value "
        + "(use --repeat 3 or more)"

    @Test func theBaselineRecordsEverySettingOfTheRun() {
        let baseline = Baseline(comparisons: sharedComparison, settings: testSettings(), command: "test")
        #expect(
            baseline.settings.values.map(\.name) == [
                "data", "dataFile", "days", "seed", "refreshHz", "clock", "repeats", "tileDays", "windowRadiusDays", "fixedY",
                "windowMarginDays", "cornerRadiusPoints", "snap", "snapSettle", "pipeline", "buffering", "appSlowdown", "profile", "cost",
                "phoneRefreshHz", "build",
            ])
        #expect(baseline.settings["days"] == "12" && baseline.settings["seed"] == "1" && baseline.settings["snap"] == "default")
    }

    @Test func everyEntryRecordsItsP50TimeRatio() {
        let baseline = Baseline(comparisons: sharedComparison, settings: testSettings(), command: "test")
        #expect(baseline.entries["short"]?["render-all"]?.measures[.p50TimeRatioToRenderAll] == 1)
        #expect(baseline.entries["short"]?.values.allSatisfy { $0.measures[.p50TimeRatioToRenderAll] != nil } == true)
    }

    @Test func theBaselineFileRoundTrips() throws {
        var baseline = Baseline(comparisons: sharedComparison, settings: testSettings(), command: "test")
        baseline.tolerances[.p50TimeRatioToRenderAll] = 0.25
        baseline.entries["short"]?["tiles"]?.measures = [:]
        let path = try scratchFile("baseline.json", contents: baseline.jsonString())
        defer { removeScratch(path) }
        let loaded = try Baseline.load(path: path)
        for (trace, strategies) in baseline.entries {
            for (strategy, entry) in strategies {
                let other = try #require(loaded.entries[trace]?[strategy])
                #expect(other.counters == entry.counters && other.effects == entry.effects && other.frames == entry.frames)
                #expect(other.snap == entry.snap && other.measures.keys == entry.measures.keys)
                #expect(abs((other.measures[.p50TimeRatioToRenderAll] ?? 0) - (entry.measures[.p50TimeRatioToRenderAll] ?? 0)) < 1e-6)
            }
        }
        #expect(loaded.tolerance(of: .p50TimeRatioToRenderAll) == 0.25)
        #expect(loaded.settings == baseline.settings)
        #expect(loaded.settingsDifferences(from: testSettings().recorded).isEmpty)
    }

    @Test func aBaselineOfAnotherFormatIsRefused() throws {
        let path = try scratchFile("bad.json", contents: "{\"format\": \"something/1\"}")
        defer { removeScratch(path) }
        #expect(throws: BaselineError.self) { try Baseline.load(path: path) }
    }

    /// The previous format recorded no settings; one line says so and how to refresh.
    @Test func aVersion1BaselineIsRefusedWithTheWayToRefreshIt() throws {
        let path = try scratchFile(
            "old.json", contents: #"{"format": "hitchbench-baseline/1", "command": "c", "days": 60, "refreshHz": 60, "traces": {}}"#)
        defer { removeScratch(path) }
        do {
            _ = try Baseline.load(path: path)
            Issue.record("a /1 baseline was read")
        } catch {
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasPrefix("baseline \(path): is hitchbench-baseline/1, "))
            #expect(error.description.hasSuffix("refresh it with 'compare ... --baseline \(path) --write-baseline'"))
        }
    }

    /// `--write-baseline` refuses to drop what the run leaves out; these are the traces and strategies it names.
    @Test func whatARunLeavesOutOfTheBaselineIsNamed() {
        let baseline = Baseline(comparisons: sharedComparison, settings: testSettings(), command: "test")
        #expect(
            baseline.leftOut(traces: ["short"], strategies: ["render-all", "tiles", "window", "visible", "window-seamless"]) == ([], []))
        let left = baseline.leftOut(traces: ["other"], strategies: ["tiles"])
        #expect(left.traces == ["short"] && left.strategies == ["render-all", "visible", "window", "window-seamless"])
        #expect(
            baseline.notRun(traces: ["short"], strategies: ["tiles", "visible"]) == [
                "short/render-all", "short/window", "short/window-seamless",
            ])
    }
}

/// Inputs the fuzz-baseline target crashed on, checked by the gate without trapping.
@Suite struct BaselineFuzzRegressionTests {
    /// Fuzz/corpus/fuzz-baseline/extreme-counters.json: `value - base` overflowed for a count near Int.min.
    @Test(arguments: [-Int.max, Int.min, Int.max])
    func anExtremeCountIsARegressionNotATrap(count: Int) throws {
        var baseline = Baseline(comparisons: sharedComparison, settings: testSettings(), command: "test")
        baseline.entries["short"]?["tiles"]?.counters["tilesConfigured"] = count
        let verdict = baseline.verdict(for: sharedComparison, clock: .cpu, baselinePath: "b.json")
        #expect(verdict.regressions.map(\.name) == ["tilesConfigured"])
        #expect(verdict.lines().first?.hasPrefix("regression: short/tiles: tilesConfigured ") == true)
    }
}
