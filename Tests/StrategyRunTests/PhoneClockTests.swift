import BenchSuite
import Foundation
import FrameTiming
import PhoneModel
import RenderStrategies
import StrategyRun
import Synchronization
import TestSupport
import Testing

/// A phone on which a bar mark costs 200 µs in the commit over a fixed 2 ms, and a frame's render a fixed 1 ms:
/// render-all's commit of `testDays` days × 4 bars (11.6 ms) then overruns a 120 Hz interval.
private let slowPhone = DeviceProfile(
    name: "slow", device: "Slow phone", refreshRatesHz: [120],
    commit: StageCosts(
        fixed: UnitCost(low: 1_000, typical: 2_000, high: 3_000, source: CostSource(kind: .assumed, what: "test")),
        perCounter: [("barMarks", UnitCost(low: 100, typical: 200, high: 300, source: CostSource(kind: .assumed, what: "test")))]),
    render: StageCosts(
        fixed: UnitCost(low: 1_000, typical: 1_000, high: 1_000, source: CostSource(kind: .assumed, what: "test")), perCounter: []))

/// render-all on the short trace at 120 Hz, paced on the slow phone.
private func phoneConfiguration(clock: TimingClock = .phone) -> RunConfiguration {
    var run = configuration("render-all")
    run.settings.refreshHz = 120
    run.settings.clock = clock
    run.settings.phone = PhoneSettings(profile: slowPhone)
    return run
}

/// What a run paced on the phone must reproduce exactly: each frame's vsync, position, counters, phone durations
/// and phone presentation, and the phone summary.
private func phoneFingerprint(_ output: TraceRunner.Output) -> [String] {
    output.frames.map {
        "\($0.index) \($0.positionDays) \($0.counters.named.map(\.value)) \($0.commit.phoneMs) \($0.render.phoneMs) \($0.presentations.phone)"
    } + ["\(String(describing: output.summaries.phone))"]
}

@Suite("Phone clock")
struct PhoneClockTests {
    @Test func aRunPacedOnThePhoneHitchesWhereTheCommitOverrunsItsInterval() throws {
        let output = try StrategyRunner.runOnce(phoneConfiguration())
        let summary = try #require(output.summaries.phone)
        #expect(summary.hitches > 0)
        #expect(summary.commit.hitches == summary.hitches)
        #expect(output.summary == summary)
    }

    @Test func aRunPacedOnThePhoneIsTheSameTwice() throws {
        let first = try StrategyRunner.runOnce(phoneConfiguration())
        let second = try StrategyRunner.runOnce(phoneConfiguration())
        #expect(phoneFingerprint(first) == phoneFingerprint(second))
    }

    @Test func aRunPacedOnThePhoneIsTheSameUnderLoad() throws {
        let quiet = try StrategyRunner.runOnce(phoneConfiguration())
        // A second thread keeps a core busy for the whole loaded run: the phone clock does not read time.
        let stop = Atomic<Bool>(false)
        let busy = Thread {
            var x: UInt64 = 1
            while !stop.load(ordering: .relaxed) { x = x &* 6_364_136_223_846_793_005 &+ 1 }
            if x == 0 { print(x) }
        }
        busy.start()
        defer { stop.store(true, ordering: .relaxed) }
        let loaded = try StrategyRunner.runOnce(phoneConfiguration())
        #expect(phoneFingerprint(quiet) == phoneFingerprint(loaded))
    }

    @Test func aHostRunRecordsThePhoneFiguresOfItsOwnPhonePass() throws {
        let result = try StrategyRunner.run(phoneConfiguration(clock: .cpu))
        let phoneRun = try StrategyRunner.runOnce(phoneConfiguration())
        let figures = try #require(result.report.phone)
        #expect(figures.summary == phoneRun.summaries.phone)
        #expect(figures.device == "Slow phone")
        // Dearer costs lose more time to hitches (not always more hitches: slower frames are fewer).
        let low = try #require(figures.low), high = try #require(figures.high), typical = try #require(figures.summary)
        #expect(low.totalHitchMs <= typical.totalHitchMs && typical.totalHitchMs <= high.totalHitchMs)
        #expect(high.totalHitchMs > low.totalHitchMs)
    }

    @Test func aRunWithoutAProfileRecordsNoPhoneFigures() throws {
        var run = configuration("tiles")
        run.settings.phone = nil
        let result = try StrategyRunner.run(run)
        #expect(result.report.phone == nil)
    }
}
