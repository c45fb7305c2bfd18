/// Why a result file could not be read: missing, too large, of another format or malformed. One line for stderr,
/// naming the file and the problem.
package struct ResultFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One line naming the file and the problem.
    package var description: String
    /// True when the file was written by an older harness (HitchBench 0.1's `/1` formats, or a `/2` file
    /// without the figures a reader needs): the results need regenerating, not fixing.
    package var isFromAnOlderHarness = false

    /// A problem described by `description`.
    package init(_ description: String, isFromAnOlderHarness: Bool = false) {
        self.description = description
        self.isFromAnOlderHarness = isFromAnOlderHarness
    }

    /// What a file from an older harness is told to do.
    package static let regenerate = "regenerate the reference results with scripts/reference-results.sh"
}
