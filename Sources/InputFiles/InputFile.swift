#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input files whole, but only regular files within a size limit, so that no input, whatever
/// its size or kind, costs more memory than the largest file its format accepts.
package enum InputFile {
    /// The bytes of the regular file at `path`, refusing anything else with a one-line reason.
    ///
    /// Opens without blocking (a FIFO with no writer would block a plain open), refuses directories,
    /// FIFOs and devices such as `/dev/zero`, refuses a file whose size exceeds `limit`, and reads at
    /// most `limit.maxBytes + 1` bytes, so a file that grows while it is read is refused too.
    package static func read(_ path: String, limit: InputLimit) throws(InputFileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw InputFileError(path: path, reason: InputFileError.reason(errno: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw InputFileError(path: path, reason: InputFileError.reason(errno: errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw InputFileError(path: path, reason: "is a directory")
        default: throw InputFileError(path: path, reason: "is not a regular file")
        }
        let size = Int(info.st_size)
        guard size <= limit.maxBytes else {
            throw InputFileError(path: path, reason: "is \(size) bytes; \(limit.statement)")
        }
        return try readAll(fd, path: path, expectedSize: size, limit: limit)
    }

    /// Reads like `read(_:limit:)`, turning a refusal into the caller's own error made from its reason.
    package static func read<Failure: Error>(
        _ path: String, limit: InputLimit, or failure: (InputFileError) -> Failure
    ) throws(Failure) -> [UInt8] {
        do {
            return try read(path, limit: limit)
        } catch {
            throw failure(error)
        }
    }

    /// Reads until end of file or until more than `limit.maxBytes` bytes have arrived.
    private static func readAll(_ fd: Int32, path: String, expectedSize: Int, limit: InputLimit) throws(InputFileError) -> [UInt8] {
        let ceiling = limit.maxBytes + 1
        // One byte more than the size fstat gave lets a single read see the end of an unchanged file;
        // files whose size fstat does not know (in /proc) start small and grow.
        var buffer = [UInt8](repeating: 0, count: min(max(expectedSize, 4095) + 1, ceiling))
        var count = 0
        while count < ceiling {
            if count == buffer.count {
                buffer += [UInt8](repeating: 0, count: min(buffer.count, ceiling - buffer.count))
            }
            let result = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return systemRead(fd, base + count, raw.count - count)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw InputFileError(path: path, reason: "cannot be read: " + InputFileError.reason(errno: errno))
            }
            if result == 0 { break }
            count += result
        }
        guard count <= limit.maxBytes else {
            throw InputFileError(path: path, reason: "is more than \(limit.maxBytes) bytes; \(limit.statement)")
        }
        buffer.removeLast(buffer.count - count)
        return buffer
    }

    private static func systemRead(_ fd: Int32, _ into: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, into, count)
        #else
        Darwin.read(fd, into, count)
        #endif
    }
}
