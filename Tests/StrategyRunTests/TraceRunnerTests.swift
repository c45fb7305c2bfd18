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

@Suite struct TraceRunnerTests {
    @Test(arguments: ["render-all", "tiles", "window", "visible"])
    func countersPositionsAndEffectsAreIdenticalAcrossRuns(strategy: String) throws {
        let first = try onTimeRun(configuration(strategy))
        let second = try onTimeRun(configuration(strategy))
        #expect(first.frames.map(\.counters) == second.frames.map(\.counters))
        #expect(first.frames.map(\.positionDays) == second.frames.map(\.positionDays))
        #expect(first.frames.map(\.effects) == second.frames.map(\.effects))
        #expect(first.effects == second.effects)
        #expect(first.totals == second.totals)
    }

    @Test(arguments: ["render-all", "tiles", "window", "visible"])
    func framesAreByteIdenticalAcrossRuns(strategy: String) throws {
        func frameDigests() throws -> [UInt64] {
            var digests: [UInt64] = []
            _ = try onTimeRun(configuration(strategy)) { shown in
                guard shown.vsync % 3 == 0 else { return }
                let canvas = shown.canvas
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

    /// shortTrace's finger lands at 0.05 s and first moves at 0.0583 s, so vsyncs 0…3 (up to 0.05 s) show
    /// nothing new. The drag runs past the lower edge of 12 days' range and springs back; the spring's tail moves
    /// a whole pixel ever more rarely (vsyncs 49, 50, 53, 56 and 64) and nothing changes after it until the tap
    /// and highlight at 1.2 s (vsync 72).
    @Test func idleVsyncsProduceNoFrame() throws {
        let trace = shortTrace()
        let output = try onTimeRun(configuration("tiles", trace: trace))
        #expect(output.vsyncs == 97)
        #expect(output.frames.map(\.index) == Array(4...47) + [49, 50, 53, 56, 64, 72])
        #expect(output.frames.dropLast().last?.positionDays == 0, "at rest on the edge")
        #expect(zip(output.frames, output.frames.dropFirst()).allSatisfy { $0.index < $1.index })
    }

    /// A tap at rest changes the picture once: one frame in 61 vsyncs, at the first vsync after the tap.
    @Test func aTapAtRestProducesExactlyOneFrame() throws {
        var builder = TraceBuilder()
        builder.wait(0.5)
        builder.tap(x: 120, y: 150)
        builder.wait(0.5)
        let output = try onTimeRun(configuration("render-all", trace: builder.finish(name: "tap", description: "")))
        #expect(output.vsyncs == 61)
        #expect(output.frames.map(\.index) == [30], "0.5 s is vsync 30 exactly, so the tap shows there")
        let report = try StrategyRunner.run(configuration("render-all", trace: builder.finish(name: "tap", description: ""))).report
        #expect(report.summary.idleVsyncs == 60)
        #expect(report.summary.frames == 1)
    }

    @Test func aHundredTwentyHertzDisplayHasTwiceTheVsyncs() throws {
        var fast = configuration("tiles")
        fast.settings.refreshHz = 120
        let slow = try onTimeRun(configuration("tiles"))
        let quick = try onTimeRun(fast)
        #expect(quick.vsyncs == 2 * slow.vsyncs - 1)
        // Physics is closed-form, so the scroll ends in the same place.
        #expect(quick.frames.last?.positionDays == slow.frames.last?.positionDays)
    }

    /// Touches, glides, bounces and the window's rest timer all happen at their own trace times, so at every
    /// vsync the two displays share (every 60 Hz one) the content is at the same pixel.
    @Test(arguments: ["render-all", "tiles", "window"])
    func positionsAtSharedVsyncsAreIdenticalAt60And120Hz(strategy: String) throws {
        let (trace, _) = try TraceLocator.load("fling.json", channels: SalesDataset.seedChannels)
        func positions(_ hz: Int) throws -> [Double] {
            var run = RunConfiguration(strategy: builtIn(strategy), trace: trace, traceName: "fling", settings: testSettings(days: 60))
            run.settings.refreshHz = hz
            let output = try onTimeRun(run)
            var shown = [Double](repeating: .nan, count: output.vsyncs)
            var current = Double.nan
            var next = output.frames.makeIterator()
            var frame = next.next()
            for vsync in 0..<output.vsyncs {
                if let due = frame, due.index == vsync {
                    current = due.positionDays
                    frame = next.next()
                }
                shown[vsync] = current
            }
            return shown
        }
        let at60 = try positions(60)
        let at120 = try positions(120)
        let mismatches = at60.indices.filter { !(at60[$0].isNaN && at120[2 * $0].isNaN) && at60[$0] != at120[2 * $0] }
        #expect(mismatches.isEmpty, "first mismatch at 60 Hz vsync \(mismatches.first ?? -1)")
    }

    @Test func theScrollMovesOlderAndTheTapSelects() throws {
        let output = try onTimeRun(configuration("render-all"))
        let positions = output.frames.map(\.positionDays)
        // The first frame is at vsync 4, two 1,600 pt/s finger samples (26.7 pt = 0.55 day) into the drag.
        #expect((positions.first ?? 0) < Double(testDays) - 7.5)
        #expect((positions.first ?? 0) > Double(testDays) - 7.5 - 0.6)
        #expect((positions.last ?? 99) < Double(testDays) - 9)
    }

    @Test func renderAllDoesTheMostWorkAndTilesTheLeast() throws {
        // 40 days: more than the window's 16, so render-all has more to lay out than window.
        let all = try onTimeRun(configuration("render-all", days: 40)).totals
        let tiles = try onTimeRun(configuration("tiles", days: 40)).totals
        let window = try onTimeRun(configuration("window", days: 40)).totals
        let visible = try onTimeRun(configuration("visible", days: 40)).totals
        #expect(all.barMarks > window.barMarks)
        // Window lays out its 16 to 31 days every frame, visible at most the 9 a viewport touches, and
        // tiles only the days entering the viewport.
        #expect(window.barMarks > visible.barMarks)
        #expect(visible.barMarks > tiles.barMarks)
        #expect(tiles.tilesConfigured > 0)
    }

    @Test func repeatsFoldIntoMedianSummaries() throws {
        var twice = configuration("tiles")
        twice.settings.repeats = 3
        let result = try StrategyRunner.run(twice)
        #expect(result.repeatSummaries.count == 3)
        #expect(result.report.metrics.contains { $0.key == "total.tilesConfigured" })
        let p50s = result.repeatSummaries.map(\.p50FrameMs).sorted()
        #expect(result.report.summary.p50FrameMs == p50s[1])
    }
}

@Suite struct ShippedScenarioTests {
    /// edge-stop drags 5.4, 10.3 and 14.5 days back with still releases and 1 s rests. With the seed's noon
    /// snapping each still release glides onto a noon, so the swap's noon re-alignment changes nothing.
    @Test func snappedWindowSwapsOnEveryRestWithoutJumping() throws {
        let output = try onTimeRun(edgeStop(snap: nil))
        #expect(output.totals.dataSwaps == 4)
        #expect(output.effects.contentJumps == 0)
        #expect(
            output.frames.filter { $0.effects.dataSwapped }.map(\.positionDays).allSatisfy {
                abs($0 - ($0.rounded(.down) + 0.5)) < 0.5 / 145.2
            }, "every swap restores a noon")
    }

    /// Without snapping the rests fall anywhere in a day and every swap moves the content to a noon by itself.
    @Test func unsnappedWindowJumpsOnEverySwap() throws {
        let output = try onTimeRun(edgeStop(snap: ScrollSnap.none))
        #expect(output.totals.dataSwaps == 4)
        #expect(output.effects.contentJumps == 4)
        #expect(output.effects.maxContentJumpPixels > 10)
        #expect(output.frames.contains { $0.effects.dataSwapped && $0.effects.contentJumpPixels != 0 })
    }

    private func edgeStop(snap: ScrollSnap?) throws -> RunConfiguration {
        let (trace, _) = try TraceLocator.load("edge-stop.json", channels: SalesDataset.seedChannels)
        var run = RunConfiguration(strategy: builtIn("window"), trace: trace, traceName: "edge-stop", settings: testSettings(days: 60))
        run.settings.replay.snap = snap
        return run
    }

    @Test func windowStallsAtItsEdgeOnFling() throws {
        let (trace, _) = try TraceLocator.load("fling.json", channels: SalesDataset.seedChannels)
        let output = try onTimeRun(
            RunConfiguration(strategy: builtIn("window"), trace: trace, traceName: "fling", settings: testSettings(days: 60)))
        #expect(output.effects.edgeStalls >= 1)
        // A stall rests on a day boundary, so the next swap's noon alignment moves half a day.
        #expect(output.effects.maxContentJumpPixels >= 72)
    }
}
