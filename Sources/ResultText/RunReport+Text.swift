import BenchGate
import BenchSuite
import FrameTiming
import JSONText
import ResultFiles
import StrategyRun

extension RunReport {
    /// A readable multi-line summary: metadata (machine entries and long descriptions stay in the JSON), the
    /// chosen clock's statistics, then the metrics, as aligned `label: value` lines.
    package func textSummary(toolVersion: String) -> String {
        let s = summary
        let ms = { (value: Double) in JSONText.fixed(value, decimals: 2) + " ms" }
        var rows: [(String, String)] = [("tool", toolVersion)]
        // Machine entries and long descriptions stay in the JSON; clock and refresh rate head the summary below.
        let shownBelow: Set<String> = ["clock", "refreshHz"]
        rows += metadata.filter { !$0.key.hasPrefix("machine.") && !$0.key.hasSuffix("Description") && !shownBelow.contains($0.key) }
            .map { ($0.key, $0.value) }
        if let instructions {
            let number = { (value: Int) in JSONText.grouped(value) }
            rows += [
                (
                    "clock",
                    "instructions (\(s.refreshHz) Hz display), counted under Valgrind's Callgrind: exact and repeatable; "
                        + "its times are Valgrind's emulation, so no hitches are reported"
                ),
                ("frames", "\(s.frames) produced of \(s.vsyncs) vsyncs (\(s.idleVsyncs) idle; every frame taken as on time)"),
                ("instructions", number(instructions.total) + " in all"),
                (
                    "per frame p50/p99/max",
                    [instructions.p50PerFrame, instructions.p99PerFrame, instructions.maxPerFrame]
                        .map(number).joined(separator: " / ")
                ),
            ]
        } else {
            rows += [
                ("clock", "\(s.clock.rawValue) (\(s.refreshHz) Hz, budget \(ms(1000 / Double(max(1, s.refreshHz)))))"),
                ("frames", "\(s.frames) produced of \(s.vsyncs) vsyncs (\(s.idleVsyncs) idle, \(s.deferredFrames) deferred)"),
                (
                    "model",
                    Self.modelText(
                        metadataValue("pipeline"), metadataValue("buffering"), metadataValue("commitSlowdown"), metadataValue("commitWork"))
                ),
                (
                    "hitches",
                    "\(s.hitches) (\(s.scrollHitches) while scrolling; by stage: \(s.commit.hitches) commit, \(s.render.hitches) render, "
                        + "\(s.bothHitches) both)"
                ),
                ("scroll hitch ratio", Self.scrollRatioText(s)),
                (
                    "trace hitch ratio",
                    JSONText.fixed(s.traceHitchTimeRatioMsPerSecond, decimals: 2) + " ms/s over the whole trace ("
                        + JSONText.fixed(s.traceSeconds, decimals: 2) + " s, every hitch counted)"
                ),
                ("total hitch time", ms(s.totalHitchMs)),
                ("longest hitch", ms(s.maxHitchMs)),
                ("missed vsyncs", "\(s.missedVsyncs) (longest run \(s.maxConsecutiveMissedVsyncs))"),
                (
                    "frame p50/p90/p95/p99",
                    [s.p50FrameMs, s.p90FrameMs, s.p95FrameMs, s.p99FrameMs]
                        .map { JSONText.fixed($0, decimals: 2) }.joined(separator: " / ") + " ms"
                ),
                ("longest frame", ms(s.maxFrameMs)),
                (
                    "commit p50/p99/max",
                    [s.commit.p50Ms, s.commit.p99Ms, s.commit.maxMs].map { JSONText.fixed($0, decimals: 2) }.joined(separator: " / ")
                        + " ms (\(s.commit.deadlineMisses) past its deadline)"
                ),
                (
                    "render p50/p99/max",
                    [s.render.p50Ms, s.render.p99Ms, s.render.maxMs].map { JSONText.fixed($0, decimals: 2) }.joined(separator: " / ")
                        + " ms (\(s.render.deadlineMisses) past its deadline)"
                ),
                ("latency p50/max", ms(s.latencyP50Ms) + " / " + ms(s.latencyMaxMs) + " (due to on screen)"),
            ]
            let other = clock == .cpu ? wallSummary : cpuSummary
            rows.append(
                (
                    "\(other.clock.rawValue) clock",
                    "hitches \(other.hitches), scrolling "
                        + (other.scrollHitchTimeRatioMsPerSecond.map { JSONText.fixed($0, decimals: 2) + " ms/s" } ?? "-")
                        + ", trace " + JSONText.fixed(other.traceHitchTimeRatioMsPerSecond, decimals: 2) + " ms/s"
                ))
        }
        rows += metrics.map { ($0.key, JSONText.number($0.value, decimals: 2)) }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0 + ":" + String(repeating: " ", count: width - $0.0.count + 1) + $0.1 }
            .joined(separator: "\n") + "\n"
    }

    /// The frame model as a summary line shows it: `two-stage, double buffered` and the factor applied to this
    /// strategy's commit (with the kind of work it stands for) when not 1.
    static func modelText(_ pipeline: String?, _ buffering: String?, _ slowdown: String?, _ work: String?) -> String {
        var parts = [(pipeline ?? "two-stage") + ((pipeline ?? "two-stage") == "two-stage" ? " (commit, then render)" : "")]
        parts.append((buffering ?? "double") + " buffered")
        if let slowdown, slowdown != "1" {
            parts.append("commit times scaled ×\(slowdown) (--app-slowdown\(work.map { ", \($0) work" } ?? ""))")
        }
        return parts.joined(separator: ", ")
    }

    /// The headline ratio with its band and the time it is over, or why there is none.
    static func scrollRatioText(_ s: HitchSummary) -> String {
        guard let ratio = s.scrollHitchTimeRatioMsPerSecond, let seconds = s.scrollSeconds, let band = s.band else {
            return "none: the trace does not scroll (see the trace ratio)"
        }
        return JSONText.fixed(ratio, decimals: 2) + " ms/s (\(band.rawValue)) over " + JSONText.fixed(seconds, decimals: 2)
            + " s of scrolling (touch-down through the end of each glide)"
    }
}
