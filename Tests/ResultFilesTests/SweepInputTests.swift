import Foundation
import TestSupport
import Testing

@testable import BenchGate
@testable import BenchSuite
@testable import ResultFiles
@testable import StrategyRun

/// Sweep files as the outside world offers them to `merge`: any size or kind, fields in any order.
@Suite struct SweepInputTests {
    static let header =
        #""format": "hitchbench-sweep/2", "trace": "t", "refreshHz": 60, "clock": "cpu", "repeats": 1, "strategies": ["s"], "days": [5]"#
    static let point =
        #"{"strategy": "s", "days": 5, "frames": 2, "p50FrameMs": 1.5, "p99FrameMs": 2, "maxFrameMs": 2, "hitches": 0, "maxHitchMs": 0, "scrollHitchTimeRatioMsPerSecond": null, "traceHitchTimeRatioMsPerSecond": 0, "peakCacheBytes": 10, "totals": {"a": 3}}"#

    static func problem(_ text: String) throws -> String? {
        let path = try scratchFile("sweep.json", contents: text)
        defer { removeScratch(path) }
        do {
            _ = try SweepResult.load(path: path)
            return nil
        } catch {
            #expect(error.description.hasPrefix("sweep \(path): "))
            return String(error.description.dropFirst("sweep \(path): ".count))
        }
    }

    @Test func aWellFormedFileIsRead() throws {
        let path = try scratchFile("sweep.json", contents: "{\(Self.header), \"shard\": \"1/2\", \"points\": [\(Self.point)]}")
        defer { removeScratch(path) }
        let sweep = try SweepResult.load(path: path)
        #expect(sweep.points.map(\.totals) == [["a": 3]])
        #expect(sweep.points.first?.p50FrameMs == 1.5)
        #expect(sweep.shard == "1/2")
    }

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let path = try sparseFile("sweep.json", bytes: 262_144_000)
        defer { removeScratch(path) }
        #expect(SweepResult.fileLimit.maxBytes == 10_597_536)
        do {
            _ = try SweepResult.load(path: path)
            Issue.record("accepted")
        } catch {
            #expect(
                error.description == "sweep \(path): is 262144000 bytes; sweeps are limited to 10597536 bytes "
                    + "(10,000 points of up to 1,024 bytes and 36,500 sizes)")
        }
    }

    @Test(arguments: [("/dev/urandom", "is not a regular file"), ("/tmp", "is a directory"), ("/nonexistent.json", "no such file")])
    func whatIsNotARegularFileIsRefused(path: String, reason: String) {
        do {
            _ = try SweepResult.load(path: path)
            Issue.record("accepted \(path)")
        } catch {
            #expect(error.description == "sweep \(path): \(reason)")
        }
    }

    @Test func aBooleanIsNotADaySize() throws {
        let doctored = Self.point.replacingOccurrences(of: "\"days\": 5", with: "\"days\": false")
        #expect(
            try Self.problem("{\(Self.header), \"points\": [\(Self.point), \(doctored)]}")
                == "point 1 is missing a field or has one of the wrong type")
    }

    @Test func aPointFieldGivenTwiceIsRefused() throws {
        let doctored = Self.point.replacingOccurrences(of: "\"frames\": 2", with: "\"frames\": 2, \"frames\": 3")
        #expect(try Self.problem("{\(Self.header), \"points\": [\(doctored)]}") == "point 0 has field frames twice")
    }

    @Test func aNumberIsNotAShard() throws {
        #expect(try Self.problem("{\(Self.header), \"shard\": 1, \"points\": []}") == "shard is not a string or null")
    }

    @Test func tooManyPointsAreCountedExactly() throws {
        let points = Array(repeating: "0", count: SweepResult.maxPoints + 1).joined(separator: ",")
        #expect(try Self.problem("{\(Self.header), \"points\": [\(points)]}") == "10001 points; at most 10000 are supported")
    }

    /// Header problems win over point problems wherever the fields stand in the file.
    @Test func aMissingFieldAfterABadPointIsReportedFirst() throws {
        #expect(try Self.problem(#"{"points": [1], "format": "hitchbench-sweep/2"}"#)?.hasPrefix("needs trace, refreshHz") == true)
    }
}
