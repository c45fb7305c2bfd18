#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an input file was not read: the path and one short reason, such as "is a directory".
package struct InputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as given.
    package var path: String
    /// What is wrong, without the path: "no such file", "permission denied", "is a directory",
    /// "is not a regular file", or "is N bytes; traces are limited to …".
    package var reason: String

    /// Creates an error for `path` with `reason`.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`, one line.
    package var description: String { "\(path): \(reason)" }

    /// The reason for a failed `open`, `fstat` or `read`, in the words the tool uses everywhere.
    package static func reason(errno code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such file"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "is a directory"
        default: String(cString: strerror(code))
        }
    }
}
