import Foundation
import FrameTiming
import TestSupport
import Testing

@testable import BenchGate
@testable import BenchSuite
@testable import ResultFiles
@testable import ResultText
@testable import StrategyRun

@Suite struct ComparisonTests {
    @Test func strategiesAreInterleavedPerRepeat() throws {
        var lines: [String] = []
        _ = try comparison(repeats: 2).run { lines.append($0) }
        let order = lines.map { $0.split(separator: "·")[1].trimmingCharacters(in: .whitespaces) }
        let names = ["render-all", "tiles", "window", "visible", "window-seamless"]
        #expect(order == names + names)
    }

    @Test func everyOutputFormatParses() throws {
        let result = sharedComparison
        let json = ComparisonFormat.json.render(result, settings: testSettings(), command: "test", toolVersion: "test")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let traces = try #require(object["traces"] as? [[String: Any]])
        #expect((traces[0]["rows"] as? [[String: Any]])?.count == 5)
        let row = try #require((traces[0]["rows"] as? [[String: Any]])?.first)
        #expect(
            Set(row.keys) == Set(ComparisonColumns.keys + ["timeRatiosByClock", "swapFrameMs", "instructionsRatioLabel"]),
            "JSON rows carry every column the CSV has")
        // Both time clocks' ratios, from the same repeats: what a plot of the other clock shows.
        let byClock = try #require(row["timeRatiosByClock"] as? [String: Any])
        #expect(Set(byClock.keys) == ["cpu", "wall"])
        #expect(((byClock["wall"] as? [String: Any])?["p50"] as? [String: Any])?["value"] as? Double == 1, "render-all is the unit")
        let label = ((byClock["wall"] as? [String: Any])?["p50"] as? [String: Any])?["label"] as? String
        #expect(label?.hasPrefix("1.000× [") == true, "the ratio as compare prints it: \(label ?? "none")")

        let csv = ComparisonFormat.csv.render(result, settings: testSettings(), command: "test", toolVersion: "test").split(separator: "\n")
        #expect(csv.count == 6)  // a header and a row per strategy
        #expect(csv[0].contains(",band,") && csv[0].contains(",maxContentJumpPixels,") && csv[0].contains(",snap,"))
        let tail: [String] = [
            "p50TimeRatioToRenderAll", "p50TimeRatioToRenderAllLow", "p50TimeRatioToRenderAllHigh", "p99TimeRatioToRenderAll",
            "p99TimeRatioToRenderAllLow", "p99TimeRatioToRenderAllHigh", "totalTimeRatioToRenderAll", "totalTimeRatioToRenderAllLow",
            "totalTimeRatioToRenderAllHigh", "phoneHitches", "phoneHitchesLow", "phoneHitchesHigh", "phoneScrollHitchTimeRatioMsPerSecond",
            "phoneScrollHitchTimeRatioMsPerSecondLow", "phoneScrollHitchTimeRatioMsPerSecondHigh", "phoneMaxHitchMs", "phoneMaxHitchMsLow",
            "phoneMaxHitchMsHigh", "phoneCommitP50Ms", "phoneRenderP50Ms", "instructionsTotal", "instructionsP50PerFrame",
            "instructionsP99PerFrame", "instructionsMaxPerFrame", "instructionsRatioToRenderAll",
        ]
        #expect(csv[0].hasSuffix("," + tail.joined(separator: ",")))
        #expect(csv.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == ComparisonColumns.keys.count + 1 })

        let markdown = ComparisonFormat.markdown.render(result, settings: testSettings(), command: "test", toolVersion: "test").split(
            separator: "\n")
        #expect(markdown.filter { $0.hasPrefix("|") }.count == 7)  // header, rule, five rows

        let table = ComparisonFormat.table.render(result, settings: testSettings(), command: "test", toolVersion: "test").split(
            separator: "\n")
        #expect(table.count == 7)  // title, header, five rows
    }

    /// Each ratio to render-all is labelled (p50, p99, total) and one repeat says it has no interval.
    @Test func theTableLabelsEachRatioAndItsInterval() throws {
        let table = ComparisonFormat.table.render(sharedComparison, settings: testSettings(), command: "test", toolVersion: "test").split(
            separator: "\n"
        ).map(String.init)
        #expect(table[0].hasSuffix("median of 1 repeat; ratios to render-all per repeat, [?]: one repeat gives no interval"))
        #expect(table[1].hasSuffix("p50 vs render-all  p99 vs render-all  total vs render-all"))
        #expect(table[2].components(separatedBy: "1.000× [?]").count == 4, "render-all's three ratios are 1")
    }

    /// A row on the instruction clock reports instructions, not times: its time, hitch and deferral figures (Valgrind's
    /// emulation) are empty cells, null in JSON, while the frame counts and the instructions stay.
    @Test func instructionClockRowsLeaveTimesEmpty() throws {
        var row = sharedComparison[0].rows[0]
        row.instructions = InstructionSummary(perFrame: [1, 2, 3])
        #expect(row.fields.map(\.key) == ComparisonColumns.keys)
        let cells = Dictionary(uniqueKeysWithValues: row.fields.map { ($0.key, $0.value.csv) })
        let timed = [
            "deferredFrames", "hitches", "maxFrameMs", "maxHitchMs", "scrollSeconds", "scrollHitchTimeRatioMsPerSecond",
            "band", "traceHitchTimeRatioMsPerSecond", "p50FrameMs", "p99FrameMs",
        ]
        #expect(timed.allSatisfy { cells[$0] == "" })
        #expect(cells["frames"] == String(row.summary.frames) && cells["idleVsyncs"] == String(row.summary.idleVsyncs))
        #expect(cells["instructionsTotal"] == "6" && cells["instructionsMaxPerFrame"] == "3")
        #expect(row.fields.first { $0.key == "p50FrameMs" }?.value.json.text() == "null")
    }

    @Test func theCompareDocumentEmbedsEveryResult() throws {
        let result = sharedComparison
        let document = ComparisonDocument.json(result[0], settings: testSettings(), command: "test", toolVersion: "test")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "hitchbench-compare/2")
        #expect((object["settings"] as? [String: Any])?["days"] as? Int == testDays)
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(
            results.map { ($0["metadata"] as? [String: String])?["strategy"] } == [
                "render-all", "tiles", "window", "visible", "window-seamless",
            ])
    }
}
