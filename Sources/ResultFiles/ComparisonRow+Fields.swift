import BenchSuite
import FrameTiming
import JSONText

/// One figure of a compare row as a file holds it: a count, a number (to 4 decimals, as every compare file
/// writes them), a word, or nothing (null in JSON, an empty CSV cell).
package enum RowValue: Equatable {
    /// A whole number.
    case count(Int)
    /// A number, written to `decimals` decimals.
    case number(Double)
    /// A word.
    case text(String)
    /// Nothing: null in JSON, an empty CSV cell.
    case none

    /// Decimals of every number a compare file writes.
    package static let decimals = 4

    /// The value as a CSV cell.
    package var csv: String {
        switch self {
        case .count(let value): String(value)
        case .number(let value): JSONText.number(value, decimals: Self.decimals)
        case .text(let value): JSONText.csvField(value)
        case .none: ""
        }
    }

    /// The value as JSON: the same digits as the CSV cell.
    package var json: JSONValue {
        switch self {
        case .count(let value): .int(value)
        case .number(let value): .number(value, decimals: Self.decimals)
        case .text(let value): .string(value)
        case .none: .null
        }
    }
}

extension ComparisonRow {
    /// Every figure of the row by its machine-readable name, in the order of `ComparisonColumns.keys`: what the
    /// CSV line and the JSON row both write, from the same values.
    package var fields: [(key: String, value: RowValue)] {
        let s = summary
        let counting = instructions != nil
        // On the instruction clock the times are Valgrind's emulation and every frame is taken as on time: no
        // time, hitch or deferral to report (null in JSON, empty in CSV), as the result's summary is null.
        func timed(_ value: RowValue) -> RowValue { counting ? .none : value }
        func optional(_ value: Double?) -> RowValue { value.map(RowValue.number) ?? .none }
        var out: [(key: String, value: RowValue)] = [
            ("strategy", .text(strategy)), ("snap", .text(snap.rawValue)), ("frames", .count(s.frames)),
            ("idleVsyncs", .count(s.idleVsyncs)),
            ("deferredFrames", timed(.count(s.deferredFrames))), ("hitches", timed(.count(s.hitches))),
            ("commitHitches", timed(.count(s.commit.hitches))), ("renderHitches", timed(.count(s.render.hitches))),
            ("bothHitches", timed(.count(s.bothHitches))),
            ("maxFrameMs", timed(.number(s.maxFrameMs))), ("maxHitchMs", timed(.number(s.maxHitchMs))),
            ("scrollSeconds", timed(optional(s.scrollSeconds))),
            ("scrollHitchTimeRatioMsPerSecond", timed(optional(s.scrollHitchTimeRatioMsPerSecond))),
            ("band", timed(s.band.map { .text($0.rawValue) } ?? .none)),
            ("traceHitchTimeRatioMsPerSecond", timed(.number(s.traceHitchTimeRatioMsPerSecond))),
            ("p50FrameMs", timed(.number(s.p50FrameMs))), ("p99FrameMs", timed(.number(s.p99FrameMs))),
            ("commitP50Ms", timed(.number(s.commit.p50Ms))), ("commitP99Ms", timed(.number(s.commit.p99Ms))),
            ("renderP50Ms", timed(.number(s.render.p50Ms))), ("renderP99Ms", timed(.number(s.render.p99Ms))),
            ("latencyP50Ms", timed(.number(s.latencyP50Ms))),
            ("contentJumps", .count(effects.contentJumps)), ("maxContentJumpPixels", .number(effects.maxContentJumpPixels)),
            ("yRescales", .count(effects.yRescales)), ("edgeStalls", .count(effects.edgeStalls)),
            ("peakCacheBytes", .count(effects.peakCacheBytes)),
            ("worstFrameIndex", timed(worstFrame.map { .count($0.index) } ?? .none)),
            ("worstFrameMs", timed(optional(worstFrame?.ms))), ("worstFrameCommitMs", timed(optional(worstFrame?.commitMs))),
            ("worstFrameRenderMs", timed(optional(worstFrame?.renderMs))),
            ("worstFrameNotes", timed(worstFrame.map { .text($0.notes) } ?? .none)),
            ("swapFrames", .count(swapFrames.count)), ("swapFrameMedianMs", timed(optional(swapFrames.medianMs))),
            ("swapFrameMaxMs", timed(optional(swapFrames.maxMs))),
        ]
        for (key, estimate) in zip(ComparisonColumns.ratioKeys, ComparisonColumns.ratios(self)) {
            out += [(key, optional(estimate?.value)), (key + "Low", optional(estimate?.low)), (key + "High", optional(estimate?.high))]
        }
        out += phoneFields
        let counted = instructions
        out += [
            ("instructionsTotal", counted.map { .count($0.total) } ?? .none),
            ("instructionsP50PerFrame", counted.map { .count($0.p50PerFrame) } ?? .none),
            ("instructionsP99PerFrame", counted.map { .count($0.p99PerFrame) } ?? .none),
            ("instructionsMaxPerFrame", counted.map { .count($0.maxPerFrame) } ?? .none),
            ("instructionsRatioToRenderAll", optional(instructionsRatioToRenderAll)),
        ]
        return out
    }

    /// The phone model's figures in the order of `ComparisonColumns.phoneKeys` (nulls without a profile).
    private var phoneFields: [(key: String, value: RowValue)] {
        let at = [phone?.summary, phone?.low, phone?.high]
        func three(_ key: String, _ value: (HitchSummary) -> RowValue) -> [(key: String, value: RowValue)] {
            zip([key, key + "Low", key + "High"], at).map { ($0, $1.map(value) ?? .none) }
        }
        let s = phone?.summary
        return three("phoneHitches") { .count($0.hitches) }
            + three("phoneScrollHitchTimeRatioMsPerSecond") { $0.scrollHitchTimeRatioMsPerSecond.map(RowValue.number) ?? .none }
            + three("phoneMaxHitchMs") { .number($0.maxHitchMs) }
            + [
                ("phoneCommitP50Ms", s.map { .number($0.commit.p50Ms) } ?? .none),
                ("phoneRenderP50Ms", s.map { .number($0.render.p50Ms) } ?? .none),
            ]
    }
}
