import Foundation
import Testing

/// `compare --check` and `--write-baseline` as a CI job sees them: exit codes, the lines on stderr, what
/// stdout holds, and refusals that come before any work.
@Suite(.serialized) struct GateCommandTests {
    /// A folder with a tiny trace and a baseline of render-all and tiles on it at 20 days, whose time tolerance
    /// is opened wide: two runs' times differ (widely so under a sanitizer), and the rule itself is tested
    /// with fixed figures in BenchGateTests.
    struct Fixture {
        let folder: URL
        let baseline: URL
        let common: [String]

        init() throws {
            folder = try temporaryFolder()
            let trace = folder.appendingPathComponent("tiny.json")
            try shortTraceJSON.write(to: trace, atomically: true, encoding: .utf8)
            baseline = folder.appendingPathComponent("baseline.json")
            common = [
                "compare", "--trace", trace.path, "--strategies", "render-all,tiles", "--days", "20", "--repeat", "1",
                "--out-dir", folder.appendingPathComponent("out").path, "--baseline", baseline.path,
            ]
            let write = try HarnessProcess(common + ["--write-baseline"])
            #expect(write.status == 0, "\(write.stderr)")
            try edit { text in
                text.replacingOccurrences(of: #"("p50TimeRatioToRenderAll": )[0-9.]+"#, with: "$11000", options: .regularExpression)
            }
        }

        func edit(_ change: (String) -> String) throws {
            let text = try String(contentsOf: baseline, encoding: .utf8)
            let changed = change(text)
            #expect(changed != text, "the edit changed the baseline")
            try changed.write(to: baseline, atomically: true, encoding: .utf8)
        }

        func run(_ extra: [String]) throws -> HarnessProcess { try HarnessProcess(common + extra) }

        var outputs: [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)) ?? []
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func theGatePassesOnItsOwnBaselineAndFailsOnADoctoredCounter() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let pass = try fixture.run(["--check", "--format", "csv"])
        #expect(pass.status == 0, "\(pass.stderr)")
        #expect(pass.stdout.split(separator: "\n").count == 3)  // a header and a row per strategy
        #expect(
            pass.errorLines.last?.hasPrefix("compare: pass: 2 of 2 baseline entries of \(fixture.baseline.path) checked (") == true,
            "\(pass.stderr)")
        try fixture.edit { $0.replacingOccurrences(of: "\"tilesConfigured\": ", with: "\"tilesConfigured\": 1") }
        let fail = try fixture.run(["--check"])
        #expect(fail.status == 1)
        #expect(
            fail.errorLines.contains {
                $0.hasPrefix("regression: tiny/render-all: tilesConfigured 0, baseline 10 (-100%; must match exactly)")
            },
            "\(fail.stderr)")
        #expect(fail.errorLines.last?.hasPrefix("compare: FAIL: 2 regressions; 2 of 2 baseline entries") == true, "\(fail.stderr)")
    }

    /// Other settings cannot be compared: one line names each with both values, before anything runs.
    @Test func aCheckWithOtherSettingsIsRefusedBeforeAnyWork() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let run = try HarnessProcess(fixture.common.map { $0 == "20" ? "21" : $0 } + ["--seed", "7", "--refresh", "120", "--check"])
        #expect(run.status == 2)
        #expect(
            run.errorLines == [
                "harness: compare --check: this run's settings differ from baseline \(fixture.baseline.path): "
                    + "days 21 (baseline 20), seed 7 (baseline 1), refreshHz 120 (baseline 60); run with the baseline's settings, "
                    + "or record a new baseline with --write-baseline"
            ], "\(run.stderr)")
        #expect(!run.stderr.contains("compare: ["), "nothing ran")
        #expect(fixture.outputs.filter { $0.hasSuffix("21d-seed7-120hz-only-render-all+tiles.json") }.isEmpty)
    }

    @Test func aVersion1BaselineIsRefusedWithTheWayToRefreshIt() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try #"{"format": "hitchbench-baseline/1", "command": "c", "days": 20, "refreshHz": 60, "traces": {}}"#
            .write(to: fixture.baseline, atomically: true, encoding: .utf8)
        let run = try fixture.run(["--check"])
        #expect(run.status == 2)
        #expect(run.errorLines.count == 1)
        #expect(
            run.errorLines.first?.hasSuffix("refresh it with 'compare ... --baseline \(fixture.baseline.path) --write-baseline'") == true)
        #expect(!run.stderr.contains("compare: ["), "nothing ran")
    }

    /// A baseline entry left out of the run fails the gate unless `--allow-missing`; without render-all the
    /// verdict says that time was not compared.
    @Test func baselineEntriesNotRunFailUnlessAllowed() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let only = fixture.common.map { $0 == "render-all,tiles" ? "tiles" : $0 }
        let strict = try HarnessProcess(only + ["--check"])
        #expect(strict.status == 1)
        #expect(strict.errorLines.first == "compare: 1 baseline entry will not be run (the check will fail; --allow-missing accepts it)")
        #expect(strict.errorLines.contains("not run: tiny/render-all (1 of 2 baseline entries; a failure unless --allow-missing)"))
        #expect(
            strict.errorLines.contains(
                "note: p50 frame time ratio to render-all not compared for every entry: "
                    + "render-all was not run (the time ratio needs it in the same run)"), "\(strict.stderr)")
        let lenient = try HarnessProcess(only + ["--check", "--allow-missing"])
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(lenient.errorLines.last?.hasPrefix("compare: pass: 1 of 2 baseline entries") == true)
    }

    @Test func writingASmallerBaselineIsRefusedUnlessReplace() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let only = fixture.common.map { $0 == "render-all,tiles" ? "tiles" : $0 }
        let refused = try HarnessProcess(only + ["--write-baseline"])
        #expect(refused.status == 2)
        #expect(
            refused.errorLines == [
                "harness: compare --write-baseline: \(fixture.baseline.path) holds strategies render-all that this "
                    + "run leaves out; run them too, or give --replace to write a smaller baseline"
            ], "\(refused.stderr)")
        #expect(!refused.stderr.contains("compare: ["), "nothing ran")
        let replaced = try HarnessProcess(only + ["--write-baseline", "--replace"])
        #expect(replaced.status == 0, "\(replaced.stderr)")
        let text = try String(contentsOf: fixture.baseline, encoding: .utf8)
        #expect(!text.contains("\"render-all\": {") && text.contains("\"tiles\": {"))
        #expect(text.contains("\"p50TimeRatioToRenderAll\": 1000"), "the tolerances of the file it replaced are kept")
    }

    /// stdout holds only what a job summary should show: the verdict, then the tables; status goes to stderr.
    @Test func theMarkdownOnStdoutCanBePostedAsIs() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let run = try fixture.run(["--check", "--format", "markdown"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("### HitchBench gate: pass\n\n2 of 2 baseline entries of \(fixture.baseline.path) checked ("))
        #expect(!run.stdout.contains("wrote") && !run.stdout.contains("compare: ["))
        #expect(run.stdout.contains("#### tiny: 20 days"))
        #expect(run.errorLines.contains { $0.hasPrefix("wrote comparison -> ") })
    }

    @Test func theJSONOnStdoutCarriesTheVerdict() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.edit { $0.replacingOccurrences(of: "\"frames\": ", with: "\"frames\": 9") }
        let run = try fixture.run(["--check", "--format", "json"])
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let check = try #require(object["check"] as? [String: Any])
        #expect(check["passed"] as? Bool == false)
        #expect((check["regressions"] as? [[String: Any]])?.map { $0["check"] as? String } == ["frames", "frames"])
    }

    /// A CPU-time baseline from another CPU model is refused by default, naming both, and the refusal is the
    /// Markdown verdict (a job summary shows why, not an empty section); --accept-other-cpu takes it knowingly.
    @Test func aBaselineFromAnotherCPUIsRefusedUnlessAccepted() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        #expect(try String(contentsOf: fixture.baseline, encoding: .utf8).contains("\"machine\": {\"cpuModel\": "))
        try fixture.edit { text in
            text.replacingOccurrences(of: #""cpuModel": "[^"]*""#, with: #""cpuModel": "Other CPU 9000""#, options: .regularExpression)
        }
        let refused = try fixture.run(["--check", "--format", "markdown"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("(baseline Other CPU 9000)"), "\(refused.stderr)")
        #expect(refused.stdout.hasPrefix("### HitchBench gate: REFUSED"))
        #expect(refused.stdout.contains("Other CPU 9000"))
        let accepted = try fixture.run(["--check", "--accept-other-cpu"])
        #expect(accepted.status == 0, "\(accepted.stderr)")
    }

    /// A sweep that reaches its --budget keeps what it finished, is marked incomplete and exits 0; the merge
    /// takes it and says what is missing.
    @Test func aSweepAtItsBudgetIsIncompleteNotAFailure() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("sweep-part-1-of-2.json").path
        let sweep = try HarnessProcess([
            "sweep", "--days", "10,20", "--strategies", "tiles", "--shard", "1/2", "--budget", "0.001s", "--out", out,
        ])
        #expect(sweep.status == 0, "\(sweep.stderr)")
        #expect(sweep.stderr.contains("sweep: incomplete: the time budget of 0.001s ran out"), "\(sweep.stderr)")
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("incomplete: stopped at its time budget of 0.001s"))
        let merge = try HarnessProcess(["merge", out, "--out", folder.appendingPathComponent("merged.json").path])
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(merge.stderr.contains("merge: incomplete: missing days"), "\(merge.stderr)")
        #expect(try HarnessProcess(["sweep", "--budget", "soon"]).status == 2)
    }
}
