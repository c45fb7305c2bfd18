import Foundation
import RenderStrategies
import Testing

@Suite(.serialized) struct HarnessCommandTests {
    @Test func helpExitsZeroAndListsTheCommands() throws {
        let run = try HarnessProcess(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("compare"))
        #expect(run.stdout.contains("--strategy"))
    }

    @Test func everyCommandHasHelp() throws {
        for command in ["run", "render", "bench", "trace", "compare", "sweep", "merge", "slowdown", "import", "equivalence"] {
            let run = try HarnessProcess([command, "--help"])
            #expect(run.status == 0, "\(command) --help")
            #expect(run.stdout.hasPrefix("USAGE: "), "\(command) --help")
        }
    }

    /// The usage line shows the sizes a sweep runs when --days is not given, and the option's help says the same.
    @Test func sweepHelpShowsTheDefaultSizes() throws {
        let run = try HarnessProcess(["sweep", "--help"])
        #expect(run.stdout.hasPrefix("USAGE: harness sweep [--days 30,60,120,365,1825,3650] "), "\(run.stdout)")
        #expect(run.stdout.contains("default 30,60,120,365,1825,3650)"))
        #expect(!run.stdout.contains("36500]"))
    }

    /// Issue 14 §2: the rates a ProMotion display runs at, not only 60 and 120, each with its own budget.
    @Test(arguments: [80, 48, 40, 90, 144])
    func aProMotionRateRunsWithItsBudget(hz: Int) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("result.json")
        let run = try HarnessProcess([
            "--strategy", "visible", "--trace", "tap-select.json", "--days", "12", "--refresh", String(hz),
            "--out", out.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
        let metadata = object?["metadata"] as? [String: Any]
        #expect(metadata?["refreshHz"] as? String == String(hz))
        #expect(run.stdout.contains("\(hz) Hz"), "\(run.stdout)")
    }

    @Test func anUnknownOptionIsOneLineAndExitTwo() throws {
        let run = try HarnessProcess(["--strategy", "tiles", "--trace", "fling.json", "--speed", "3"])
        #expect(run.status == 2)
        #expect(run.errorLines.count == 1)
        #expect(run.errorLines.first?.contains("unknown option '--speed'") == true)
    }

    @Test(arguments: [
        (["--strategy", "fast", "--trace", "fling.json"], "'fast' is not one of render-all, tiles, window, visible"),
        (["--strategy", "tiles", "--trace", "fling.json", "--refresh", "241"], "--refresh: '241'"),
        (["--strategy", "tiles", "--trace", "fling.json", "--days", "0"], "--days: '0'"),
        (["--strategy", "tiles", "--trace", "nope.json"], "trace 'nope.json': no such file"),
        (["--stratgy", "tiles", "--trace", "fling.json"], "unknown option '--stratgy' (did you mean '--strategy'?)"),
        (["-strategy", "tiles", "--trace", "fling.json"], "unknown option '-strategy' (did you mean '--strategy'?)"),
        (["--strategy", "tiles"], "--trace is required"),
        (["--strategy", "tiles", "--trace", "fling.json", "--app-slowdown", "0.5"], "--app-slowdown: '0.5' is not a factor"),
        (["--strategy", "tiles", "--trace", "fling.json", "--app-slowdown", "gpu=2"], "or framework=F,drawing=G"),
        (["--strategy", "tiles", "--trace", "fling.json", "--dump-frames", "99999", "--dump-dir", "x"], "vsync 99999 does not exist"),
    ])
    func badOptionsAreRefusedWithOneLine(arguments: [String], fragment: String) throws {
        let run = try HarnessProcess(arguments)
        #expect(run.status == 2)
        #expect(run.errorLines.count == 1)
        #expect(run.errorLines.first?.contains(fragment) == true, "\(run.stderr)")
    }

    @Test func aBadTraceNamesTheEventAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("bad.json")
        try shortTraceJSON.replacingOccurrences(of: "\"t\":0.1,", with: "\"t\":0.01,").write(to: trace, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("result.json")
        let run = try HarnessProcess(["--strategy", "tiles", "--trace", trace.path, "--out", out.path])
        #expect(run.status == 2)
        #expect(run.errorLines.count == 1)
        // The third event (index 2, counted from 0 as in the JSON array) is the one that goes back in time.
        #expect(run.errorLines.first?.contains("events[2]: ") == true, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aBadCSVNamesTheLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = folder.appendingPathComponent("sales.csv")
        try "date,channel,value\n2025-09-01,wear,10\n2025-09-02,wear,ten\n".write(to: csv, atomically: true, encoding: .utf8)
        let run = try HarnessProcess(["render", "--data", csv.path, "--out", folder.appendingPathComponent("f.png").path])
        #expect(run.status == 2)
        #expect(run.errorLines.first?.contains("line 3") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("f.png").path))
    }

    @Test func aRunWritesItsResultCSVAndDumpedFrames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("tiny.json")
        try shortTraceJSON.write(to: trace, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("r.json")
        let run = try HarnessProcess([
            "--strategy", "window", "--trace", trace.path, "--out", out.path, "--days", "30",
            "--frames-csv", folder.appendingPathComponent("f.csv").path, "--dump-frames", "0,20",
            "--dump-dir", folder.appendingPathComponent("frames").path,
            "--chrome-trace", folder.appendingPathComponent("chrome.json").path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("hitches:"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any])
        #expect(object["format"] as? String == "hitchbench-result/2")
        // Of vsyncs 0…36 (0.6 s at 60 Hz), frames are produced where something changed: the moves at vsyncs 3
        // (0.05 s) and 6 (0.1 s), then every vsync of the glide from the lift at 0.12 s, 8…36: 31 frames.
        #expect((object["frames"] as? [Any])?.count == 31)
        let csv = try String(contentsOf: folder.appendingPathComponent("f.csv"), encoding: .utf8)
        #expect(csv.split(separator: "\n").count == 32)
        for index in [0, 20] {
            let png = try Data(contentsOf: folder.appendingPathComponent("frames/tiny-window-frame\(index).png"))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
        let chrome = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("chrome.json"))) as? [String: Any])
        let slices = (chrome["traceEvents"] as? [[String: Any]])?.filter { $0["ph"] as? String == "X" }
        // Two slices per frame: its commit on the main thread and its render on the render server.
        #expect(slices?.count == 62)
    }

    @Test func renderWritesAPNGAndItsScene() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("frame.png")
        let scene = folder.appendingPathComponent("scene.json")
        let run = try HarnessProcess(["render", "--day", "2025-10-01", "--out", png.path, "--scene", scene.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Data(contentsOf: png).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: scene)) as? [String: Any])
        #expect(object["format"] as? String == "hitchbench-scene/1")
        #expect(object["width"] as? Int == 1206)
    }

    @Test func synthesisedTracesPassTheCheck() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("f.json")
        let synth = try HarnessProcess(["trace", "synth", "fling", "--velocity", "1800", "--count", "2", "--out", trace.path])
        #expect(synth.status == 0, "\(synth.stderr)")
        let check = try HarnessProcess(["trace", "check", trace.path])
        #expect(check.status == 0)
        #expect(check.stdout.contains("valid"))
        let bad = try HarnessProcess(["trace", "synth", "fling", "--velocity", "5", "--out", trace.path])
        #expect(bad.status == 2)
        #expect(bad.errorLines.count == 1)
    }

    /// The check shows the name field and says results take the file's name; one event is "1 event", and a
    /// trace without a description gets no description line (and no dangling colon).
    @Test func traceCheckShowsTheNameAndThatResultsUseTheFileName() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("renamed.json")
        try #"{"format":"hitchbench-trace/1","name":"original","description":"","events":[{"t":1.5,"type":"end"}]}"#
            .write(to: trace, atomically: true, encoding: .utf8)
        let check = try HarnessProcess(["trace", "check", trace.path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "\(trace.path): valid, 1 event, 1.5 s\nname: \"original\" (results are named after the file: renamed)\n")
    }
}

/// `harness slowdown` end to end on a short trace: the result file and its table, and the options it refuses.
@Suite(.serialized) struct SlowdownCommandTests {
    /// One search of visible on tap-select's taps at 12 days: the file carries one headroom per repeat, and the
    /// table names the strategy and its kind.
    @Test func aSearchWritesItsThresholdsAndTable() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("slowdown.json")
        let run = try HarnessProcess([
            "slowdown", "--strategies", "visible", "--trace", "tap-select.json", "--days", "12", "--repeat", "1",
            "--intervals", "0", "--precision", "0.2", "--out", out.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("visible") && run.stdout.contains("drawing"), "\(run.stdout)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any])
        #expect(object["format"] as? String == "hitchbench-slowdown/1")
        let strategies = try #require(object["strategies"] as? [[String: Any]])
        let thresholds = try #require(strategies.first?["thresholds"] as? [[String: Any]])
        #expect(thresholds.count == 1 && (thresholds.first?["byRepeat"] as? [Any])?.count == 1)
    }

    /// Instructions measure no time, a precision outside its range and a slowdown given to the search itself are
    /// refused in one line, exit 2, before any run.
    @Test(arguments: [
        (["--clock", "instructions"], "--clock: a slowdown search needs a clock that measures time"),
        (["--precision", "0.9"], "--precision: '0.9'"),
        (["--app-slowdown", "3"], "unknown option '--app-slowdown'"),
    ])
    func badOptionsAreOneLineAndExitTwo(options: [String], message: String) throws {
        let run = try HarnessProcess(["slowdown", "--days", "12"] + options)
        #expect(run.status == 2)
        #expect(run.errorLines.count == 1 && run.errorLines.first?.contains(message) == true, "\(run.stderr)")
    }
}
