import Foundation
import Testing

@testable import BenchSuite

@Suite struct SubprocessTests {
    /// Output sent to /dev/null must leave /dev/null a device: writing it through FileManager.createFile once
    /// renamed a regular file over it, for every process on the machine.
    @Test func devNullStaysADevice() throws {
        let outcome = try Subprocess.run(["echo", "x"], output: "/dev/null", errors: "/dev/null")
        #expect(outcome.status == 0)
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial)
    }

    @Test func outputGoesToAFileInPlaceAndIsCapturedOtherwise() throws {
        let path = NSTemporaryDirectory() + "subprocess-\(UUID().uuidString).txt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try Subprocess.run(["echo", "to a file"], output: path).status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "to a file\n")
        #expect(try Subprocess.run(["sh", "-c", "echo one; echo two >&2; echo three"], output: path, errors: path).status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\ntwo\nthree\n")
        #expect(try Subprocess.run(["echo", "captured"]).output == "captured\n")
        #expect(try Subprocess.run(["false"]).status == 1)
    }
}
