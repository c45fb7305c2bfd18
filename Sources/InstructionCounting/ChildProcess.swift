#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program with the parent's standard input, output and error, and waits for it.
enum ChildProcess {
    /// The program's exit status, or 128 + the signal that ended it (as a shell reports it). Signals another
    /// process sends the parent while it waits are passed on to the child.
    static func run(_ argumentVector: [String], environment: [String]) throws(InstructionCountingError) -> Int32 {
        let path = argumentVector[0]
        let argv = argumentVector.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        // What this process printed but has not written yet would otherwise come out after the child's output.
        fflush(nil)
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, nil, nil, argv, envp)
        guard spawned == 0 else { throw .cannotLaunch(path: path, errno: spawned) }
        // Synchronization's Atomic, which the forwarding's handler reads, needs macOS 15 (Linux always has it).
        if #available(macOS 15.0, *) { SignalForwarding.start(to: pid) }
        defer { if #available(macOS 15.0, *) { SignalForwarding.stop() } }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            // Fails otherwise only when SIGCHLD is ignored, which nothing in the harness does.
            guard currentErrno == EINTR else { return 1 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// This process's environment as `NAME=value` entries, in order.
    static var currentEnvironment: [String] {
        var entries: [String] = []
        var cursor = environ
        while let entry = cursor.pointee {
            entries.append(String(cString: entry))
            cursor += 1
        }
        return entries
    }

    /// The path of the running executable (Linux's /proc/self/exe, else the first argument).
    static var currentExecutable: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
