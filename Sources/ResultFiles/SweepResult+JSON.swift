import BenchGate
import BenchSuite
import Foundation
import FrameTiming
import InputFiles
import JSONText
import RenderStrategies
import StrategyRun

/// A sweep file that cannot be read or merged: one line for stderr.
package struct SweepFileError: Error, CustomStringConvertible {
    /// One line naming the problem.
    package let description: String
}

extension SweepResult {
    /// The largest sweep file read: `maxPoints` points of up to 1,024 bytes (a written point takes about
    /// 450), `maxSizes` sizes of up to 8 bytes, and 64 KiB for the rest, 10,597,536 bytes. Larger files
    /// are refused before they are read.
    package static let fileLimit = InputLimit(
        maxBytes: maxPoints * 1_024 + maxSizes * 8 + 65_536, kind: "sweeps",
        allowance: "10,000 points of up to 1,024 bytes and 36,500 sizes"
    )

    /// The sweep as JSON with a fixed field order (documented in results/README.md).
    package func jsonString() -> String {
        let ms = { (value: Double) in JSONText.fixed(value, decimals: Self.decimals) }
        var out = "{\n  \"format\": \(JSONText.quoted(Self.format)),\n"
        out += "  \"trace\": \(JSONText.quoted(trace)),\n  \"refreshHz\": \(refreshHz),\n"
        out += "  \"clock\": \(JSONText.quoted(clock.rawValue)),\n  \"repeats\": \(repeats),\n"
        out += "  \"snap\": \(snap.map(JSONText.quoted) ?? "null"),\n  \"snapSettle\": \(snapSettle.map(JSONText.quoted) ?? "null"),\n"
        out += "  \"settings\": \(settings.map { $0.jsonObject() } ?? "null"),\n"
        out += "  \"strategies\": [" + strategies.map(JSONText.quoted).joined(separator: ", ") + "],\n"
        out += "  \"days\": [" + days.map(String.init).joined(separator: ", ") + "],\n"
        out += "  \"shard\": " + (shard.map(JSONText.quoted) ?? "null") + ",\n"
        let machineObjects = machines.map { machine in
            "{" + machine.fields.map { "\(JSONText.quoted($0.key)): \(JSONText.quoted($0.value))" }.joined(separator: ", ") + "}"
        }
        out += "  \"machines\": [" + machineObjects.joined(separator: ", ") + "],\n"
        out +=
            "  \"points\": [\n"
            + points.map { (point: SweepPoint) -> String in
                // The shared counters in their order, then a strategy's own in name order.
                let names: [String] =
                    WorkCounters.names.filter { point.totals[$0] != nil }
                    + point.totals.keys.filter { !WorkCounters.names.contains($0) }.sorted()
                let totals: [String] = names.compactMap { name in point.totals[name].map { "\(JSONText.quoted(name)): \($0)" } }
                let instructions = point.instructions.map { (summary: InstructionSummary) -> String in
                    "{" + summary.fields.map { "\(JSONText.quoted($0.key)): \($0.value)" }.joined(separator: ", ") + "}"
                }
                let stages = point.hitchesByStage
                // A list, not one `+` chain: the chain took the type checker over a second.
                let fields: [String] = [
                    "\"strategy\": \(JSONText.quoted(point.strategy))", "\"days\": \(point.days)", "\"frames\": \(point.frames)",
                    "\"p50FrameMs\": \(ms(point.p50FrameMs))", "\"p99FrameMs\": \(ms(point.p99FrameMs))",
                    "\"maxFrameMs\": \(ms(point.maxFrameMs))", "\"hitches\": \(point.hitches)", "\"maxHitchMs\": \(ms(point.maxHitchMs))",
                    "\"scrollHitchTimeRatioMsPerSecond\": \(point.scrollHitchTimeRatioMsPerSecond.map(ms) ?? "null")",
                    "\"traceHitchTimeRatioMsPerSecond\": \(ms(point.traceHitchTimeRatioMsPerSecond))",
                    "\"peakCacheBytes\": \(point.peakCacheBytes)",
                    "\"commitP50Ms\": \(point.commitP50Ms.map(ms) ?? "null")", "\"renderP50Ms\": \(point.renderP50Ms.map(ms) ?? "null")",
                    "\"commitHitches\": \(stages.map { String($0.commit) } ?? "null")",
                    "\"renderHitches\": \(stages.map { String($0.render) } ?? "null")",
                    "\"bothHitches\": \(stages.map { String($0.both) } ?? "null")", "\"phone\": \(Self.json(point.phone))",
                    "\"totals\": {\(totals.joined(separator: ", "))}", "\"instructions\": \(instructions ?? "null")",
                ]
                return "    {" + fields.joined(separator: ", ") + "}"
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
            throw fail(error.reason)
        }
        let header = document.header
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
        if let problem = document.machinesProblem { throw fail(problem) }
        if let problem = document.settingsProblem { throw fail(problem) }
        var result = SweepResult(
            trace: trace, refreshHz: refreshHz, clock: clock, repeats: repeats, strategies: strategies,
            days: days, shard: shard.string, points: document.points, snap: header["snap"]?.string,
            snapSettle: header["snapSettle"]?.string)
        result.machines = document.machines
        result.settings = document.settings.map(RecordedSettings.init(values:))
        return result
    }

    /// A point's phone figures on one line: the profile, the cost column, its figures and the range's; null
    /// without a profile.
    static func json(_ phone: SweepPhoneFigures?) -> String {
        guard let phone else { return "null" }
        let ms = { (value: Double) in JSONText.fixed(value, decimals: decimals) }
        func figures(_ figures: SweepPhoneFigures.Figures?) -> String {
            guard let figures else { return "null" }
            return "{\"hitches\": \(figures.hitches), "
                + "\"scrollHitchTimeRatioMsPerSecond\": \(figures.scrollHitchTimeRatioMsPerSecond.map(ms) ?? "null"), "
                + "\"maxHitchMs\": \(ms(figures.maxHitchMs))}"
        }
        return "{\"profile\": \(JSONText.quoted(phone.profile)), \"cost\": \(JSONText.quoted(phone.level)), "
            + "\"typical\": \(figures(phone.typical)), \"low\": \(figures(phone.low)), \"high\": \(figures(phone.high))}"
    }
}
