import Glibc
import Testing

@testable import InstructionCounting

@Suite struct CountingFolderTests {
    func write(_ text: String, to path: String) {
        let file = fopen(path, "w")
        fputs(text, file)
        fclose(file)
    }

    @Test func readsAFileFromAnOffsetToItsEnd() throws {
        let folder = try PrivateFolder(prefix: "counting-folder-test")
        defer { folder.remove() }
        let counting = CountingFolder(path: folder.path)
        let text = String(repeating: "events-1: 12345\n", count: 10_000)
        write(text, to: counting.logFile)
        #expect(try CountingFolder.read(counting.logFile, from: 0).count == text.utf8.count)
        #expect(try CountingFolder.read(counting.logFile, from: text.utf8.count - 6) == Array("12345\n".utf8))
    }

    @Test func reportsALogThatCannotBeRead() {
        #expect(throws: InstructionCountingError.unreadableLog(path: "/nonexistent/valgrind.log", reason: "No such file or directory")) {
            try CountingFolder.read("/nonexistent/valgrind.log", from: 0)
        }
    }

    @Test func aPrivateFolderIsOnlyTheUsersAndIsRemovedWithItsFiles() throws {
        let folder = try PrivateFolder(prefix: "counting-folder-test")
        write("x", to: folder.path + "/valgrind.log")
        var status = stat()
        #expect(stat(folder.path, &status) == 0 && status.st_mode & 0o777 == 0o700)
        folder.remove()
        #expect(access(folder.path, F_OK) != 0)
    }
}
