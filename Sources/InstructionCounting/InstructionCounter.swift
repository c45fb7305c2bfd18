internal import CInstructionCounting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts the instructions executed by chosen regions of this process, one sample at a time, when the process
/// runs under Valgrind's Callgrind as `relaunchUnderValgrind(arguments:)` starts it.
///
/// Work wrapped in `count(_:)` is added to the open sample; `endSample()` closes it; `samples()` returns every
/// closed sample's count, in order. Nothing outside `count(_:)` is counted. Counts are exact and repeatable: the
/// same build, input and arguments give the same numbers on every run. One counter at a time; not thread-safe.
package final class InstructionCounter {
    /// The environment variable that marks a relaunched process and names its private folder.
    package static let folderVariable = "HITCHBENCH_INSTRUCTIONS_DIR"

    /// True in a process that `relaunchUnderValgrind(arguments:)` started under Valgrind, where a counter can be
    /// made; false otherwise (natively, the command line relaunches itself).
    package static var isActive: Bool {
        folderFromEnvironment != nil && hitchbench_running_on_valgrind() > 0
    }

    private static var folderFromEnvironment: CountingFolder? {
        guard let value = getenv(folderVariable) else { return nil }
        let path = String(cString: value)
        return path.isEmpty ? nil : CountingFolder(path: path)
    }

    // Callgrind's answers go to one log, so a second counter would read the first one's.
    nonisolated(unsafe) static var oneExists = false

    private let folder: CountingFolder
    private var depth = 0
    private var running = true
    // Callgrind's answers requested (one at the start, one per sample) and those already read from the log.
    private var answersRequested = 0
    private var answersRead = 0
    private var logOffset = 0
    private var lastTotal: UInt64 = 0
    private var counts: [UInt64] = []

    /// Starts Callgrind's instrumentation (everything before ran uninstrumented, at Valgrind's fastest) with
    /// no sample open; throws when the process was not relaunched under Callgrind. Only one counter may exist at
    /// a time (make the next after the last is released).
    package init() throws(InstructionCountingError) {
        guard Self.isActive, let folder = Self.folderFromEnvironment else { throw .notUnderCallgrind }
        precondition(!Self.oneExists, "only one InstructionCounter at a time")
        self.folder = folder
        // Valgrind opens its log at startup: without it this is not the relaunched process's folder.
        guard access(folder.logFile, R_OK) == 0 else { throw .notUnderCallgrind }
        logOffset = (try? CountingFolder.read(folder.logFile, from: 0).count) ?? 0
        Self.oneExists = true
        hitchbench_callgrind_start_instrumentation()
        requestTotal()
    }

    deinit {
        finish()
        Self.oneExists = false
    }

    /// Runs `work` and adds the instructions it executes to the open sample. Nested calls count once.
    package func count<Result, Failure: Error>(_ work: () throws(Failure) -> Result) throws(Failure) -> Result {
        precondition(running, "count after finish")
        if depth == 0 { hitchbench_callgrind_toggle_collect() }
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { hitchbench_callgrind_toggle_collect() }
        }
        return try work()
    }

    /// Closes the open sample: everything counted since the last `endSample()` (or the start) becomes one count,
    /// read by `samples()`.
    package func endSample() {
        precondition(running && depth == 0, "endSample inside count or after finish")
        requestTotal()
    }

    /// The instruction count of every sample ended so far, in order. Call it after `finish()` (its reading then
    /// runs uninstrumented), or after every sample.
    package func samples() throws(InstructionCountingError) -> [UInt64] {
        let bytes = try CountingFolder.read(folder.logFile, from: logOffset)
        let totals = CallgrindStatus.totals(inLog: String(decoding: bytes, as: UTF8.self))
        let expected = answersRequested - answersRead
        let readable = totals.compactMap { $0 }
        // Totals run from the last dump, and nothing dumps while counting, so they never go down.
        let previous = [lastTotal] + readable.dropLast()
        guard totals.count == expected, readable.count == expected, !zip(readable, previous).contains(where: { $0 < $1 }) else {
            throw .unreadableStatus(expected: expected, readable: readable.count)
        }
        // The first answer, asked for at the start, is where the first sample begins.
        counts += zip(readable, previous).map { $0 - $1 }.dropFirst(answersRead == 0 ? 1 : 0)
        lastTotal = readable.last ?? lastTotal
        answersRead += expected
        logOffset += bytes.count
        return counts
    }

    /// Stops Callgrind's instrumentation, so what follows (reading the samples, writing results) runs at
    /// Valgrind's fastest. Samples ended before stay readable. Called by `deinit` if not before.
    package func finish() {
        guard running else { return }
        running = false
        hitchbench_callgrind_stop_instrumentation()
    }

    /// Asks Callgrind for the instructions collected so far; the answer goes to Valgrind's log.
    private func requestTotal() {
        "status internal".withCString { _ = hitchbench_valgrind_monitor_command($0) }
        answersRequested += 1
    }
}
