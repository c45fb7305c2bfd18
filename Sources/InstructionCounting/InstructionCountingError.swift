/// Why instructions could not be counted: one line naming the problem, for the command line to print.
package enum InstructionCountingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `valgrind` executable on PATH (the command line exits 2 with this line).
    case valgrindNotFound
    /// A counter was made in a process that `relaunchUnderValgrind` did not start under Callgrind.
    case notUnderCallgrind
    /// The private folder for Valgrind's log could not be made.
    case cannotCreateFolder(path: String, errno: Int32)
    /// Valgrind could not be started.
    case cannotLaunch(path: String, errno: Int32)
    /// Valgrind's log could not be read.
    case unreadableLog(path: String, reason: String)
    /// Callgrind's answers in the log do not match the samples ended (missing, or without a total).
    case unreadableStatus(expected: Int, readable: Int)

    /// One line, without a program-name prefix.
    package var description: String {
        switch self {
        case .valgrindNotFound:
            "counting instructions needs valgrind, and there is none on PATH; install it (Debian/Ubuntu: apt-get install valgrind)"
        case .notUnderCallgrind:
            "counting instructions needs this process to run under valgrind's callgrind as relaunched by the harness"
        case let .cannotCreateFolder(path, code):
            "cannot create a folder for valgrind's log \(path): \(errorText(code))"
        case let .cannotLaunch(path, code):
            "cannot start \(path): \(errorText(code))"
        case let .unreadableLog(path, reason):
            "cannot read valgrind's log \(path): \(reason)"
        case let .unreadableStatus(expected, readable):
            "callgrind answered \(readable) of \(expected) requests for its instruction count"
        }
    }
}
