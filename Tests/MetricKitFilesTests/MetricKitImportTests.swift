import DeviceImport
import Foundation
import TestSupport
import Testing

@testable import MetricKitFiles

/// MXMetricPayload JSON as jsonRepresentation() writes it (shaped like Xcode's simulated payload): one row per
/// payload, its ratios in ms per s, and the refusals of what is not a metric payload.
@Suite struct MetricKitImportTests {
    static func payload(scroll: String? = "1000 ms per s", hitch: String? = nil, begin: String = "2022-11-14 00:00:00") -> String {
        let metrics = [scroll.map { "\"scrollHitchTimeRatio\" : \"\($0)\"" }, hitch.map { "\"hitchTimeRatio\" : \"\($0)\"" }].compactMap {
            $0
        }
        return """
            {
              "metaData" : {"appBuildVersion" : "1", "osVersion" : "iPhone OS 16.0.2 (20A380)", "regionFormat" : "IN",
                "platformArchitecture" : "arm64e", "bundleIdentifier" : "com.example.Sales", "deviceType" : "iPhone11,8"},
              "timeStampEnd" : "2022-11-14 23:59:00",
              "animationMetrics" : {\(metrics.joined(separator: ", "))},
              "signpostMetrics" : [{"signpostIntervalData" : {"signpostCumulativeHitchTimeRatio" : "50 ms per s"}}],
              "appVersion" : "1.0",
              "timeStampBegin" : "\(begin)"
            }
            """
    }

    static func read(_ text: String) throws(DeviceImportError) -> [MetricKitPayload] {
        try MetricKitImport.read(Array(text.utf8), file: "p.json")
    }

    static func problem(_ text: String) -> String? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aPayloadIsOneRowWithItsRangeAppAndDevice() throws {
        let payloads = try Self.read(Self.payload(scroll: "12.5 ms per s", hitch: "3 ms per s"))
        #expect(payloads.count == 1)
        let payload = try #require(payloads.first)
        #expect(payload.timeStampBegin == "2022-11-14 00:00:00" && payload.timeStampEnd == "2022-11-14 23:59:00")
        #expect(payload.appVersion == "1.0" && payload.appBuildVersion == "1" && payload.deviceType == "iPhone11,8")
        #expect(payload.osVersion == "iPhone OS 16.0.2 (20A380)" && payload.bundleIdentifier == "com.example.Sales")
        #expect(payload.scrollHitchTimeRatioMsPerSecond == 12.5 && payload.hitchTimeRatioMsPerSecond == 3)
    }

    @Test func aPayloadWithoutHitchTimeRatioHasNone() throws {
        let payload = try #require(try Self.read(Self.payload()).first)
        #expect(payload.scrollHitchTimeRatioMsPerSecond == 1000 && payload.hitchTimeRatioMsPerSecond == nil)
    }

    /// Three days at 4, 10 and 7 ms/s: the run's ratio is their median, 7; its band is warning (5–10 ms/s).
    @Test func anArrayOfPayloadsIsARunWhoseRatioIsTheirMedian() throws {
        let text = "[" + ["4", "10", "7"].map { Self.payload(scroll: "\($0) ms per s") }.joined(separator: ",") + "]"
        let payloads = try Self.read(text)
        let run = MetricKitImport.run(payloads, files: ["p.json"], label: nil)
        #expect(run.payloads.map(\.index) == [0, 1, 2] && run.summary.scrollHitchTimeRatioMsPerSecond == 7 && run.summary.band == .warning)
        #expect(run.summary.hitches == nil && run.summary.maxHitchMs == nil && run.summary.frames == nil)
        #expect(run.label == "com.example.Sales on iPhone11,8" && run.deviceValue("deviceType") == "iPhone11,8" && run.source == .metrickit)
    }

    @Test(arguments: [
        ("12 s per s", #"p.json: the payload: animationMetrics.scrollHitchTimeRatio "12 s per s" is not in ms per s"#),
        ("12ms per s", #"p.json: the payload: animationMetrics.scrollHitchTimeRatio "12ms per s" is not in ms per s"#),
        ("12", #"p.json: the payload: animationMetrics.scrollHitchTimeRatio "12" has no unit"#),
        ("-3 ms per s", #"p.json: the payload: animationMetrics.scrollHitchTimeRatio "-3 ms per s" is not a number of ms per s"#),
        ("1e3 ms per s", #"p.json: the payload: animationMetrics.scrollHitchTimeRatio "1e3 ms per s" is not a number of ms per s"#),
        (
            "1001 ms per s",
            #"p.json: the payload: animationMetrics.scrollHitchTimeRatio "1001 ms per s" is more than 1000 ms per s, which no ratio of time can be"#
        ),
    ])
    func ratiosInAnotherUnitOrOutOfRangeAreRefused(value: String, problem: String) {
        #expect(Self.problem(Self.payload(scroll: value)) == problem)
    }

    @Test func aDiagnosticPayloadIsRefusedAsSuch() {
        let text = #"{"crashDiagnostics": [{"diagnosticMetaData": {"appVersion": "1.0"}}], "timeStampBegin": 3}"#
        #expect(
            Self.problem(text)
                == "p.json: the payload: an MXDiagnosticPayload (crash and hang diagnostics), not an MXMetricPayload: it has no hitch ratios"
        )
    }

    /// A diagnostic payload has its time range too; without any hitch ratio it is still refused.
    @Test func aDiagnosticPayloadWithItsTimeRangeIsRefused() {
        let text = #"{"timeStampBegin": "2022-11-14 00:00:00", "timeStampEnd": "2022-11-14 23:59:00", "hangDiagnostics": []}"#
        #expect(
            Self.problem(text)
                == "p.json: the payload: an MXDiagnosticPayload (crash and hang diagnostics), not an MXMetricPayload: it has no hitch ratios"
        )
    }

    @Test func aMetricPayloadWithoutAnyHitchRatioIsRefused() {
        let text = #"{"timeStampBegin": "a", "timeStampEnd": "b", "cpuMetrics": {"cumulativeCPUTime": "1 sec"}}"#
        #expect(
            Self.problem(text)
                == "p.json: the payload: no hitch time ratio (animationMetrics, hitchTime or a signpost interval's); nothing to compare")
    }

    @Test func anEmptyArrayIsRefused() {
        #expect(Self.problem(" [ ] ") == "p.json: an empty array: no payloads to import")
    }

    /// iOS 27's HitchTimeMetric.ratio and SignpostIntervalMetric.hitchTimeRatio, as text or as an encoded
    /// Measurement, each in ms per s.
    @Test func newerHitchTimeMetricsAreReadWithTheirUnit() throws {
        let text = """
            {"timeStampBegin": "a", "timeStampEnd": "b",
             "hitchTime": {"ratio": {"value": 6.5, "unit": {"symbol": "ms per s"}}, "totalHitchTime": "1 sec"},
             "signpostIntervals": [{"signpostName": "ChartScroll", "hitchTimeRatio": "8 ms per s"}, {"signpostName": "Load"}]}
            """
        let payload = try #require(try Self.read(text).first)
        #expect(payload.hitchTimeRatioMsPerSecond == 6.5 && payload.scrollHitchTimeRatioMsPerSecond == nil)
        #expect(payload.signposts == [MetricKitPayload.SignpostRatio(name: "ChartScroll", msPerSecond: 8)])
    }

    @Test func aNewerRatioInAnotherUnitIsRefused() {
        let text = #"{"timeStampBegin": "a", "timeStampEnd": "b", "hitchTime": {"ratio": {"value": 6.5, "unit": "s per s"}}}"#
        #expect(Self.problem(text) == #"p.json: the payload: hitchTime.ratio's unit "s per s" is not ms per s"#)
    }

    /// The same file given twice, or once more through `..`, is one set of payloads.
    @Test func theSameFileGivenTwiceIsCountedOnce() throws {
        let scratch = try ScratchFolder("metrickit")
        defer { scratch.remove() }
        let file = try scratch.file("p.json", contents: Self.payload(scroll: "4 ms per s"))
        try FileManager.default.createDirectory(atPath: scratch.path + "/sub", withIntermediateDirectories: true)
        let run = try MetricKitImport.run(files: [file, file, scratch.path + "/sub/../p.json"], label: nil)
        #expect(run.payloads.count == 1 && run.inputs == [file])
    }

    @Test(arguments: [
        (
            #"{"format": "hitchbench-result/2"}"#,
            "p.json: the payload: not an MXMetricPayload (it needs timeStampBegin and timeStampEnd as strings)"
        ),
        ("[1]", "p.json: payloads[0] is not an object"),
        ("3", "p.json: not an MXMetricPayload (the top level is neither an object nor an array of them)"),
        ("{", "p.json: not valid JSON (line 1, column 2: unexpected end of input)"),
        (#"{"timeStampBegin": "a", "timeStampBegin": "b"}"#, "p.json: the payload: timeStampBegin appears twice"),
        (
            #"{"timeStampBegin": "a", "timeStampEnd": "b", "animationMetrics": {"scrollHitchTimeRatio": 12}}"#,
            #"p.json: the payload: animationMetrics.scrollHitchTimeRatio is not a string (jsonRepresentation() writes a measurement with its unit, as "12 ms per s")"#
        ),
    ])
    func otherJSONIsRefused(text: String, problem: String) {
        #expect(Self.problem(text) == problem)
    }
}
