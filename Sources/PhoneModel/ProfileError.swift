/// Why a device profile cannot be used: one line naming the file and the field (`stages.commit.costs.barMarks.low`).
package struct ProfileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line printed on stderr.
    package let message: String

    /// An error saying `message`.
    package init(_ message: String) { self.message = message }

    /// The line printed on stderr.
    package var description: String { message }
}
