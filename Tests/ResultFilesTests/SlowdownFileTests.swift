import Foundation
import RenderStrategies
import TestSupport
import Testing

@testable import BenchSuite
@testable import ResultFiles

/// A slowdown search written by the harness reads back with the figures the tables use.
@Suite("Slowdown file")
struct SlowdownFileTests {
    /// Two repeats of render-all: hitch-free to 20× and 30×, three intervals exceeded from 80× and 100×. The
    /// medians read back as written (25×, 90×), and the factor that gives a longest hitch of 1 interval is the
    /// middle of the medians of 0 and 1, rounded to three figures.
    @Test func aWrittenSearchReadsBackItsMediansAndMiddles() throws {
        func threshold(_ intervals: Int, _ factor: Double) -> SlowdownThreshold {
            SlowdownThreshold(longestHitchIntervals: intervals, bound: .found, factor: factor, exceededAt: factor * 1.02)
        }
        let result = SlowdownResult(
            traceName: "fling", settings: RunSettings(generatedDays: 60), maxIntervals: 1, precision: 0.02,
            strategies: [
                SlowdownResult.Strategy(
                    name: "render-all", commitWork: .framework, runs: 30,
                    byRepeat: [[threshold(0, 20), threshold(1, 80)], [threshold(0, 30), threshold(1, 100)]])
            ])
        let folder = try ScratchFolder("slowdown")
        defer { folder.remove() }
        let path = folder.path + "/slowdown-fling.json"
        try result.jsonString(toolVersion: "test").write(toFile: path, atomically: true, encoding: .utf8)
        let file = try SlowdownFile.load(path: path)
        let thresholds = try #require(file.thresholds("render-all"))
        #expect(file.refreshHz == 60 && thresholds.count == 2)
        #expect(thresholds[0].medianFactor == 25 && thresholds[0].minFactor == 20 && thresholds[0].maxFactor == 30)
        #expect(thresholds[1].medianFactor == 90 && thresholds[0].middleFactor == nil)
        #expect(thresholds[1].middleFactor == 47.4, "√(25 × 90) = 47.43, to three figures")
    }

    /// A file that is not a slowdown search is one line naming it.
    @Test func anotherFormatIsRefusedNamingTheFile() throws {
        let folder = try ScratchFolder("slowdown")
        defer { folder.remove() }
        let path = folder.path + "/slowdown-x.json"
        try #"{"format": "hitchbench-sweep/2"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ResultFileError.self) { try SlowdownFile.load(path: path) }
        do { _ = try SlowdownFile.load(path: path) } catch { #expect(error.description.hasPrefix(path + ": ")) }
    }
}
