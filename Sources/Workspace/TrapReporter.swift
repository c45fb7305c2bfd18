#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns a trap inside a strategy (a failed precondition, an out-of-range index, a force unwrap) into one
/// line on stderr naming what was running and exit status 2, instead of a crash dump. Nothing is lost: result
/// files are only written, atomically, after every run has finished, and a temporary left by a write in
/// progress is removed by the next run in the same folder.
package enum TrapReporter {
    /// The line to print, kept in a fixed C buffer so the signal handler neither allocates nor locks.
    private static let capacity = 512
    nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        pointer.initialize(repeating: 0, count: capacity)
        return pointer
    }()

    /// Installs the handler for the signals a Swift trap raises (SIGILL, SIGTRAP) and for SIGSEGV and SIGBUS.
    package static func install() {
        setRunning(Program.name)
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { _ in TrapReporter.report() }
            #else
            action.__sigaction_u.__sa_handler = { _ in TrapReporter.report() }
            #endif
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigaction(signal, &action, nil)
        }
    }

    /// Records what is running now, e.g. "fling · tiles · repeat 2/3", for the line a trap prints.
    package static func setRunning(_ what: String) {
        let line = "\(Program.name): trapped while running \(what); no result files were written\n"
        var bytes = Array(line.utf8.prefix(capacity - 2))
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        for (index, byte) in bytes.enumerated() { buffer[index] = CChar(bitPattern: byte) }
        buffer[bytes.count] = 0
    }

    /// Async-signal-safe: writes the prepared line and exits with status 2.
    private static func report() {
        _ = write(2, buffer, strlen(buffer))
        _exit(2)
    }
}
