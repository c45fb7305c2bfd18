#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file read in chunks through its descriptor: opened without blocking (a FIFO without a writer
/// would block a plain open), directories, FIFOs and devices such as `/dev/zero` refused, and a file larger
/// than its limit refused before a byte is read and again if it grows past the limit while it is read.
package final class InputFileReader {
    private let fd: Int32
    private let path: String
    private let limit: InputLimit
    private var total = 0
    /// The file's size when it was opened, in bytes.
    package let size: Int

    /// Opens `path` for reading within `limit`; throws with a one-line reason for anything else.
    package init(path: String, limit: InputLimit) throws(InputFileError) {
        self.path = path
        self.limit = limit
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw InputFileError(path: path, reason: InputFileError.reason(errno: errno)) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = InputFileError.reason(errno: errno)
            close(fd)
            throw InputFileError(path: path, reason: reason)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR:
            close(fd)
            throw InputFileError(path: path, reason: "is a directory")
        default:
            close(fd)
            throw InputFileError(path: path, reason: "is not a regular file")
        }
        guard Int(info.st_size) <= limit.maxBytes else {
            close(fd)
            throw InputFileError(path: path, reason: "is \(info.st_size) bytes; \(limit.statement)")
        }
        self.fd = fd
        self.size = Int(info.st_size)
    }

    deinit { close(fd) }

    /// Goes back to the first byte, for a second reading.
    package func rewind() throws(InputFileError) {
        guard lseek(fd, 0, SEEK_SET) == 0 else {
            throw InputFileError(path: path, reason: "cannot be read again: " + InputFileError.reason(errno: errno))
        }
        total = 0
    }

    /// Fills `buffer` from its start with up to `buffer.count` bytes and returns how many; 0 at the end.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputFileError) -> Int {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        while true {
            #if canImport(Glibc)
            let result = Glibc.read(fd, base, buffer.count)
            #else
            let result = Darwin.read(fd, base, buffer.count)
            #endif
            if result < 0 {
                if errno == EINTR { continue }
                throw InputFileError(path: path, reason: "cannot be read: " + InputFileError.reason(errno: errno))
            }
            total += result
            guard total <= limit.maxBytes else {
                throw InputFileError(path: path, reason: "is more than \(limit.maxBytes) bytes; \(limit.statement)")
            }
            return result
        }
    }

    /// Fills `chunk` from its start as `read(into:)` does and returns how many bytes came.
    package func read(into chunk: inout [UInt8]) throws(InputFileError) -> Int {
        var result: Result<Int, InputFileError> = .success(0)
        chunk.withUnsafeMutableBytes { buffer in
            do throws(InputFileError) {
                result = .success(try read(into: buffer))
            } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }
}
