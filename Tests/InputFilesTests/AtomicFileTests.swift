import Foundation
import TestSupport
import Testing

@testable import InputFiles

@Suite("Atomic file")
struct AtomicFileTests {
    @Test func createsParentsAndLeavesNoTempFile() throws {
        let scratch = try ScratchFolder("atomicfile")
        defer { scratch.remove() }
        let root = scratch.path
        let path = root + "/a/b/result.json"
        try AtomicFile.write("{}\n", to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("{}\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/a/b") == ["result.json"])
    }

    /// A reader holding the old file keeps seeing the old bytes: the new content arrives by rename, never in place.
    @Test func replacesByRenameNotInPlace() throws {
        let scratch = try ScratchFolder("atomicfile")
        defer { scratch.remove() }
        let root = scratch.path
        let path = root + "/out.csv"
        try AtomicFile.write(Data("old".utf8), to: path)
        let oldHandle = try #require(FileHandle(forReadingAtPath: path))
        try AtomicFile.write([UInt8]("new content".utf8), to: path)
        #expect(oldHandle.readDataToEndOfFile() == Data("old".utf8))
        #expect(FileManager.default.contents(atPath: path) == Data("new content".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["out.csv"])
    }

    @Test func failureReportsPathAndLeavesNothing() throws {
        let scratch = try ScratchFolder("atomicfile")
        defer { scratch.remove() }
        let root = scratch.path
        // The target is an existing directory, so the final rename fails.
        try FileManager.default.createDirectory(atPath: root + "/taken", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/taken/x", withIntermediateDirectories: true)
        #expect(throws: AtomicFileError.self) { try AtomicFile.write("data", to: root + "/taken") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["taken"])
    }
}
