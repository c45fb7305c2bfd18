import TestSupport
import Testing

@testable import DeviceImport

/// Small exports modelled on the real ones (no public export of a commit table was found: the columns are those
/// `hitches-renders` has, which HitchBench reads of every stage table): FixIt's commits, SwiftUI's updates and
/// the display's swaps, beside `XctraceFixtures.hitches` (FixIt hitches shown at 1.016666666, 2.533333333 and
/// 4.016666666 s on Display 1).
enum PerFrameFixtures {
    /// `hitches-updates`: FixIt's commits at 1.0 s (3 ms), 1.016666667 s (4 ms) and 1.033333333 s (5 ms).
    static let commits = XctraceFixtures.table(
        "hitches-updates", columns: [("start", "start-time"), ("duration", "duration"), ("process", "process")],
        rows: [
            #"<start-time id="1">1000000000</start-time><duration id="2">3000000</duration><process id="3" fmt="FixIt (11101)"><pid id="4">11101</pid></process>"#,
            #"<start-time id="5">1016666667</start-time><duration id="6">4000000</duration><process ref="3"/>"#,
            #"<start-time id="7">1033333333</start-time><duration id="8">5000000</duration><process ref="3"/>"#,
        ])

    /// `swiftui-updates` of FixIt: at 0.999 s (0.5 ms, just before the first commit), 1.001 s (0.25 ms, in it),
    /// 1.017 s (1 ms, in the second) and 2.0 s (0.75 ms, far from any commit), and one of backboardd (68).
    static let updates = XctraceFixtures.table(
        "swiftui-updates",
        columns: [("start", "start-time"), ("duration", "duration"), ("update-type", "string"), ("process", "process")],
        rows: [
            #"<start-time id="1">999000000</start-time><duration id="2">500000</duration><string id="3">View Body</string><process id="4" fmt="FixIt (11101)"><pid id="5">11101</pid></process>"#,
            #"<start-time id="6">1001000000</start-time><duration id="7">250000</duration><string ref="3"/><process ref="4"/>"#,
            #"<start-time id="8">1017000000</start-time><duration id="9">1000000</duration><string ref="3"/><process ref="4"/>"#,
            #"<start-time id="10">2000000000</start-time><duration id="11">750000</duration><string ref="3"/><process ref="4"/>"#,
            #"<start-time id="12">1002000000</start-time><duration ref="11"/><string ref="3"/><process id="13" fmt="backboardd (68)"><pid id="14">68</pid></process>"#,
        ])

    /// `display-surface-swap`'s columns HitchBench reads: a swap at each of the first two hitches' ends, the first
    /// paced at two intervals (desired 1.0 s), the second at one (desired 2.516666666 s); the third hitch has none.
    static func swaps(quanta: String = "2") -> String {
        XctraceFixtures.table(
            "display-surface-swap",
            columns: [
                ("timestamp", "start-time"), ("display-name", "display-name"), ("min-quanta", "uint32"),
                ("desired-presentation-time", "start-time"),
            ],
            rows: [
                #"<start-time id="1">1016666666</start-time><display-name id="2">Display 1</display-name><uint32 id="3">"#
                    + quanta + #"</uint32><start-time id="4">1000000000</start-time>"#,
                #"<start-time id="5">2533333333</start-time><display-name ref="2"/><uint32 id="6">1</uint32><start-time id="7">2516666666</start-time>"#,
            ])
    }
}

@Suite struct PerFrameStageTests {
    static func run(_ names: [String], _ options: InstrumentsImport = InstrumentsImport()) throws(DeviceImportError) -> DeviceRun {
        let files = [
            "toc": XctraceFixtures.toc, "hitches": XctraceFixtures.hitches, "hitches-updates": PerFrameFixtures.commits,
            "swiftui-updates": PerFrameFixtures.updates, "display-surface-swap": PerFrameFixtures.swaps(),
        ]
        return try InstrumentsImport.run(options)(exports: names.map { (name: "\($0).xml", bytes: Array((files[$0] ?? "").utf8)) })
    }

    @Test func theCommitTablesRowsAreTheRunsPerFrameCommits() throws {
        let run = try Self.run(["toc", "hitches", "hitches-updates"])
        #expect(run.commits.map(\.durationMs) == [3, 4, 5])
        #expect(run.commits.map(\.startSeconds) == [1, 1.016666667, 1.033333333])
        #expect(run.summary.commitP50Ms == 4)
    }

    @Test func swiftUIUpdatesAreSummedIntoTheCommitTheyPrecedeOrFallIn() throws {
        let run = try Self.run(["toc", "hitches", "hitches-updates", "swiftui-updates"])
        #expect(
            run.frameUpdates == [
                DeviceRun.FrameUpdates(startSeconds: 0.999, durationMs: 0.75, updates: 2),
                DeviceRun.FrameUpdates(startSeconds: 1.017, durationMs: 1, updates: 1),
                DeviceRun.FrameUpdates(startSeconds: 2, durationMs: 0.75, updates: 1),
            ])
        #expect(run.notes.contains("set aside 1 swiftui-updates rows of other processes than FixIt (11101)"))
        #expect(run.stages.last == DeviceRun.Stage(schema: "swiftui-updates", stage: "commit", count: 3, p50Ms: 0.75, p99Ms: 1, maxMs: 1))
    }

    @Test func withoutCommitsOrARateEachUpdateIsAFrameOfItsOwn() throws {
        let run = try Self.run(["toc", "hitches", "swiftui-updates"])
        #expect(run.frameUpdates.map(\.durationMs) == [0.5, 0.25, 1, 0.75])
        #expect(run.notes.contains { $0.hasPrefix("swiftui-updates summed per update, not per frame") })
    }

    /// Updates at 10 and 70 ns fall in the interval of the vsync at 0; the one at 45 in the commit at 50 between
    /// them: the vsync's frame takes both, listed at its first update's start.
    @Test func anUpdateAfterACommitJoinsTheFrameOfItsVsyncAgain() {
        let updates = [10, 45, 70].map { InstrumentsRecording.ViewUpdate(start: $0, duration: 2, pid: nil, processName: nil, type: nil) }
        let frames = FrameAttribution.frames(
            of: updates, commits: [InstrumentsRecording.Span(start: 50, duration: 10, display: nil, pid: nil)], vsyncs: [0, 1000],
            interval: 16)
        #expect(
            Array(frames) == [
                FrameAttribution.Updates(start: 10, duration: 4, count: 2), FrameAttribution.Updates(start: 45, duration: 2, count: 1),
            ])
    }

    @Test func aCountedHitchTakesTheDeadlineAndPaceOfTheSwapShownAtItsEnd() throws {
        let run = try Self.run(["toc", "hitches", "display-surface-swap"])
        let counted = run.hitches.filter(\.counted)
        #expect(counted.map(\.deadlineSeconds) == [1, 2.516666666, nil])
        #expect(counted.map(\.presentedSeconds) == [1.016666666, 2.533333333, nil])
        #expect(counted.map(\.minQuanta) == [2, 1, nil])
        #expect(run.hitches.filter { !$0.counted }.allSatisfy { $0.deadlineSeconds == nil })
        #expect(
            run.notes.contains(
                "1 of 3 counted hitches have no display-surface-swap row presented at their end: their deadline is unknown"))
    }

    @Test func aMinimumQuantaOfNoWholeIntervalsIsRefusedNamingTheCell() {
        let exports = [("hitches.xml", XctraceFixtures.hitches), ("swaps.xml", PerFrameFixtures.swaps(quanta: "5000"))]
        #expect(
            throws: DeviceImportError.self,
            performing: { try InstrumentsImport().run(exports: exports.map { (name: $0.0, bytes: Array($0.1.utf8)) }) })
        do {
            _ = try InstrumentsImport().run(exports: exports.map { (name: $0.0, bytes: Array($0.1.utf8)) })
        } catch {
            #expect(error.description.contains("column min-quanta: 5000 is not a number of refresh intervals (0 to 1000)"))
        }
    }
}
