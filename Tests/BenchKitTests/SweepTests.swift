import Foundation
import RenderStrategies
import Testing
@testable import BenchKit

@Suite struct SweepTests {
    func sweep(shard: (Int, Int)? = nil) -> Sweep {
        var sweep = Sweep(days: [8, 12, 20], trace: shortTrace(), traceName: "short",
                          strategies: StrategyRegistry.builtIn.entries, template: StrategyOptions(data: .generated(days: 1)))
        sweep.shard = shard
        return sweep
    }

    @Test func shardsMergedEqualTheWholeSweepInCounters() throws {
        let whole = try sweep().run()
        let parts = try [sweep(shard: (1, 2)).run(), sweep(shard: (2, 2)).run()]
        #expect(parts[0].points.map(\.days).allSatisfy { $0 == 8 || $0 == 20 })
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
        #expect(throws: SweepFileError.self) { try SweepResult.merge([a, b]) }
        #expect(throws: SweepFileError.self) { try SweepResult.merge([a, a]) }
    }

    @Test func hitchFreeLimitStopsAtTheFirstHitch() {
        func point(_ days: Int, _ hitches: Int) -> SweepPoint {
            SweepPoint(strategy: "s", days: days, frames: 1, p50FrameMs: 0, p99FrameMs: 0, maxFrameMs: 0, hitches: hitches,
                       maxHitchMs: 0, scrollHitchTimeRatioMsPerSecond: 0, traceHitchTimeRatioMsPerSecond: 0, peakCacheBytes: 0, totals: [:])
        }
        var result = SweepResult(trace: "t", refreshHz: 60, clock: .cpu, repeats: 1, strategies: ["s"], days: [10, 20, 30, 40],
                                 shard: nil, points: [point(10, 0), point(20, 0), point(30, 2), point(40, 0)])
        #expect(result.hitchFreeMaxDays["s"] == .some(20))
        result.points[0].hitches = 1
        #expect(result.hitchFreeMaxDays["s"] == .some(nil))
    }
}
