import BenchGate
import BenchSuite
import DisplayModel
import Foundation
import FrameTiming
import InputFiles
import JSONText
import RenderStrategies
import ResultLabels
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
        let fields: [(key: String, value: JSONValue)] = [
            ("format", .string(Self.format)), ("trace", .string(trace)), ("refreshHz", .int(refreshHz)),
            ("budgetMs", .fixed(FrameClock.budgetMilliseconds(refreshHz: refreshHz), decimals: 4)), ("clock", .string(clock.rawValue)),
            ("repeats", .int(repeats)), ("repeatsLabel", .string(ResultLabels.repeats(repeats))), ("snap", .string(snap)),
            ("snapSettle", .string(snapSettle)), ("settings", .optional(settings) { $0.json }),
            ("strategies", .array(strategies.map(JSONValue.string))), ("days", .array(days.map(JSONValue.int))),
            ("shard", .string(shard)), ("machines", .array(machines) { .strings($0.fields.map { ($0.key, $0.value) }) }),
            ("points", .array(points, .lines, Self.json)),
            ("hitchFreeMaxDays", .object(strategies.map { ($0, .int(hitchFreeMaxDays[$0] ?? nil)) })),
        ]
        return JSONValue.object(fields, .lines).document
    }

    /// One point on one line.
    static func json(_ point: SweepPoint) -> JSONValue { pointFields.object(point) }

    /// A point's fields, described and written (`ResultFormats.sweepPoint`): times to 4 decimals, the shared
    /// counters' totals in their order, then a strategy's own in name order.
    static let pointFields: [WrittenField<SweepPoint>] = {
        typealias Field = WrittenField<SweepPoint>
        func count(_ name: String, nullable: Bool = false, _ value: @escaping @Sendable (SweepPoint) -> Int?) -> Field {
            Field(FormatField(name, .integer, "", nullable: nullable)) { .int(value($0)) }
        }
        func ms(_ name: String, nullable: Bool = false, _ value: @escaping @Sendable (SweepPoint) -> Double?) -> Field {
            Field(FormatField(name, .number, "", nullable: nullable)) { .fixed(value($0), decimals) }
        }
        return [
            Field(FormatField("strategy", .string, "")) { .string($0.strategy) }, count("days") { $0.days },
            count("frames") { $0.frames }, ms("p50FrameMs") { $0.p50FrameMs }, ms("p99FrameMs") { $0.p99FrameMs },
            ms("maxFrameMs") { $0.maxFrameMs }, count("hitches") { $0.hitches }, ms("maxHitchMs") { $0.maxHitchMs },
            ms("scrollHitchTimeRatioMsPerSecond", nullable: true) { $0.scrollHitchTimeRatioMsPerSecond },
            ms("traceHitchTimeRatioMsPerSecond") { $0.traceHitchTimeRatioMsPerSecond }, count("peakCacheBytes") { $0.peakCacheBytes },
            ms("commitP50Ms", nullable: true) { $0.commitP50Ms }, ms("renderP50Ms", nullable: true) { $0.renderP50Ms },
            count("commitHitches", nullable: true) { $0.hitchesByStage?.commit },
            count("renderHitches", nullable: true) { $0.hitchesByStage?.render },
            count("bothHitches", nullable: true) { $0.hitchesByStage?.both },
            Field(FormatField("phone", .object, "", nullable: true)) { json($0.phone) },
            Field(FormatField("totals", .object, "")) { point in
                let names =
                    WorkCounters.names.filter { point.totals[$0] != nil }
                    + point.totals.keys.filter { !WorkCounters.names.contains($0) }.sorted()
                return .object(names.compactMap { name in point.totals[name].map { (name, .int($0)) } })
            },
            Field(FormatField("instructions", .object, "", nullable: true)) {
                .optional($0.instructions) { .object($0.fields.map { ($0.key, .int($0.value)) }) }
            },
        ]
    }()

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
    static func json(_ phone: SweepPhoneFigures?) -> JSONValue {
        guard let phone else { return .null }
        func figures(_ figures: SweepPhoneFigures.Figures?) -> JSONValue {
            .optional(figures) {
                .object([
                    ("hitches", .int($0.hitches)),
                    ("scrollHitchTimeRatioMsPerSecond", .fixed($0.scrollHitchTimeRatioMsPerSecond, decimals)),
                    ("maxHitchMs", .fixed($0.maxHitchMs, decimals: decimals)),
                ])
            }
        }
        return .object([
            ("profile", .string(phone.profile)), ("cost", .string(phone.level)), ("typical", figures(phone.typical)),
            ("low", figures(phone.low)), ("high", figures(phone.high)),
        ])
    }
}
