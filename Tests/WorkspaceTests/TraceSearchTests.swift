import Foundation
import StrategyRun
import TestSupport
import Testing
import Workspace

/// Where the command line finds a trace it is given by name: the project's `Scenarios/` first, then folders an
/// executable adds, then the shipped traces.
@Suite struct TraceSearchTests {
    /// The tests run from the repository root, so its own Scenarios/ leads and the shipped copies come last.
    @Test func theProjectsScenariosComeFirstThenExtraFoldersThenTheShippedTraces() throws {
        let mine = try scratchFile("mine.json", contents: "{}")
        defer { removeScratch(mine) }
        let extra = (mine as NSString).deletingLastPathComponent
        let folders = TraceSearch.searchDirectories(extra: [extra])
        #expect(folders == [ProjectFolders.root + "/Scenarios", extra, try #require(TraceLocator.shippedDirectory)])
        #expect(TraceSearch.resolve("fling") == ProjectFolders.root + "/Scenarios/fling.json")
        #expect(TraceSearch.resolve("Scenarios/fling.json") == "Scenarios/fling.json")
    }

    @Test func aNameOnlyAnExtraFolderHoldsIsFoundThere() throws {
        let mine = try scratchFile("mine.json", contents: "{}")
        defer { removeScratch(mine) }
        let extra = (mine as NSString).deletingLastPathComponent
        #expect(TraceSearch.resolve("mine", extra: [extra]) == mine)
        #expect(TraceSearch.resolve("mine") == nil)
        #expect(TraceSearch.allTraceFiles(extra: [extra]).map(TraceLocator.shortName(ofPath:)).contains("mine"))
    }
}
