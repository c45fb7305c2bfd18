import Foundation
import Testing
@testable import BenchKit

@Suite struct BaselineTests {
    /// Counters and effects are exact, so a second run matches them; time ratios are left out (their
    /// tolerance is tested below), since two runs' timings differ, widely so under a sanitizer.
    @Test func aRunPassesItsOwnBaseline() throws {
        var baseline = Baseline(comparisons: sharedComparison, context: testContext)
        baseline.timeRatioTolerance = .infinity
        let again = try comparison().run()
        #expect(baseline.regressions(in: again, context: testContext) == [])
    }

    @Test func aDoctoredCounterIsNamed() throws {
        let run = sharedComparison
        var baseline = Baseline(comparisons: run, context: testContext)
        baseline.entries["short"]?["tiles"]?.counters["tilesConfigured"] = 1
        let regressions = baseline.regressions(in: run, context: testContext)
        #expect(regressions.count == 1)
        #expect(regressions.first?.hasPrefix("short/tiles: tilesConfigured ") == true)
    }

    @Test func aSlowerTimeRatioBeyondTheToleranceIsNamed() throws {
        let run = sharedComparison
        var baseline = Baseline(comparisons: run, context: testContext)
        let ratio = try #require(run[0].rows[1].timeRatioToRenderAll)
        baseline.entries["short"]?["tiles"]?.timeRatioToRenderAll = ratio / 2   // the run is now 100% slower
        baseline.timeRatioTolerance = 0.5
        #expect(baseline.regressions(in: run, context: testContext).contains { $0.contains("short/tiles: time ratio") })
    }

    @Test func aMissingEntryAndOtherSettingsAreRegressions() throws {
        let run = sharedComparison
        var baseline = Baseline(comparisons: run, context: testContext)
        baseline.entries["short"]?["window"] = nil
        #expect(baseline.regressions(in: run, context: testContext).contains { $0.contains("short/window: not in the baseline") })
        baseline.days = 365
        #expect(baseline.regressions(in: run, context: testContext).first?.contains("365 days") == true)
    }

    @Test func theBaselineFileRoundTrips() throws {
        let run = sharedComparison
        var baseline = Baseline(comparisons: run, context: testContext)
        baseline.timeRatioTolerance = 0.25
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json").path
        try baseline.jsonString().write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let loaded = try Baseline.load(path: path)
        for (trace, strategies) in baseline.entries {
            for (strategy, entry) in strategies {
                let other = try #require(loaded.entries[trace]?[strategy])
                #expect(other.counters == entry.counters && other.effects == entry.effects && other.frames == entry.frames)
                #expect(abs((other.timeRatioToRenderAll ?? 0) - (entry.timeRatioToRenderAll ?? 0)) < 1e-6)
            }
        }
        #expect(loaded.timeRatioTolerance == 0.25)
        #expect(loaded.regressions(in: run, context: testContext) == [])
    }

    @Test func aBaselineOfAnotherFormatIsRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json").path
        try "{\"format\": \"something/1\"}".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: BaselineError.self) { try Baseline.load(path: path) }
    }
}

/// Inputs the fuzz-baseline target crashed on, checked by the gate without trapping.
@Suite struct BaselineFuzzRegressionTests {
    /// Fuzz/corpus/fuzz-baseline/extreme-counters.json: `value - base` overflowed for a count near Int.min.
    @Test(arguments: [-Int.max, Int.min, Int.max])
    func anExtremeCountIsARegressionNotATrap(count: Int) throws {
        var baseline = Baseline(comparisons: sharedComparison, context: testContext)
        baseline.entries["short"]?["tiles"]?.counters["tilesConfigured"] = count
        let regressions = baseline.regressions(in: sharedComparison, context: testContext)
        #expect(regressions.count == 1)
        #expect(regressions.first?.hasPrefix("short/tiles: tilesConfigured ") == true)
    }
}
