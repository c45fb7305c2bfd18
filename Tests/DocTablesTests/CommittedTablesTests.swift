import Foundation
import Testing

@testable import DocTables
@testable import ResultFiles
@testable import ResultText

/// The committed docs against the committed reference results: each table has its one place, and holds what
/// `harness tables results/reference --check` makes.
@Suite struct CommittedTablesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let reference = repository + "/results/reference"

    /// Whether results/reference was written by an older harness (HitchBench 0.1, or before the rows carried the
    /// figures the tables read), which the tables refuse until scripts/reference-results.sh has been rerun.
    static let referenceIsFromAnOlderHarness: Bool = {
        do throws(TablesError) {
            _ = try ResultTables.sections(ReferenceFolder.load(reference))
            return false
        } catch {
            return error.isFromAnOlderHarness
        }
    }()

    /// Every Markdown file of the repository outside build folders, relative to it.
    static func markdownFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: repository)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasPrefix(".build") || path.split(separator: "/").contains(where: { $0.hasPrefix(".") && $0 != "." }) {
                enumerator?.skipDescendants()
                continue
            }
            if path.hasSuffix(".md") { found.append(path) }
        }
        return found.sorted()
    }

    /// What the test of the tables says when it skips.
    static let olderReference: Comment = """
        results/reference was written by an older harness; regenerate it with scripts/reference-results.sh, \
        then run swift run -c release harness tables results/reference --write
        """

    @Test(.enabled(if: !referenceIsFromAnOlderHarness, olderReference))
    func theCommittedDocsHoldTheTablesOfTheReferenceResults() throws {
        let sections = try ResultTables.sections(ReferenceFolder.load(Self.reference))
        let stale = try DocumentTables.differing(sections, root: Self.repository)
        #expect(
            stale.map(\.title) == [],
            "these tables differ from results/reference; run swift run -c release harness tables results/reference --write")
    }

    /// Holds whatever results/reference holds, so --write always knows where each table goes.
    @Test func everyTableHasOnePlaceInItsDocumentAndNoneElsewhere() throws {
        for (title, document) in ResultTables.documents {
            let text = try String(contentsOfFile: Self.repository + "/" + document, encoding: .utf8)
            _ = try DocumentTables.table(title, in: text, document: document)
        }
        let owners = Dictionary(uniqueKeysWithValues: ResultTables.documents.map { ($0.title, $0.document) })
        for path in Self.markdownFiles() {
            let text = try String(contentsOfFile: Self.repository + "/" + path, encoding: .utf8)
            for title in DocumentTables.markedTitles(in: text) {
                #expect(owners[title] == path, "\(path) marks '\(title)', whose table belongs in \(owners[title] ?? "no document")")
            }
        }
    }
}
