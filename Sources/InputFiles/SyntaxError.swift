/// Where and why a document's bytes do not follow its syntax (JSON, XML): the line and byte column, from 1, where
/// reading stopped, and the reason. One type for every text format a command reads, so each names the place alike.
package struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Line of the offending byte, from 1.
    package var line: Int
    /// Byte column of the offending byte within its line, from 1.
    package var column: Int
    /// What was wrong there, such as "expected ',' or '}'" or "expected '>'".
    package var reason: String

    /// An error at `line`:`column`.
    package init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `line 3, column 14: expected '>'`.
    package var description: String { "line \(line), column \(column): \(reason)" }
}
