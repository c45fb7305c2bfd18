import ChartKit
import DisplayModel
import FrameTiming
import JSONText
import ResultLabels

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
            ("clock", .string(clock.rawValue)), ("renderLoop", .string(renderLoop)),
            ("repeatsLabel", .string(ResultLabels.repeats(repeats))),
            ("scrolls", .array(scrolls) { .object([("startSeconds", seconds($0.startSeconds)), ("endSeconds", seconds($0.endSeconds))]) }),
        ]
        if let instructions {
            // Times under Valgrind are its emulation's, not the work's: no summary of them, no hitches.
            fields += [("summary", .null), ("summaries", .null), ("instructions", Self.instructionFields.object(instructions))]
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

    /// The instruction clock's counts of the frames: `ResultFormats.instructions`.
    static let instructionFields: [WrittenField<InstructionSummary>] = [
        .count("frames") { $0.frames }, .count("total") { $0.total }, .count("p50PerFrame") { $0.p50PerFrame },
        .count("p99PerFrame") { $0.p99PerFrame }, .count("maxPerFrame") { $0.maxPerFrame },
    ]

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
    static func json(_ summary: HitchSummary) -> JSONValue { summaryFields.object(summary, .lines) }

    /// The summary's fields, described and written: `ResultFormats.summary`.
    static let summaryFields: [WrittenField<HitchSummary>] = [
        WrittenField(FormatField("clock", .string, "—")) { .string($0.clock.rawValue) },
        WrittenField(FormatField("refreshHz", .integer, "Hz")) { .int($0.refreshHz) },
        .count("vsyncs") { $0.vsyncs }, .count("idleVsyncs") { $0.idleVsyncs }, .count("frames") { $0.frames },
        .count("deferredFrames") { $0.deferredFrames }, .count("hitches") { $0.hitches }, .ms("maxHitchMs") { $0.maxHitchMs },
        .ms("totalHitchMs") { $0.totalHitchMs },
        WrittenField(.optional("scrollSeconds", .number, "s")) { .fixed($0.scrollSeconds, 6) },
        .count("scrollHitches") { $0.scrollHitches },
        WrittenField(.optional("scrollHitchTimeRatioMsPerSecond", .number, "ms/s")) { .fixed($0.scrollHitchTimeRatioMsPerSecond, 4) },
        WrittenField(.optional("band", .string, "—")) { .string($0.band?.rawValue) },
        WrittenField(.optional("organizerBand", .string, "—")) { .string($0.organizerBand?.rawValue) },
        WrittenField(.seconds("traceSeconds")) { .fixed($0.traceSeconds, decimals: 6) },
        WrittenField(FormatField("traceHitchTimeRatioMsPerSecond", .number, "ms/s")) {
            .fixed($0.traceHitchTimeRatioMsPerSecond, decimals: 4)
        },
        .ms("maxFrameMs") { $0.maxFrameMs }, .ms("p50FrameMs") { $0.p50FrameMs }, .ms("p90FrameMs") { $0.p90FrameMs },
        .ms("p95FrameMs") { $0.p95FrameMs }, .ms("p99FrameMs") { $0.p99FrameMs }, .count("missedVsyncs") { $0.missedVsyncs },
        .count("maxConsecutiveMissedVsyncs") { $0.maxConsecutiveMissedVsyncs }, .count("commitHitches") { $0.commit.hitches },
        .count("renderHitches") { $0.render.hitches }, .count("bothHitches") { $0.bothHitches },
        .ms("commitHitchMs") { $0.commit.hitchMs }, .ms("renderHitchMs") { $0.render.hitchMs }, .ms("bothHitchMs") { $0.bothHitchMs },
        .ms("commitP50Ms") { $0.commit.p50Ms }, .ms("commitP99Ms") { $0.commit.p99Ms }, .ms("commitMaxMs") { $0.commit.maxMs },
        .ms("renderP50Ms") { $0.render.p50Ms }, .ms("renderP99Ms") { $0.render.p99Ms }, .ms("renderMaxMs") { $0.render.maxMs },
        .count("commitDeadlineMisses") { $0.commit.deadlineMisses }, .count("renderDeadlineMisses") { $0.render.deadlineMisses },
        .ms("latencyP50Ms") { $0.latencyP50Ms }, .ms("latencyMaxMs") { $0.latencyMaxMs },
        .ms("budgetMs") { FrameClock.budgetMilliseconds(refreshHz: $0.refreshHz) },
        WrittenField(.seconds("lastVsyncEndSeconds")) {
            .fixed(FrameClock.vsyncTime(index: $0.vsyncs, refreshHz: $0.refreshHz), decimals: 6)
        },
        label("hitchesLabel", "hitch") { $0.hitches },
        label("commitHitchesLabel", "commit hitch") { $0.commit.hitches },
        label("renderHitchesLabel", "render hitch") { $0.render.hitches },
    ]

    /// A count with its noun as the plots show it ("1 hitch", "3 commit hitches").
    private static func label(
        _ name: String, _ noun: String, _ count: @escaping @Sendable (HitchSummary) -> Int
    ) -> WrittenField<HitchSummary> {
        WrittenField(FormatField(name, .string, "string")) { .string(JSONText.counted(count($0), noun)) }
    }

    private func json(_ frame: FrameRecord) -> JSONValue { Self.frameFields.object(Placed(frame: frame, report: self)) }

    /// What a frame showed besides its pixels moving: `ResultFormats.effects`.
    static let effectFields: [WrittenField<FrameEffects>] = [
        WrittenField(FormatField("dataSwapped", .boolean, "boolean")) { .bool($0.dataSwapped) },
        WrittenField(FormatField("contentJumpPixels", .number, "device pixels")) { .number($0.contentJumpPixels, decimals: 4) },
        WrittenField(FormatField("yRescaled", .boolean, "boolean")) { .bool($0.yRescaled) },
        WrittenField(FormatField("edgeStall", .boolean, "boolean")) { .bool($0.edgeStall) },
    ]

    /// A frame with the run it was placed in (its clock and display), which a frame's fields are written from.
    struct Placed {
        let frame: FrameRecord
        let report: RunReport

        /// The time of vsync `index` on the run's display.
        func at(_ index: Int) -> JSONValue { .fixed(report.display.vsyncTime(index: index), decimals: 6) }
    }

    /// A frame's fields, described and written: `ResultFormats.frame`.
    static let frameFields: [WrittenField<Placed>] = {
        typealias Field = WrittenField<Placed>
        func seconds(_ name: String, _ value: @escaping @Sendable (Placed) -> Double) -> Field {
            Field(.seconds(name)) { .fixed(value($0), decimals: 6) }
        }
        func index(_ name: String, _ value: @escaping @Sendable (FrameRecord) -> Int) -> Field {
            Field(FormatField(name, .integer, "—")) { .int(value($0.frame)) }
        }
        func instructions(_ name: String, _ value: @escaping @Sendable (FrameRecord) -> Int?) -> Field {
            Field(.optional(name, .integer, "count")) { .int(value($0.frame)) }
        }
        return [
            index("index") { $0.index }, index("dueIndex") { $0.dueIndex }, Field(.seconds("dueAtSeconds")) { $0.at($0.frame.dueIndex) },
            seconds("vsyncSeconds") { $0.frame.vsyncSeconds },
            Field(FormatField("positionDays", .number, "days")) { .fixed($0.frame.positionDays, decimals: 4) },
            .ms("cpuMs") { $0.frame.cpuMs }, .ms("wallMs") { $0.frame.wallMs },
            .ms("commitMs") { $0.frame.commitMs(on: $0.report.clock) }, .ms("renderMs") { $0.frame.renderMs(on: $0.report.clock) },
            .ms("commitPhoneMs") { $0.frame.commitMs(on: .phone) }, .ms("renderPhoneMs") { $0.frame.renderMs(on: .phone) },
            instructions("instructions") { $0.instructions }, instructions("commitInstructions") { $0.commitInstructions },
            instructions("renderInstructions") { $0.renderInstructions },
            Field(FormatField("counters", .object, "object of integers")) {
                .object($0.frame.counters.named.map { ($0.name, .int($0.value)) })
            },
            Field(FormatField("effects", .object, "object")) { effectFields.object($0.frame.effects) },
            Field(FormatField("notes", .string, "string")) { .string($0.frame.notes) }, index("beginIndex") { $0.presentation.startVsync },
            Field(FormatField("deferred", .boolean, "boolean")) { .bool($0.frame.presentation.startVsync > $0.frame.dueIndex) },
            seconds("commitStartSeconds") {
                $0.frame.presentation.commitStartSeconds ?? $0.frame.timerSeconds
                    ?? $0.report.display.vsyncTime(index: $0.frame.presentation.startVsync)
            },
            Field(.seconds("renderStartSeconds")) { $0.at($0.frame.presentation.renderStartVsync) },
            Field(.seconds("expectedAtSeconds")) { $0.at($0.frame.presentation.expectedVsync) },
            Field(.seconds("presentedAtSeconds")) { $0.at($0.frame.presentation.presentedVsync) },
            .ms("hitchMs") { $0.frame.hitchMs(on: $0.report.display) },
            Field(.optional("hitchType", .string, "`\"commit\"`, `\"render\"`, `\"both\"`")) { .string($0.frame.hitchType?.rawValue) },
        ]
    }()
}
