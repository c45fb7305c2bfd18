/// The most bytes one kind of input file may hold, with the format limits the figure comes from,
/// so a refusal can say why: "traces are limited to 25665536 bytes (100,000 events)".
package struct InputLimit: Equatable, Sendable {
    /// Largest accepted file size in bytes.
    package var maxBytes: Int
    /// The kind of file in the plural, as in "traces".
    package var kind: String
    /// What the format allows that the size is derived from, as in "100,000 events".
    package var allowance: String

    /// Creates a limit of `maxBytes` for files of `kind`, derived from `allowance`.
    package init(maxBytes: Int, kind: String, allowance: String) {
        self.maxBytes = maxBytes
        self.kind = kind
        self.allowance = allowance
    }

    /// The second half of a refusal: "traces are limited to 25665536 bytes (100,000 events)".
    package var statement: String { "\(kind) are limited to \(maxBytes) bytes (\(allowance))" }
}
