import Foundation
import TestSupport
import Testing

/// `harness tables`: its exit codes, what it says and what it writes, on a small fixed reference folder and
/// documents holding only the markers.
@Suite struct TablesCommandTests {
    /// A scratch folder holding `reference/` (the fixture's files) and the two documents.
    static func workspace(_ fixture: ReferenceFixture = ReferenceFixture()) throws -> ScratchFolder {
        let folder = try ScratchFolder("tables-command")
        try FileManager.default.createDirectory(atPath: folder.path + "/reference", withIntermediateDirectories: true)
        try fixture.write(to: folder.path + "/reference")
        try ReferenceFixture.writeDocuments(to: folder.path + "/docs-root")
        return folder
    }

    static func tables(_ arguments: [String], in folder: ScratchFolder) throws -> HarnessProcess {
        try HarnessProcess(["tables", folder.path + "/reference", "--root", folder.path + "/docs-root"] + arguments)
    }

    static func documents(_ folder: ScratchFolder) throws -> [String] {
        try ["README.md", "docs/Results.md"].map { try String(contentsOfFile: folder.path + "/docs-root/" + $0, encoding: .utf8) }
    }

    @Test func printingExitsZeroAndNamesEachTablesDocument() throws {
        let folder = try Self.workspace()
        defer { folder.remove() }
        let run = try Self.tables([], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        for (title, document) in ReferenceFixture.sections {
            #expect(run.stdout.contains("### \(title)\n\nin \(document), between <!-- generated: \(title) --> and <!-- end generated -->"))
        }
    }

    @Test func checkExitsOneNamingEveryTableThatDiffers() throws {
        let folder = try Self.workspace()
        defer { folder.remove() }
        let run = try Self.tables(["--check"], in: folder)
        #expect(run.status == 1)
        #expect(run.errorLines.count == ReferenceFixture.sections.count)
        for (title, document) in ReferenceFixture.sections {
            #expect(run.stderr.contains("tables: \(document): the '\(title)' table differs from "))
        }
    }

    @Test func checkExitsZeroOnceWriteHasPutTheTablesIn() throws {
        let folder = try Self.workspace()
        defer { folder.remove() }
        let write = try Self.tables(["--write"], in: folder)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(write.errorLines.last == "tables: \(ReferenceFixture.sections.count) of \(ReferenceFixture.sections.count) tables changed")
        let check = try Self.tables(["--check"], in: folder)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.errorLines == ["tables: all \(ReferenceFixture.sections.count) tables match \(folder.path)/reference"])
    }

    @Test func aMissingFileExitsTwoInOneLineAndWritesNothing() throws {
        let folder = try Self.workspace()
        defer { folder.remove() }
        try FileManager.default.removeItem(atPath: folder.path + "/reference/sweep-fling-120hz.json")
        let before = try Self.documents(folder)
        let run = try Self.tables(["--write"], in: folder)
        #expect(run.status == 2)
        #expect(run.errorLines == ["harness: tables: \(folder.path)/reference/sweep-fling-120hz.json: no such file"])
        #expect(try Self.documents(folder) == before)
    }

    @Test func aDocumentWithoutATablesMarkersExitsTwoAndNoDocumentIsWritten() throws {
        let folder = try Self.workspace()
        defer { folder.remove() }
        try "# A README without the key table's markers\n".write(
            toFile: folder.path + "/docs-root/README.md", atomically: true, encoding: .utf8)
        let before = try Self.documents(folder)
        let run = try Self.tables(["--write"], in: folder)
        #expect(run.status == 2)
        #expect(run.errorLines.count == 1)
        #expect(run.stderr.contains("README.md: no '<!-- generated: On the seed's phone -->' lines"))
        #expect(try Self.documents(folder) == before)
    }

    @Test func resultsFromAnOlderHarnessExitTwoSayingToRegenerate() throws {
        var fixture = ReferenceFixture()
        fixture.edit("compare-fling.json") { $0["format"] = "hitchbench-compare/1" }
        let folder = try Self.workspace(fixture)
        defer { folder.remove() }
        let run = try Self.tables(["--check"], in: folder)
        #expect(run.status == 2)
        #expect(run.errorLines.count == 1)
        #expect(run.stderr.contains("regenerate the reference results with scripts/reference-results.sh"))
    }

    @Test func writeAndCheckTogetherAreAUsageError() throws {
        let folder = try Self.workspace()
        defer { folder.remove() }
        let run = try Self.tables(["--write", "--check"], in: folder)
        #expect(run.status == 2)
        #expect(run.errorLines == ["harness: tables: give --write or --check, not both"])
    }

    @Test func helpExitsZeroAndShowsTheUsage() throws {
        let run = try HarnessProcess(["tables", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("USAGE: harness tables FOLDER [--write | --check] [--root DIR]"))
        #expect(run.stdout.contains("--root DIR"))
    }
}
