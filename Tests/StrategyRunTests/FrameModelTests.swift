import ChartKit
import DisplayModel
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

/// Issue 14 end to end: the frame loop, display model and recorder together, with chosen frame durations so
/// the figures are exact.
@Suite("Frame model")
struct FrameModelTests {
    /// Runs `strategy` on `trace` with every measured piece of work lasting `frameMs` (1 ms by default: every
    /// frame on time, whatever this machine's speed, so which frames are produced is the model's alone), and the
    /// report the recorder makes of it.
    static func run(
        _ strategy: String, _ trace: Trace, days: Int = testDays, hz: Int = 60, frameMs: Double = 1,
        snap: ScrollSnap? = nil, settle: SnapSettle = .fast,
        frameDone: (ShownFrame) -> Void = { _ in }
    ) throws -> (output: TraceRunner.Output, report: RunReport) {
        var runner = TraceRunner(
            strategy: builtIn(strategy), options: StrategyOptions(data: .generated(days: days)), trace: trace,
            clock: try FrameClock(refreshHz: hz), snap: snap)
        runner.replay.settle = settle
        let output = try #require(try runner.run(stopwatch: ScriptedClock.stopwatch { _ in frameMs }, frameDone: frameDone))
        let report = RunReport(
            metadata: [], counterNames: WorkCounters.names, clock: .cpu, display: output.display, scrolls: output.scrolls,
            cpuSummary: output.summary(on: .cpu), wallSummary: output.summary(on: .wall), frames: output.frames)
        return (output, report)
    }

    static func shipped(_ name: String) throws -> Trace {
        try TraceLocator.load(name, channels: SalesDataset.seedChannels).trace
    }

    /// Content pixels of a recorded position (145.2 px a day at @3x).
    static func pixels(_ positionDays: Double) -> Double {
        (ChartViewport().offsetPixels(positionDays: positionDays) * 1000).rounded() / 1000
    }

    // MARK: §1 the hitch time ratio

    /// One frame (a tap at rest) whose commit and render each take 20 ms, in a 10 s trace: both stages miss their
    /// deadline, so it is one hitch of two intervals, 33.3 ms over 10 s of trace, 3.33 ms/s; the trace does not
    /// scroll, so there is no scrolling ratio (the old ratio read 500 ms/s, "critical").
    @Test func aLateTapAtRestCountsOnlyInTheTraceRatio() throws {
        var builder = TraceBuilder()
        builder.wait(5)
        builder.tap(x: 120, y: 150)
        builder.wait(5)
        let (output, report) = try Self.run("render-all", builder.finish(name: "tap", description: ""), frameMs: 20)
        #expect(output.frames.count == 1)
        #expect(report.summary.hitches == 1)
        #expect(report.summary.scrollHitchTimeRatioMsPerSecond == nil)
        #expect(report.summary.band == nil)
        #expect(report.summary.bothHitches == 1 && report.frames.first?.hitchType == "both")
        #expect(abs(report.summary.traceHitchTimeRatioMsPerSecond - 2 * 1000.0 / 60 / 10) < 1e-9)
        #expect(report.textSummary(toolVersion: "test").contains("the trace does not scroll"))
    }

    // MARK: §2 events and vsyncs

    /// `scrub` samples its 1,000 pt/s drag at 120 Hz with times written to the microsecond. On a 120 Hz display
    /// every vsync of the drag shows a new frame 8 pt = 24 px on (before, frames landed on vsyncs 73, 75, 76, 78,
    /// … with steps alternating 48 and 24 px); at 60 Hz every vsync moves 48 px.
    @Test(arguments: [(120, 24.0), (60, 48.0)])
    func aDragSampledAtTheDisplayRateMovesEveryVsyncByEqualSteps(hz: Int, stepPixels: Double) throws {
        let (output, _) = try Self.run("visible", try Self.shipped("scrub.json"), days: 60, hz: hz)
        let drag = output.frames.filter { $0.vsyncSeconds > 0.5 && $0.vsyncSeconds <= 5.0 }
        #expect(drag.count == Int(4.5 * Double(hz)))
        #expect(zip(drag, drag.dropFirst()).allSatisfy { $1.index == $0.index + 1 }, "a frame at every vsync")
        let steps = zip(drag, drag.dropFirst()).map { abs(Self.pixels($1.positionDays) - Self.pixels($0.positionDays)) }
        #expect(steps.allSatisfy { $0 == stepPixels }, "\(Set(steps))")
    }

    /// `fling`'s 3,000 pt/s strokes are sampled at 120 Hz: 25 pt = 75 px a vsync on a 120 Hz display (before:
    /// 150 and 75 px in turn).
    @Test func aFlingStrokeAt120HzMoves75PixelsEveryVsync() throws {
        let (output, _) = try Self.run("visible", try Self.shipped("fling.json"), days: 60, hz: 120)
        let stroke = output.frames.filter { $0.vsyncSeconds > 0.5 && $0.vsyncSeconds <= 0.6 + 1e-9 }
        let steps = zip(stroke, stroke.dropFirst()).map { Self.pixels($0.positionDays) - Self.pixels($1.positionDays) }
        #expect(steps.count == 11)
        #expect(steps.allSatisfy { $0 == 75 }, "\(steps)")
    }

    // MARK: §3 deferred frames

    /// With every frame taking 20 ms at 60 Hz, a drag's frames start every other vsync and the changes due in
    /// between wait. The drag's last state still reaches the screen, where a run with fast frames shows it, and
    /// every frame recorded was started, presented and paid for on the timeline.
    @Test func theLastStateOfADragReachesTheScreenBehindLongFrames() throws {
        let trace = try Self.shipped("tap-select.json")
        let slow = try Self.run("tiles", trace, frameMs: 20)
        let fast = try Self.run("tiles", trace, frameMs: 1)
        func lastBeforeTheTaps(_ frames: [FrameRecord]) -> FrameRecord? { frames.last { $0.vsyncSeconds < 1.8 } }
        #expect(lastBeforeTheTaps(slow.output.frames)?.positionDays == lastBeforeTheTaps(fast.output.frames)?.positionDays)
        #expect(slow.report.summary.deferredFrames > 0)
        #expect(slow.report.frames.allSatisfy { $0.presentedAtSeconds(on: slow.output.display) > $0.vsyncSeconds })
        var summed = CounterValues()
        for frame in slow.output.frames { summed += frame.counters }
        #expect(summed == slow.output.namedTotals, "no work off the timeline")
        #expect(slow.output.frames.count < fast.output.frames.count, "intermediate states are never drawn")
    }

    // MARK: §4 the snap settles quickly

    /// Four 252 pt drags, each released still and re-gripped 1 s later, with the window (noon snapping): the snap
    /// settles in about 0.5 s, so the window rests 0.25 s and swaps after every drag. With the old settle a still
    /// release crept for up to 2.8 s, the re-grip came first, and the window swapped once, stalled once and
    /// jumped 72 px once.
    @Test(arguments: [(SnapSettle.fast, 4, 0, 0), (.normal, 1, 1, 1)])
    func reGrippedDragsLetTheWindowSwapEveryTime(settle: SnapSettle, swaps: Int, stalls: Int, jumps: Int) throws {
        var builder = TraceBuilder()
        builder.wait(0.5)
        for _ in 0..<4 {
            builder.touchDown(x: 60)
            builder.move(to: 312, durationSeconds: 0.5)
            builder.holdAndLift(0.15)
            builder.wait(1)
        }
        builder.wait(1)
        let (output, _) = try Self.run("window", builder.finish(name: "regrip", description: ""), days: 60, frameMs: 1, settle: settle)
        #expect(output.totals.dataSwaps == swaps)
        #expect(output.effects.edgeStalls == stalls)
        #expect(output.effects.contentJumps == jumps)
        if jumps > 0 { #expect(output.effects.maxContentJumpPixels == 72) }
    }

    /// The setting is part of what a run records, so a result says which settle produced it.
    @Test(arguments: SnapSettle.allCases)
    func theSettleIsRecordedInTheResultsMetadata(settle: SnapSettle) {
        var run = configuration("window")
        run.settings.replay.settle = settle
        #expect(run.metadata.contains { $0.key == "snapSettle" && $0.value == settle.rawValue })
    }

    // MARK: §3 work off the timeline

    /// The window swaps on its 0.25 s rest timer, which fires at its own trace time between vsyncs; with every
    /// measured piece of work lasting 3 ms, the swap's 3 ms land in the next produced frame (the frame that shows
    /// the swapped data), so no work is done off the timeline.
    @Test func aTimersWorkIsPaidByTheFrameThatShowsIt() throws {
        var builder = TraceBuilder()
        builder.wait(0.2)
        builder.touchDown(x: 60)
        builder.move(to: 312, durationSeconds: 0.5)
        builder.holdAndLift(0.15)
        builder.wait(2)
        let (output, _) = try Self.run("window", builder.finish(name: "rest", description: ""), days: 60, frameMs: 3)
        let swaps = output.frames.filter { $0.effects.dataSwapped }
        #expect(swaps.count == 1 && output.totals.dataSwaps == 1)
        #expect(swaps.first.map { $0.cpuMs >= 6 } == true, "the frame's own 3 ms and the timer's 3 ms")
        #expect(output.frames.filter { !$0.effects.dataSwapped }.allSatisfy { $0.cpuMs.truncatingRemainder(dividingBy: 3) == 0 })
    }

    // MARK: §5 touch handling

    /// A tap 0.2 s after a 2,000 pt/s fling stops the glide and selects no day.
    @Test func aTapDuringAGlideSelectsNothingAndStopsIt() throws {
        var builder = TraceBuilder()
        builder.wait(0.2)
        builder.touchDown(x: 40)
        builder.move(to: 240, durationSeconds: 0.1)
        builder.touchUp()
        builder.wait(0.2)
        builder.tap(x: 150, y: 150)
        builder.wait(1)
        var selections: [Int?] = []
        let (output, _) = try Self.run("render-all", builder.finish(name: "t", description: ""), days: 60, frameMs: 1) {
            selections.append($0.strategy.state.selectedDay)
        }
        #expect(selections.allSatisfy { $0 == nil })
        #expect(output.frames.last.map { $0.vsyncSeconds <= 0.5 + 1e-9 } == true, "nothing moves after the tap")
    }

    /// A highlight set to what it already is, a tap outside the plot with nothing selected, and a rest that
    /// begins without a pixel of motion change nothing on screen: no frame.
    @Test func updatesThatChangeNothingOnScreenProduceNoFrame() throws {
        var builder = TraceBuilder()
        builder.wait(0.2)
        builder.highlight("wear")
        builder.wait(0.2)
        builder.highlight("wear")
        builder.wait(0.2)
        builder.tap(x: 390, y: 150)
        builder.wait(0.2)
        let (output, _) = try Self.run("tiles", builder.finish(name: "t", description: ""))
        #expect(output.frames.map(\.index) == [12], "only the first highlight shows")
    }

    /// A snap glide's sub-pixel tail moves nothing on screen: consecutive frames of a scroll always show
    /// different pixels (94 of 168 frames of a snap glide used to repeat the previous offset).
    @Test func everyFrameOfAScrollShowsANewPixel() throws {
        let (output, _) = try Self.run("window", try Self.shipped("edge-stop.json"), days: 60, frameMs: 1)
        let repeats = zip(output.frames, output.frames.dropFirst()).filter {
            $0.positionDays == $1.positionDays && !$1.effects.dataSwapped
        }
        #expect(repeats.isEmpty, "\(repeats.map(\.1.index))")
    }
}
