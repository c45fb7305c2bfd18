import Foundation
import InputFiles
import ResultFiles
import ResultText

/// The docs' generated tables in their documents: each between a line `<!-- generated: <title> -->` and the
/// next line `<!-- end generated -->`, markers counting only as lines of their own, so prose may quote them.
/// Reads, compares and replaces them; every document under a root is checked for its markers before any is
/// written, and each is written whole through `AtomicFile`, only when it changes.
package enum DocumentTables {
    /// The line that ends a generated table.
    package static let endMarker = "<!-- end generated -->"

    /// The line that starts the table of section `title`.
    package static func startMarker(_ title: String) -> String { "<!-- generated: \(title) -->" }

    /// A marker line: where it lies in its text, and the title it starts (nil for an end marker).
    struct Marker {
        var range: Range<String.Index>
        var title: String?
    }

    /// Every marker line of `text`, in order; trailing spaces and tabs after a marker are part of its line.
    static func markers(in text: String) -> [Marker] {
        var found: [Marker] = []
        var lineStart = text.startIndex
        while lineStart < text.endIndex {
            let lineEnd = text[lineStart...].firstIndex(of: "\n") ?? text.endIndex
            let line = text[lineStart..<lineEnd]
            let trimmed = line.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
            let content = String(trimmed)
            let prefix = "<!-- generated: ", suffix = " -->"
            if content == endMarker {
                found.append(Marker(range: lineStart..<lineEnd, title: nil))
            } else if content.hasPrefix(prefix), content.hasSuffix(suffix), content.count > prefix.count + suffix.count {
                let title = String(content.dropFirst(prefix.count).dropLast(suffix.count))
                found.append(Marker(range: lineStart..<lineEnd, title: title))
            }
            lineStart = lineEnd < text.endIndex ? text.index(after: lineEnd) : text.endIndex
        }
        return found
    }

    /// Titles of every generated section `text` marks, in order.
    package static func markedTitles(in text: String) -> [String] { markers(in: text).compactMap(\.title) }

    /// Where the table of `title` lies in `text` (between its start marker line and the end marker line after it);
    /// throws unless `document` has exactly one start marker line for it, followed by an end marker line.
    static func span(of title: String, in text: String, document: String) throws(TablesError) -> Range<String.Index> {
        let markers = markers(in: text)
        let starts = markers.indices.filter { markers[$0].title == title }
        guard starts.count == 1, let start = starts.first else {
            throw TablesError(
                "\(document): \(starts.isEmpty ? "no" : String(starts.count)) '\(startMarker(title))' lines (needs exactly one, "
                    + "followed by '\(endMarker)')")
        }
        guard start + 1 < markers.count, markers[start + 1].title == nil else {
            throw TablesError("\(document): '\(startMarker(title))' is not followed by '\(endMarker)' before the next generated section")
        }
        return markers[start].range.upperBound..<markers[start + 1].range.lowerBound
    }

    /// The table of `title` in `text`, without leading or trailing blank lines; throws as `span` does.
    package static func table(_ title: String, in text: String, document: String) throws(TablesError) -> String {
        String(text[try span(of: title, in: text, document: document)]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The sections whose table in its document under `root` is not the one given, in the order given.
    package static func differing(_ sections: [GeneratedSection], root: String) throws(TablesError) -> [GeneratedSection] {
        let texts = try read(sections, root: root)
        var stale: [GeneratedSection] = []
        for section in sections {
            let documented = try table(section.title, in: texts[section.document] ?? "", document: section.document)
            if documented != section.table { stale.append(section) }
        }
        return stale
    }

    /// Puts each section's table between its markers in its document under `root`; returns the sections whose
    /// table changed. Every document's markers are checked before any document is written.
    @discardableResult
    package static func write(_ sections: [GeneratedSection], root: String) throws(TablesError) -> [GeneratedSection] {
        let original = try read(sections, root: root)
        var texts = original
        var changed: [GeneratedSection] = []
        for section in sections { _ = try span(of: section.title, in: texts[section.document] ?? "", document: section.document) }
        for section in sections {
            let text = texts[section.document] ?? ""
            let range = try span(of: section.title, in: text, document: section.document)
            if String(text[range]).trimmingCharacters(in: .whitespacesAndNewlines) != section.table { changed.append(section) }
            texts[section.document] = text.replacingCharacters(in: range, with: "\n\n" + section.table + "\n\n")
        }
        for (document, text) in texts.sorted(by: { $0.key < $1.key }) where text != original[document] {
            do throws(AtomicFileError) {
                try AtomicFile.write(text, to: path(document, root: root))
            } catch {
                throw TablesError(error.description)
            }
        }
        return changed
    }

    /// The text of each document the sections live in.
    private static func read(_ sections: [GeneratedSection], root: String) throws(TablesError) -> [String: String] {
        var texts: [String: String] = [:]
        for document in Set(sections.map(\.document)).sorted() {
            let file = path(document, root: root)
            guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
                throw TablesError(
                    "\(file): " + (FileManager.default.fileExists(atPath: file) ? "cannot be read as UTF-8 text" : "no such file"))
            }
            texts[document] = text
        }
        return texts
    }

    private static func path(_ document: String, root: String) -> String {
        (root.hasSuffix("/") ? String(root.dropLast()) : root) + "/" + document
    }
}
