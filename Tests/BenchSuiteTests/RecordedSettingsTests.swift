import ChartKit
import FrameTiming
import RenderStrategies
import ScrollReplay
import TestSupport
import Testing

@testable import BenchGate
@testable import BenchSuite
@testable import ResultFiles
@testable import StrategyRun

@Suite struct RecordedSettingsTests {
    static func settings(
        days: Int = 12, seed: UInt64 = 1, refreshHz: Int = 60, clock: TimingClock = .cpu, repeats: Int = 3,
        settle: SnapSettle = .fast
    ) -> RecordedSettings {
        var run = RunSettings(generatedDays: days, seed: seed)
        run.refreshHz = refreshHz
        run.clock = clock
        run.repeats = repeats
        run.replay.settle = settle
        return run.recorded
    }

    @Test func eachDifferentSettingIsNamedWithBothValues() {
        let differences = Self.settings(days: 90, seed: 7).differences(from: Self.settings())
        #expect(differences.map { "\($0.name) \($0.run) (baseline \($0.baseline))" } == ["days 90 (baseline 12)", "seed 7 (baseline 1)"])
    }

    /// The repeats change only the intervals' width, so they are recorded but never refuse a check.
    @Test func repeatsAreRecordedButNotCompared() {
        #expect(Self.settings(repeats: 5)["repeats"] == "5")
        #expect(Self.settings(repeats: 5).differences(from: Self.settings(repeats: 3)).isEmpty)
    }

    /// A baseline on another clock holds no figure the run could be compared with but its counters, so a check
    /// across clocks is refused rather than passed on the counters alone.
    @Test func anotherClockRefusesTheCheck() {
        let differences = Self.settings(clock: .cpu).differences(from: Self.settings(clock: .instructions))
        #expect(differences.map { "\($0.name) \($0.run) (baseline \($0.baseline))" } == ["clock cpu (baseline instructions)"])
    }

    /// A baseline recorded with the old, slow settle holds other frames: the check is refused.
    @Test func anotherSnapSettleRefusesTheCheck() {
        let make = { (settle: SnapSettle) in Self.settings(repeats: 1, settle: settle) }
        #expect(
            make(.fast).differences(from: make(.normal)).map { "\($0.name) \($0.run) (baseline \($0.baseline))" }
                == ["snapSettle fast (baseline normal)"])
    }

    /// A debug build's times and instructions are another program's: the build is a setting like the data.
    @Test func theBuildIsRecordedAndCompared() {
        let release = RecordedSettings(
            values: Self.settings().values.map { $0.name == "build" ? .init(name: "build", json: "\"release\"") : $0 })
        let debug = RecordedSettings(
            values: Self.settings().values.map { $0.name == "build" ? .init(name: "build", json: "\"debug\"") : $0 })
        #expect(debug.differences(from: release).map(\.name) == ["build"])
    }

    @Test func aSettingOnlyOneSideRecordsDiffers() {
        let older = RecordedSettings(values: Self.settings().values.filter { $0.name != "tileDays" })
        #expect(Self.settings().differences(from: older).map(\.name) == ["tileDays"])
        #expect(Self.settings().differences(from: older).first?.baseline == "not recorded")
    }

    /// A CSV is compared by its content, not by where it lies.
    @Test func aCSVIsComparedByItsContentHash() throws {
        let data = SalesDataset.generated(days: 5)
        let here = RunSettings(options: StrategyOptions(data: data), origin: .csv(path: "a/sales.csv", data: data)).recorded
        let there = RunSettings(options: StrategyOptions(data: data), origin: .csv(path: "b/other.csv", data: data)).recorded
        #expect(here.differences(from: there).isEmpty)
        #expect(here["data"]?.hasPrefix("csv:") == true && here["seed"] == "null")
    }

    /// Each setting is declared once (`RunSettings.declared`): files record, and the metadata shows, exactly the
    /// declared entries in the declared order, and a recorded setting the metadata does not show is one of the
    /// few declared so; a new setting is one entry there and appears in both.
    @Test func theRecordAndTheMetadataBothFollowTheOneDeclaration() {
        var run = RunSettings(generatedDays: 12)
        run.phone = nil
        let strategy = builtIn("window")
        let metadata = run.metadata(strategy: strategy, trace: shortTrace(), traceName: "short")
            .map(\.key).filter { !$0.hasPrefix("machine.") }
        #expect(Array(metadata.prefix(3)) == ["strategy", "trace", "traceDescription"])
        #expect(Array(metadata.dropFirst(3)) == RunSettings.declared.filter { $0.shown != nil }.map(\.name))
        #expect(run.recorded.values.map(\.name) == RunSettings.declared.filter { $0.recorded != nil }.map(\.name))
        #expect(Set(RunSettings.declared.map(\.name)).count == RunSettings.declared.count)
        #expect(RunSettings.declared.allSatisfy { $0.recorded != nil || $0.shown != nil })
        // Recorded but not shown: the CSV's path and the seed (the metadata's `data` label holds both) and the
        // corner radius.
        #expect(RunSettings.declared.filter { $0.shown == nil }.map(\.name) == ["dataFile", "seed", "cornerRadiusPoints"])
        // Shown but not recorded: figures of the strategy's or of the profile, worked out from recorded settings.
        #expect(RunSettings.declared.filter { $0.recorded == nil }.map(\.name) == ["commitWork", "device", "commitSlowdown"])
    }

    /// A setting's two forms: the record's canonical JSON (null, quoted words, `default`) and the metadata's text
    /// (none, the strategy's own snap).
    @Test func aSettingIsRecordedAsJSONAndShownAsText() {
        var run = RunSettings(generatedDays: 12)
        run.phone = nil
        let shown = Dictionary(
            uniqueKeysWithValues: run.metadata(strategy: builtIn("window"), trace: shortTrace(), traceName: "short").map {
                ($0.key, $0.value)
            })
        #expect(run.recorded.values.first { $0.name == "profile" }?.json == "null" && shown["profile"] == "none")
        #expect(run.recorded.values.first { $0.name == "snap" }?.json == "\"default\"" && shown["snap"] == "noon")
        #expect(run.recorded.values.first { $0.name == "clock" }?.json == "\"cpu\"" && shown["clock"] == "cpu")
        #expect(run.recorded.values.first { $0.name == "days" }?.json == "12" && shown["days"] == "12")
    }
}
