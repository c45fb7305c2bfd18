import DisplayModel
import Foundation
import FrameTiming
import RenderStrategies
import ScrollReplay
import TestSupport
import Testing

@testable import BenchGate
@testable import BenchSuite
@testable import ResultFiles
@testable import ResultText
@testable import StrategyRun

@Suite struct SweepTests {
    func sweep(shard: (Int, Int)? = nil) -> Sweep {
        var sweep = Sweep(
            days: [8, 12, 20], trace: shortTrace(), traceName: "short",
            strategies: StrategyRegistry.builtIn.entries, settings: testSettings(days: 1))
        sweep.shard = shard
        return sweep
    }

    @Test func shardsMergedEqualTheWholeSweepInCounters() throws {
        let whole = try sweep().run()
        let parts = try [sweep(shard: (1, 2)).run(), sweep(shard: (2, 2)).run()]
        // By the cost model 20 days (render-all 30 units + 4 × 30) outweighs 8 and 12 days, so it runs alone.
        #expect(Set(parts[0].points.map(\.days)) == [20])
        #expect(Set(parts[1].points.map(\.days)) == [8, 12])
        let merged = try SweepResult.merge(parts)
        #expect(merged.points.map(\.totals) == whole.points.map(\.totals))
        #expect(merged.points.map(\.frames) == whole.points.map(\.frames))
        #expect(merged.shard == nil)
    }

    @Test func theFileRoundTrips() throws {
        let result = try sweep(shard: (2, 2)).run()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-\(UUID().uuidString).json").path
        try result.jsonString().write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let loaded = try SweepResult.load(path: path)
        #expect(loaded.points.map(\.totals) == result.points.map(\.totals))
        #expect(loaded.shard == "2/2")
    }

    @Test func mergingPartsOfDifferentSweepsFails() throws {
        let a = try sweep(shard: (1, 2)).run()
        var b = try sweep(shard: (2, 2)).run()
        b.refreshHz = 120
        #expect(throws: SweepMergeError.self) { try SweepResult.merge([a, b]) }
        #expect(throws: SweepMergeError.self) { try SweepResult.merge([a, a]) }
    }

    /// A sweep file records every setting the sweep ran with, as a run records it (less `days`, which the
    /// sweep lists): the pipeline, buffering, app slowdown and knobs read back as they were set.
    @Test func theFileRecordsEverySettingOfTheSweep() throws {
        var sweep = sweep(shard: (2, 2))
        sweep.seed = 7
        sweep.settings.replay.pipeline = .oneStage
        sweep.settings.replay.buffering = .triple
        sweep.settings.appSlowdown = AppSlowdown(framework: 3, drawing: 3)
        sweep.settings.options.tileDays = 3
        let result = try sweep.run()
        let loaded = try SweepResult.load(bytes: Array(result.jsonString().utf8), path: "p.json")
        #expect(loaded.settings == result.settings)
        #expect(loaded.settings?.values.map(\.name) == testSettings().recorded.values.map(\.name).filter { $0 != "days" })
        let recorded = try #require(loaded.settings)
        #expect(
            [recorded["pipeline"], recorded["buffering"], recorded["appSlowdown"], recorded["tileDays"], recorded["seed"]]
                == ["one-stage", "triple", "3", "3", "7"])
    }

    /// Parts run with another setting than part 1 (here the pipeline) are refused, naming the setting and both values.
    @Test func mergingPartsRunWithAnotherSettingFailsNamingIt() throws {
        let first = try sweep(shard: (1, 2)).run()
        var other = sweep(shard: (2, 2))
        other.settings.replay.pipeline = .oneStage
        let second = try other.run()
        #expect {
            try SweepResult.merge([first, second])
        } throws: { error in
            "\(error)" == "merge: part 2 (2/2) was run with pipeline one-stage, part 1 with two-stage; merge only the parts of one sweep"
        }
    }

    /// A part from before sweeps recorded their settings does not merge with one that records them.
    @Test func aPartWithoutSettingsDoesNotMergeWithOneThatHasThem() throws {
        let first = try sweep(shard: (1, 2)).run()
        var second = try sweep(shard: (2, 2)).run()
        second.settings = nil
        #expect(throws: SweepMergeError.self) { try SweepResult.merge([first, second]) }
    }

    /// A stop asked for during the second size keeps the first size whole, leaves the second out whole, and
    /// says so; the partial part reads back and merges with `allowPartial` only.
    @Test func aStoppedSweepKeepsTheSizesItFinished() throws {
        var stop = false
        var whole = sweep(shard: (2, 2))
        whole.progressIntervalSeconds = 0
        var lines: [String] = []
        do {
            _ = try whole.run(
                progress: { line in
                    lines.append(line)
                    if line.contains("12 days · tiles: vsync") { stop = true }
                }, shouldStop: { stop })
            Issue.record("the sweep was not stopped")
        } catch let interrupted as SweepInterrupted {
            #expect(interrupted.interruptedDays == 12)
            let partial = interrupted.partial
            #expect(partial.points.map(\.days) == [8, 8, 8, 8, 8])
            #expect(partial.shard == "2/2 (interrupted; missing 12)")
            #expect(lines.contains { $0.hasPrefix("[6/10] 12 days · render-all") })
            let loaded = try SweepResult.load(bytes: Array(partial.jsonString().utf8), path: "part.json")
            #expect(loaded == partial)
            #expect(throws: SweepMergeError.self) { try SweepResult.merge([loaded]) }
            let merged = try SweepResult.merge([loaded], allowPartial: true)
            #expect(merged.shard == "partial: missing 12,20")
            #expect(merged.points == partial.points)
        }
    }

    /// Within a pass the progress lines say how far through the trace it is.
    @Test func progressWithinAPassCountsVsyncsAndFrames() throws {
        var quick = sweep()
        quick.days = [8]
        quick.strategies = [builtIn("tiles")]
        quick.progressIntervalSeconds = 0
        var lines: [String] = []
        _ = try quick.run(progress: { lines.append($0) })
        #expect(lines.first == "[1/1] 8 days · tiles")
        let vsyncs = try FrameClock(refreshHz: 60).frameCount(forDurationSeconds: shortTrace().durationSeconds)
        #expect(lines.last?.hasPrefix("[1/1] 8 days · tiles: vsync \(vsyncs)/\(vsyncs) (100 %), ") == true)
        #expect(lines.count == vsyncs + 1)
    }

    /// A point keeps its times as the file stores them, so a part and its merge print the same: 0.33496 ms was
    /// 0.33 in the part's table and, read back as its stored 0.3350, 0.34 in the merge's.
    @Test func aPartAndItsMergePrintTheSameTimes() throws {
        let point = SweepPoint(
            strategy: "s", days: 5, frames: 1, p50FrameMs: 0.33496, p99FrameMs: 1.23451, maxFrameMs: 2,
            hitches: 0, maxHitchMs: 0, scrollHitchTimeRatioMsPerSecond: 12.34951, traceHitchTimeRatioMsPerSecond: 1.5,
            peakCacheBytes: 0, totals: [:])
        #expect(point.p50FrameMs == 0.335)
        let part = SweepResult(
            trace: "t", refreshHz: 60, clock: .cpu, repeats: 1, strategies: ["s"], days: [5], shard: "1/1",
            points: [point])
        let merged = try SweepResult.merge([SweepResult.load(bytes: Array(part.jsonString().utf8), path: "p.json")])
        #expect(merged.points == part.points)
        let rows = { (result: SweepResult) in result.textTable().split(separator: "\n").filter { $0.hasPrefix("       5") } }
        #expect(rows(part) == rows(merged))
        #expect(rows(part).first?.contains("0.34") == true)
    }

    /// Every row's numbers stand under their headings, whatever the length of the strategy names.
    @Test func theTableColumnsLineUpWithLongNames() throws {
        let result = try sweep().run()
        let lines = result.textTable().split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.contains("p50 ms") })
        let rows = lines.filter { $0.hasPrefix(" ") && !$0.contains("p50 ms") }
        #expect(rows.contains { $0.contains("window-seamless") })
        #expect(rows.count == 15)
        for row in rows {
            #expect(row.count == header.count, "\(row)")
        }
    }

    @Test func hitchFreeLimitStopsAtTheFirstHitch() {
        func point(_ days: Int, _ hitches: Int) -> SweepPoint {
            SweepPoint(
                strategy: "s", days: days, frames: 1, p50FrameMs: 0, p99FrameMs: 0, maxFrameMs: 0, hitches: hitches,
                maxHitchMs: 0, scrollHitchTimeRatioMsPerSecond: 0, traceHitchTimeRatioMsPerSecond: 0, peakCacheBytes: 0, totals: [:])
        }
        var result = SweepResult(
            trace: "t", refreshHz: 60, clock: .cpu, repeats: 1, strategies: ["s"], days: [10, 20, 30, 40],
            shard: nil, points: [point(10, 0), point(20, 0), point(30, 2), point(40, 0)])
        #expect(result.hitchFreeMaxDays["s"] == .some(20))
        result.points[0].hitches = 1
        #expect(result.hitchFreeMaxDays["s"] == .some(nil))
    }

    /// A part stopped at its time budget says so and is merged without --partial, naming what is missing; the
    /// machines of the parts are kept, each once.
    @Test func anIncompletePartMergesAndSaysWhatIsMissing() throws {
        func point(_ days: Int) -> SweepPoint {
            SweepPoint(
                strategy: "s", days: days, frames: 1, p50FrameMs: 0, p99FrameMs: 0, maxFrameMs: 0, hitches: 0,
                maxHitchMs: 0, scrollHitchTimeRatioMsPerSecond: 0, traceHitchTimeRatioMsPerSecond: 0, peakCacheBytes: 0, totals: [:])
        }
        var one = SweepResult(
            trace: "t", refreshHz: 60, clock: .cpu, repeats: 1, strategies: ["s"], days: [10, 20, 30], shard: "1/2", points: [point(10)])
        one.machines = [MachineRecord(fields: [.init(key: "cpuModel", value: "A")])]
        var two = one
        two.points = [point(20)]
        two.shard = "2/2 (\(SweepResult.incompleteMarker) of 40m; missing 30)"
        two.machines = [MachineRecord(fields: [.init(key: "cpuModel", value: "B")])]
        #expect(two.isIncomplete && !one.isIncomplete)
        let loaded = try SweepResult.load(bytes: Array(two.jsonString().utf8), path: "p.json")
        #expect(loaded == two)
        let merged = try SweepResult.merge([one, loaded])
        #expect(merged.missingDays == [30] && merged.shard == "partial: missing 30")
        #expect(merged.machines.map { $0["cpuModel"] } == ["A", "B"])
        #expect(throws: SweepMergeError.self) { try SweepResult.merge([one]) }
    }
}
