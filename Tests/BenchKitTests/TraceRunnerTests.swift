import ChartKit
import FrameTiming
import RenderStrategies
import ScrollReplay
import Testing
@testable import BenchKit

@Suite struct TraceRunnerTests {
    @Test(arguments: ["render-all", "tiles", "window", "visible"])
    func countersPositionsAndEffectsAreIdenticalAcrossRuns(strategy: String) throws {
        let first = try StrategyRunner.runOnce(configuration(strategy))
        let second = try StrategyRunner.runOnce(configuration(strategy))
        #expect(first.frames.map(\.counters) == second.frames.map(\.counters))
        #expect(first.frames.map(\.positionDays) == second.frames.map(\.positionDays))
        #expect(first.frames.map(\.notes) == second.frames.map(\.notes))
        #expect(first.effects == second.effects)
        #expect(first.totals == second.totals)
    }

    @Test(arguments: ["render-all", "tiles", "window", "visible"])
    func framesAreByteIdenticalAcrossRuns(strategy: String) throws {
        func frameDigests() throws -> [UInt64] {
            var digests: [UInt64] = []
            _ = try StrategyRunner.runOnce(configuration(strategy)) { index, canvas in
                guard index % 3 == 0 else { return }
                // FNV-1a over the frame's 64-bit words: a cheap fingerprint, compared exactly.
                var hash: UInt64 = 0xCBF2_9CE4_8422_2325
                canvas.rgbaBytes().withUnsafeBytes { raw in
                    for word in raw.bindMemory(to: UInt64.self) { hash = (hash ^ word) &* 0x100_0000_01B3 }
                }
                digests.append(hash)
            }
            return digests
        }
        let first = try frameDigests()
        #expect(first == (try frameDigests()))
        #expect(Set(first).count > 5, "the trace scrolls, so frames differ from each other")
    }

    @Test func everyVsyncOfTheTraceIsAFrame() throws {
        let trace = shortTrace()
        let output = try StrategyRunner.runOnce(configuration("tiles", trace: trace))
        #expect(output.frames.count == Int((trace.durationSeconds * 60).rounded(.down)) + 1)
        #expect(output.frames.enumerated().allSatisfy { $0.offset == $0.element.index })
    }

    @Test func aHundredTwentyHertzDisplayHasTwiceTheFrames() throws {
        var fast = configuration("tiles")
        fast.refreshHz = 120
        let slow = try StrategyRunner.runOnce(configuration("tiles"))
        let quick = try StrategyRunner.runOnce(fast)
        #expect(quick.frames.count == 2 * slow.frames.count - 1)
        // Physics is closed-form, so the scroll ends in the same place.
        #expect(abs((quick.frames.last?.positionDays ?? 0) - (slow.frames.last?.positionDays ?? 1)) < 0.01)
    }

    @Test func theScrollMovesOlderAndTheTapSelects() throws {
        let output = try StrategyRunner.runOnce(configuration("render-all"))
        let positions = output.frames.map(\.positionDays)
        // The latest day against the right edge, snapped to a device pixel (1/145.2 day).
        #expect(abs((positions.first ?? 0) - (Double(testDays) - 7.5)) <= 0.5 / 145.2)
        #expect((positions.last ?? 99) < Double(testDays) - 9)
    }

    @Test func renderAllDoesTheMostWorkAndTilesTheLeast() throws {
        // 40 days: more than the window's 16, so render-all has more to lay out than window.
        let all = try StrategyRunner.runOnce(configuration("render-all", days: 40)).totals
        let tiles = try StrategyRunner.runOnce(configuration("tiles", days: 40)).totals
        let window = try StrategyRunner.runOnce(configuration("window", days: 40)).totals
        let visible = try StrategyRunner.runOnce(configuration("visible", days: 40)).totals
        #expect(all.marksLaidOut > window.marksLaidOut)
        // Window lays out its 16 to 31 days every frame, visible at most the 9 a viewport touches, and
        // tiles only the days entering the viewport.
        #expect(window.marksLaidOut > visible.marksLaidOut)
        #expect(visible.marksLaidOut > tiles.marksLaidOut)
        #expect(tiles.tilesConfigured > 0)
    }

    @Test func repeatsFoldIntoMedianSummaries() throws {
        var twice = configuration("tiles")
        twice.repeats = 3
        let result = try StrategyRunner.run(twice)
        #expect(result.repeatSummaries.count == 3)
        #expect(result.report.metrics.contains { $0.key == "total.tilesConfigured" })
        let p50s = result.repeatSummaries.map(\.p50FrameMs).sorted()
        #expect(result.report.summary.p50FrameMs == p50s[1])
    }
}

@Suite struct ShippedScenarioTests {
    @Test func windowShowsTheSeedsJumpOnEdgeStop() throws {
        // edge-stop drags 13–16 days back and rests: each rest swaps the window and re-aligns the
        // left edge to noon, which moves the content with no finger on it.
        let (trace, _) = try TraceLocator.load("edge-stop.json", channels: SalesDataset.seedChannels)
        let output = try StrategyRunner.runOnce(RunConfiguration(
            strategyName: "window", options: StrategyOptions(data: .generated()), trace: trace,
            traceName: "edge-stop", dataLabel: "seed"
        ))
        // One swap per rest: the trace rests four times. (Comparing positions in days once made the
        // pixel-snapped restore look like a new scroll, and the window swapped every 0.27 s.)
        #expect(output.totals.dataSwaps == 4)
        #expect(output.effects.contentJumps >= 2)
        #expect(output.effects.maxContentJumpPixels > 10)
        #expect(output.frames.contains { $0.notes.hasPrefix("data swapped; content jump") })
    }

    @Test func windowStallsAtItsEdgeOnFling() throws {
        let (trace, _) = try TraceLocator.load("fling.json", channels: SalesDataset.seedChannels)
        let output = try StrategyRunner.runOnce(RunConfiguration(
            strategyName: "window", options: StrategyOptions(data: .generated()), trace: trace,
            traceName: "fling", dataLabel: "seed"
        ))
        #expect(output.effects.edgeStalls >= 1)
        // A stall rests on a day boundary, so the next swap's noon alignment moves half a day.
        #expect(output.effects.maxContentJumpPixels >= 72)
    }
}
