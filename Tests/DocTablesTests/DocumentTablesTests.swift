import Foundation
import TestSupport
import Testing

@testable import DocTables
@testable import ResultFiles
@testable import ResultText

/// Tables in their documents: found between their markers, compared, replaced, and refused when the markers
/// are wrong, with nothing written.
@Suite struct DocumentTablesTests {
    static let sections = [
        GeneratedSection(title: "A", document: "README.md", table: "| a |\n|---|\n| 1 |"),
        GeneratedSection(title: "B", document: "docs/Results.md", table: "| b |\n|---|\n| 2 |"),
    ]

    /// A root with a README marking A and a docs/Results.md marking B, both empty, with prose around them.
    static func root() throws -> ScratchFolder {
        let root = try ScratchFolder("documents")
        try FileManager.default.createDirectory(atPath: root.path + "/docs", withIntermediateDirectories: true)
        _ = try root.file("README.md", contents: "# R\n\nbefore\n<!-- generated: A -->\n<!-- end generated -->\nafter\n")
        _ = try root.file("docs/Results.md", contents: "# S\n\n<!-- generated: B -->  \n\nold\n\n<!-- end generated -->\n")
        return root
    }

    static func text(_ root: ScratchFolder, _ document: String) throws -> String {
        try String(contentsOfFile: root.path + "/" + document, encoding: .utf8)
    }

    @Test func writePutsEachTableBetweenItsMarkersAndKeepsTheProse() throws {
        let root = try Self.root()
        defer { root.remove() }
        #expect(try DocumentTables.write(Self.sections, root: root.path) == Self.sections)
        #expect(
            try Self.text(root, "README.md")
                == "# R\n\nbefore\n<!-- generated: A -->\n\n| a |\n|---|\n| 1 |\n\n<!-- end generated -->\nafter\n")
        #expect(
            try Self.text(root, "docs/Results.md") == "# S\n\n<!-- generated: B -->  \n\n| b |\n|---|\n| 2 |\n\n<!-- end generated -->\n")
    }

    @Test func aSecondWriteChangesNothing() throws {
        let root = try Self.root()
        defer { root.remove() }
        try DocumentTables.write(Self.sections, root: root.path)
        let before = try Self.text(root, "README.md")
        #expect(try DocumentTables.write(Self.sections, root: root.path).isEmpty)
        #expect(try Self.text(root, "README.md") == before)
    }

    @Test func checkNamesEveryTableThatDiffersAndNoOther() throws {
        let root = try Self.root()
        defer { root.remove() }
        #expect(try DocumentTables.differing(Self.sections, root: root.path) == Self.sections)
        try DocumentTables.write([Self.sections[1]], root: root.path)
        #expect(try DocumentTables.differing(Self.sections, root: root.path) == [Self.sections[0]])
    }

    @Test func aDocumentWithoutATablesMarkersIsRefusedAndNoDocumentIsWritten() throws {
        let root = try Self.root()
        defer { root.remove() }
        _ = try root.file("README.md", contents: "# A README without the markers\n")
        let results = try Self.text(root, "docs/Results.md")
        #expect(
            throws: TablesError("README.md: no '<!-- generated: A -->' lines (needs exactly one, followed by '<!-- end generated -->')")
        ) {
            try DocumentTables.write(Self.sections, root: root.path)
        }
        #expect(try Self.text(root, "docs/Results.md") == results)
    }

    @Test func aTitleMarkedTwiceIsRefused() throws {
        let text = "<!-- generated: A -->\n<!-- end generated -->\n<!-- generated: A -->\n<!-- end generated -->\n"
        #expect(throws: TablesError("R.md: 2 '<!-- generated: A -->' lines (needs exactly one, followed by '<!-- end generated -->')")) {
            try DocumentTables.table("A", in: text, document: "R.md")
        }
    }

    @Test func aStartMarkerFollowedByAnotherSectionsIsRefused() throws {
        let text = "<!-- generated: A -->\n<!-- generated: B -->\n<!-- end generated -->\n"
        #expect(
            throws: TablesError(
                "R.md: '<!-- generated: A -->' is not followed by '<!-- end generated -->' before the next generated section")
        ) { try DocumentTables.table("A", in: text, document: "R.md") }
    }

    @Test func aMarkerQuotedInProseIsNotAMarker() throws {
        let text =
            "Tables go between `<!-- generated: A -->` and `<!-- end generated -->`.\n<!-- generated: A -->\nx\n<!-- end generated -->\n"
        #expect(DocumentTables.markedTitles(in: text) == ["A"])
        #expect(try DocumentTables.table("A", in: text, document: "R.md") == "x")
    }

    @Test func aMissingDocumentIsNamed() throws {
        let root = try ScratchFolder("documents")
        defer { root.remove() }
        #expect(throws: TablesError("\(root.path)/README.md: no such file")) {
            try DocumentTables.differing([Self.sections[0]], root: root.path)
        }
    }
}
