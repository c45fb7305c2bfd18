import ResultFiles

/// Why the docs' tables could not be made or placed: a result file missing, unreadable or of another format
/// (the reader's `ResultFileError`, as it said it), or a document whose markers for a table are missing or given
/// twice. One line for stderr.
package struct TablesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The problem, in the words of the reader of the file it is in.
    private var problem: ResultFileError

    /// One line naming the file and the problem.
    package var description: String { problem.description }
    /// True when a result file was written by an older harness: the results need regenerating, not fixing.
    package var isFromAnOlderHarness: Bool { problem.isFromAnOlderHarness }

    /// A problem described by `description`; `isFromAnOlderHarness` when the file it names is an older harness's.
    package init(_ description: String, isFromAnOlderHarness: Bool = false) {
        problem = ResultFileError(description, isFromAnOlderHarness: isFromAnOlderHarness)
    }

    /// A result file the tables cite that could not be read, in its reader's words.
    init(_ error: ResultFileError) {
        problem = error
    }
}
