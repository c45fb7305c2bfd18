import InputFiles
import JSONText
import ResultFiles

/// What the docs' tables say besides their figures, kept as data beside the reference results
/// (`results/reference/table-prose.json`, `hitchbench-table-prose/1`) rather than in the code that lays the
/// tables out: when to use each strategy (the key table's last column), what the seed saw of each, and which
/// slowdown searches give the seed's two factors.
package struct TableProse: Equatable, Sendable {
    /// One slowdown search the seed's factor is read from: the file, the strategy searched and the seed's longest
    /// hitch in refresh intervals.
    package struct Search: Equatable, Sendable {
        /// The kind of work the factor is for (`framework`, `drawing`).
        package var kind: String
        /// The search's file in the reference folder (`slowdown-fling-120hz.json`).
        package var file: String
        /// The strategy whose thresholds give the factor.
        package var strategy: String
        /// The seed's longest hitch, in refresh intervals of the search's display.
        package var intervals: Int
    }

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
    /// The searches the seed's factors come from, in the order the table lists them.
    package var seedSearches: [Search]

    /// Reads the prose file at `path`; a problem is one `TablesError` naming the file.
    package static func load(path: String) throws(TablesError) -> TableProse {
        let bytes = try InputFile.read(path, limit: limit) { TablesError("\(path): \($0.reason)") }
        var prose = TableProse(whenToUse: [:], seedSaw: [:], seedSearches: [])
        var problem: String?
        do {
            try JSONEnvelope.read(bytes, format: format, known: ["whenToUse", "seedSaw", "seedSearches"]) {
                reader, key throws(JSONError) in
                switch key {
                case "whenToUse": prose.whenToUse = try readTexts(&reader, field: key, problem: &problem)
                case "seedSaw": prose.seedSaw = try readTexts(&reader, field: key, problem: &problem)
                default: prose.seedSearches = try readSearches(&reader, problem: &problem)
                }
            }
        } catch {
            throw TablesError("\(path): \(error.reason)")
        }
        if let problem { throw TablesError("\(path): \(problem)") }
        if prose.seedSearches.isEmpty { throw TablesError("\(path): seedSearches is missing or empty") }
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

    /// An array of searches, each an object with `kind`, `file`, `strategy` (strings) and `intervals` (a whole
    /// number, 1 or more).
    private static func readSearches(_ reader: inout JSONReader, problem: inout String?) throws(JSONError) -> [Search] {
        guard try reader.peek() == .array else {
            problem = problem ?? "seedSearches is not an array"
            try reader.skipValue()
            return []
        }
        var searches: [Search] = []
        try reader.readArray { reader throws(JSONError) in
            guard try reader.peek() == .object else {
                problem = problem ?? "seedSearches holds a value that is not an object"
                return try reader.skipValue()
            }
            var fields: [String: JSONScalar] = [:]
            try reader.readObject { reader, key throws(JSONError) in fields[key] = try reader.readScalar() }
            guard let kind = fields["kind"]?.string, let file = fields["file"]?.string,
                let strategy = fields["strategy"]?.string, let intervals = fields["intervals"]?.int, intervals >= 1
            else {
                problem = problem ?? "seedSearches[\(searches.count)] needs kind, file, strategy and intervals (1 or more)"
                return
            }
            searches.append(Search(kind: kind, file: file, strategy: strategy, intervals: intervals))
        }
        return searches
    }
}
