import DisplayModel
import TestSupport
import Testing

@testable import DeviceImport

/// Imports of small exports written in xctrace's format: which hitches count, the figures they give and why
/// those are right, and the one line each kind of bad input gets.
@Suite struct InstrumentsImportTests {
    static func run(
        _ exports: [(String, String)], _ options: InstrumentsImport = InstrumentsImport()
    ) throws(DeviceImportError) -> DeviceRun {
        try options.run(exports: exports.map { (name: $0.0, bytes: Array($0.1.utf8)) })
    }

    static func problem(_ exports: [(String, String)], _ options: InstrumentsImport = InstrumentsImport()) -> String? {
        do {
            _ = try run(exports, options)
            return nil
        } catch {
            return error.description
        }
    }

    static let withTOC = [("toc.xml", XctraceFixtures.toc), ("hitches.xml", XctraceFixtures.hitches)]

    /// The table of contents names FixIt as the recording's target, so its hitches count: rows 1, 2 and 4
    /// (16.666666 + 33.333333 + 16.666666 ms). backboardd's is another process's; row 5 is the system's.
    @Test func theTargetProcesssHitchesCountAndTheOthersAreApart() throws {
        let run = try Self.run(Self.withTOC)
        #expect(run.process == DeviceRun.Process(name: "FixIt", pid: 11101, hitches: 3))
        #expect(run.summary.hitches == 3 && run.summary.systemHitches == 1 && run.summary.otherProcessHitches == 1)
        #expect(run.summary.maxHitchMs == 33.333333 && run.summary.totalHitchMs == 66.666665)
        #expect(run.hitches.map(\.counted) == [true, true, false, true, false])
        #expect(run.label == "FixIt on iPhone Air" && run.deviceValue("osVersion") == "26.6.2 (23G90)")
    }

    /// Rows out of time order are put in it, rows of one start in the table's order: the second listing of the
    /// hitch at 1 s (same start and duration) is not counted again, the longer one at that start is.
    @Test func hitchesAreSortedByStartWithTiesInTheTablesOrder() throws {
        func row(_ id: Int, start: Int, duration: Int, narrative: String) -> String {
            #"<start-time id="\#(id)">\#(start)</start-time><duration id="\#(id + 1)">\#(duration)</duration>"#
                + #"<process id="\#(id + 2)" fmt="FixIt (11101)"><pid id="\#(id + 3)">11101</pid></process><boolean id="\#(id + 4)">0</boolean>"#
                + #"<uint32 id="\#(id + 5)">1</uint32><string id="\#(id + 6)">0x1</string><display-name id="\#(id + 7)">Display 1</display-name>"#
                + #"<string id="\#(id + 8)">\#(narrative)</string>"#
        }
        let table = XctraceFixtures.table(
            "hitches", columns: XctraceFixtures.hitchesColumns,
            rows: [
                row(1, start: 3_000_000_000, duration: 8_000_000, narrative: "Potentially expensive GPU work"),
                row(10, start: 1_000_000_000, duration: 16_666_666, narrative: "Potentially expensive app update(s)"),
                row(20, start: 1_000_000_000, duration: 16_666_666, narrative: ""),
                row(30, start: 1_000_000_000, duration: 33_333_333, narrative: "Potentially expensive app update(s)"),
            ])
        let run = try Self.run([("hitches.xml", table)])
        #expect(run.hitches.map(\.startSeconds) == [1, 1, 1, 3])
        #expect(run.hitches.map(\.counted) == [true, false, true, true])
        #expect(
            run.hitches.map(\.type) == [
                "Potentially expensive app update(s)", nil, "Potentially expensive app update(s)", "Potentially expensive GPU work",
            ])
        #expect(run.hitches.map(\.stage) == ["commit", nil, "commit", "render"])
        #expect(run.summary.hitches == 3 && run.summary.commitHitches == 2 && run.summary.renderHitches == 1)
        #expect(run.hitchTypes.map(\.type) == ["GPU work", "app update"] && run.hitchTypes.map(\.count) == [1, 2])
    }

    /// Over the recording's 93.275372 s (the table of contents' duration): 66.666665 ms / 93.275372 s.
    @Test func theTraceRatioIsHitchTimeOverTheRecording() throws {
        let run = try Self.run(Self.withTOC)
        #expect(run.summary.traceSeconds == 93.275372)
        #expect(run.summary.traceHitchTimeRatioMsPerSecond == 66.666665 / 93.275372)
    }

    /// Without a table of contents or a frame table the recording's length is unknown: no trace ratio.
    @Test func withOnlyHitchesTheRecordingsLengthIsAbsentNotZero() throws {
        let run = try Self.run([("hitches.xml", XctraceFixtures.hitches)], InstrumentsImport(process: .name("FixIt")))
        #expect(run.summary.hitches == 3 && run.summary.traceSeconds == nil && run.summary.traceHitchTimeRatioMsPerSecond == nil)
        #expect(run.summary.frames == nil && run.summary.refreshHz == nil && run.summary.renderP50Ms == nil)
    }

    @Test func twoProcessesWithHitchesAndNoChoiceAreNamed() {
        #expect(
            Self.problem([("hitches.xml", XctraceFixtures.hitches)])
                == "hitches.xml: hitches of 2 processes (FixIt (11101) 3, backboardd (68) 1); choose one with --process NAME|PID")
    }

    @Test func aProcessIsChosenByPid() throws {
        let run = try Self.run([("hitches.xml", XctraceFixtures.hitches)], InstrumentsImport(process: .pid(68)))
        #expect(run.summary.hitches == 1 && run.summary.maxHitchMs == 8 && run.summary.otherProcessHitches == 3)
        #expect(run.label == "backboardd")
    }

    @Test func aProcessTheRecordingDoesNotHaveIsRefusedWithThoseItHas() {
        #expect(
            Self.problem([("hitches.xml", XctraceFixtures.hitches)], InstrumentsImport(process: .name("Safari")))
                == "--process Safari: no process of that name in the recording (processes: FixIt (11101), backboardd (68))")
    }

    /// Row 1 names an app update (the commit), row 2 a render and GPU work (the render), row 4 nothing.
    @Test func narrativesGiveEachHitchsStage() throws {
        let run = try Self.run(Self.withTOC)
        #expect(run.summary.commitHitches == 1 && run.summary.renderHitches == 1 && run.summary.bothHitches == 0)
        #expect(run.stageSource == "narrative")
        #expect(run.hitchTypes.map(\.type) == ["GPU work", "app update", "none", "render"] && run.hitchTypes.map(\.count) == [1, 1, 1, 1])
    }

    /// The scroll from 0.5 to 3 s holds rows 1 and 2 (at 1.0 and 2.5 s): 49.999999 ms over 2.5 s.
    @Test func theScrollRatioIsTheScrollsHitchTimeOverItsLength() throws {
        let options = InstrumentsImport(scrolls: .intervals([TrackedInterval(startSeconds: 0.5, endSeconds: 3)]))
        let run = try Self.run(Self.withTOC, options)
        #expect(run.summary.scrollHitches == 2 && run.summary.scrollSeconds == 2.5)
        #expect(run.summary.scrollHitchTimeRatioMsPerSecond == 49.999999 / 2.5 && run.summary.band == .critical)
        #expect(run.scrollSource == "option")
    }

    /// A hitch that starts inside a scroll and ends after it extends the scroll to its end, as HitchBench extends
    /// a scroll to its last frame's presentation: 2.5 s + 33.333333 ms is past the scroll's end at 2.51 s.
    @Test func aHitchEndingAfterTheScrollExtendsIt() throws {
        let run = try Self.run(Self.withTOC, InstrumentsImport(scrolls: .intervals([TrackedInterval(startSeconds: 2.4, endSeconds: 2.51)])))
        #expect(run.summary.scrollHitches == 1)
        #expect(abs((run.summary.scrollSeconds ?? 0) - 0.133333333) < 1e-9)
    }

    @Test func aScrollAfterTheRecordingIsRefused() {
        let options = InstrumentsImport(scrolls: .intervals([TrackedInterval(startSeconds: 100, endSeconds: 110)]))
        #expect(Self.problem(Self.withTOC, options) == "--scroll: 100-110 starts after the recording's end at 93.275 s")
    }

    /// 5 frames at 60 Hz (the third swap lists two surfaces: one frame), vsyncs 8,333,333 ns apart (120 Hz),
    /// renders of 4, 6, 5 and 9 ms (the 6 ms one listed at two containment levels counts once).
    @Test func framesTheDisplaysRateAndRenderTimesComeFromTheirTables() throws {
        let exports =
            Self.withTOC + [
                ("surfaces.xml", XctraceFixtures.surfaces(count: 5)), ("vsyncs.xml", XctraceFixtures.vsyncs(count: 4)),
                ("renders.xml", XctraceFixtures.renders),
            ]
        let run = try Self.run(exports)
        #expect(run.summary.frames == 5 && run.frames.first == DeviceRun.Interval(startSeconds: 0.5, durationMs: 16.666708))
        #expect(run.summary.refreshHz == 120 && run.refreshSource == "display-vsyncs-interval")
        // Nearest rank of [4, 5, 6, 9]: p50 is the 2nd, p99 the 4th.
        #expect(run.summary.renderP50Ms == 5 && run.summary.renderP99Ms == 9 && run.summary.renderMaxMs == 9)
        #expect(
            run.renders.count == 4
                && run.stages == [DeviceRun.Stage(schema: "hitches-renders", stage: "render", count: 4, p50Ms: 5, p99Ms: 9, maxMs: 9)])
        #expect(run.display == "Display 1" && run.displays == ["Display 1"])
        #expect(run.tables.map(\.rows) == [5, 6, 4, 5])
    }

    /// Without a table of contents the recording runs from 0 to the last end of any table's row, whatever the
    /// process: the fifth frame ends at 0.583333376 s, the system's hitch at 5.0 s 50 ms later, at 5.05 s.
    @Test func withoutATableOfContentsTheFrameTablesGiveTheRecordingsLength() throws {
        let files = [("hitches.xml", XctraceFixtures.hitches), ("surfaces.xml", XctraceFixtures.surfaces(count: 5))]
        #expect(try Self.run(files, InstrumentsImport(process: .pid(11101))).summary.traceSeconds == 5.05)
        #expect(try Self.run(files, InstrumentsImport(process: .pid(68))).summary.traceSeconds == 5.05)
    }

    /// iOS 18's table: no process or system column, its Hitch Type says the stage, its refresh interval the rate.
    @Test func iOS18HitchesSummaryGivesTypesAndRate() throws {
        let run = try Self.run([("summary.xml", XctraceFixtures.hitchesSummary)])
        #expect(run.summary.hitches == 3 && run.summary.maxHitchMs == 16.669668 && run.summary.systemHitches == nil)
        #expect(
            run.summary.commitHitches == 2 && run.summary.renderHitches == 1 && run.summary.bothHitches == 0
                && run.stageSource == "hitch-type")
        #expect(run.hitchTypes.map(\.type) == ["Commit to Render latency", "Pre-Commit(s) latency"])
        // 1e9 / 16,666,125 ns = 60.002 Hz.
        #expect(run.summary.refreshHz == 60 && run.refreshSource == "hitches-summary" && run.process == nil && run.processes.isEmpty)
    }

    /// An empty hitch table is a recording in which no frame missed its deadline: 0 hitches, a ratio of 0.
    @Test func anEmptyHitchTableIsNoHitchesNotAnError() throws {
        let empty = XctraceFixtures.table("hitches", columns: XctraceFixtures.hitchesColumns, rows: [])
        let run = try Self.run([("toc.xml", XctraceFixtures.toc), ("hitches.xml", empty)])
        #expect(run.summary.hitches == 0 && run.summary.maxHitchMs == 0 && run.summary.totalHitchMs == 0)
        #expect(run.summary.traceHitchTimeRatioMsPerSecond == 0 && run.tables.map(\.rows) == [0])
    }

    @Test func signpostIntervalsNamedByTheScrollOptionAreTheScrolls() throws {
        let signposts = XctraceFixtures.table(
            "OSSignpostIntervals", columns: [("start", "start-time"), ("duration", "duration"), ("name", "signpost-name")],
            rows: [
                #"<start-time id="1">500000000</start-time><duration id="2">2500000000</duration><signpost-name id="3">Scroll</signpost-name>"#,
                #"<start-time id="4">6000000000</start-time><duration ref="2"/><signpost-name id="5">Load</signpost-name>"#,
            ])
        let run = try Self.run(Self.withTOC + [("signposts.xml", signposts)], InstrumentsImport(scrolls: .signpost("Scroll")))
        #expect(run.scrolls == [TrackedInterval(startSeconds: 0.5, endSeconds: 3)] && run.scrollSource == "signposts")
        #expect(run.summary.scrollHitches == 2)
        #expect(
            Self.problem(Self.withTOC + [("signposts.xml", signposts)])
                == "signposts.xml: 2 signpost intervals; say which are the scrolls with --scroll signpost:NAME (names: Load, Scroll) or give --scroll START-END"
        )
    }

    /// Two files holding one table of two runs are named as two runs, not as one table given twice.
    @Test func aTableOfTwoRunsNamesTheRuns() {
        let second = XctraceFixtures.table("hitches", columns: XctraceFixtures.hitchesColumns, rows: [], run: 2)
        #expect(
            Self.problem([("a.xml", XctraceFixtures.hitches), ("b.xml", second)])
                == "b.xml: table hitches: run 2's table, and a.xml holds run 1's: the files hold two runs; import one run at a time")
    }

    /// A table naming two displays, and no hitch to tell which is the app's: the displays each table names.
    @Test func twoDisplaysWithoutAChoiceAreNamed() {
        let two = XctraceFixtures.surfaces(count: 2).replacing(
            "</node>",
            with:
                #"<row><start-time id="90">600000000</start-time><duration ref="1"/><sentinel/><display-name id="91">Display 2</display-name><uint64 ref="3"/></row></node>"#
        )
        #expect(
            Self.problem([("a.xml", two)])
                == "a.xml: the tables name 2 displays (displayed-surfaces-interval: Display 1, Display 2) and the app's hitches are on none; choose one with --display NAME"
        )
    }

    @Test(arguments: [
        (#"<duration id="99">-5</duration>"#, "column duration: a duration of -5 ns is negative"),
        (
            #"<duration id="99">3600000000001</duration>"#,
            "column duration: a duration of 3600000000001 ns is longer than an hour, which no frame, render or hitch lasts"
        ),
        (#"<duration id="99">16.67</duration>"#, #"column duration: "16.67" is not a whole number of nanoseconds"#),
        ("<sentinel/>", "column duration: the cell is empty (<sentinel/>), expected a duration"),
    ])
    func badDurationsAreRefusedNamingTheRow(cell: String, problem: String) {
        let text = XctraceFixtures.hitches.replacing(#"<duration id="12" fmt="33.33 ms">33333333</duration>"#, with: cell)
        #expect(
            Self.problem([("hitches.xml", text)], InstrumentsImport(process: .pid(11101)))
                == "hitches.xml: table hitches, row 2: \(problem)")
    }

    @Test func aStartPastTheFiftyBitLimitIsRefused() {
        let text = XctraceFixtures.hitches.replacing(">2500000000<", with: ">1125899906842624<")
        #expect(
            Self.problem([("hitches.xml", text)])
                == "hitches.xml: table hitches, row 2: column start: 1125899906842624 ns is past xctrace's 50-bit limit of times (about 13 days)"
        )
    }

    /// A table HitchBench does not read is skipped with its reason, never an abort; alone, it leaves nothing to import.
    @Test func aTableOfAnotherSchemaIsSkippedWithItsReason() throws {
        let gpu = XctraceFixtures.table("hitches-gpu", columns: [("start", "start-time")], rows: [#"<start-time id="1">5</start-time>"#])
        let other = XctraceFixtures.table("time-sample", columns: [("time", "sample-time")], rows: [])
        let run = try Self.run(Self.withTOC + [("gpu.xml", gpu), ("samples.xml", other)])
        #expect(
            run.skipped.first == "skipped hitches-gpu (gpu.xml, 1 row): GPU work is part of the render stage, which hitches-renders times")
        #expect(
            run.skipped.last?.hasPrefix("skipped time-sample (samples.xml, 0 rows): not a table HitchBench reads (it reads hitches,")
                == true)
        #expect(run.tables.map(\.schema) == ["hitches"])
        #expect(
            Self.problem([("gpu.xml", gpu)])
                == "gpu.xml: no table HitchBench reads (skipped: hitches-gpu); give the hitches and frame tables")
    }

    @Test func aMissingColumnIsRefusedWithTheColumnsThereAre() {
        let text = XctraceFixtures.table("hitches", columns: [("start", "start-time"), ("duration", "duration")], rows: [])
        #expect(
            Self.problem([("hitches.xml", text)])
                == "hitches.xml: table hitches: no column process (its columns: start, duration); not the schema HitchBench reads")
    }

    @Test func theSameTableTwiceIsRefused() {
        #expect(
            Self.problem([("a.xml", XctraceFixtures.renders), ("b.xml", XctraceFixtures.renders)])
                == "b.xml: table hitches-renders: given twice (also in a.xml); give each table once")
    }

    @Test func bothHitchTablesAreRefused() {
        #expect(
            Self.problem([("a.xml", XctraceFixtures.hitches), ("b.xml", XctraceFixtures.hitchesSummary)])
                == "b.xml: table hitches-summary: hitches (in a.xml) lists the same hitches; give one of hitches (iOS 17+) or hitches-summary (iOS 18)"
        )
    }

    @Test func tablesOfTwoRunsAreRefused() {
        let second = XctraceFixtures.table(
            "hitches-renders", columns: [("start", "start-time"), ("duration", "duration")], rows: [], run: 2)
        #expect(
            Self.problem([("a.xml", XctraceFixtures.hitches), ("b.xml", second)], InstrumentsImport(process: .pid(11101)))
                == "a.xml: the tables come from different runs (hitches of run 1, hitches-renders of run 2); import one run at a time")
    }

    @Test func aTableOfContentsAloneIsRefused() {
        #expect(
            Self.problem([("toc.xml", XctraceFixtures.toc)])
                == "toc.xml: a table of contents alone has no frames or hitches; give the exported tables too")
    }

    @Test func anExportWithNoTableIsRefused() {
        #expect(
            Self.problem([("x.xml", "<trace-query-result/>")]) == "x.xml: the export holds no table (<trace-query-result> has no <node>)")
    }
}
