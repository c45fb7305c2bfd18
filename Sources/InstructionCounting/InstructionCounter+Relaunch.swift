#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension InstructionCounter {
    /// Runs this executable again under `valgrind --tool=callgrind` with `arguments` (normally the command
    /// line's own, without the program name), standard streams passed through, and returns the child's exit
    /// status for the parent to exit with. Valgrind's log goes to a private folder, removed afterwards; what it
    /// says besides the counter's answers (Valgrind's own warnings and errors) is passed on to stderr.
    /// Throws `valgrindNotFound` when PATH has no valgrind, before starting anything; `starting` runs once
    /// valgrind is found, just before the child starts, to say what is happening.
    /// `environment` (`NAME=value` entries) is added to the child's.
    package static func relaunchUnderValgrind(
        arguments: [String], environment: [String] = [], starting: () -> Void = {}
    ) throws(InstructionCountingError) -> Int32 {
        try relaunchUnderValgrind(
            executable: ChildProcess.currentExecutable, arguments: arguments, environment: environment,
            searchPath: getenv("PATH").map { String(cString: $0) }, starting: starting)
    }

    /// Runs `executable` (a program that makes an `InstructionCounter` when `isActive`) under Callgrind as
    /// `relaunchUnderValgrind(arguments:)` does, searching `searchPath` (a PATH value) for valgrind.
    static func relaunchUnderValgrind(
        executable: String, arguments: [String], environment: [String] = [], searchPath: String?,
        starting: () -> Void = {}
    ) throws(InstructionCountingError) -> Int32 {
        guard let valgrind = CallgrindLaunch.findValgrind(searchPath: searchPath, isExecutable: isExecutableFile) else {
            throw .valgrindNotFound
        }
        starting()
        let folder = try PrivateFolder(prefix: "hitchbench-instructions")
        defer { folder.remove() }
        let counting = CountingFolder(path: folder.path)
        var launch = CallgrindLaunch(valgrind: valgrind, executable: executable, arguments: arguments, folder: counting)
        launch.passedEnvironment = environment
        let status = try ChildProcess.run(
            launch.argumentVector,
            environment: launch.environment(inheriting: ChildProcess.currentEnvironment))
        passOnValgrindMessages(from: counting.logFile)
        return status
    }

    /// Writes the log's lines that are not status answers to stderr.
    private static func passOnValgrindMessages(from log: String) {
        guard let bytes = try? CountingFolder.read(log, from: 0) else { return }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where !CallgrindStatus.isStatusLine(line) {
            let text = line + "\n"
            _ = text.withCString { write(2, $0, strlen($0)) }
        }
    }
}
