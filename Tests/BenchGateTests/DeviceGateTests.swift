import DeviceImport
import TestSupport
import Testing

@testable import BenchGate
@testable import BenchSuite

/// The gate on device runs: a label's runs are its repeats, its hitch time ratio and longest hitch may grow by
/// their tolerance judged by the lowest run, and the verdict says a device run is noisy.
@Suite struct DeviceGateTests {
    /// A run labelled `label` whose scroll ratio is `ratio` ms/s and longest hitch `maxHitchMs`.
    static func run(_ label: String = "FixIt on iPhone", ratio: Double?, maxHitchMs: Double? = 33.3, scroll: Bool = true) -> DeviceRun {
        var run = DeviceRun(source: .instruments, label: label, inputs: ["x.xml"])
        run.summary.hitches = 3
        run.summary.maxHitchMs = maxHitchMs
        if scroll { run.summary.scrollHitchTimeRatioMsPerSecond = ratio } else { run.summary.traceHitchTimeRatioMsPerSecond = ratio }
        return run
    }

    static func rows(_ runs: [DeviceRun]) throws -> [DeviceRow] {
        try DeviceRow.rows(runs.enumerated().map { ("run\($0.offset).json", $0.element) })
    }

    /// A baseline holding one device whose ratio is 10 ms/s and longest hitch 33.3 ms, with the default +50 %.
    static func baseline() throws -> Baseline {
        var baseline = Baseline(comparisons: [], settings: testSettings(), command: "test")
        let row = try #require(try rows([run(ratio: 10)]).first)
        baseline.devices[row.label] = Baseline.DeviceEntry(row)
        return baseline
    }

    static func verdict(_ runs: [DeviceRun]) throws -> GateVerdict {
        try baseline().verdict(for: [], clock: .cpu, baselinePath: "b.json", devices: rows(runs))
    }

    /// Three recordings of one label are one row: median 12, from 9 to 20.
    @Test func runsOfOneLabelAreItsRepeats() throws {
        let rows = try Self.rows([Self.run(ratio: 9), Self.run(ratio: 20), Self.run(ratio: 12), Self.run("Other", ratio: 1)])
        #expect(rows.map(\.label) == ["FixIt on iPhone", "Other"] && rows[0].runs == 3 && rows[0].ratioKind == .scroll)
        #expect(rows[0].hitchTimeRatio == RepeatEstimate(perRepeat: [9, 20, 12]) && rows[0].summary.scrollHitchTimeRatioMsPerSecond == 12)
    }

    @Test func aDeviceWithinItsTolerancePasses() throws {
        let verdict = try Self.verdict([Self.run(ratio: 14)])
        #expect(verdict.passed && verdict.checks.map(\.name) == ["deviceHitchTimeRatio", "deviceMaxHitchMs"])
        #expect(verdict.entriesChecked == 1 && verdict.entriesInBaseline == 1)
    }

    /// 16 ms/s is +60 % on 10: past +50 %, a regression.
    @Test func aRatioGrownPastItsToleranceIsARegression() throws {
        let verdict = try Self.verdict([Self.run(ratio: 16)])
        let regression = try #require(verdict.regressions.first)
        #expect(!verdict.passed && regression.entry == "device/FixIt on iPhone" && regression.value == 16 && regression.baseline == 10)
    }

    /// A baseline of three takes (10, 12, 19.6: median 12): the slowest take, 19.6, is +63 % on the median and
    /// past +50 %, yet it was one of the baseline's own takes, so it passes; 20 is past both and fails.
    @Test func aTakeOfTheBaselineItselfPasses() throws {
        var baseline = Baseline(comparisons: [], settings: testSettings(), command: "test")
        let row = try #require(try Self.rows([Self.run(ratio: 10), Self.run(ratio: 12), Self.run(ratio: 19.6)]).first)
        baseline.devices[row.label] = Baseline.DeviceEntry(row)
        #expect(baseline.devices[row.label]?.highs[.hitchTimeRatio] == 19.6)
        let take = try baseline.verdict(for: [], clock: .cpu, baselinePath: "b.json", devices: Self.rows([Self.run(ratio: 19.6)]))
        #expect(take.passed, "\(take.regressions)")
        let worse = try baseline.verdict(for: [], clock: .cpu, baselinePath: "b.json", devices: Self.rows([Self.run(ratio: 20)]))
        #expect(!worse.passed && worse.regressions.map(\.name) == ["deviceHitchTimeRatio"])
    }

    /// The median (20) grew 100 % but the lowest run (14) only 40 %: noise, not a regression.
    @Test func theLowestRunJudgesSoOneBadRecordingDoesNotFail() throws {
        #expect(try Self.verdict([Self.run(ratio: 14), Self.run(ratio: 20), Self.run(ratio: 25)]).passed)
    }

    @Test func theVerdictSaysPlainlyThatDeviceRunsAreNoisy() throws {
        let notes = try Self.verdict([Self.run(ratio: 10)]).notes
        #expect(notes.contains { $0.hasPrefix("device runs are noisy: ") && $0.contains("judges the lowest of the label's runs") })
        #expect(notes.contains { $0.hasPrefix("one recording gives no interval") && $0.contains("device/FixIt on iPhone") })
    }

    @Test func aDeviceTheBaselineLacksIsAProblem() throws {
        let verdict = try Self.verdict([Self.run(ratio: 10), Self.run("New phone", ratio: 1)])
        #expect(verdict.problems == ["device/New phone: not in the baseline (record it with --write-baseline)"] && !verdict.passed)
    }

    @Test func aBaselineDeviceNotGivenIsNotRun() throws {
        let verdict = try Self.baseline().verdict(for: [], clock: .cpu, baselinePath: "b.json")
        #expect(verdict.notRun == ["device/FixIt on iPhone"] && !verdict.passed)
    }

    @Test func aRunOverTheWholeRecordingIsNotComparedWithAScrollBaseline() throws {
        let verdict = try Self.verdict([Self.run(ratio: 10, scroll: false)])
        #expect(
            verdict.problems.first?.hasPrefix(
                "device/FixIt on iPhone: its hitch time ratio is over the whole recording, the baseline's over scrolling") == true)
    }

    @Test func runsOfOneLabelFromTwoSourcesAreRefused() throws {
        var field = Self.run(ratio: 3)
        field.source = .metrickit
        #expect(throws: DeviceRow.Problem.self) { try Self.rows([Self.run(ratio: 10), field]) }
    }
}
