import InputFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the XML reader's bytes come from, a chunk at a time, so that no input is ever held whole.
package protocol XMLByteSource {
    /// Fills `buffer` from its start with up to `buffer.count` bytes and returns how many; 0 at the end.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputFileError) -> Int
    /// Goes back to the first byte, for a second reading.
    mutating func rewind() throws(InputFileError)
}

/// Bytes already in memory: a test's snippet or a fuzzer's input.
package struct MemoryByteSource: XMLByteSource {
    private let bytes: [UInt8]
    private let chunk: Int
    private var offset = 0

    /// A source that yields `bytes` in order, at most `chunk` bytes a read (a small chunk splits every token
    /// across the reader's refills somewhere, as a test or fuzzer wants).
    package init(_ bytes: [UInt8], chunk: Int = .max) {
        self.bytes = bytes
        self.chunk = max(1, chunk)
    }

    /// A source that yields the UTF-8 of `text`.
    package init(_ text: String) { self.init(Array(text.utf8)) }

    package mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputFileError) -> Int {
        let count = min(chunk, buffer.count, bytes.count - offset)
        guard count > 0, let base = buffer.baseAddress else { return 0 }
        bytes.withUnsafeBytes { source in
            guard let from = source.baseAddress else { return }
            base.copyMemory(from: from + offset, byteCount: count)
        }
        offset += count
        return count
    }

    package mutating func rewind() throws(InputFileError) { offset = 0 }
}

/// A regular file read in chunks through its descriptor: opened without blocking (a FIFO without a writer
/// would block a plain open), directories, FIFOs and devices such as `/dev/zero` refused, and a file larger
/// than its limit refused before a byte is read and again if it grows past the limit while it is read.
package final class FileByteSource: XMLByteSource {
    private let fd: Int32
    private let path: String
    private let limit: InputLimit
    private var total = 0

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
    }

    deinit { close(fd) }

    package func rewind() throws(InputFileError) {
        guard lseek(fd, 0, SEEK_SET) == 0 else {
            throw InputFileError(path: path, reason: "cannot be read again: " + InputFileError.reason(errno: errno))
        }
        total = 0
    }

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
}
