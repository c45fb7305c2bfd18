/// A command-line mistake: reported as one line on stderr with exit code 2.
package struct UsageError: Error, CustomStringConvertible {
    /// The line, without the program's name.
    package let description: String
    /// A mistake described by `message`.
    package init(_ message: String) { description = message }
}
