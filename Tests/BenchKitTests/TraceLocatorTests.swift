import Foundation
import Testing

@testable import BenchKit

/// Where traces are found: the project's `Scenarios/` first, then folders an executable adds, then the shipped
/// traces, which SwiftPM copies from `Scenarios/` into a resource bundle beside the test runner.
@Suite struct TraceLocatorTests {
    /// This repository's `Scenarios/`, the folder the shipped traces are made from.
    static let sourceScenarios = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    /// Package.swift lists the traces to copy; a trace added to Scenarios/ and not listed there would be
    /// missing from an installed harness.
    @Test func everyTraceInScenariosIsShippedUnchanged() throws {
        let shipped = try #require(TraceLocator.shippedDirectory)
        let sources = try TraceLocator.traceFiles(in: Self.sourceScenarios.path)
        #expect(
            try TraceLocator.traceFiles(in: shipped).map(TraceLocator.shortName(ofPath:)) == sources.map(TraceLocator.shortName(ofPath:)))
        for source in sources {
            let copy = shipped + "/" + URL(fileURLWithPath: source).lastPathComponent
            #expect(FileManager.default.contents(atPath: copy) == FileManager.default.contents(atPath: source), "\(copy)")
        }
    }

    /// The tests run from the repository root, so its own Scenarios/ leads and the shipped copies come last.
    @Test func theProjectsScenariosComeFirstThenExtraFoldersThenTheShippedTraces() throws {
        let mine = try scratchFile("mine.json", contents: "{}")
        defer { removeScratch(mine) }
        let extra = (mine as NSString).deletingLastPathComponent
        let folders = TraceLocator.searchDirectories(extra: [extra])
        #expect(folders == [ProjectFolders.root + "/Scenarios", extra, try #require(TraceLocator.shippedDirectory)])
        #expect(TraceLocator.resolve("fling") == ProjectFolders.root + "/Scenarios/fling.json")
        #expect(TraceLocator.resolve("Scenarios/fling.json") == "Scenarios/fling.json")
    }

    @Test func aNameOnlyAnExtraFolderHoldsIsFoundThere() throws {
        let mine = try scratchFile("mine.json", contents: "{}")
        defer { removeScratch(mine) }
        let extra = (mine as NSString).deletingLastPathComponent
        #expect(TraceLocator.resolve("mine", extra: [extra]) == mine)
        #expect(TraceLocator.resolve("mine") == nil)
        #expect(TraceLocator.allTraceFiles(extra: [extra]).map(TraceLocator.shortName(ofPath:)).contains("mine"))
    }
}
