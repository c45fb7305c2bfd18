import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be written.
public struct AtomicFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One-line reason with the path and the system error.
    public var description: String
}

/// Writes files so readers see either the old content or the complete new content, never a partial file.
public enum AtomicFile {
    /// Writes `bytes` to `path`: creates missing parent directories, writes and fsyncs a temporary file in the
    /// same directory (rename is only atomic within one file system), then renames it over `path`.
    public static func write(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw AtomicFileError(description: "cannot create directory \(directory): \(error.localizedDescription)")
        }
        // pid + a random tag keeps concurrent writers (other processes or threads) from sharing a temp file.
        let tag = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        let tempPath = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(tag)"
        let fd = open(tempPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure("cannot create \(tempPath)") }
        var written = 0
        let writeError: AtomicFileError? = bytes.withUnsafeBytes { buffer -> AtomicFileError? in
            while written < buffer.count, let base = buffer.baseAddress {
                let result = Glibc.write(fd, base + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return failure("cannot write \(tempPath)")
                }
                written += result
            }
            return fsync(fd) == 0 ? nil : failure("cannot sync \(tempPath)")
        }
        let closed = close(fd) == 0
        if let writeError {
            unlink(tempPath)
            throw writeError
        }
        guard closed else {
            unlink(tempPath)
            throw failure("cannot close \(tempPath)")
        }
        guard rename(tempPath, path) == 0 else {
            let error = failure("cannot rename \(tempPath) to \(path)")
            unlink(tempPath)
            throw error
        }
    }

    /// Writes `data` atomically; see `write(_:to:)` for `[UInt8]`.
    public static func write(_ data: Data, to path: String) throws(AtomicFileError) {
        try write([UInt8](data), to: path)
    }

    /// Writes `text` as UTF-8 atomically.
    public static func write(_ text: String, to path: String) throws(AtomicFileError) {
        try write(Array(text.utf8), to: path)
    }

    private static func failure(_ what: String) -> AtomicFileError {
        AtomicFileError(description: "\(what): \(String(cString: strerror(errno)))")
    }
}
