import Foundation
import Testing

/// `harness import` and `compare --device` end to end: the files written, exit codes, and the one line every
/// kind of bad input gets, with no output file left behind.
@Suite(.serialized) struct ImportCommandTests {
    /// A hitches table in xctrace's format: FixIt (11101) hitches at 1 s for 16.666666 ms and at 2 s for
    /// 33.333333 ms (row 2's process is a ref to row 1's), backboardd (68) at 3 s, and a system hitch at 4 s.
    static let hitches = """
        <?xml version="1.0"?>
        <trace-query-result>
        <node xpath='//trace-toc[1]/run[1]/data[1]/table[8]'><schema name="hitches"><col><mnemonic>start</mnemonic><name>Start</name><engineering-type>start-time</engineering-type></col><col><mnemonic>duration</mnemonic><name>Duration</name><engineering-type>duration</engineering-type></col><col><mnemonic>process</mnemonic><name>Process</name><engineering-type>process</engineering-type></col><col><mnemonic>is-system</mnemonic><name>Is System</name><engineering-type>boolean</engineering-type></col><col><mnemonic>display</mnemonic><name>Display</name><engineering-type>display-name</engineering-type></col></schema>
        <row><start-time id="1">1000000000</start-time><duration id="2">16666666</duration><process id="3" fmt="FixIt (11101)"><pid id="4">11101</pid></process><boolean id="5">0</boolean><display-name id="6">Display 1</display-name></row>
        <row><start-time id="7">2000000000</start-time><duration id="8">33333333</duration><process ref="3"/><boolean ref="5"/><display-name ref="6"/></row>
        <row><start-time id="9">3000000000</start-time><duration ref="2"/><process id="10" fmt="backboardd (68)"><pid id="11">68</pid></process><boolean ref="5"/><display-name ref="6"/></row>
        <row><start-time id="12">4000000000</start-time><duration ref="8"/><process ref="3"/><boolean id="13">1</boolean><display-name ref="6"/></row>
        </node></trace-query-result>

        """

    static let payload = """
        {"metaData": {"deviceType": "iPhone11,8", "bundleIdentifier": "com.example.Sales", "appBuildVersion": "7"},
         "timeStampBegin": "2022-11-14 00:00:00", "timeStampEnd": "2022-11-14 23:59:00", "appVersion": "1.0",
         "animationMetrics": {"scrollHitchTimeRatio": "4.5 ms per s"}}
        """

    /// Imports the fixture for FixIt, writes `device.json` in `folder`, and returns its path.
    static func importFixture(in folder: URL, label: String = "FixIt fling", extra: [String] = []) throws -> String {
        let xml = folder.appendingPathComponent("hitches.xml")
        try hitches.write(to: xml, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("device-\(UUID().uuidString).json").path
        let run = try HarnessProcess(["import", "instruments", xml.path, "--process", "FixIt", "--label", label, "--out", out] + extra)
        #expect(run.status == 0, "\(run.stderr)")
        return out
    }

    @Test func importInstrumentsWritesADeviceFileAndSaysSo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xml = folder.appendingPathComponent("hitches.xml")
        try Self.hitches.write(to: xml, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("d.json").path
        let run = try HarnessProcess(["import", "instruments", xml.path, "--process", "11101", "--scroll", "0.5-2.5", "--out", out])
        #expect(run.status == 0 && run.errorLines.isEmpty, "\(run.stderr)")
        #expect(run.stdout.contains("hitches:            2 (apart: 1 of the system, 1 of other processes)"))
        // The app's two hitches, 49.999999 ms, both inside the 2 s scroll (the second ends at 2.033333333 s).
        #expect(run.stdout.contains("scroll hitch ratio: 25.00 ms/s (critical) over 2.00 s of scrolling (2 hitches)"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("wrote device run -> \(out)\n"))
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"format\": \"hitchbench-device/1\",") && text.contains("\"maxHitchMs\": 33.333333"))
    }

    @Test func twoProcessesWithoutAChoiceAreNamedAndNothingIsWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xml = folder.appendingPathComponent("hitches.xml")
        try Self.hitches.write(to: xml, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("d.json").path
        let run = try HarnessProcess(["import", "instruments", xml.path, "--out", out])
        #expect(run.status == 2)
        #expect(
            run.errorLines == [
                "harness: \(xml.path): hitches of 2 processes (FixIt (11101) 2, backboardd (68) 1); choose one with --process NAME|PID"
            ])
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// Each broken export gets one line naming the file, the table and row, and the problem.
    @Test(arguments: [
        ("<row><start-time id=\"7\">", "<row><start-time id=\"1\">", "table hitches, row 2: column start: id \"1\" is defined twice"),
        (
            "<duration ref=\"8\"/>", "<duration ref=\"80\"/>",
            "table hitches, row 4: column duration: ref \"80\" names no value defined before it"
        ),
        (
            "<duration id=\"8\">33333333</duration>", "<duration id=\"8\">-33333333</duration>",
            "table hitches, row 2: column duration: a duration of -33333333 ns is negative"
        ),
        ("</node>", "", "table hitches, line 8, column 1: </trace-query-result> closes <node>"),
        (
            "<col><mnemonic>display</mnemonic>", "<col><mnemonic>screen</mnemonic>",
            "table hitches: no column display (its columns: start, duration, process, is-system, screen); not the schema HitchBench reads"
        ),
    ])
    func aBrokenExportIsOneLineNamingFileRowAndProblem(find: String, replace: String, problem: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xml = folder.appendingPathComponent("hitches.xml")
        try Self.hitches.replacingOccurrences(of: find, with: replace).write(to: xml, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("d.json").path
        let run = try HarnessProcess(["import", "instruments", xml.path, "--process", "FixIt", "--out", out])
        #expect(run.status == 2)
        #expect(run.errorLines == ["harness: \(xml.path): \(problem)"])
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// A file of any kind is refused before it is read; one of any size past the limit too.
    @Test(arguments: ["instruments", "metrickit"])
    func filesThatAreNotRegularOrTooLargeAreRefused(source: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let huge = folder.appendingPathComponent("huge").path
        _ = FileManager.default.createFile(atPath: huge, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.truncate(atOffset: 2_147_483_648)
        try handle.close()
        let limit =
            source == "instruments"
            ? "Instruments exports are limited to 1073741824 bytes (an hour of 120 Hz frames is about 230 MB; memory grows with the rows kept, not the columns passed over)"
            : "MetricKit files are limited to 16384000 bytes (1,000 payloads of up to 16 KiB)"
        let out = folder.appendingPathComponent("d.json").path
        for (path, reason) in [
            (folder.path, "is a directory"), (fifo, "is not a regular file"), ("/dev/zero", "is not a regular file"),
            (huge, "is 2147483648 bytes; \(limit)"), (folder.appendingPathComponent("none").path, "no such file"),
        ] {
            let run = try HarnessProcess(["import", source, path, "--out", out])
            #expect(run.status == 2)
            #expect(run.errorLines == ["harness: \(path): \(reason)"])
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    /// A sparse file within the size limit is read as a stream and refused at its first byte.
    @Test func aLargeFileOfZerosIsRefusedAtItsFirstByte() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zeros = folder.appendingPathComponent("zeros.xml").path
        _ = FileManager.default.createFile(atPath: zeros, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: zeros))
        try handle.truncate(atOffset: 262_144_000)
        try handle.close()
        let run = try HarnessProcess(["import", "instruments", zeros])
        #expect(run.status == 2)
        #expect(run.errorLines == ["harness: \(zeros): line 1, column 1: byte 0x0 before the root element"])
    }

    @Test func importMetricKitWritesOneRowPerPayload() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("payload.json")
        try Self.payload.write(to: json, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("d.json").path
        let run = try HarnessProcess(["import", "metrickit", json.path, "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("device run:         com.example.Sales on iPhone11,8"), "\(run.stdout)")
        #expect(run.stdout.contains("scroll hitch ratio: 4.50 ms/s (good), median over the payloads"))
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.contains("\"source\": \"metrickit\"") && text.contains("\"appBuildVersion\": \"7\""))
    }

    @Test func metricKitRefusesInstrumentsOptions() throws {
        let run = try HarnessProcess(["import", "metrickit", "p.json", "--process", "FixIt"])
        #expect(run.status == 2)
        #expect(
            run.errorLines == [
                "harness: import metrickit: --process applies to instruments only (a payload has no processes, displays or intervals)"
            ])
    }

    @Test func importHelpExitsZeroAndAnUnknownSourceTwo() throws {
        let help = try HarnessProcess(["import", "--help"])
        #expect(help.status == 0 && help.stdout.hasPrefix("USAGE: harness import instruments FILE.xml..."))
        let unknown = try HarnessProcess(["import", "perfetto", "x"])
        #expect(
            unknown.status == 2 && unknown.errorLines == ["harness: import: unknown source 'perfetto' (sources: instruments, metrickit)"])
    }

    @Test(arguments: ["2-1", "x-3", "1-2,", "-1-2"])
    func aScrollThatIsNotAnIntervalIsRefused(scroll: String) throws {
        let run = try HarnessProcess(["import", "instruments", "x.xml", "--scroll", scroll])
        #expect(run.status == 2)
        #expect(run.errorLines.first?.hasPrefix("harness: --scroll: '") == true, "\(run.stderr)")
    }

    /// Devices alone: a table of devices, no strategy run; the JSON's `devices` holds the row.
    @Test func compareWithDevicesAloneShowsThem() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = try Self.importFixture(in: folder)
        let table = try HarnessProcess(["compare", "--device", device])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.hasPrefix("devices: measured on a phone"))
        #expect(table.stdout.contains("FixIt fling  instruments     1       -        2               1         33.33"), "\(table.stdout)")
        let json = try HarnessProcess(["compare", "--device", device, "--format", "json"])
        #expect(
            json.stdout.contains("\"traces\": [],\n\"devices\": [\n  {\"label\": \"FixIt fling\", \"source\": \"instruments\", \"runs\": 1")
        )
    }

    /// Beside the strategies: the trace's table, then the devices' own, in one output.
    @Test func compareShowsDevicesAfterTheStrategiesTable() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = try Self.importFixture(in: folder)
        let trace = folder.appendingPathComponent("tiny.json")
        try shortTraceJSON.write(to: trace, atomically: true, encoding: .utf8)
        let run = try HarnessProcess([
            "compare", "--trace", trace.path, "--strategies", "render-all,tiles", "--days", "8", "--repeat", "1", "--device", device,
            "--out-dir", folder.appendingPathComponent("out").path, "--format", "markdown",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let tables = run.stdout.components(separatedBy: "#### ")
        #expect(tables.count == 3 && tables[1].hasPrefix("tiny: 8 days") && tables[2].hasPrefix("devices: measured on a phone"))
        #expect(tables[2].contains("| FixIt fling | instruments | 1 | - | 2 | 1 | 33.33 |"), "\(run.stdout)")
        // Its own name: the model's comparison of the trace, compare-tiny-….json, is not replaced.
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        #expect(written == ["compare-tiny-8d-only-render-all+tiles-with-FixIt_fling.json"], "\(written)")
        // The file holds the device rows too, which the summary plot draws.
        let file = try String(contentsOfFile: folder.appendingPathComponent("out/" + written[0]).path, encoding: .utf8)
        #expect(
            file.contains("\"devices\": [\n    {\"label\": \"FixIt fling\", \"source\": \"instruments\", \"runs\": 1,"),
            "\(file.prefix(2000))")
    }

    /// The gate on a device: recorded, passed, then failed when a worse run comes along; exit 1 with the regression.
    @Test func theGateChecksADeviceAgainstItsBaseline() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = try Self.importFixture(in: folder)
        let baseline = folder.appendingPathComponent("baseline.json").path
        let write = try HarnessProcess(["compare", "--device", device, "--baseline", baseline, "--write-baseline"])
        #expect(write.status == 0, "\(write.stderr)")
        let pass = try HarnessProcess(["compare", "--device", device, "--baseline", baseline, "--check"])
        #expect(pass.status == 0, "\(pass.stderr)")
        #expect(pass.errorLines.contains { $0.hasPrefix("note: device runs are noisy: ") })
        #expect(pass.errorLines.last?.hasPrefix("compare: pass: 1 of 1 baseline entries") == true)
        // 50 ms more in the longest hitch: 83.333333 ms against 33.333333, +150 %.
        let worse = try Self.importFixture(in: folder, extra: [])
        let text = try String(contentsOfFile: worse, encoding: .utf8).replacingOccurrences(
            of: "\"maxHitchMs\": 33.333333", with: "\"maxHitchMs\": 83.333333")
        try text.write(toFile: worse, atomically: true, encoding: .utf8)
        let fail = try HarnessProcess(["compare", "--device", worse, "--baseline", baseline, "--check"])
        #expect(fail.status == 1)
        #expect(
            fail.errorLines.first
                == "regression: device/FixIt fling: device longest hitch (ms) 83.333333, baseline 33.333333 (+150%; tolerance +50%)")
    }

    @Test func aFileThatIsNotADeviceRunIsRefusedByCompare() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("x.json").path
        try #"{"format": "hitchbench-result/2"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try HarnessProcess(["compare", "--device", path])
        #expect(
            run.status == 2
                && run.errorLines == [
                    #"harness: device \#(path): unsupported format "hitchbench-result/2" (expected "hitchbench-device/1")"#
                ])
    }

    /// A MetricKit run whose only ratio is HitchTimeMetric's gives the gate no figure to compare: the check is
    /// refused (exit 2), never passed.
    @Test func aCheckThatComparesNoFigureIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let payload = folder.appendingPathComponent("p.json").path
        try #"{"timeStampBegin": "a", "timeStampEnd": "b", "hitchTime": {"ratio": "3 ms per s"}}"#.write(
            toFile: payload, atomically: true, encoding: .utf8)
        let device = folder.appendingPathComponent("d.json").path
        let imported = try HarnessProcess(["import", "metrickit", payload, "--label", "field", "--out", device])
        #expect(imported.status == 0, "\(imported.stderr)")
        let baseline = folder.appendingPathComponent("b.json").path
        let write = try HarnessProcess(["compare", "--device", device, "--baseline", baseline, "--write-baseline"])
        #expect(write.status == 0, "\(write.stderr)")
        let check = try HarnessProcess(["compare", "--device", device, "--baseline", baseline, "--check"])
        #expect(check.status == 2)
        #expect(
            check.errorLines.last?.hasPrefix("harness: compare --check: no figure of these runs could be compared with \(baseline)")
                == true,
            "\(check.stderr)")
        #expect(check.errorLines.last?.hasSuffix("; a check that compares nothing cannot fail") == true)
    }

    @Test func aDiagnosticPayloadIsRefusedByImport() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let payload = folder.appendingPathComponent("diag.json").path
        try #"{"timeStampBegin": "a", "timeStampEnd": "b", "crashDiagnostics": []}"#.write(
            toFile: payload, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("d.json").path
        let run = try HarnessProcess(["import", "metrickit", payload, "--out", out])
        #expect(run.status == 2 && run.errorLines.count == 1 && run.stderr.contains("MXDiagnosticPayload"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// A table of contents and frames without a hitches table: the summary names the missing table, not the length.
    @Test func withoutAHitchesTableTheSummarySaysSo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = "scripts/fixtures/device/"
        let out = folder.appendingPathComponent("d.json").path
        let run = try HarnessProcess([
            "import", "instruments", fixtures + "toc.xml", fixtures + "displayed-surfaces-interval.xml", "--scroll", "0.3-1.5", "--out",
            out,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("scroll hitch ratio: not in the export (no hitches table: give hitches.xml or hitches-summary.xml)"))
        #expect(run.stdout.contains("trace hitch ratio:  not in the export (no hitches table: give hitches.xml or hitches-summary.xml)"))
    }

    /// The sample exports shipped in Samples/Instruments import as the README's main command does, with
    /// `--process` in the form messages print it and the skipped tables warned of on stderr.
    @Test func theSampleExportsImportAsTheReadmeSays() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples = "Samples/Instruments/"
        let out = folder.appendingPathComponent("phone.json").path
        let run = try HarnessProcess(
            ["import", "instruments", "--process", "TestApp (12345)", "--label", "phone", "--out", out]
                + ["hitches", "hitches-renders", "displayed-surfaces-interval", "display-vsyncs-interval", "potential-hangs"].map {
                    samples + $0 + ".xml"
                })
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains("frames:             12 shown")
                && run.stdout.contains("refresh:            60 Hz (from display-vsyncs-interval)"))
        #expect(
            run.errorLines == [
                "import: warning: skipped potential-hangs (\(samples)potential-hangs.xml, 23 rows): hangs are not hitches (their time is not a frame's lateness)"
            ])
    }
}
