import ChartKit
import Foundation
import FrameTiming
import PhoneModel
import RenderStrategies
import ShippedProfiles
import TestSupport
import Testing

@testable import BenchGate
@testable import BenchSuite
@testable import ResultFiles
@testable import StrategyRun

/// The baselines CI gates on (`results/baseline.json`, `results/baseline-instructions.json`) must be the current
/// model's: they record every setting a run records now, at the defaults CI runs with, and the exact figures of
/// a run of today's code. A change to the display model, the physics or a strategy that moves a frame or a
/// counter fails here, in `swift test`, before it fails the gate in CI; refresh the baselines with the two
/// `--write-baseline` commands in docs/CIGate.md and review the diff.
@Suite struct CommittedBaselineTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func committed(_ name: String) throws -> Baseline {
        try Baseline.load(path: root.appendingPathComponent("results/\(name)").path)
    }

    /// The settings `compare` records with every option at its default, on `clock`: the shipped phone profile at
    /// its typical costs and its highest rate.
    static func defaults(clock: TimingClock, repeats: Int) throws -> RecordedSettings {
        var settings = RunSettings(generatedDays: 60)
        settings.clock = clock
        settings.repeats = repeats
        var phone = PhoneSettings(profile: try DeviceProfile.load(nameOrPath: ShippedProfiles.defaultName, counters: WorkCounters.names))
        phone.refreshHz = phone.profile.maxRefreshHz
        settings.phone = phone
        return settings.recorded
    }

    @Test(arguments: [("baseline.json", TimingClock.cpu), ("baseline-instructions.json", .instructions)])
    func aCommittedBaselineRecordsTodaysSettingsAtTheirDefaults(file: String, clock: TimingClock) throws {
        let baseline = try Self.committed(file)
        let current = try Self.defaults(clock: clock, repeats: Int(baseline.settings["repeats"] ?? "") ?? 1)
        // By name: settings are compared by name, so a baseline written in an earlier order still holds them all.
        #expect(baseline.settings.values.map(\.name).sorted() == current.values.map(\.name).sorted())
        // The tests run a debug build; CI's gate runs the release build the baselines were recorded with.
        #expect(baseline.settings["build"] == "release")
        #expect(current.differences(from: baseline.settings).filter { $0.name != "build" }.map(\.name) == [])
    }

    /// tap-select, every built-in strategy, 60 days, every frame on time (as in a gate run without hitches):
    /// frames, counters and effects exactly as both committed baselines hold them.
    @Test(arguments: ["baseline.json", "baseline-instructions.json"])
    func aCommittedBaselineHoldsTodaysFiguresOfTapSelect(file: String) throws {
        let baseline = try Self.committed(file)
        let trace = try TraceLocator.load("tap-select", channels: SalesDataset.generated(days: 60).channels).trace
        for entry in StrategyRegistry.builtIn.entries {
            let expected = try #require(baseline.entries["tap-select"]?[entry.name], "\(file) has tap-select/\(entry.name)")
            let output = try onTimeRun(configuration(entry.name, days: 60, trace: trace))
            #expect(output.frames.count == expected.frames, "\(file): tap-select/\(entry.name) frames")
            #expect(output.namedTotals.byName == expected.counters, "\(file): tap-select/\(entry.name) counters")
            #expect(Baseline.effects(output.effects) == expected.effects, "\(file): tap-select/\(entry.name) effects")
        }
    }
}
