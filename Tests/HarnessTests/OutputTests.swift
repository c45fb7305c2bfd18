import Foundation
import Testing

/// Where outputs land, that they are checked before any work, and that they never overwrite each other.
@Suite struct OutputTests {
    /// A throwaway project: a `Package.swift` (what marks a project root), a subfolder, and a trace.
    static func project() throws -> URL {
        let root = try temporaryFolder()
        try "// a project root\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("sub/deeper"), withIntermediateDirectories: true)
        return root
    }

    /// Run from a subfolder, default outputs land in the project root's results/ and shipped traces are found.
    @Test func outputsOfASubfolderRunLandInTheProjectRoot() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try HarnessProcess(
            ["--strategy", "tiles", "--trace", "fling.json", "--days", "12"],
            in: root.appendingPathComponent("sub/deeper"))
        #expect(run.status == 0, "\(run.stderr)")
        let expected = root.appendingPathComponent("results/fling-tiles-12d.json")
        #expect(FileManager.default.fileExists(atPath: expected.path))
        #expect(run.stdout.contains("wrote result -> \(expected.standardizedFileURL.path)"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("sub/deeper/results").path))
    }

    /// `render` without `--out` writes frame.png at the project root too, never in the folder it runs from.
    @Test func renderFromASubfolderWritesItsFrameAtTheProjectRoot() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try HarnessProcess(["render", "--days", "3"], in: root.appendingPathComponent("sub/deeper"))
        #expect(run.status == 0, "\(run.stderr)")
        let expected = root.appendingPathComponent("frame.png")
        #expect(run.stdout.contains("wrote frame -> \(expected.standardizedFileURL.path)"))
        #expect(FileManager.default.fileExists(atPath: expected.path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("sub/deeper/frame.png").path))
    }

    /// The project's own Scenarios/ is searched by the same rule.
    @Test func tracesAreFoundInTheProjectRootScenarios() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Scenarios"), withIntermediateDirectories: true)
        try shortTraceJSON.write(to: root.appendingPathComponent("Scenarios/mine.json"), atomically: true, encoding: .utf8)
        let run = try HarnessProcess(["--strategy", "visible", "--trace", "mine", "--days", "12"], in: root.appendingPathComponent("sub"))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("results/mine-visible-12d.json").path))
    }

    /// Two configurations never share a default file: the days and the refresh rate are in the names.
    @Test func differentSettingsWriteDifferentFiles() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let trace = root.appendingPathComponent("tiny.json")
        try shortTraceJSON.write(to: trace, atomically: true, encoding: .utf8)
        for extra in [[], ["--days", "20"], ["--refresh", "120"], ["--snap", "day"]] {
            let run = try HarnessProcess(
                ["compare", "--trace", trace.path, "--repeat", "1", "--strategies", "tiles,visible"] + extra, in: root)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("results").path).sorted()
        #expect(
            files == [
                "compare-tiny-120hz-only-tiles+visible.json", "compare-tiny-20d-only-tiles+visible.json",
                "compare-tiny-only-tiles+visible.json", "compare-tiny-snap-day-only-tiles+visible.json",
            ])
    }

    /// An output that cannot be written is refused before anything runs, naming the file asked for (never the
    /// hidden temporary it would be written through), and nothing is written.
    @Test func anUnwritableOutputFailsBeforeAnyWorkNamingTheFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("a-file")
        try "x".write(to: blocker, atomically: true, encoding: .utf8)
        let out = blocker.appendingPathComponent("result.json").path
        let run = try HarnessProcess(["compare", "--trace", "fling.json", "--out-dir", blocker.path, "--repeat", "1"])
        #expect(run.status == 2)
        #expect(run.errorLines.count == 1)
        #expect(run.errorLines.first?.contains(blocker.path) == true, "\(run.stderr)")
        #expect(!run.stderr.contains(".tmp-"))
        #expect(!run.stderr.contains("compare: ["), "nothing ran")
        let single = try HarnessProcess(["--strategy", "tiles", "--trace", "fling.json", "--out", out])
        #expect(single.status == 2)
        #expect(single.errorLines.first?.contains(out) == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a-file"])
    }

    @Test func aSweepIntoAFolderThatCannotBeCreatedRunsNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "x".write(to: folder.appendingPathComponent("not-a-folder"), atomically: true, encoding: .utf8)
        let run = try HarnessProcess(["sweep", "--days", "10,20", "--out", folder.appendingPathComponent("not-a-folder/x/s.json").path])
        #expect(run.status == 2)
        #expect(!run.stderr.contains("sweep: ["), "nothing ran")
    }

    /// A temporary left by a run killed mid-write (its process is gone) is removed by the next write of that file.
    @Test func aKilledRunsTemporaryIsRemovedByTheNextRun() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stale = folder.appendingPathComponent(".r.json.tmp-2147483000-dead")
        try "partial".write(to: stale, atomically: false, encoding: .utf8)
        let run = try HarnessProcess([
            "--strategy", "tiles", "--trace", "fling.json", "--days", "12", "--out",
            folder.appendingPathComponent("r.json").path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["r.json"])
    }

    /// A bad number is named as such even when other options are missing too.
    @Test func aBadNumberIsReportedBeforeAMissingTrace() throws {
        let run = try HarnessProcess(["compare", "--days", "abc"])
        #expect(run.status == 2)
        #expect(run.errorLines.first?.contains("--days: 'abc'") == true, "\(run.stderr)")
    }

    /// Part 1 of 2 alone is not a whole sweep: merge refuses it unless asked for a partial merge, which says so.
    @Test func mergeRefusesAnIncompleteSetOfShards() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("tiny.json")
        try shortTraceJSON.write(to: trace, atomically: true, encoding: .utf8)
        let part = folder.appendingPathComponent("sweep-tiny-part-1-of-2.json")
        let sweep = try HarnessProcess([
            "sweep", "--days", "8,9", "--strategies", "tiles", "--trace", trace.path,
            "--shard", "1/2", "--out", part.path,
        ])
        #expect(sweep.status == 0, "\(sweep.stderr)")
        let refused = try HarnessProcess(["merge", part.path])
        #expect(refused.status == 2)
        #expect(refused.errorLines.first?.contains("miss the sizes 9") == true, "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("sweep-tiny.json").path))
        let partial = try HarnessProcess(["merge", part.path, "--partial"])
        #expect(partial.status == 0, "\(partial.stderr)")
        let merged = try String(contentsOf: folder.appendingPathComponent("sweep-tiny.json"), encoding: .utf8)
        #expect(merged.contains("\"shard\": \"partial: missing 9\""))
        #expect(merged.contains("\"hitchFreeMaxDays\": {\"tiles\": null}"), "a partial sweep claims no hitch-free size")
    }

    /// Two parts run with different pipelines are two sweeps: merge names the setting in one line, exits 2 and writes nothing.
    @Test func mergeRefusesPartsRunWithDifferentSettings() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("tiny.json")
        try shortTraceJSON.write(to: trace, atomically: true, encoding: .utf8)
        var parts: [String] = []
        for (index, pipeline) in ["two-stage", "one-stage"].enumerated() {
            let part = folder.appendingPathComponent("sweep-tiny-part-\(index + 1)-of-2.json").path
            let sweep = try HarnessProcess([
                "sweep", "--days", "8,9", "--strategies", "tiles", "--trace", trace.path, "--pipeline", pipeline,
                "--shard", "\(index + 1)/2", "--out", part,
            ])
            #expect(sweep.status == 0, "\(sweep.stderr)")
            parts.append(part)
        }
        let refused = try HarnessProcess(["merge"] + parts)
        #expect(refused.status == 2)
        #expect(
            refused.errorLines == [
                "harness: merge: part 2 (2/2) was run with pipeline one-stage, part 1 with two-stage; merge only the parts of one sweep"
            ])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("sweep-tiny.json").path))
    }
}

/// An outside strategy's fault is that strategy's error: one line naming it, exit 2, no result file.
@Suite struct StrategyFaultTests {
    @Test(arguments: [
        ("throws", "strategy throws: threw the chart broke"),
        ("wrong-size", "strategy wrong-size: frame is 10x10 px; the viewport is 1206x780 px"),
        ("backwards", "strategy backwards: counter barMarks went backwards"),
        ("traps", "trapped while running fling · traps"),
    ])
    func aFaultyStrategyIsReportedAsItsOwnError(name: String, message: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try HarnessProcess(
            [
                "--strategy", name, "--trace", "fling.json", "--days", "12", "--out",
                folder.appendingPathComponent("r.json").path,
            ], executable: "faulty-harness")
        #expect(run.status == 2)
        // A trap's own runtime message ("Fatal error: …") comes first; the harness's line is always the last.
        #expect(run.errorLines.count == (name == "traps" ? 2 : 1), "\(run.stderr)")
        #expect(run.errorLines.last?.contains(message) == true, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no result, no temporary")
    }

    @Test func aFaultInACompareWritesNoComparison() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try HarnessProcess(
            [
                "compare", "--strategies", "render-all,throws", "--trace", "fling.json", "--days", "12",
                "--repeat", "1", "--out-dir", folder.path,
            ], executable: "faulty-harness")
        #expect(run.status == 2)
        #expect(run.errorLines.first?.contains("strategy throws") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test(arguments: [
        ("tiles", "strategy name 'tiles' is taken by a built-in strategy"),
        ("Bad_Name", "strategy name 'Bad_Name' must start with a lowercase letter"),
        ("bad_name", "strategy name 'bad_name' may hold only lowercase letters, digits and '-'"),
    ])
    func aStrategyNameIsChecked(name: String, message: String) throws {
        let run = try HarnessProcess(["--clash", name, "run", "--help"], executable: "faulty-harness")
        #expect(run.status == 2)
        #expect(run.errorLines == ["faulty-harness: \(message)"], "messages carry the executable's own name")
    }

    /// Outside strategies join every command: listed in help, run, compared, checked for equivalence.
    @Test func outsideStrategiesJoinEveryCommand() throws {
        let help = try HarnessProcess(["run", "--help"], executable: "faulty-harness")
        #expect(help.stdout.contains("wrong-size") && help.stdout.contains("window-seamless"))
        let check = try HarnessProcess(
            ["equivalence", "--strategy", "backwards", "--days", "20", "--positions", "3"],
            executable: "faulty-harness")
        #expect(check.status == 0, "the equivalence check draws frames only; \(check.stderr)")
        #expect(check.stdout.contains("pass"))
    }
}
