import ChartKit
import Foundation
import TestSupport
import Testing

@testable import StrategyRun

/// Where a run's traces come from: a path as given, or the shipped traces, which SwiftPM copies from `Scenarios/`
/// into a resource bundle beside the test runner.
@Suite struct TraceLocatorTests {
    /// This repository's `Scenarios/`, the folder the shipped traces are made from.
    static let sourceScenarios = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    /// Package.swift lists the traces to copy; a trace added to Scenarios/ and not listed there would be
    /// missing from an installed harness.
    @Test func everyTraceInScenariosIsShippedUnchanged() throws {
        let shipped = try #require(TraceLocator.shippedDirectory)
        func traces(in folder: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
                .sorted()
        }
        let sources = try traces(in: Self.sourceScenarios.path)
        #expect(try traces(in: shipped) == sources)
        for name in sources {
            let copy = shipped + "/" + name
            #expect(
                FileManager.default.contents(atPath: copy) == FileManager.default.contents(atPath: Self.sourceScenarios.path + "/" + name))
        }
    }

    @Test func aShippedTraceLoadsByNameAndAPathAsGiven() throws {
        let (byName, path) = try TraceLocator.load("fling", channels: SalesDataset.seedChannels)
        #expect(path == (try #require(TraceLocator.shippedDirectory)) + "/fling.json")
        #expect(try TraceLocator.load(path, channels: SalesDataset.seedChannels).trace == byName)
    }

    /// The one line `TraceLocator.read`, the only reader of trace files, gives for `path`, or nil when it reads.
    static func failure(_ path: String) -> String? {
        do {
            _ = try TraceLocator.read(path, channels: SalesDataset.seedChannels)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let scratch = try ScratchFolder("trace-input")
        defer { scratch.remove() }
        let path = try scratch.sparseFile("huge.json", bytes: 262_144_000)
        #expect(
            Self.failure(path)
                == "trace \(path): is 262144000 bytes; traces are limited to 25665536 bytes (100,000 events of up to 256 bytes)")
    }

    @Test func whatIsNotARegularFileIsRefused() throws {
        let scratch = try ScratchFolder("trace-input")
        defer { scratch.remove() }
        #expect(Self.failure(scratch.path) == "trace \(scratch.path): is a directory")
        #expect(Self.failure("/dev/zero") == "trace /dev/zero: is not a regular file")
        #expect(Self.failure("/nonexistent/x.json") == "trace /nonexistent/x.json: no such file")
    }

    @Test func anUnknownNameSaysWhereItLooked() {
        #expect(throws: TraceLoadFailure.self) { try TraceLocator.load("no-such-trace", channels: SalesDataset.seedChannels) }
        do {
            _ = try TraceLocator.load("no-such-trace", channels: SalesDataset.seedChannels)
        } catch {
            #expect(error.description == "trace 'no-such-trace': no such file (as a path, or among the shipped traces)")
        }
    }
}
