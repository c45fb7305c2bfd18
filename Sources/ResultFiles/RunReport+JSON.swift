import BenchGate
import BenchSuite
import FrameTiming
import JSONText
import StrategyRun

extension RunReport {
    /// Format tag of result files.
    package static let resultFormat = "hitchbench-result/2"

    /// The result as `hitchbench-result/2` JSON, written by `toolVersion`, with a fixed field order: ms to 4 decimals, seconds to 6,
    /// positions to 4. Fields are documented in results/README.md.
    package func jsonString(toolVersion: String) -> String {
        var out = "{\n"
        out += "  \"format\": \(JSONText.quoted(Self.resultFormat)),\n"
        out += "  \"toolVersion\": \(JSONText.quoted(toolVersion)),\n"
        let meta = metadata.map { "    \(JSONText.quoted($0.key)): \(JSONText.quoted($0.value))" }
        out += "  \"metadata\": {" + (meta.isEmpty ? "},\n" : "\n" + meta.joined(separator: ",\n") + "\n  },\n")
        out += "  \"counterNames\": [" + counterNames.map(JSONText.quoted).joined(separator: ", ") + "],\n"
        out += "  \"clock\": \(JSONText.quoted(clock.rawValue)),\n"
        let scrollList = scrolls.map {
            "{\"startSeconds\": \(JSONText.fixed($0.startSeconds, decimals: 6)), \"endSeconds\": \(JSONText.fixed($0.endSeconds, decimals: 6))}"
        }
        out += "  \"scrolls\": [" + scrollList.joined(separator: ", ") + "],\n"
        if let instructions {
            // Times under Valgrind are its emulation's, not the work's: no summary of them, no hitches.
            out += "  \"summary\": null,\n  \"summaries\": null,\n"
            out +=
                "  \"instructions\": {\"frames\": \(instructions.frames), \"total\": \(instructions.total), "
                + "\"p50PerFrame\": \(instructions.p50PerFrame), \"p99PerFrame\": \(instructions.p99PerFrame), "
                + "\"maxPerFrame\": \(instructions.maxPerFrame)},\n"
        } else {
            out += "  \"summary\": \(Self.json(summary, indent: "  ")),\n"
            out += "  \"summaries\": {\n"
            out += "    \"cpu\": \(Self.json(cpuSummary, indent: "    ")),\n"
            out += "    \"wall\": \(Self.json(wallSummary, indent: "    "))\n"
            out += "  },\n"
            out += "  \"instructions\": null,\n"
        }
        out += "  \"phone\": \(Self.json(phone))\n"
        let figures = metrics.map { "    \(JSONText.quoted($0.key)): \(JSONText.number($0.value, decimals: 4))" }
        out += "  \"metrics\": {" + (figures.isEmpty ? "},\n" : "\n" + figures.joined(separator: ",\n") + "\n  },\n")
        let idle = idleWork.map {
            "{\"index\": \($0.vsyncIndex), \"startSeconds\": \(JSONText.fixed($0.startSeconds, decimals: 6)), "
                + "\"commitMs\": \(JSONText.fixed($0.commit.ms(on: clock), decimals: 4)), "
                + "\"commitPhoneMs\": \(JSONText.fixed($0.commit.phoneMs, decimals: 4))}"
        }
        out += "  \"idleWork\": [" + idle.joined(separator: ", ") + "],\n"
        out += "  \"frames\": ["
        for (position, frame) in frames.enumerated() {
            out += (position == 0 ? "\n    " : ",\n    ") + json(frame)
        }
        out += frames.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// The phone model's figures: the profile, the cost column, and the summaries paced on the phone at it and
    /// at the range's ends (each null when not run); null when the run priced nothing.
    static func json(_ phone: PhoneFigures?) -> String {
        guard let phone else { return "null," }
        let summary = { (value: HitchSummary?) in value.map { json($0, indent: "    ") } ?? "null" }
        return "{\n    \"modelled\": true, \"profile\": \(JSONText.quoted(phone.profile)), \"device\": \(JSONText.quoted(phone.device)), "
            + "\"cost\": \(JSONText.quoted(phone.level)),\n"
            + "    \"summary\": \(summary(phone.summary)),\n    \"low\": \(summary(phone.low)),\n    \"high\": \(summary(phone.high))\n  },"
    }

    static func json(_ summary: HitchSummary, indent: String) -> String {
        let ms = { (value: Double) in JSONText.fixed(value, decimals: 4) }
        let optional = { (value: Double?, decimals: Int) in value.map { JSONText.fixed($0, decimals: decimals) } ?? "null" }
        let fields: [(String, String)] = [
            ("clock", JSONText.quoted(summary.clock.rawValue)),
            ("refreshHz", String(summary.refreshHz)),
            ("vsyncs", String(summary.vsyncs)),
            ("idleVsyncs", String(summary.idleVsyncs)),
            ("frames", String(summary.frames)),
            ("deferredFrames", String(summary.deferredFrames)),
            ("hitches", String(summary.hitches)),
            ("maxHitchMs", ms(summary.maxHitchMs)),
            ("totalHitchMs", ms(summary.totalHitchMs)),
            ("scrollSeconds", optional(summary.scrollSeconds, 6)),
            ("scrollHitches", String(summary.scrollHitches)),
            ("scrollHitchTimeRatioMsPerSecond", optional(summary.scrollHitchTimeRatioMsPerSecond, 4)),
            ("band", summary.band.map { JSONText.quoted($0.rawValue) } ?? "null"),
            ("organizerBand", summary.organizerBand.map { JSONText.quoted($0.rawValue) } ?? "null"),
            ("traceSeconds", JSONText.fixed(summary.traceSeconds, decimals: 6)),
            ("traceHitchTimeRatioMsPerSecond", ms(summary.traceHitchTimeRatioMsPerSecond)),
            ("maxFrameMs", ms(summary.maxFrameMs)),
            ("p50FrameMs", ms(summary.p50FrameMs)),
            ("p90FrameMs", ms(summary.p90FrameMs)),
            ("p95FrameMs", ms(summary.p95FrameMs)),
            ("p99FrameMs", ms(summary.p99FrameMs)),
            ("missedVsyncs", String(summary.missedVsyncs)),
            ("maxConsecutiveMissedVsyncs", String(summary.maxConsecutiveMissedVsyncs)),
            ("commitHitches", String(summary.commit.hitches)),
            ("renderHitches", String(summary.render.hitches)),
            ("bothHitches", String(summary.bothHitches)),
            ("commitHitchMs", ms(summary.commit.hitchMs)),
            ("renderHitchMs", ms(summary.render.hitchMs)),
            ("bothHitchMs", ms(summary.bothHitchMs)),
            ("commitP50Ms", ms(summary.commit.p50Ms)),
            ("commitP99Ms", ms(summary.commit.p99Ms)),
            ("commitMaxMs", ms(summary.commit.maxMs)),
            ("renderP50Ms", ms(summary.render.p50Ms)),
            ("renderP99Ms", ms(summary.render.p99Ms)),
            ("renderMaxMs", ms(summary.render.maxMs)),
            ("commitDeadlineMisses", String(summary.commit.deadlineMisses)),
            ("renderDeadlineMisses", String(summary.render.deadlineMisses)),
            ("latencyP50Ms", ms(summary.latencyP50Ms)),
            ("latencyMaxMs", ms(summary.latencyMaxMs)),
        ]
        let inner = fields.map { "\(indent)  \(JSONText.quoted($0.0)): \($0.1)" }
        return "{\n" + inner.joined(separator: ",\n") + "\n\(indent)}"
    }

    private func json(_ frame: FrameRecord) -> String {
        let counters = frame.counters.named.map { "\(JSONText.quoted($0.name)): \($0.value)" }.joined(separator: ", ")
        let effects = frame.effects
        var line = "{\"index\": \(frame.index), \"dueIndex\": \(frame.dueIndex)"
        line += ", \"vsyncSeconds\": \(JSONText.fixed(frame.vsyncSeconds, decimals: 6))"
        line += ", \"positionDays\": \(JSONText.fixed(frame.positionDays, decimals: 4))"
        line += ", \"cpuMs\": \(JSONText.fixed(frame.cpuMs, decimals: 4))"
        line += ", \"wallMs\": \(JSONText.fixed(frame.wallMs, decimals: 4))"
        line += ", \"commitMs\": \(JSONText.fixed(frame.commitMs(on: clock), decimals: 4))"
        line += ", \"renderMs\": \(JSONText.fixed(frame.renderMs(on: clock), decimals: 4))"
        line += ", \"commitPhoneMs\": \(JSONText.fixed(frame.commitMs(on: .phone), decimals: 4))"
        line += ", \"renderPhoneMs\": \(JSONText.fixed(frame.renderMs(on: .phone), decimals: 4))"
        line += ", \"instructions\": " + (frame.instructions.map(String.init) ?? "null")
        line += ", \"commitInstructions\": " + (frame.commitInstructions.map(String.init) ?? "null")
        line += ", \"renderInstructions\": " + (frame.renderInstructions.map(String.init) ?? "null")
        line += ", \"counters\": {\(counters)}"
        line +=
            ", \"effects\": {\"dataSwapped\": \(effects.dataSwapped), "
            + "\"contentJumpPixels\": \(JSONText.number(effects.contentJumpPixels, decimals: 4)), "
            + "\"yRescaled\": \(effects.yRescaled), \"edgeStall\": \(effects.edgeStall)}"
        line += ", \"notes\": \(JSONText.quoted(frame.notes))"
        let presentation = frame.presentation
        let at = { (vsync: Int) in JSONText.fixed(display.vsyncTime(index: vsync), decimals: 6) }
        line += ", \"beginIndex\": \(presentation.startVsync)"
        line +=
            ", \"commitStartSeconds\": "
            + JSONText.fixed(
                presentation.commitStartSeconds ?? frame.timerSeconds ?? display.vsyncTime(index: presentation.startVsync), decimals: 6)
        line += ", \"renderStartSeconds\": \(at(presentation.renderStartVsync))"
        line += ", \"expectedAtSeconds\": \(at(presentation.expectedVsync))"
        line += ", \"presentedAtSeconds\": \(at(presentation.presentedVsync))"
        line += ", \"hitchMs\": \(JSONText.fixed(frame.hitchMs(on: display), decimals: 4))"
        line += ", \"hitchType\": " + (frame.hitchType.map(JSONText.quoted) ?? "null") + "}"
        return line
    }
}
