import Foundation
import InputFiles
import TestSupport
import Testing

@Suite("Bounded input files")
struct InputFileTests {
    static let limit = InputLimit(maxBytes: 16, kind: "tests", allowance: "two words")

    static func reason(_ path: String, limit: InputLimit = limit) -> String? {
        do {
            _ = try InputFile.read(path, limit: limit)
            return nil
        } catch {
            #expect(error.path == path)
            return error.reason
        }
    }

    @Test func aRegularFileWithinTheLimitIsReadWhole() throws {
        let scratch = try ScratchFolder("inputfile")
        defer { scratch.remove() }
        let root = scratch.path
        try Data("0123456789abcdef".utf8).write(to: URL(fileURLWithPath: root + "/exact"))
        #expect(try InputFile.read(root + "/exact", limit: Self.limit) == Array("0123456789abcdef".utf8))
    }

    @Test func anEmptyFileIsReadAsNoBytes() throws {
        let scratch = try ScratchFolder("inputfile")
        defer { scratch.remove() }
        let root = scratch.path
        FileManager.default.createFile(atPath: root + "/empty", contents: Data())
        #expect(try InputFile.read(root + "/empty", limit: Self.limit) == [])
    }

    @Test func oneByteOverTheLimitIsRefusedNamingSizeAndLimit() throws {
        let scratch = try ScratchFolder("inputfile")
        defer { scratch.remove() }
        let root = scratch.path
        try Data(repeating: 65, count: 17).write(to: URL(fileURLWithPath: root + "/big"))
        #expect(Self.reason(root + "/big") == "is 17 bytes; tests are limited to 16 bytes (two words)")
    }

    /// A sparse file costs no disk, so a huge size is cheap to test; it is refused before any read.
    @Test func aHugeFileIsRefusedByItsSize() throws {
        let scratch = try ScratchFolder("inputfile")
        defer { scratch.remove() }
        let path = try scratch.sparseFile("huge", bytes: 262_144_000)
        #expect(Self.reason(path) == "is 262144000 bytes; tests are limited to 16 bytes (two words)")
    }

    @Test func aMissingFileIsNamed() {
        #expect(Self.reason("/nonexistent/input.json") == "no such file")
    }

    @Test func aDirectoryIsRefused() throws {
        let scratch = try ScratchFolder("inputfile")
        defer { scratch.remove() }
        let root = scratch.path
        #expect(Self.reason(root) == "is a directory")
    }

    /// Opening a FIFO without a writer blocks unless it is opened non-blocking; it is refused at once.
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let scratch = try ScratchFolder("inputfile")
        defer { scratch.remove() }
        let root = scratch.path
        #expect(mkfifo(root + "/fifo", 0o600) == 0)
        #expect(Self.reason(root + "/fifo") == "is not a regular file")
    }

    @Test(arguments: ["/dev/zero", "/dev/urandom", "/dev/null"])
    func aDeviceIsRefused(path: String) {
        #expect(Self.reason(path) == "is not a regular file")
    }

    /// Files in /proc report size 0 yet have content: the read itself stops one byte past the limit.
    @Test func aFileLargerThanItsReportedSizeIsRefusedWhileReading() {
        let limit = InputLimit(maxBytes: 8, kind: "tests", allowance: "eight bytes")
        #expect(Self.reason("/proc/self/status", limit: limit) == "is more than 8 bytes; tests are limited to 8 bytes (eight bytes)")
    }

    /// Root reads any file, so the check only runs for other users; the errno mapping is tested below.
    @Test(.enabled(if: geteuid() != 0, "root may read any file"))
    func anUnreadableFileIsRefused() throws {
        let scratch = try ScratchFolder("inputfile")
        defer { scratch.remove() }
        let root = scratch.path
        FileManager.default.createFile(atPath: root + "/secret", contents: Data("x".utf8), attributes: [.posixPermissions: 0])
        #expect(Self.reason(root + "/secret") == "permission denied")
    }

    @Test(arguments: [
        (EACCES, "permission denied"), (EPERM, "permission denied"), (ENOENT, "no such file"),
        (ENOTDIR, "no such file"), (EISDIR, "is a directory"),
    ])
    func systemErrorsHaveTheToolsWords(code: Int32, reason: String) {
        #expect(InputFileError.reason(errno: code) == reason)
    }

    @Test func aRefusalBecomesTheCallersError() {
        struct Refusal: Error, Equatable { let text: String }
        #expect(throws: Refusal(text: "no such file")) {
            try InputFile.read("/nonexistent/input.json", limit: Self.limit) { Refusal(text: $0.reason) }
        }
    }

    @Test func theDescriptionIsPathThenReason() {
        #expect(InputFileError(path: "a.json", reason: "is a directory").description == "a.json: is a directory")
    }
}
