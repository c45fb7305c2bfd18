/// Why a document is not valid JSON, with the line and column (in bytes, from 1) where reading stopped.
public struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Line of the offending byte, from 1.
    public var line: Int
    /// Byte column of the offending byte within its line, from 1.
    public var column: Int
    /// What was wrong there, such as "expected ',' or '}'".
    public var reason: String

    /// Creates an error at `line`:`column`.
    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `line 3, column 14: expected ',' or '}'`.
    public var description: String { "line \(line), column \(column): \(reason)" }
}
