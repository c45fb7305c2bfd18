import Foundation
import TestSupport
import Testing

@testable import BenchGate
@testable import BenchSuite
@testable import ResultFiles
@testable import StrategyRun

/// Baseline files as the outside world offers them: any size or kind, fields in any order.
@Suite struct BaselineInputTests {
    static let header = #""format": "hitchbench-baseline/2", "command": "c", "settings": {"days": 12, "refreshHz": 60}"#
    static let entry = #"{"snap": "none", "frames": 3, "counters": {"a": 1}, "effects": {"b": 2}, "p50TimeRatioToRenderAll": null}"#

    static func problem(_ text: String) throws -> String? {
        let path = try scratchFile("baseline.json", contents: text)
        defer { removeScratch(path) }
        do {
            _ = try Baseline.load(path: path)
            return nil
        } catch {
            #expect(error.description.hasPrefix("baseline \(path): "))
            return String(error.description.dropFirst("baseline \(path): ".count))
        }
    }

    @Test func aWellFormedFileIsRead() throws {
        let path = try scratchFile("baseline.json", contents: "{\(Self.header), \"traces\": {\"t\": {\"s\": \(Self.entry)}}}")
        defer { removeScratch(path) }
        let baseline = try Baseline.load(path: path)
        #expect(baseline.entries["t"]?["s"] == Baseline.Entry(snap: "none", frames: 3, counters: ["a": 1], effects: ["b": 2]))
        #expect(baseline.tolerance(of: .p50TimeRatioToRenderAll) == GateMeasure.p50TimeRatioToRenderAll.defaultTolerance)
        #expect(baseline.settings["days"] == "12" && baseline.settings["refreshHz"] == "60")
    }

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let path = try sparseFile("baseline.json", bytes: 262_144_000)
        defer { removeScratch(path) }
        #expect(throws: BaselineError.self) { try Baseline.load(path: path) }
        #expect(Baseline.fileLimit.maxBytes == 2_113_536)
        do {
            _ = try Baseline.load(path: path)
        } catch {
            #expect(
                error.description == "baseline \(path): is 262144000 bytes; baselines are limited to 2113536 bytes "
                    + "(1,000 trace/strategy entries of up to 2,048 bytes)")
        }
    }

    @Test(arguments: [("/dev/zero", "is not a regular file"), ("/tmp", "is a directory"), ("/nonexistent.json", "no such file")])
    func whatIsNotARegularFileIsRefused(path: String, reason: String) {
        do {
            _ = try Baseline.load(path: path)
            Issue.record("accepted \(path)")
        } catch {
            #expect(error.description == "baseline \(path): \(reason)")
        }
    }

    @Test func brokenJSONNamesLineAndColumn() throws {
        #expect(try Self.problem("{\"format\": }") == "not valid JSON (line 1, column 12: unexpected '}')")
    }

    @Test func aBooleanIsNotAFrameCount() throws {
        let doctored = Self.entry.replacingOccurrences(of: "\"frames\": 3", with: "\"frames\": true")
        #expect(
            try Self.problem("{\(Self.header), \"traces\": {\"t\": {\"s\": \(doctored)}}}")?.hasPrefix(
                "traces.t.s needs frames, counters and effects") == true)
    }

    @Test func aToleranceThatIsNotANumberIsRefused() throws {
        #expect(
            try Self.problem("{\(Self.header), \"tolerances\": {\"counters\": \"0\"}, \"traces\": {}}")
                == "tolerances.counters is not a number of at least 0")
    }

    /// Header problems win over entry problems wherever the fields stand in the file.
    @Test func aWrongFormatAfterABadEntryIsReportedFirst() throws {
        #expect(try Self.problem(#"{"traces": {"t": 5}, "format": "x"}"#) == #"unsupported format "x" (expected "hitchbench-baseline/2")"#)
    }

    @Test func tooManyEntriesAreCountedExactly() throws {
        let strategies = (0...Baseline.maxEntries).map { "\"s\($0)\": {}" }.joined(separator: ", ")
        #expect(
            try Self.problem("{\(Self.header), \"traces\": {\"t\": {\(strategies)}}}")
                == "1001 trace/strategy entries; at most 1000 are supported")
    }

    @Test func aStrategyListedTwiceIsRefused() throws {
        #expect(
            try Self.problem("{\(Self.header), \"traces\": {\"t\": {\"s\": \(Self.entry), \"s\": \(Self.entry)}}}")
                == "traces.t.s appears twice")
    }

    @Test func aHeaderFieldGivenTwiceIsRefused() throws {
        #expect(try Self.problem("{\(Self.header), \"command\": \"d\", \"traces\": {}}") == #"field "command" appears twice"#)
    }

    @Test func aSettingGivenTwiceIsRefused() throws {
        let header = Self.header.replacingOccurrences(of: "\"days\": 12", with: "\"days\": 12, \"days\": 13")
        #expect(try Self.problem("{\(header), \"traces\": {}}") == "settings.days appears twice")
    }

    /// A counter map is bounded however many names it holds, so a huge one cannot cost memory.
    @Test func tooManyCounterNamesAreRefused() throws {
        let counters = (0...64).map { "\"c\($0)\": 1" }.joined(separator: ", ")
        let doctored = Self.entry.replacingOccurrences(of: "{\"a\": 1}", with: "{\(counters)}")
        #expect(try Self.problem("{\(Self.header), \"traces\": {\"t\": {\"s\": \(doctored)}}}")?.contains("at most 64 counters") == true)
    }

    @Test func aSettingThatIsNotAScalarIsRefused() throws {
        let header = Self.header.replacingOccurrences(of: "\"days\": 12", with: "\"days\": [12]")
        #expect(try Self.problem("{\(header), \"traces\": {}}") == "settings.days is not a string, number, boolean or null")
    }

    @Test func aBaselineWithoutSettingsIsRefused() throws {
        #expect(
            try Self.problem(#"{"format": "hitchbench-baseline/2", "command": "c", "traces": {}}"#) == "needs command, settings and traces")
    }

    @Test func aMeasureThatIsNotANumberIsRefused() throws {
        let doctored = Self.entry.replacingOccurrences(of: "null", with: "\"fast\"")
        #expect(
            try Self.problem("{\(Self.header), \"traces\": {\"t\": {\"s\": \(doctored)}}}")
                == "traces.t.s p50TimeRatioToRenderAll is not a number or null")
    }

    @Test func anOddTraceNameIsQuotedOnOneLine() throws {
        #expect(try Self.problem("{\(Self.header), \"traces\": {\"a\\nb\": 1}}") == "traces.\"a\\nb\" is not an object")
    }
}
