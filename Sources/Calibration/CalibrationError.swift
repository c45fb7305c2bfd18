/// Why a calibration cannot be made: one line for stderr (exit 2).
package struct CalibrationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line printed on stderr.
    package let description: String

    /// An error saying `description`.
    package init(_ description: String) { self.description = description }
}
