import Foundation
import Testing

@testable import ScrollReplay

/// The shipped traces in Scenarios/ must validate and match their recipes. Run with
/// `HITCHBENCH_RECORD_SCENARIOS=1` to rewrite them from the recipes; the run then fails so the change is reviewed.
@Suite("Shipped scenarios")
struct ScenarioFileTests {
    static let series = ["zozotown", "wear", "yahoo!Shopping", "ownedEc"]

    /// Scenarios/ of the main package, found through the real path of this file (Tests/ may be a symlink).
    static var scenariosDirectory: String {
        let here = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios").path
    }

    @Test func shippedTracesMatchRecipesAndValidate() throws {
        let record = ProcessInfo.processInfo.environment["HITCHBENCH_RECORD_SCENARIOS"] == "1"
        for recipe in try ScenarioRecipes.all() {
            let path = Self.scenariosDirectory + "/\(recipe.name).json"
            if record {
                try recipe.jsonData().write(to: URL(fileURLWithPath: path), options: .atomic)
                Issue.record("re-recorded \(path); review the diff and run again without HITCHBENCH_RECORD_SCENARIOS")
                continue
            }
            let shipped = try TraceLoader.load(data: Data(contentsOf: URL(fileURLWithPath: path)), knownSeries: Self.series)
            let expected = try TraceLoader.load(data: recipe.jsonData(), knownSeries: Self.series)
            #expect(shipped == expected, "\(recipe.name).json differs from its recipe")
            #expect(shipped.events.last?.kind == .end)
            #expect(!shipped.description.isEmpty)
        }
    }

    /// edge-stop must come to rest 13–16 days (630–775 pt) back with zero release velocity.
    @Test func edgeStopRestsBetween13And16DaysBack() throws {
        let trace = ScenarioRecipes.edgeStop()
        var session = ScrollSession(trace: trace, contentRange: 0...100_000, initialOffset: 100_000)
        var restOffsets: [Double] = []
        var wasTracking = false
        for index in 0...Int(trace.durationSeconds * 60) {
            let frame = session.advance(to: Double(index) / 60)
            if wasTracking && !frame.isTracking {
                #expect(!session.isDecelerating, "no fling after a still finger")
                restOffsets.append(frame.offset)
            }
            wasTracking = frame.isTracking
        }
        let travelled = try #require(restOffsets.dropLast().last.map { 100_000 - $0 })
        #expect((630...775).contains(travelled), "travelled \(travelled) pt")
    }
}
