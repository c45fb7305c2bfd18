import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be written.
package struct AtomicFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One-line reason with the path and the system error.
    package var description: String
}

/// Writes files so readers see either the old content or the complete new content, never a partial file.
///
/// Errors name the file asked for, never the hidden temporary it is written through.
package enum AtomicFile {
    /// Writes `bytes` to `path`: creates missing parent directories, writes and fsyncs a temporary file in the
    /// same directory (rename is only atomic within one file system), then renames it over `path`.
    package static func write(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
        let directory = try makeDirectory(for: path)
        if let error = bytes.withUnsafeBytes({ write($0, to: path, directory: directory) }) { throw error }
    }

    /// Writes `text` as UTF-8 atomically, from the string's own storage (a large document is not copied first).
    package static func write(_ text: String, to path: String) throws(AtomicFileError) {
        let directory = try makeDirectory(for: path)
        var text = text
        if let error = text.withUTF8({ write(UnsafeRawBufferPointer($0), to: path, directory: directory) }) { throw error }
    }

    /// Writes what `produce` writes to its stream, as UTF-8, atomically: a chunk at a time into the temporary
    /// file, so a large document is never held whole. Nothing is left at `path` or beside it when writing fails.
    package static func write(to path: String, _ produce: (inout Stream) -> Void) throws(AtomicFileError) {
        let directory = try makeDirectory(for: path)
        let error = write(to: path, directory: directory) { fd in
            var stream = Stream(fd: fd)
            produce(&stream)
            stream.flush()
            return stream.failed ? failure("cannot write \(path)") : nil
        }
        if let error { throw error }
    }

    /// The text stream `write(to:_:)` gives: it writes its buffer to the file each time a chunk fills.
    package struct Stream: TextOutputStream {
        fileprivate let fd: Int32
        private var buffer: [UInt8] = []
        /// Set once a write failed; later text is dropped.
        fileprivate var failed = false

        fileprivate init(fd: Int32) {
            self.fd = fd
            buffer.reserveCapacity(1 << 20)
        }

        package mutating func write(_ string: String) {
            buffer.append(contentsOf: string.utf8)
            if buffer.count >= 1 << 20 { flush() }
        }

        fileprivate mutating func flush() {
            if !failed, buffer.withUnsafeBytes({ AtomicFile.writeAll($0, to: fd) }) == false { failed = true }
            buffer.removeAll(keepingCapacity: true)
        }
    }

    /// Writes `bytes` through a temporary in `directory` and renames it over `path`; the error, or nil.
    private static func write(_ bytes: UnsafeRawBufferPointer, to path: String, directory: String) -> AtomicFileError? {
        write(to: path, directory: directory) { fd in writeAll(bytes, to: fd) ? nil : failure("cannot write \(path)") }
    }

    /// Writes all of `bytes` to `fd`; false on an error.
    fileprivate static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Bool {
        var written = 0
        while written < bytes.count, let base = bytes.baseAddress {
            let result = Glibc.write(fd, base + written, bytes.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += result
        }
        return true
    }

    /// Creates a temporary in `directory`, lets `fill` write it, fsyncs it and renames it over `path`; on any
    /// error removes the temporary and returns the error.
    private static func write(to path: String, directory: String, _ fill: (Int32) -> AtomicFileError?) -> AtomicFileError? {
        let tempPath = temporaryPath(for: path, in: directory)
        let fd = open(tempPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return failure("cannot write \(path)") }
        var writeError = fill(fd)
        if writeError == nil, fsync(fd) != 0 { writeError = failure("cannot write \(path)") }
        let closed = close(fd) == 0
        if let writeError {
            unlink(tempPath)
            return writeError
        }
        guard closed else {
            unlink(tempPath)
            return failure("cannot write \(path)")
        }
        guard rename(tempPath, path) == 0 else {
            let error = failure("cannot write \(path)")
            unlink(tempPath)
            return error
        }
        return nil
    }

    /// Writes `data` atomically; see `write(_:to:)` for `[UInt8]`.
    package static func write(_ data: Data, to path: String) throws(AtomicFileError) {
        try write([UInt8](data), to: path)
    }

    /// Checks, before any work, that `path` can be written: its folder exists or can be created, the folder
    /// takes a new file, and `path` is not a folder. Also removes temporary files a killed earlier run left
    /// for the same name. Writes nothing that stays.
    package static func checkWritable(_ path: String) throws(AtomicFileError) {
        guard !path.isEmpty else { throw AtomicFileError(description: "an output path is empty") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw AtomicFileError(description: "cannot write \(path): it is a directory")
        }
        let directory = try makeDirectory(for: path)
        removeStaleTemporaries(for: path, in: directory)
        let probe = temporaryPath(for: path, in: directory)
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure("cannot write \(path)") }
        close(fd)
        unlink(probe)
    }

    /// The folder of `path`, created with its parents when missing.
    private static func makeDirectory(for path: String) throws(AtomicFileError) -> String {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw AtomicFileError(description: "cannot write \(path): \(directory) is not a directory")
            }
            return directory
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw AtomicFileError(description: "cannot write \(path): cannot create its folder \(directory)")
        }
        return directory
    }

    /// `.<name>.tmp-<pid>-<tag>` beside `path`: pid + a random tag keeps concurrent writers apart.
    private static func temporaryPath(for path: String, in directory: String) -> String {
        let tag = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        return directory + "/" + temporaryPrefix(for: path) + "\(getpid())-\(tag)"
    }

    private static func temporaryPrefix(for path: String) -> String {
        "." + URL(fileURLWithPath: path).lastPathComponent + ".tmp-"
    }

    /// Deletes `.<name>.tmp-<pid>-*` files whose writing process no longer exists (a run killed mid-write).
    private static func removeStaleTemporaries(for path: String, in directory: String) {
        let prefix = temporaryPrefix(for: path)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]) else { continue }
            // kill(pid, 0) fails with ESRCH once the process is gone; our own pid is never stale.
            if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                unlink(directory + "/" + name)
            }
        }
    }

    private static func failure(_ what: String) -> AtomicFileError {
        AtomicFileError(description: "\(what): \(String(cString: strerror(errno)))")
    }
}
