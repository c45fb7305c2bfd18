import ResultFiles

/// Why the docs' tables could not be made or placed: a result file missing, unreadable or of another format,
/// or a document whose markers for a table are missing or given twice. One line for stderr.
package struct TablesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One line naming the file and the problem.
    package var description: String
    /// True when the file was written by an older harness (HitchBench 0.1's `/1` formats, or a `/2` file
    /// without the figures the tables read): the results need regenerating, not fixing.
    package var isFromAnOlderHarness = false

    /// A problem described by `description`.
    package init(_ description: String, isFromAnOlderHarness: Bool = false) {
        self.description = description
        self.isFromAnOlderHarness = isFromAnOlderHarness
    }

    /// A result file the tables cite that could not be read, in its words.
    init(_ error: ResultFileError) {
        self.init(error.description, isFromAnOlderHarness: error.isFromAnOlderHarness)
    }
}
