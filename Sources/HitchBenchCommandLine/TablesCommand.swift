import CommandLineOptions
import DocTables
import ResultFiles
import Workspace

/// `harness tables`: the docs' result tables from the reference results, printed, written into their documents
/// or checked against them.
enum TablesCommand: Command {
    static let name = "tables"
    static let write = Flag("write", help: "replace each table between its markers in its document")
    static let check = Flag("check", help: "exit 1 naming each table that differs from its document's")
    static let root = Option.text("root", "DIR", help: "the folder the documents are in (default: the project root)")
    static let declarations = [write.declaration, check.declaration, root.declaration, Flag.help.declaration]
    static let modes = [write.declaration, check.declaration]
    static let positionals = Positionals(upTo: 1, helpWhen: .withoutPositionals)

    static var usage: String { "\(Harness.program) tables FOLDER [--write | --check] [--root DIR]" }

    static func validate(_ options: ParsedOptions, context: CommandContext) throws {
        guard !(options[Self.write] && options[Self.check]) else { throw UsageError("tables: give --write or --check, not both") }
    }

    static func execute(_ options: ParsedOptions, arguments: [String], context: CommandContext) throws -> Int32 {
        let folder = options.positionals[0]
        let root = options[Self.root] ?? ProjectFolders.root
        do throws(TablesError) {
            let sections = try ResultTables.sections(ReferenceFolder.load(folder))
            if options[Self.check] {
                let stale = try DocumentTables.differing(sections, root: root)
                for section in stale {
                    Harness.note(
                        "tables: \(section.document): the '\(section.title)' table differs from \(folder); "
                            + "run swift run -c release \(Harness.program) tables \(folder) --write")
                }
                if stale.isEmpty { Harness.note("tables: all \(sections.count) tables match \(folder)") }
                return stale.isEmpty ? 0 : 1
            }
            if options[Self.write] {
                let changed = try DocumentTables.write(sections, root: root)
                for section in changed { Harness.note("tables: wrote '\(section.title)' -> \(section.document)") }
                Harness.note("tables: \(changed.count) of \(sections.count) tables changed")
                return 0
            }
            for section in sections {
                print(
                    "### \(section.title)\n\nin \(section.document), between \(DocumentTables.startMarker(section.title)) and "
                        + "\(DocumentTables.endMarker)\n\n\(section.table)\n")
            }
            return 0
        } catch {
            throw UsageError("tables: \(error.description)")
        }
    }

    static func about(_ context: CommandContext) -> String {
        """
        Makes the docs' result tables (Markdown) from the result files in FOLDER, as scripts/reference-results.sh
        writes them into results/reference: every figure one the harness computed and wrote into a compare row or
        a sweep point, strategies and traces those the files hold. Without --write or --check, prints each table
        with the document it belongs in. Each table lives in one document under --root (the key table in
        README.md, the others in docs/Results.md) between the lines '<!-- generated: <title> -->' and
        '<!-- end generated -->'. --write replaces each table between its markers (each document written whole,
        atomically, and only when it changes); --check exits 1 naming every table that differs, as CI's test does.
        A missing or unreadable file, one from an older harness, or a document without exactly one pair of
        markers for a table: one line on stderr, exit 2, and no document written.

        After regenerating the reference results: swift run -c release \(Harness.program) tables results/reference --write
        """
    }
}
