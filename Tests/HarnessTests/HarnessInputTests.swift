import Foundation
import TestSupport
import Testing

/// Every file the harness reads, offered as something it must refuse: one line naming the path and
/// the problem, exit 2, and no output file.
@Suite(.serialized) struct HarnessInputTests {
    enum Input: String, CaseIterable {
        case directory, fifo, devZero, devUrandom, huge
    }

    /// Makes `input` in `folder` and returns its path and the reason the harness should give.
    static func make(_ input: Input, in folder: URL) throws -> (path: String, reason: String) {
        switch input {
        case .directory:
            return (folder.path, "is a directory")
        case .fifo:
            let path = folder.appendingPathComponent("fifo").path
            #expect(mkfifo(path, 0o600) == 0)
            return (path, "is not a regular file")
        case .devZero:
            return ("/dev/zero", "is not a regular file")
        case .devUrandom:
            return ("/dev/urandom", "is not a regular file")
        case .huge:
            let path = try ScratchFolder(path: folder.path).sparseFile("huge", bytes: 262_144_000)
            return (path, "is 262144000 bytes; ")
        }
    }

    /// Runs `arguments(path, out)` and checks the refusal; `prefix` is how the harness names the file.
    static func expectRefusal(_ input: Input, prefix: String, _ arguments: (String, String) -> [String]) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (path, reason) = try make(input, in: folder)
        let out = folder.appendingPathComponent("out").path
        let run = try HarnessProcess(arguments(path, out))
        #expect(run.status == 2)
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(run.errorLines.first?.hasPrefix("harness: \(prefix)\(path): \(reason)") == true, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test(arguments: Input.allCases)
    func aTraceThatIsNotAReadableFileIsRefused(input: Input) throws {
        try Self.expectRefusal(input, prefix: "trace ") { path, out in ["--strategy", "tiles", "--trace", path, "--out", out] }
    }

    @Test(arguments: Input.allCases)
    func csvDataThatIsNotAReadableFileIsRefused(input: Input) throws {
        try Self.expectRefusal(input, prefix: "CSV ") { path, out in ["render", "--data", path, "--out", out] }
    }

    @Test(arguments: Input.allCases)
    func aBaselineThatIsNotAReadableFileIsRefused(input: Input) throws {
        try Self.expectRefusal(input, prefix: "baseline ") { path, out in
            ["compare", "--trace", "fling.json", "--days", "8", "--repeat", "1", "--baseline", path, "--check", "--out-dir", out]
        }
    }

    @Test(arguments: Input.allCases)
    func aSweepPartThatIsNotAReadableFileIsRefused(input: Input) throws {
        try Self.expectRefusal(input, prefix: "sweep ") { path, out in ["merge", path, "--out", out] }
    }

    @Test(.enabled(if: geteuid() != 0, "root may read any file"))
    func anUnreadableTraceIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("secret.json")
        try shortTraceJSON.write(to: trace, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: trace.path)
        let run = try HarnessProcess(["trace", "check", trace.path])
        #expect(run.status == 2)
        #expect(run.errorLines == ["harness: trace \(trace.path): permission denied"])
    }
}
