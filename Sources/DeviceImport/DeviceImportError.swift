import XctraceExport

/// Why an import was refused: one line naming the file, where in it (table and row) and the problem.
package struct DeviceImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The whole line, as in "hitches.xml: table hitches, row 3: column duration: -5 is negative".
    package var description: String

    /// An error whose line is `description`.
    package init(_ description: String) { self.description = description }

    /// An error in `path` at the place `error` names.
    package init(path: String, _ error: XctraceError) { description = "\(path): \(error.description)" }
}
