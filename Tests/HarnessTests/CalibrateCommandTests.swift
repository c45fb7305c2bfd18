import Foundation
import Testing

/// `harness calibrate` end to end: the profile written, the refusal of a fit the runs cannot determine, and
/// one line with exit 2 and no file for each kind of bad input.
@Suite(.serialized) struct CalibrateCommandTests {
    /// A device file for `folder` (the import fixture's hitches, no stage), its renders `rendersMs`.
    static func deviceFile(in folder: URL, rendersMs: [Double]) throws -> String {
        let path = try ImportCommandTests.importFixture(in: folder)
        let renders = rendersMs.enumerated().map { "{\"startSeconds\": \(Double($0.offset) / 60), \"durationMs\": \($0.element)}" }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "\"renders\": []", with: "\"renders\": [" + renders.joined(separator: ", ") + "]")
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func trace(in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("tiny.json").path
        try shortTraceJSON.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func oneRunOfOneStrategyIsRefusedNamingWhatElseToRecord() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = try Self.deviceFile(in: folder, rendersMs: [2.5, 2.75, 3])
        let out = folder.appendingPathComponent("phone.json").path
        let run = try HarnessProcess([
            "calibrate", "render-all:12=\(device)", "--trace", try Self.trace(in: folder), "--refresh", "60", "--fit",
            "render.fixed,render.pixelsWritten", "--out", out,
        ])
        #expect(run.status == 2)
        #expect(
            run.errorLines == [
                "harness: calibrate: the render fit is under-determined: pixelsWritten moves in step with the other costs; record "
                    + "another data size or another strategy that varies that work, or fit only what these runs determine (--fit render.fixed)"
            ], "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func runsOfTwoStrategiesAtTwoSizesWriteAProfileWithTheFittedCostsMarked() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = try Self.trace(in: folder)
        let runs = try [("render-all", 12, 2.5), ("render-all", 60, 2.6), ("tiles", 12, 2.2), ("tiles", 60, 2.4)].map {
            strategy, days, ms in
            "\(strategy):\(days)=" + (try Self.deviceFile(in: folder, rendersMs: [ms, ms + 0.5]))
        }
        let out = folder.appendingPathComponent("phone.json").path
        let run = try HarnessProcess(
            ["calibrate"] + runs + ["--trace", trace, "--refresh", "60", "--fit", "render.fixed,render.pixelsComposited", "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("render.fixed: ") && run.stdout.hasSuffix("wrote profile -> \(out)\n"), "\(run.stdout)")
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.contains("\"format\": \"hitchbench-device-profile/1\"") && text.contains("\"kind\": \"fitted\""))
        #expect(text.contains("\"calibration\": {") && text.contains("\"rmsResidualMs\""))
        // The profile it wrote is one a run takes.
        let again = try HarnessProcess([
            "--strategy", "render-all", "--trace", trace, "--days", "12", "--clock", "phone", "--phone-profile", out,
        ])
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test(arguments: [
        (["render-all=a.json"], "harness: calibrate: run 'render-all=a.json' is not STRATEGY:DAYS=FILE (e.g. render-all:60=phone-a.json)"),
        (["render-all:0=a.json"], "harness: calibrate: run 'render-all:0=a.json': days '0' is not a whole number from 1 to 36500"),
        (
            ["nope:60=a.json"],
            "harness: calibrate: run 'nope:60=a.json': unknown strategy 'nope' (strategies: render-all, tiles, window, visible, window-seamless)"
        ),
        (["render-all:60=missing.json"], "harness: device missing.json: no such file"),
        (["render-all:60=missing.json", "--fit", "bogus"], "harness: --fit: unknown cost 'bogus' (fixed, or a counter: "),
    ])
    func badInputIsOneLineAndNoFile(arguments: [String], line: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("phone.json").path
        let run = try HarnessProcess(["calibrate"] + arguments + ["--trace", try Self.trace(in: folder), "--out", out], in: folder)
        #expect(run.status == 2)
        #expect(run.errorLines.count == 1 && run.errorLines.first?.hasPrefix(line) == true, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func anOutputThatIsAnInputIsRefusedAndTheInputKept() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = try Self.deviceFile(in: folder, rendersMs: [2.5])
        let before = try String(contentsOfFile: device, encoding: .utf8)
        let run = try HarnessProcess(["calibrate", "render-all:12=\(device)", "--trace", try Self.trace(in: folder), "--out", device])
        #expect(run.status == 2)
        #expect(run.errorLines == ["harness: \(device): is one of the inputs; refusing to write over it (give another output)"])
        #expect(try String(contentsOfFile: device, encoding: .utf8) == before)
    }
}
