import ChartKit
import DisplayModel
import Foundation
import RenderStrategies
import ResultLabels
import TestSupport
import Testing

@testable import FrameTiming
@testable import ResultFiles
@testable import ResultText

@Suite("Writers")
struct WriterTests {
    /// Three 60 Hz frames of a scroll from vsync 0 to 4, placed by the render loop as the frame loop places them
    /// (on time on the instruction clock, which paces nothing): frame 1's commit takes 2.5 budgets on the CPU
    /// clock (done at 3.5, rendered from 4, presented at 5, expected at 3: two intervals late), so the change due
    /// at vsync 2 waits for the main thread and begins at vsync 4, on time at 6.
    static func report(strategy: String = "tiles", clock: TimingClock = .cpu) throws -> RunReport {
        let display = try FrameClock(refreshHz: 60)
        let pacing: TimingClock? = clock.measuresTime ? clock : nil
        var loop = RenderLoop(refreshHz: 60)
        var other = RenderLoop(refreshHz: 60)
        let cpu = [4.0, 2.5 * 1000 / 60, 3]
        let starts = [0, 1, 4]
        let frames = cpu.enumerated().map { index, ms in
            let due = index == 2 ? 2 : starts[index]
            let durations = (cpu: ms, wall: ms + 0.5)
            let paced = pacing.map { $0 == .wall ? durations.wall : durations.cpu } ?? 0
            let unpaced = pacing.map { $0 == .wall ? durations.cpu : durations.wall } ?? 0
            // The change arrives at its due vsync; the frame begins at the first one the render loop allows.
            _ = loop.decide(atVsync: due, hasChange: true)
            _ = loop.decide(atVsync: starts[index], hasChange: true)
            let placedPaced = loop.place(FrameWork(dueVsync: due, vsync: starts[index], commitMs: paced, renderMs: 0))
            let placedOther = other.place(FrameWork(dueVsync: due, vsync: starts[index], commitMs: unpaced, renderMs: 0))
            var presentations = ClockPresentations(all: placedPaced)
            presentations[pacing?.otherTimeClock ?? .wall] = placedOther
            return FrameRecord(
                index: starts[index], dueIndex: due, vsyncSeconds: Double(starts[index]) / 60,
                positionDays: 59.5 - Double(index) * 0.1, cpuMs: durations.cpu, wallMs: durations.wall,
                counters: CounterValues(names: ["tilesConfigured", "bytes"], values: [index, 2 * index]),
                effects: index == 1 ? FrameEffects(contentJumpPixels: 73, dataSwapped: true) : FrameEffects(),
                presentation: placedPaced,
                presentations: presentations)
        }
        let scrolls = [TrackedInterval(startSeconds: 0, endSeconds: 4.0 / 60)]
        func summary(_ on: TimingClock) -> HitchSummary {
            HitchSummary(
                records: frames, clock: on, tracked: VsyncSpan.merged(scrolls, on: display), totalVsyncs: 5,
                idleVsyncs: 0, refreshHz: 60)
        }
        return RunReport(
            metadata: [("strategy", strategy), ("trace", "fling")], counterNames: ["tilesConfigured", "bytes"], clock: clock,
            display: display, scrolls: scrolls, cpuSummary: summary(.cpu), wallSummary: summary(.wall), frames: frames)
    }

    @Test func reportCarriesTheSchedulersPresentations() throws {
        let report = try Self.report()
        let presented: [Double] = [2.0 / 60, 5.0 / 60, 6.0 / 60]
        #expect(report.frames.map { $0.presentedAtSeconds(on: report.display) } == presented)
        #expect(report.frames.map(\.wasDeferred) == [false, false, true])
        #expect(report.summary.hitches == 1)
        #expect(report.summary.deferredFrames == 1)
        #expect(report.summary == report.cpuSummary)
    }

    /// On the instruction clock the frame loop takes every frame as on time (Valgrind's emulated times are not the
    /// work's), so each frame is presented two vsyncs after its begin, however long the emulation took (frame 1's
    /// 2.5 budgets would be 2 intervals late on the CPU clock).
    @Test func instructionClockFramesAreOnTime() throws {
        let report = try Self.report(clock: .instructions)
        let presented: [Double] = [2.0 / 60, 3.0 / 60, 6.0 / 60]
        #expect(report.frames.map { $0.hitchMs(on: report.display) } == [0, 0, 0])
        #expect(report.frames.map { $0.presentedAtSeconds(on: report.display) } == presented)
    }

    @Test func resultJSONParsesWithStableFields() throws {
        let text = try Self.report().jsonString(toolVersion: "test")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "hitchbench-result/2")
        #expect(object["clock"] as? String == "cpu")
        #expect((object["metadata"] as? [String: String])?["strategy"] == "tiles")
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["hitches"] as? Int == 1)
        #expect(summary["band"] as? String == "critical")
        #expect(summary["scrollSeconds"] as? Double == 0.1, "the 4 vsyncs of the scroll, extended to vsync 6")
        #expect(summary["deferredFrames"] as? Int == 1)
        let frames = try #require(object["frames"] as? [[String: Any]])
        #expect(frames.count == 3)
        #expect(frames[2]["dueIndex"] as? Int == 2)
        #expect(frames[2]["index"] as? Int == 4)
        #expect(frames[1]["counters"] as? [String: Int] == ["tilesConfigured": 1, "bytes": 2])
        let effects = try #require(frames[1]["effects"] as? [String: Any])
        #expect(effects["dataSwapped"] as? Bool == true && effects["contentJumpPixels"] as? Double == 73)
        #expect(frames[1]["notes"] as? String == "data swapped; content jump 73 px; 1 tile configured", "a summary for people")
        #expect((object["scrolls"] as? [[String: Double]])?.first?["endSeconds"] == 0.066667)
        // Field order is fixed by construction: format first, frames last.
        #expect(text.hasPrefix("{\n  \"format\": \"hitchbench-result/2\",\n  \"toolVersion\""))
        #expect(text.contains("\"maxHitchMs\": 33.3333,"), "ms printed with 4 decimals")
    }

    @Test func summaryCarriesTheBudgetAndHitchLabelsThePlotsDraw() throws {
        let text = try Self.report().jsonString(toolVersion: "test")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["budgetMs"] as? Double == 16.6667)
        #expect(summary["hitchesLabel"] as? String == "1 hitch")
        #expect(summary["commitHitchesLabel"] as? String == "1 commit hitch")
        #expect(summary["renderHitchesLabel"] as? String == "0 render hitches")
    }

    /// The figures the timeline draws are the file's: when each frame was due and whether it waited, where the
    /// display's last interval ends, and what the summary is a median of.
    @Test func frameAndSummaryCarryTheTimesAndWordsTheTimelineDraws() throws {
        var report = try Self.report()
        let read = { (report: RunReport) throws -> [String: Any] in
            let text = report.jsonString(toolVersion: "test")
            return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        }
        let object = try read(report)
        let frames = try #require(object["frames"] as? [[String: Any]])
        #expect(frames.map { $0["dueIndex"] as? Int } == [0, 1, 2])
        #expect(frames.map { $0["dueAtSeconds"] as? Double } == [0, 0.016667, 0.033333])
        #expect(frames.map { $0["deferred"] as? Bool } == [false, false, true])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(report.summary.vsyncs == 5 && summary["lastVsyncEndSeconds"] as? Double == 0.083333)
        #expect(object["repeatsLabel"] as? String == "1 run")
        report.repeats = 3
        #expect(try read(report)["repeatsLabel"] as? String == "median of 3 repeats")
    }

    @Test func renderLoopSaysWhenAFrameIsExpectedByPipelineAndBuffering() throws {
        var report = try Self.report()
        #expect(report.renderLoop == "two-stage, double buffered (expected at begin + 2 vsyncs)")
        report.buffering = .triple
        #expect(report.renderLoop == "two-stage, triple buffered (expected at begin + 3 vsyncs)")
        report.commitSlowdown = (factor: 86, work: "framework")
        #expect(report.renderLoop == "two-stage, triple buffered (expected at begin + 3 vsyncs) · commits ×86 (--app-slowdown)")
        report.pipeline = .oneStage
        report.commitSlowdown = nil
        #expect(report.renderLoop == "one-stage pipeline (expected at begin + 1 vsync)")
        #expect(report.jsonString(toolVersion: "test").contains("\"renderLoop\": \"one-stage pipeline (expected at begin + 1 vsync)\","))
    }

    @Test func resultJSONIsDeterministic() throws {
        let (first, second) = (try Self.report().jsonString(toolVersion: "test"), try Self.report().jsonString(toolVersion: "test"))
        #expect(first == second)
    }

    @Test func textSummaryHasAlignedLabelsAndBand() throws {
        let lines = try Self.report().textSummary(toolVersion: "test").split(separator: "\n")
        // The value starts after "label:" and its padding; every value starts in the same column.
        let valueColumns = Set(
            lines.map { line -> Int in
                guard let colon = line.firstIndex(of: ":") else { return -1 }
                let value = line[line.index(after: colon)...].firstIndex { $0 != " " } ?? line.endIndex
                return line.distance(from: line.startIndex, to: value)
            })
        #expect(valueColumns.count == 1, "every label is padded to the same width")
        #expect(lines.contains { $0.hasPrefix("scroll hitch ratio") && $0.contains("ms/s (lab critical, Organizer ") })
        #expect(lines.contains { $0.hasPrefix("trace hitch ratio") && $0.contains("whole trace") })
        #expect(lines.contains { $0.hasPrefix("strategy") && $0.hasSuffix("tiles") })
    }

    @Test func csvHasHeaderAndOneLinePerFrame() throws {
        let csv = try Self.report().csv()
        let lines = csv.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 3 + 1)
        let header =
            "index,dueIndex,vsyncSeconds,positionDays,cpuMs,wallMs,commitMs,renderMs,instructions,commitInstructions,"
            + "renderInstructions,beginIndex,renderStartSeconds,expectedAtSeconds,presentedAtSeconds,hitchMs,hitchType,"
            + "tilesConfigured,bytes,dataSwapped,contentJumpPixels,yRescaled,edgeStall,notes"
        #expect(lines.first.map(String.init) == header)
        #expect(lines[2].hasSuffix(",1,2,1,73,0,0,data swapped; content jump 73 px; 1 tile configured"))
    }

    /// Two threads a run, as Instruments' Hitches track shows the render loop: each frame's commit on the main
    /// thread and its render on the render server.
    @Test func chromeTraceHasACommitAndARenderSlicePerFramePerStrategy() throws {
        let reports = [try Self.report(strategy: "render-all"), try Self.report(strategy: "tiles")]
        let text = ChromeTraceWriter.json(reports: reports)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let events = try #require(object["traceEvents"] as? [[String: Any]])
        let slices = events.filter { $0["ph"] as? String == "X" }
        #expect(slices.count == 12)
        #expect(Set(slices.compactMap { $0["tid"] as? Int }) == [1, 2, 3, 4])
        #expect(slices.filter { $0["name"] as? String == "commit (hitch, commit)" }.count == 2)
        // The frame due at vsync 2 that waited for the main thread is deferred, not a hitch.
        #expect(slices.filter { $0["cat"] as? String == "deferred" }.count == 4)
        func metadataNames(_ kind: String) -> [String] {
            events.filter { $0["ph"] as? String == "M" && $0["name"] as? String == kind }
                .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        }
        #expect(
            metadataNames("thread_name") == [
                "render-all · main thread (commit)", "render-all · render server", "tiles · main thread (commit)", "tiles · render server",
            ])
        // Both reports ran the same trace, so they share one process named after it.
        #expect(metadataNames("process_name") == ["fling"])
        #expect(Set(slices.compactMap { $0["pid"] as? Int }) == [1])
        let instants = events.filter { $0["ph"] as? String == "i" }.compactMap { $0["name"] as? String }
        #expect(instants.filter { $0 == "data swapped; content jump 73 px; 1 tile configured" }.count == 2)
        #expect(instants.filter { $0 == "hitch presented" }.count == 2)
        // Frame 1's commit starts at vsync 1 (16666.7 µs) and lasts 2.5 budgets (41666.7 µs); its render begins at 4.
        let hitch = try #require(slices.first { $0["name"] as? String == "commit (hitch, commit)" })
        #expect(abs((hitch["ts"] as? Double ?? 0) - 16666.7) < 0.01)
        #expect(abs((hitch["dur"] as? Double ?? 0) - 41666.7) < 0.01)
        let render = try #require(slices.first { $0["name"] as? String == "render (hitch, commit)" })
        #expect(abs((render["ts"] as? Double ?? 0) - 66666.7) < 0.01)
    }
}
