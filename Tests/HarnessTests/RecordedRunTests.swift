import Foundation
import Testing

/// What result files record about the run: the version `--version` prints, and the command really run.
@Suite struct RecordedRunTests {
    /// Runs a two-strategy compare of the short trace in `folder` and returns the comparison file's `command`
    /// and its first result's `toolVersion`.
    static func compareRecords(
        in folder: URL, extra: [String] = [], environment: [String: String] = [:]
    ) throws
        -> (command: String?, toolVersion: String?)
    {
        let trace = folder.appendingPathComponent("tiny.json")
        try shortTraceJSON.write(to: trace, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let run = try HarnessProcess(
            [
                "compare", "--trace", trace.path, "--days", "12", "--repeat", "1",
                "--strategies", "tiles,visible", "--out-dir", out.path,
            ] + extra,
            in: folder, executableAt: HarnessProcess.binary, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let file = try #require(try FileManager.default.contentsOfDirectory(at: out, includingPropertiesForKeys: nil).first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let results = object["results"] as? [[String: Any]]
        return (object["command"] as? String, results?.first?["toolVersion"] as? String)
    }

    @Test func resultFilesRecordTheVersionThatVersionPrints() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let version = try HarnessProcess(["--version"])
        #expect(version.status == 0)
        let printed = version.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(printed.hasPrefix("harness "))
        let records = try Self.compareRecords(in: folder)
        #expect(records.toolVersion == "hitchbench " + printed.dropFirst("harness ".count))
    }

    /// Run directly, the record names the executable as invoked and quotes what a shell would split.
    @Test func aDirectRunRecordsTheExecutableAsInvoked() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = try Self.compareRecords(in: folder, extra: ["--format", "csv"])
        let trace = folder.appendingPathComponent("tiny.json").path
        let out = folder.appendingPathComponent("out").path
        #expect(
            records.command == "\(HarnessProcess.binary.path) compare --trace \(trace) --days 12 --repeat 1 "
                + "--strategies tiles,visible --out-dir \(out) --format csv")
    }

    /// `swift run` replaces itself with the harness; the shell's `_` (the program it started) tells.
    @Test func aRunStartedBySwiftRunRecordsSwiftRun() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = try Self.compareRecords(in: folder, environment: ["_": "/usr/bin/swift"])
        // The harness is built in the tests' own configuration.
        #if DEBUG
        let expected = "swift run harness compare --trace "
        #else
        let expected = "swift run -c release harness compare --trace "
        #endif
        #expect(records.command?.hasPrefix(expected) == true, "\(records.command ?? "")")
    }

    @Test func anArgumentWithASpaceIsQuotedForTheShell() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spaced = folder.appendingPathComponent("with space")
        try FileManager.default.createDirectory(at: spaced, withIntermediateDirectories: true)
        let records = try Self.compareRecords(in: spaced)
        #expect(records.command?.contains("--out-dir '\(spaced.path)/out'") == true, "\(records.command ?? "")")
    }
}
