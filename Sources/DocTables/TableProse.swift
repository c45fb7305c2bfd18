import InputFiles
import JSONText
import ResultFiles

/// What the docs' tables say besides their figures, kept as data beside the reference results
/// (`results/reference/table-prose.json`, `hitchbench-table-prose/1`) rather than in the code that lays the
/// tables out: when to use each strategy (the key table's last column), what the seed saw of each, and what the
/// shipped phone profile did with each screen's figures (fitted to them, or predicted them).
package struct TableProse: Equatable, Sendable {
    /// The format tag.
    package static let format = "hitchbench-table-prose/1"
    /// The file's name in the reference folder.
    package static let fileName = "table-prose.json"
    /// The largest file read.
    static let limit = InputLimit(maxBytes: 1_048_576, kind: "table prose files", allowance: "1 MiB")

    /// When to use each strategy, by name (a strategy not listed gets an empty cell).
    package var whenToUse: [String: String]
    /// What the seed observed of the screen each strategy models, by name.
    package var seedSaw: [String: String]
    /// What the shipped profile did with each strategy's seed figures (`fitted: …` or `predicted`), by name.
    package var profileRole: [String: String]

    /// Reads the prose file at `path`; a problem is one `TablesError` naming the file.
    package static func load(path: String) throws(TablesError) -> TableProse {
        let bytes = try InputFile.read(path, limit: limit) { TablesError("\(path): \($0.reason)") }
        var prose = TableProse(whenToUse: [:], seedSaw: [:], profileRole: [:])
        var problem: String?
        do {
            try JSONEnvelope.read(bytes, format: format, known: ["whenToUse", "seedSaw", "profileRole"]) {
                reader, key throws(JSONError) in
                switch key {
                case "whenToUse": prose.whenToUse = try readTexts(&reader, field: key, problem: &problem)
                case "seedSaw": prose.seedSaw = try readTexts(&reader, field: key, problem: &problem)
                default: prose.profileRole = try readTexts(&reader, field: key, problem: &problem)
                }
            }
        } catch {
            throw TablesError("\(path): \(error.reason)")
        }
        if let problem { throw TablesError("\(path): \(problem)") }
        return prose
    }

    /// An object of strings by name; the first value that is not a string is `problem`.
    private static func readTexts(
        _ reader: inout JSONReader, field: String, problem: inout String?
    ) throws(JSONError) -> [String: String] {
        guard try reader.peek() == .object else {
            problem = problem ?? "\(field) is not an object"
            try reader.skipValue()
            return [:]
        }
        var texts: [String: String] = [:]
        try reader.readObject { reader, name throws(JSONError) in
            guard let text = try reader.readScalar().string else {
                problem = problem ?? "\(field) \(JSONText.quotedExcerpt(name)) is not a string"
                return
            }
            texts[name] = text
        }
        return texts
    }
}
