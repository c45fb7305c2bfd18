import DeviceImport
import DisplayModel
import MetricKitFiles
import TestSupport
import Testing

@testable import DeviceFiles

/// `hitchbench-device/1` files: what the writer puts down (absent figures as null, Instruments' nanoseconds
/// exactly), what the reader takes back, and the files it refuses.
@Suite struct DeviceFileTests {
    /// A run with one of everything, its figures given by hand (the import's own are its tests').
    static var instrumentsRun: DeviceRun {
        var run = DeviceRun(source: .instruments, label: "FixIt on iPhone Air", inputs: ["toc.xml", "hitches.xml"])
        run.device = [("model", "iPhone Air"), ("osVersion", "26.6.2 (23G90)")]
        run.process = DeviceRun.Process(name: "FixIt", pid: 11101, hitches: 2)
        run.processes = [run.process!, DeviceRun.Process(name: nil, pid: 68, hitches: 1)]
        run.display = "Display 1"
        run.displays = ["Display 1"]
        run.refreshSource = "display-vsyncs-interval"
        run.scrolls = [TrackedInterval(startSeconds: 0.5, endSeconds: 3)]
        run.scrollSource = "option"
        run.tables = [DeviceRun.Table(schema: "hitches", file: "hitches.xml", rows: 3)]
        run.hitchTypes = [("app update", 2)]
        run.frames = [DeviceRun.Interval(startSeconds: 0.5, durationMs: 16.666708)]
        run.hitches = [
            DeviceRun.Hitch(
                startSeconds: 1.000000001, durationMs: 16.666666, isSystem: false, pid: 11101, counted: true, stage: "commit",
                type: "app update",
                display: "Display 1")
        ]
        var summary = DeviceSummary()
        summary.frames = 1
        summary.hitches = 2
        summary.systemHitches = 0
        summary.maxHitchMs = 16.666666
        summary.totalHitchMs = 33.333332
        summary.scrollSeconds = 2.5
        summary.scrollHitches = 2
        summary.scrollHitchTimeRatioMsPerSecond = 13.3333328
        summary.band = .critical
        summary.refreshHz = 120
        run.summary = summary
        return run
    }

    static func load(_ text: String) throws(DeviceFileError) -> DeviceRun {
        try DeviceFile.load(bytes: Array(text.utf8), path: "d.json")
    }

    @Test func theHeaderAndSummaryReadBackAsWritten() throws {
        let run = Self.instrumentsRun
        let back = try Self.load(run.jsonString(toolVersion: "hitchbench 0.2.0"))
        #expect(back.source == .instruments && back.label == run.label && back.inputs == run.inputs && back.display == "Display 1")
        #expect(back.device.map(\.key) == ["model", "osVersion"] && back.scrolls == run.scrolls && back.scrollSource == "option")
        // 13.3333328 has more than 6 decimals: the file keeps ms to the nanosecond, 13.333333.
        var expected = run.summary
        expected.scrollHitchTimeRatioMsPerSecond = 13.333333
        #expect(back.summary == expected)
    }

    /// The times in the file are Instruments' nanoseconds exactly: 1.000000001 s, 16.666666 ms.
    @Test func timesKeepEveryNanosecond() {
        let text = Self.instrumentsRun.jsonString(toolVersion: "t")
        #expect(text.contains(#"{"startSeconds": 1.000000001, "durationMs": 16.666666, "isSystem": false, "pid": 11101, "counted": true"#))
    }

    /// Figures the data do not give are null: this run has no trace length, no render table, no hitch stages.
    @Test func whatTheDataDoNotGiveIsNullNeverZero() {
        let text = Self.instrumentsRun.jsonString(toolVersion: "t")
        for field in ["traceSeconds", "traceHitchTimeRatioMsPerSecond", "renderP50Ms", "commitHitches", "otherProcessHitches"] {
            #expect(text.contains("\"\(field)\": null"), "\(field)")
        }
        #expect(text.contains("\"systemHitches\": 0"))
    }

    /// A MetricKit run written whole: one payload row, the ratios as medians, the rest null.
    @Test func aMetricKitRunIsWrittenAsThisGolden() {
        var payload = MetricKitPayload(file: "p.json", index: 0, timeStampBegin: "2022-11-14 00:00:00", timeStampEnd: "2022-11-14 23:59:00")
        payload.appVersion = "1.0"
        payload.deviceType = "iPhone11,8"
        payload.scrollHitchTimeRatioMsPerSecond = 12.5
        let run = MetricKitImport.run([payload], files: ["p.json"], label: nil)
        let expected = """
            {
              "format": "hitchbench-device/1",
              "toolVersion": "t",
              "source": "metrickit",
              "label": "p on iPhone11,8",
              "inputs": ["p.json"],
              "device": {"deviceType": "iPhone11,8", "appVersion": "1.0"},
              "process": null,
              "processes": [],
              "display": null,
              "displays": [],
              "maxRefreshHz": null,
              "refreshSource": null,
              "scrolls": [],
              "scrollSource": null,
              "stageSource": null,
              "tables": [],
              "summary": {
                "frames": null,
                "hitches": null,
                "systemHitches": null,
                "otherProcessHitches": null,
                "maxHitchMs": null,
                "totalHitchMs": null,
                "scrollSeconds": null,
                "scrollHitches": null,
                "scrollHitchTimeRatioMsPerSecond": 12.5,
                "band": "critical",
                "traceSeconds": null,
                "traceHitchTimeRatioMsPerSecond": null,
                "hitchTimeRatioMsPerSecond": null,
                "refreshHz": null,
                "commitHitches": null,
                "renderHitches": null,
                "bothHitches": null,
                "renderP50Ms": null,
                "renderP99Ms": null,
                "renderMaxMs": null,
                "commitP50Ms": null,
                "commitP99Ms": null,
                "commitMaxMs": null,
                "budgetMs": null,
                "hitchesLabel": null,
                "systemHitchesLabel": null
              },
              "notes": [],
              "skipped": [],
              "hitchTypes": {},
              "stages": [],
              "payloads": [
                {"file": "p.json", "index": 0, "timeStampBegin": "2022-11-14 00:00:00", "timeStampEnd": "2022-11-14 23:59:00", "appVersion": "1.0", "appBuildVersion": null, "deviceType": "iPhone11,8", "osVersion": null, "regionFormat": null, "platformArchitecture": null, "bundleIdentifier": null, "scrollHitchTimeRatioMsPerSecond": 12.5, "hitchTimeRatioMsPerSecond": null, "signposts": []}
              ],
              "payloadsLabel": "1 payload",
              "frames": [],
              "hitches": [],
              "renders": [],
              "commits": [],
              "frameUpdates": []
            }

            """
        #expect(run.jsonString(toolVersion: "t") == expected)
    }

    @Test(arguments: [
        (
            #"{"format": "hitchbench-result/2"}"#,
            #"device d.json: unsupported format "hitchbench-result/2" (expected "hitchbench-device/1")"#
        ),
        (#"{"format": "hitchbench-device/1", "source": "phone"}"#, "device d.json: source must be instruments or metrickit"),
        (#"{"format": "hitchbench-device/1", "source": "metrickit", "label": ""}"#, "device d.json: needs a label (a non-empty string)"),
        ("[]", "device d.json: top level is not a JSON object"),
        (#"{"source": "metrickit"}"#, #"device d.json: missing field "format" (expected "hitchbench-device/1")"#),
        (#"{"format": "hitchbench-device/1", "label": "a", "label": "b"}"#, #"device d.json: field "label" appears twice"#),
        ("{", "device d.json: not valid JSON (line 1, column 2: unexpected end of input)"),
    ])
    func filesThatAreNotDeviceRunsAreRefused(text: String, problem: String) {
        #expect(throws: DeviceFileError(description: problem)) { try Self.load(text) }
    }

    @Test func aSummaryFieldMissingOrOutOfRangeIsNamed() {
        let text = Self.instrumentsRun.jsonString(toolVersion: "t")
        #expect(throws: DeviceFileError(description: "device d.json: summary.hitches is missing")) {
            try Self.load(text.replacing("\"hitches\": 2,\n", with: ""))
        }
        #expect(throws: DeviceFileError(description: "device d.json: summary.maxHitchMs is not a number of at least 0 or null")) {
            try Self.load(text.replacing("\"maxHitchMs\": 16.666666", with: "\"maxHitchMs\": -1"))
        }
        #expect(throws: DeviceFileError(description: "device d.json: summary.scrollHitchTimeRatioMsPerSecond is more than 1000 ms/s")) {
            try Self.load(
                text.replacing("\"scrollHitchTimeRatioMsPerSecond\": 13.333333", with: "\"scrollHitchTimeRatioMsPerSecond\": 1200"))
        }
    }

    /// A file past the limit on files read from their path (8 GiB) is refused before a byte is read.
    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let path = try sparseFile("device.json", bytes: 8 << 30 + 1)
        defer { removeScratch(path) }
        #expect(
            throws: DeviceFileError(
                description: "device \(path): is 8589934593 bytes; device files are limited to 8589934592 bytes "
                    + "(the rows of eight 1 GiB exports; memory does not grow with the file)")
        ) { try DeviceFile.load(path: path) }
    }

    /// A run of many rows, written to a scratch file: 3,000 frames and hitches, a file of about 700 kB.
    static func largeFile() throws -> (path: String, run: DeviceRun) {
        var run = instrumentsRun
        let hitch = run.hitches[0]
        for index in 0..<3_000 {
            run.frames.append(DeviceRun.Interval(startSeconds: Double(index) / 120, durationMs: 8.333333))
            run.hitches.append(hitch)
        }
        let path = try scratchFile("large-device.json", contents: run.jsonString(toolVersion: "t"))
        return (path, run)
    }

    /// A file larger than the outline kept is read through its rows' arrays, element by element, to the same run
    /// as the file read whole: the limit on what is kept is a parameter, so a small file shows it.
    @Test func aFileLargerThanTheOutlineReadsBackAsAWholeRead() throws {
        let (path, run) = try Self.largeFile()
        defer { removeScratch(path) }
        let whole = try DeviceFile.load(path: path)
        let streamed = try DeviceFile.load(path: path, outlineBytes: 8_192)
        #expect(streamed == whole && streamed.label == run.label && streamed.summary == whole.summary && streamed.scrolls == run.scrolls)
        // A field name written with an escape is read as the reader reads it, not passed over as a row array.
        let text = run.jsonString(toolVersion: "t").replacing(#""inputs": ["#, with: #""inp\u0075ts": ["#, maxReplacements: 1)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try DeviceFile.load(path: path, outlineBytes: 8_192).inputs == run.inputs)
    }

    /// Broken rows are found however large the file: one line naming the array, the element and the problem.
    @Test(arguments: [
        (#""counted": true, "stage": "commit""#, #""counted": tru, "stage": "commit""#, "hitches, element 1: unexpected 't')"),
        ("8.333333},\n", "8.333333}\n", "frames, element 2: expected ',' or ']' after it)"),
        ("\"frames\": [", "\"frames\": [}, ", "frames: expected ',' or ']', found '}')"),
        ("\"frames\": [", "\"frames\": [,", "frames, element 1: unexpected end of input)"),
    ])
    func brokenRowsAreRefusedWhenStreamed(find: String, replace: String, problem: String) throws {
        let (path, run) = try Self.largeFile()
        defer { removeScratch(path) }
        var text = run.jsonString(toolVersion: "t")
        text = String(text.replacing(find, with: replace, maxReplacements: 1))
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try DeviceFile.load(path: path, outlineBytes: 8_192)
            Issue.record("a broken row was read")
        } catch {
            #expect(error.description == "device \(path): not valid JSON (\(problem)")
        }
    }

    /// A file cut short in its rows, or holding more than the outline besides them, is refused in one line.
    @Test func aTruncatedOrOversizedFileIsRefusedWhenStreamed() throws {
        let (path, run) = try Self.largeFile()
        defer { removeScratch(path) }
        let text = run.jsonString(toolVersion: "t")
        try String(text.prefix(text.count / 2)).write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try DeviceFile.load(path: path, outlineBytes: 8_192)
            Issue.record("a file cut short was read")
        } catch {
            #expect(error.description.hasPrefix("device \(path): not valid JSON (hitches, element "))
            #expect(error.description.hasSuffix(": unexpected end of input)"))
        }
        let zeros = try sparseFile("zeros.json", bytes: 64 << 10)
        defer { removeScratch(zeros) }
        #expect(
            throws: DeviceFileError(
                description: "device \(zeros): more than 8192 bytes besides the rows' arrays (frames, hitches, renders, …); "
                    + "not a device file HitchBench writes")
        ) { try DeviceFile.load(path: zeros, outlineBytes: 8_192) }
    }
}
