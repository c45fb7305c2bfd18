import Foundation
import TestSupport
import Testing

@testable import DocTables
@testable import ResultFiles
@testable import ResultText

/// Result folders the tables cannot be made from: a file missing, of another format or from an older harness.
@Suite struct ResultTablesInputTests {
    /// What making the tables of `fixture` throws, after `change` has had the written folder.
    static func problem(
        _ fixture: ReferenceFixture = ReferenceFixture(), change: (String) throws -> Void = { _ in }
    ) throws
        -> TablesError?
    {
        let folder = try ScratchFolder("tables")
        defer { folder.remove() }
        try fixture.write(to: folder.path)
        try change(folder.path)
        do throws(TablesError) {
            _ = try ResultTables.sections(ReferenceFolder.load(folder.path))
            return nil
        } catch {
            return TablesError(
                error.description.replacingOccurrences(of: folder.path, with: "F"), isFromAnOlderHarness: error.isFromAnOlderHarness)
        }
    }

    /// The tables' prose is data beside the results: without it, or with a value of the wrong kind, the tables
    /// are not made and one line names the file and the problem.
    @Test func theProseFileIsRequiredAndChecked() throws {
        let missing = try Self.problem { try FileManager.default.removeItem(atPath: $0 + "/table-prose.json") }
        #expect(missing?.description == "F/table-prose.json: no such file")
        let wrong = try Self.problem { folder in
            try #"{"format": "hitchbench-table-prose/1", "whenToUse": {"tiles": 3}, "seedSaw": {}, "profileRole": {}}"#.write(
                toFile: folder + "/table-prose.json", atomically: true, encoding: .utf8)
        }
        #expect(wrong?.description == #"F/table-prose.json: whenToUse "tiles" is not a string"#)
        let notText = try Self.problem { folder in
            try #"{"format": "hitchbench-table-prose/1", "whenToUse": {}, "seedSaw": {}, "profileRole": {"tiles": null}}"#
                .write(toFile: folder + "/table-prose.json", atomically: true, encoding: .utf8)
        }
        #expect(notText?.description == #"F/table-prose.json: profileRole "tiles" is not a string"#)
    }

    /// The key table's last column is the prose file's, not the code's.
    @Test func whenToUseComesFromTheProseFile() throws {
        let folder = try ScratchFolder("tables")
        defer { folder.remove() }
        try ReferenceFixture().write(to: folder.path)
        let sections = try ResultTables.sections(ReferenceFolder.load(folder.path))
        let key = try #require(sections.first { $0.title == "Which strategy when" })
        #expect(key.table.contains("| Only for small data. |"))
    }

    @Test func aRowWithoutTheFiguresTheTablesReadIsFromAnOlderHarness() throws {
        var fixture = ReferenceFixture()
        fixture.edit("compare-fling.json", "window") {
            $0["worstFrameMs"] = nil
            $0["swapFrameMs"] = nil
        }
        let error = try #require(try Self.problem(fixture))
        #expect(error.isFromAnOlderHarness)
        #expect(
            error.description
                == "F/compare-fling.json: written by an older harness (its rows lack worstFrameMs, swapFrameMs); "
                + "regenerate the reference results with scripts/reference-results.sh")
    }

    @Test func aHitchBench01ComparisonIsFromAnOlderHarness() throws {
        var fixture = ReferenceFixture()
        fixture.edit("compare-fling.json") { $0["format"] = "hitchbench-compare/1" }
        let error = try #require(try Self.problem(fixture))
        #expect(error.isFromAnOlderHarness)
        #expect(
            error.description.hasSuffix(
                "hitchbench-compare/1 comes from HitchBench 0.1, whose display model differs; "
                    + "regenerate the reference results with scripts/reference-results.sh"))
    }

    @Test func aMissingFileIsNamedAndNotTakenForAnOlderHarness() throws {
        let error = try #require(try Self.problem { try FileManager.default.removeItem(atPath: $0 + "/compare-fling-3650d.json") })
        #expect(error == TablesError("F/compare-fling-3650d.json: no such file"))
    }

    @Test func aMissingFolderIsNamed() throws {
        #expect(throws: TablesError("/nonexistent/reference: no such folder")) { try ReferenceFolder.load("/nonexistent/reference") }
    }

    @Test func aFigureOfTheWrongKindIsRefusedNamingItsRow() throws {
        var fixture = ReferenceFixture()
        fixture.edit("compare-fling.json", "window") { $0["hitches"] = ["many"] }
        let error = try #require(try Self.problem(fixture))
        #expect(error == TablesError("F/compare-fling.json: row 1 (window) has a hitches that is not a number, string or null"))
    }

    @Test func aFileThatIsNotJSONIsRefusedInOneLine() throws {
        let error = try #require(
            try Self.problem { try "{\"format\": ".write(toFile: $0 + "/compare-fling.json", atomically: true, encoding: .utf8) })
        #expect(error.description.hasPrefix("F/compare-fling.json: not valid JSON ("))
        #expect(!error.description.contains("\n") && !error.isFromAnOlderHarness)
    }

    @Test func noSnapNoneComparisonMeansNoSnappingTable() throws {
        let error = try #require(
            try Self.problem { folder in
                for trace in ["fling", "tap-select"] {
                    try FileManager.default.removeItem(atPath: folder + "/compare-\(trace)-snap-none-only-render-all+window.json")
                }
            })
        #expect(error.description == "F: no comparison like compare-fling.json with --snap none (the snapping table's)")
    }
}
