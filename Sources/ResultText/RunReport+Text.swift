import BenchGate
import BenchSuite
import DisplayModel
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
                ("clock", Self.clockText(s, phone: phone)),
                ("frames", "\(s.frames) produced of \(s.vsyncs) vsyncs (\(s.idleVsyncs) idle, \(s.deferredFrames) deferred)"),
                ("model", Self.modelText(pipeline, buffering, commitSlowdown)),
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
            for other in [cpuSummary, wallSummary] where other.clock != s.clock {
                rows.append(
                    (
                        "\(other.clock.rawValue) clock",
                        "hitches \(other.hitches), scrolling "
                            + (other.scrollHitchTimeRatioMsPerSecond.map { JSONText.fixed($0, decimals: 2) + " ms/s" } ?? "-")
                            + ", trace " + JSONText.fixed(other.traceHitchTimeRatioMsPerSecond, decimals: 2)
                            + " ms/s (measured on this CPU)"
                    ))
            }
            if clock != .phone, let phone { rows += Self.phoneRows(phone) }
            if clock == .phone, let low = phone?.low, let high = phone?.high { rows.append(("range", Self.rangeText(low, high))) }
        }
        rows += metrics.map { ($0.key, JSONText.number($0.value, decimals: 2)) }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0 + ":" + String(repeating: " ", count: width - $0.0.count + 1) + $0.1 }
            .joined(separator: "\n") + "\n"
    }

    /// The frame model as a summary line shows it: `two-stage, double buffered` and the factor applied to this
    /// strategy's commit (with the kind of work it stands for) when not 1.
    static func modelText(_ pipeline: FramePipeline, _ buffering: Buffering, _ slowdown: (factor: Double, work: String)?) -> String {
        var parts = [pipeline.rawValue + (pipeline == .twoStage ? " (commit, then render)" : "")]
        parts.append(buffering.rawValue + " buffered")
        if let slowdown {
            parts.append("commit times scaled ×\(AppSlowdown.number(slowdown.factor)) (--app-slowdown, \(slowdown.work) work)")
        }
        return parts.joined(separator: ", ")
    }

    /// The headline ratio with both of Apple's bands and the time it is over, or why there is none.
    static func scrollRatioText(_ s: HitchSummary) -> String {
        guard let ratio = s.scrollHitchTimeRatioMsPerSecond, let seconds = s.scrollSeconds else {
            return "none: the trace does not scroll (see the trace ratio)"
        }
        return JSONText.fixed(ratio, decimals: 2) + " ms/s (\(bandsText(s))) over " + JSONText.fixed(seconds, decimals: 2)
            + " s of scrolling (touch-down through the end of each glide)"
    }

    /// Both of Apple's bands of the scrolling ratio, each named: `lab critical, Organizer warning`.
    static func bandsText(_ s: HitchSummary) -> String {
        guard let band = s.band, let organizer = s.organizerBand else { return "no scroll" }
        return "lab \(band.rawValue), Organizer \(organizer.rawValue)"
    }

    /// The clock line: which clock the figures below are on, the display, the budget, and whether they were
    /// measured on this CPU or modelled on a phone.
    static func clockText(_ s: HitchSummary, phone: PhoneFigures?) -> String {
        let budget = JSONText.fixed(FrameClock.budgetMilliseconds(refreshHz: s.refreshHz), decimals: 2) + " ms"
        let origin =
            s.clock == .phone
            ? "modelled on \(phone?.device ?? "the phone") (profile \(phone?.profile ?? "?"), \(phone?.level ?? "typical") costs), not measured"
            : "measured on this CPU"
        return "\(s.clock.rawValue) (\(s.refreshHz) Hz, budget \(budget)): \(origin)"
    }

    /// The phone's figures at the profile's low and high costs, for a run paced on the phone:
    /// `hitches 187–348, scroll ratio 437.19–697.76 ms/s, longest hitch 8.33–25.00 ms (low–high costs)`.
    static func rangeText(_ low: HitchSummary, _ high: HitchSummary) -> String {
        func span(_ a: Double, _ b: Double, _ text: (Double) -> String) -> String { text(min(a, b)) + "–" + text(max(a, b)) }
        let ms = { (value: Double) in JSONText.fixed(value, decimals: 2) }
        let ratio = { (value: HitchSummary) in value.scrollHitchTimeRatioMsPerSecond ?? value.traceHitchTimeRatioMsPerSecond }
        return "hitches " + span(Double(low.hitches), Double(high.hitches)) { String(Int($0)) } + ", scroll ratio "
            + span(ratio(low), ratio(high), ms) + " ms/s, longest hitch " + span(low.maxHitchMs, high.maxHitchMs, ms)
            + " ms (the profile's low–high costs)"
    }

    /// The phone model's lines beside a run on a host clock: hitches, ratio and longest hitch paced on the
    /// phone, with the low–high range of the profile's costs.
    static func phoneRows(_ phone: PhoneFigures) -> [(String, String)] {
        let title = "phone (modelled)"
        guard let s = phone.summary else { return [(title, "not run")] }
        func range<T: Comparable>(_ value: (HitchSummary) -> T, _ text: (T) -> String) -> String {
            guard let low = phone.low.map(value), let high = phone.high.map(value) else { return "" }
            return low == high ? "" : " [\(text(min(low, high)))–\(text(max(low, high))) at low–high costs]"
        }
        let ms = { (value: Double) in JSONText.fixed(value, decimals: 2) }
        let ratio = { (value: HitchSummary) in value.scrollHitchTimeRatioMsPerSecond ?? value.traceHitchTimeRatioMsPerSecond }
        return [
            (
                title,
                "\(phone.device) (profile \(phone.profile), \(phone.level) costs, \(s.refreshHz) Hz): each frame's counted work priced, "
                    + "not measured"
            ),
            (
                "phone hitches",
                "\(s.hitches) (by stage: \(s.commit.hitches) commit, \(s.render.hitches) render, \(s.bothHitches) both)"
                    + range({ $0.hitches }, String.init)
            ),
            (
                s.scrollHitchTimeRatioMsPerSecond == nil ? "phone trace ratio" : "phone scroll ratio",
                ms(ratio(s)) + " ms/s" + (s.scrollHitchTimeRatioMsPerSecond == nil ? "" : " (\(bandsText(s)))")
                    + range(ratio) { ms($0) + " ms/s" }
            ),
            ("phone longest hitch", ms(s.maxHitchMs) + " ms" + range({ $0.maxHitchMs }, { ms($0) + " ms" })),
            (
                "phone commit/render p50",
                ms(s.commit.p50Ms) + " / " + ms(s.render.p50Ms) + " ms (max " + ms(s.commit.maxMs) + " / " + ms(s.render.maxMs) + ")"
            ),
        ]
    }
}
