import BenchGate
import BenchSuite
import Foundation
import ResultFiles
import TestSupport
import Testing
import Workspace

/// A paired run's side is read from its compare files by the format's one reader (`ComparisonFile.read`): the
/// figures the gate compares, and the same refusals and wording as the docs' tables.
@Suite struct SideRunComparisonsTests {
    @Test func aSideHoldsEachRowsFiguresAndItsStrategysCounters() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let comparison = sharedComparison[0]
        _ = try folder.file(
            "compare-short.json", contents: ComparisonDocument.json(comparison, settings: testSettings(), command: "t", toolVersion: "t"))
        let side = try SideRun(comparisonsIn: folder.path)
        #expect(side.entries.keys.sorted() == comparison.rows.map { "short/\($0.strategy)" }.sorted())
        for (row, result) in zip(comparison.rows, comparison.results) {
            let entry = try #require(side.entries["short/\(row.strategy)"])
            #expect(entry.frames == RowFigures(row).int("frames") && entry.frames > 0)
            #expect(entry.counters == Dictionary(uniqueKeysWithValues: result.namedTotals.named.map { ($0.name, $0.value) }))
            #expect(entry.p50FrameMs != nil && entry.instructions.isEmpty)
        }
        #expect(side.settings["days"] == String(testDays) && side.settings["clock"] == "\"cpu\"")
        #expect(side.machine != nil)
    }

    /// A file the format's reader refuses is refused here in its words, as the docs' tables refuse it.
    @Test func aBrokenFileIsRefusedInTheReadersWords() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let path = try folder.file("compare-short.json", contents: #"{"format":"hitchbench-compare/2","trace":"short"}"#)
        let read = try #require(throws: ResultFileError.self) { try ComparisonFile.read(path: path) }
        let side = try #require(throws: ResultFileError.self) { try SideRun(comparisonsIn: folder.path) }
        #expect(side == read)
        #expect(side.description.hasPrefix(path + ": needs trace, refreshHz"))
    }
}
