import Foundation
import FrameTiming
import InputFiles
import JSONText
import RenderStrategies

/// A sweep file that cannot be read or merged: one line for stderr.
package struct SweepFileError: Error, CustomStringConvertible {
    /// One line naming the problem.
    package let description: String
}

extension SweepResult {
    /// The sweep as JSON with a fixed field order (documented in results/README.md).
    package func jsonString() -> String {
        let ms = { (value: Double) in JSONText.fixed(value, decimals: Self.decimals) }
        var out = "{\n  \"format\": \(JSONText.quoted(Self.format)),\n"
        out += "  \"trace\": \(JSONText.quoted(trace)),\n  \"refreshHz\": \(refreshHz),\n"
        out += "  \"clock\": \(JSONText.quoted(clock.rawValue)),\n  \"repeats\": \(repeats),\n"
        out += "  \"snap\": \(snap.map(JSONText.quoted) ?? "null"),\n  \"snapSettle\": \(snapSettle.map(JSONText.quoted) ?? "null"),\n"
        out += "  \"strategies\": [" + strategies.map(JSONText.quoted).joined(separator: ", ") + "],\n"
        out += "  \"days\": [" + days.map(String.init).joined(separator: ", ") + "],\n"
        out += "  \"shard\": " + (shard.map(JSONText.quoted) ?? "null") + ",\n"
        out +=
            "  \"points\": [\n"
            + points.map { point in
                // The shared counters in their order, then a strategy's own in name order.
                let names =
                    WorkCounters.names.filter { point.totals[$0] != nil }
                    + point.totals.keys.filter { !WorkCounters.names.contains($0) }.sorted()
                let totals = names.compactMap { name in point.totals[name].map { "\(JSONText.quoted(name)): \($0)" } }
                return "    {\"strategy\": \(JSONText.quoted(point.strategy)), \"days\": \(point.days), \"frames\": \(point.frames), "
                    + "\"p50FrameMs\": \(ms(point.p50FrameMs)), \"p99FrameMs\": \(ms(point.p99FrameMs)), "
                    + "\"maxFrameMs\": \(ms(point.maxFrameMs)), \"hitches\": \(point.hitches), \"maxHitchMs\": \(ms(point.maxHitchMs)), "
                    + "\"scrollHitchTimeRatioMsPerSecond\": \(point.scrollHitchTimeRatioMsPerSecond.map(ms) ?? "null"), "
                    + "\"traceHitchTimeRatioMsPerSecond\": \(ms(point.traceHitchTimeRatioMsPerSecond)), "
                    + "\"peakCacheBytes\": \(point.peakCacheBytes), \"totals\": {\(totals.joined(separator: ", "))}, "
                    + "\"instructions\": "
                    + (point.instructions.map { summary in
                        "{" + summary.fields.map { "\(JSONText.quoted($0.key)): \($0.value)" }.joined(separator: ", ") + "}"
                    } ?? "null") + "}"
            }.joined(separator: ",\n") + "\n  ],\n"
        let free = strategies.map { strategy in
            "\(JSONText.quoted(strategy)): " + ((hitchFreeMaxDays[strategy] ?? nil).map(String.init) ?? "null")
        }
        out += "  \"hitchFreeMaxDays\": {" + free.joined(separator: ", ") + "}\n}\n"
        return out
    }

    /// Reads a sweep file (a whole sweep or one shard): a regular file within `fileLimit`, parsed in one pass.
    package static func load(path: String) throws(SweepFileError) -> SweepResult {
        let bytes = try InputFile.read(path, limit: fileLimit) { SweepFileError(description: "sweep \(path): \($0.reason)") }
        return try load(bytes: bytes, path: path)
    }

    /// Parses sweep JSON given as bytes; `path` names it in error messages.
    package static func load(bytes: [UInt8], path: String) throws(SweepFileError) -> SweepResult {
        func fail(_ problem: String) -> SweepFileError { SweepFileError(description: "sweep \(path): \(problem)") }
        let document: SweepDocument
        do {
            document = try SweepDocument(bytes: bytes)
        } catch {
            throw fail("not valid JSON (\(error))")
        }
        guard document.isObject else { throw fail("not a JSON object") }
        if let field = document.duplicateField { throw fail("field \(field.asFieldName) appears twice") }
        let header = document.header
        guard header["format"]?.string == format else { throw fail("format must be \"\(format)\"") }
        guard let trace = header["trace"]?.string, let refreshHz = header["refreshHz"]?.int,
            let clock = header["clock"]?.string.flatMap(TimingClock.init(rawValue:)), let repeats = header["repeats"]?.int,
            let strategies = document.strategies, let days = document.days, document.pointsKind == .array
        else {
            throw fail("needs trace, refreshHz, clock, repeats, strategies, days (at most \(maxSizes)) and points")
        }
        let shard = header["shard"] ?? .null
        guard shard == .null || shard.string != nil else { throw fail("shard is not a string or null") }
        for field in ["snap", "snapSettle"] {
            let value = header[field] ?? .null
            guard value == .null || value.string != nil else { throw fail("\(field) is not a string or null") }
        }
        if document.pointCount > maxPoints { throw fail("\(document.pointCount) points; at most \(maxPoints) are supported") }
        if let problem = document.firstPointProblem { throw fail(problem) }
        return SweepResult(
            trace: trace, refreshHz: refreshHz, clock: clock, repeats: repeats, strategies: strategies,
            days: days, shard: shard.string, points: document.points, snap: header["snap"]?.string,
            snapSettle: header["snapSettle"]?.string)
    }

    /// Joins shards of one sweep; they must agree on everything but their points, and together
    /// hold each (strategy, days) point once.
    package static func merge(_ parts: [SweepResult], allowPartial: Bool = false) throws(SweepFileError) -> SweepResult {
        guard var merged = parts.first else { throw SweepFileError(description: "merge: no sweep files given") }
        merged.shard = nil
        merged.points = []
        for (index, part) in parts.enumerated() {
            guard part.trace == merged.trace, part.refreshHz == merged.refreshHz, part.clock == merged.clock,
                part.repeats == merged.repeats, part.strategies == merged.strategies, part.days == merged.days,
                part.snap == merged.snap, part.snapSettle == merged.snapSettle
            else {
                throw SweepFileError(
                    description: "merge: part \(index + 1) (\(part.shard ?? "whole")) was run with other settings than part 1")
            }
            for point in part.points {
                guard !merged.points.contains(where: { $0.strategy == point.strategy && $0.days == point.days }) else {
                    throw SweepFileError(description: "merge: \(point.strategy) at \(point.days) days appears in more than one part")
                }
                merged.points.append(point)
            }
        }
        let missing = merged.days.filter { size in
            merged.strategies.contains { strategy in !merged.points.contains { $0.strategy == strategy && $0.days == size } }
        }
        if !missing.isEmpty {
            let shards = Set(parts.compactMap(\.shard)).sorted().joined(separator: ", ")
            guard allowPartial else {
                throw SweepFileError(
                    description: "merge: the parts (\(shards.isEmpty ? "no shard" : shards)) miss the sizes "
                        + missing.map(String.init).joined(separator: ", ") + "; give every part, or --partial")
            }
            merged.shard = "partial: missing " + missing.map(String.init).joined(separator: ",")
        }
        merged.sortPoints()
        return merged
    }

    /// A readable table: one line per data size and strategy, then the hitch-free limits.
    package func textTable() -> String {
        var out =
            "sweep over \(trace) at \(refreshHz) Hz (budget \(JSONText.fixed(1000 / Double(refreshHz), decimals: 2)) ms), "
            + "\(clock.rawValue) clock" + (snap.map { ", snap \($0)" + (snapSettle.map { " (settle \($0))" } ?? "") } ?? "")
            + (shard.map { ($0.first?.isNumber == true ? ", part " : ", ") + $0 } ?? "") + "\n"
        // The strategy column is as wide as the longest name, so a long outside name does not push its row's numbers out.
        let nameWidth = max("strategy".count, strategies.map(\.count).max() ?? 0, points.map(\.strategy.count).max() ?? 0)
        func left(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        func right(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
        if clock == .instructions {
            // Valgrind's emulated times mean nothing: instructions per frame and in all, exact.
            out +=
                right("days", 8) + "  " + left("strategy", nameWidth) + right("p50 instr/frame", 17)
                + right("p99 instr/frame", 17) + right("total instructions", 20) + right("cache MB", 10) + "\n"
            for point in points {
                let counted = point.instructions
                out += right(String(point.days), 8) + "  " + left(point.strategy, nameWidth)
                out += right(counted.map { JSONText.grouped($0.p50PerFrame) } ?? "-", 17)
                out += right(counted.map { JSONText.grouped($0.p99PerFrame) } ?? "-", 17)
                out += right(counted.map { JSONText.grouped($0.total) } ?? "-", 20)
                out += right(JSONText.fixed(Double(point.peakCacheBytes) / 1_048_576, decimals: 1), 10) + "\n"
            }
            return out
        }
        out +=
            right("days", 8) + "  " + left("strategy", nameWidth)
            + right("p50 ms", 10) + right("p99 ms", 10) + right("max ms", 10) + right("hitches", 9) + right("scroll ms/s", 13)
            + right("trace ms/s", 12) + right("cache MB", 10) + "\n"
        for point in points {
            out += right(String(point.days), 8) + "  " + left(point.strategy, nameWidth)
            for value in [point.p50FrameMs, point.p99FrameMs, point.maxFrameMs] {
                out += right(JSONText.fixed(value, decimals: 2), 10)
            }
            out += right(String(point.hitches), 9)
            out += right(point.scrollHitchTimeRatioMsPerSecond.map { JSONText.fixed($0, decimals: 1) } ?? "-", 13)
            out += right(JSONText.fixed(point.traceHitchTimeRatioMsPerSecond, decimals: 1), 12)
            out += right(JSONText.fixed(Double(point.peakCacheBytes) / 1_048_576, decimals: 1), 10) + "\n"
        }
        if shard == nil {
            out +=
                "largest hitch-free data size: "
                + strategies.map { strategy in
                    "\(strategy) " + ((hitchFreeMaxDays[strategy] ?? nil).map { "\($0) days" } ?? "none")
                }.joined(separator: ", ") + "\n"
        }
        return out
    }
}
