/// Why a document is not valid JSON, with the line and column (in bytes, from 1) where reading stopped.
package struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Line of the offending byte, from 1.
    package var line: Int
    /// Byte column of the offending byte within its line, from 1.
    package var column: Int
    /// What was wrong there, such as "expected ',' or '}'".
    package var reason: String

    /// Creates an error at `line`:`column`.
    package init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `line 3, column 14: expected ',' or '}'`.
    package var description: String { "line \(line), column \(column): \(reason)" }
}
