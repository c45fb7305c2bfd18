#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The private folder of one relaunch: Valgrind's log, where Callgrind answers the counter's status requests,
/// and Callgrind's profile dump, which it writes at exit whatever the options.
struct CountingFolder: Equatable {
    /// The folder's path.
    let path: String

    /// Valgrind's log (`--log-file`).
    var logFile: String { path + "/valgrind.log" }
    /// Callgrind's dump at exit (`--callgrind-out-file`), never read.
    var outFile: String { path + "/callgrind.out" }

    /// The file's bytes from `offset` to its end.
    static func read(_ path: String, from offset: Int) throws(InstructionCountingError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadableLog(path: path, reason: errorText(currentErrno)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let got = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, $0.count, off_t(offset + bytes.count)) }
            if got < 0 && currentErrno == EINTR { continue }
            guard got >= 0 else { throw .unreadableLog(path: path, reason: errorText(currentErrno)) }
            if got == 0 { break }
            bytes += chunk[0..<got]
        }
        return bytes
    }
}
