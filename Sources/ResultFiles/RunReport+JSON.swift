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
    package func jsonString(toolVersion: String) -> String { json(toolVersion: toolVersion).document }

    /// The result as a JSON value (see `jsonString`), for a document that embeds it.
    package func json(toolVersion: String) -> JSONValue {
        let seconds = { (value: Double) in JSONValue.fixed(value, decimals: 6) }
        var fields: [(key: String, value: JSONValue)] = [
            ("format", .string(Self.resultFormat)), ("toolVersion", .string(toolVersion)),
            ("metadata", .strings(metadata, .lines)), ("counterNames", .array(counterNames.map(JSONValue.string))),
            ("clock", .string(clock.rawValue)),
            ("scrolls", .array(scrolls) { .object([("startSeconds", seconds($0.startSeconds)), ("endSeconds", seconds($0.endSeconds))]) }),
        ]
        if let instructions {
            // Times under Valgrind are its emulation's, not the work's: no summary of them, no hitches.
            fields += [("summary", .null), ("summaries", .null), ("instructions", Self.json(instructions))]
        } else {
            let summaries = JSONValue.object([("cpu", Self.json(cpuSummary)), ("wall", Self.json(wallSummary))], .lines)
            fields += [("summary", Self.json(summary)), ("summaries", summaries), ("instructions", .null)]
        }
        let idle = JSONValue.array(idleWork) {
            .object([
                ("index", .int($0.vsyncIndex)), ("startSeconds", seconds($0.startSeconds)),
                ("commitMs", .fixed($0.commit.ms(on: clock), decimals: 4)), ("commitPhoneMs", .fixed($0.commit.phoneMs, decimals: 4)),
            ])
        }
        fields += [
            ("phone", Self.json(phone)), ("metrics", .object(metrics.map { ($0.key, .number($0.value, decimals: 4)) }, .lines)),
            ("idleWork", idle), ("frames", .array(frames, .lines) { json($0) }),
        ]
        return .object(fields, .lines)
    }

    /// The instruction clock's counts of the frames.
    static func json(_ instructions: InstructionSummary) -> JSONValue {
        .object([
            ("frames", .int(instructions.frames)), ("total", .int(instructions.total)), ("p50PerFrame", .int(instructions.p50PerFrame)),
            ("p99PerFrame", .int(instructions.p99PerFrame)), ("maxPerFrame", .int(instructions.maxPerFrame)),
        ])
    }

    /// The phone model's figures: the profile, the cost column, and the summaries paced on the phone at it and
    /// at the range's ends (each null when not run); null when the run priced nothing.
    static func json(_ phone: PhoneFigures?) -> JSONValue {
        guard let phone else { return .null }
        return .object(
            [
                ("modelled", .bool(true)), ("profile", .string(phone.profile)), ("device", .string(phone.device)),
                ("cost", .string(phone.level)), ("summary", .optional(phone.summary, json)), ("low", .optional(phone.low, json)),
                ("high", .optional(phone.high, json)),
            ], .grouped([4, 1]))
    }

    /// A summary's fields, in the order results/README.md lists them.
    static func json(_ summary: HitchSummary) -> JSONValue {
        let ms = { (value: Double) in JSONValue.fixed(value, decimals: 4) }
        let fields: [(key: String, value: JSONValue)] = [
            ("clock", .string(summary.clock.rawValue)),
            ("refreshHz", .int(summary.refreshHz)),
            ("vsyncs", .int(summary.vsyncs)),
            ("idleVsyncs", .int(summary.idleVsyncs)),
            ("frames", .int(summary.frames)),
            ("deferredFrames", .int(summary.deferredFrames)),
            ("hitches", .int(summary.hitches)),
            ("maxHitchMs", ms(summary.maxHitchMs)),
            ("totalHitchMs", ms(summary.totalHitchMs)),
            ("scrollSeconds", .fixed(summary.scrollSeconds, 6)),
            ("scrollHitches", .int(summary.scrollHitches)),
            ("scrollHitchTimeRatioMsPerSecond", .fixed(summary.scrollHitchTimeRatioMsPerSecond, 4)),
            ("band", .string(summary.band?.rawValue)),
            ("organizerBand", .string(summary.organizerBand?.rawValue)),
            ("traceSeconds", .fixed(summary.traceSeconds, decimals: 6)),
            ("traceHitchTimeRatioMsPerSecond", ms(summary.traceHitchTimeRatioMsPerSecond)),
            ("maxFrameMs", ms(summary.maxFrameMs)),
            ("p50FrameMs", ms(summary.p50FrameMs)),
            ("p90FrameMs", ms(summary.p90FrameMs)),
            ("p95FrameMs", ms(summary.p95FrameMs)),
            ("p99FrameMs", ms(summary.p99FrameMs)),
            ("missedVsyncs", .int(summary.missedVsyncs)),
            ("maxConsecutiveMissedVsyncs", .int(summary.maxConsecutiveMissedVsyncs)),
            ("commitHitches", .int(summary.commit.hitches)),
            ("renderHitches", .int(summary.render.hitches)),
            ("bothHitches", .int(summary.bothHitches)),
            ("commitHitchMs", ms(summary.commit.hitchMs)),
            ("renderHitchMs", ms(summary.render.hitchMs)),
            ("bothHitchMs", ms(summary.bothHitchMs)),
            ("commitP50Ms", ms(summary.commit.p50Ms)),
            ("commitP99Ms", ms(summary.commit.p99Ms)),
            ("commitMaxMs", ms(summary.commit.maxMs)),
            ("renderP50Ms", ms(summary.render.p50Ms)),
            ("renderP99Ms", ms(summary.render.p99Ms)),
            ("renderMaxMs", ms(summary.render.maxMs)),
            ("commitDeadlineMisses", .int(summary.commit.deadlineMisses)),
            ("renderDeadlineMisses", .int(summary.render.deadlineMisses)),
            ("latencyP50Ms", ms(summary.latencyP50Ms)),
            ("latencyMaxMs", ms(summary.latencyMaxMs)),
        ]
        return .object(fields, .lines)
    }

    private func json(_ frame: FrameRecord) -> JSONValue {
        let ms = { (value: Double) in JSONValue.fixed(value, decimals: 4) }
        let seconds = { (value: Double) in JSONValue.fixed(value, decimals: 6) }
        let effects = frame.effects
        let presentation = frame.presentation
        let at = { (vsync: Int) in seconds(display.vsyncTime(index: vsync)) }
        let commitStart = presentation.commitStartSeconds ?? frame.timerSeconds ?? display.vsyncTime(index: presentation.startVsync)
        let fields: [(key: String, value: JSONValue)] = [
            ("index", .int(frame.index)), ("dueIndex", .int(frame.dueIndex)), ("vsyncSeconds", seconds(frame.vsyncSeconds)),
            ("positionDays", .fixed(frame.positionDays, decimals: 4)), ("cpuMs", ms(frame.cpuMs)), ("wallMs", ms(frame.wallMs)),
            ("commitMs", ms(frame.commitMs(on: clock))), ("renderMs", ms(frame.renderMs(on: clock))),
            ("commitPhoneMs", ms(frame.commitMs(on: .phone))), ("renderPhoneMs", ms(frame.renderMs(on: .phone))),
            ("instructions", .int(frame.instructions)), ("commitInstructions", .int(frame.commitInstructions)),
            ("renderInstructions", .int(frame.renderInstructions)),
            ("counters", .object(frame.counters.named.map { ($0.name, .int($0.value)) })),
            (
                "effects",
                .object([
                    ("dataSwapped", .bool(effects.dataSwapped)), ("contentJumpPixels", .number(effects.contentJumpPixels, decimals: 4)),
                    ("yRescaled", .bool(effects.yRescaled)), ("edgeStall", .bool(effects.edgeStall)),
                ])
            ),
            ("notes", .string(frame.notes)), ("beginIndex", .int(presentation.startVsync)), ("commitStartSeconds", seconds(commitStart)),
            ("renderStartSeconds", at(presentation.renderStartVsync)), ("expectedAtSeconds", at(presentation.expectedVsync)),
            ("presentedAtSeconds", at(presentation.presentedVsync)), ("hitchMs", ms(frame.hitchMs(on: display))),
            ("hitchType", .string(frame.hitchType?.rawValue)),
        ]
        return .object(fields)
    }
}
