import JSONText

/// Every described part of the formats HitchBench writes, each field once (`FormatField`): the result's top
/// level, summary and frames, the device file's top level and summary, a compare row, a sweep point. The writers,
/// results/README.md's tables and `scripts/hitchplot/formats.json` are tested against these.
package enum ResultFormats {
    /// Every section, in the order `formats.json` lists them.
    package static let sections: [FormatSection] = [
        result, summary, frame, effects, instructions, compareRow, ratioEstimate, sweepPoint, device, deviceSummary,
    ]

    /// A `hitchbench-result/2` file's top level.
    package static let result = FormatSection(
        name: "result", heading: "## Top level",
        fields: [
            FormatField("format", .string, "string"), FormatField("toolVersion", .string, "string"),
            FormatField("metadata", .object, "object of strings"), FormatField("counterNames", .array, "array of strings"),
            FormatField("clock", .string, "`\"cpu\"`, `\"wall\"`, `\"phone\"` or `\"instructions\"`"),
            FormatField("scrolls", .array, "array of `{startSeconds, endSeconds}`"),
            .optional("summary", .object, "summary"), .optional("summaries", .object, "`{cpu, wall}` of summaries"),
            .optional("instructions", .object, "object"), .optional("phone", .object, "object"),
            FormatField("metrics", .object, "object of numbers"), FormatField("idleWork", .array, "array"),
            FormatField("frames", .array, "array of frames"),
        ])

    /// A result's summary on one clock (also each phone summary).
    package static let summary = FormatSection(
        name: "result.summary", heading: "## Summary",
        fields: [
            FormatField("clock", .string, "—"), FormatField("refreshHz", .integer, "Hz"), .count("vsyncs"), .count("idleVsyncs"),
            .count("frames"), .count("deferredFrames"), .count("hitches"), .ms("maxHitchMs"), .ms("totalHitchMs"),
            .optional("scrollSeconds", .number, "s"), .count("scrollHitches"),
            .optional("scrollHitchTimeRatioMsPerSecond", .number, "ms/s"), .optional("band", .string, "—"),
            .optional("organizerBand", .string, "—"), .seconds("traceSeconds"),
            FormatField("traceHitchTimeRatioMsPerSecond", .number, "ms/s"), .ms("maxFrameMs"), .ms("p50FrameMs"), .ms("p90FrameMs"),
            .ms("p95FrameMs"), .ms("p99FrameMs"), .count("missedVsyncs"), .count("maxConsecutiveMissedVsyncs"),
            .count("commitHitches"), .count("renderHitches"), .count("bothHitches"), .ms("commitHitchMs"), .ms("renderHitchMs"),
            .ms("bothHitchMs"), .ms("commitP50Ms"), .ms("commitP99Ms"), .ms("commitMaxMs"), .ms("renderP50Ms"), .ms("renderP99Ms"),
            .ms("renderMaxMs"), .count("commitDeadlineMisses"), .count("renderDeadlineMisses"), .ms("latencyP50Ms"),
            .ms("latencyMaxMs"),
        ])

    /// One frame of a result.
    package static let frame = FormatSection(
        name: "result.frame", heading: "## Frame",
        fields: [
            FormatField("index", .integer, "—"), FormatField("dueIndex", .integer, "—"), .seconds("vsyncSeconds"),
            FormatField("positionDays", .number, "days"), .ms("cpuMs"), .ms("wallMs"), .ms("commitMs"), .ms("renderMs"),
            .ms("commitPhoneMs"), .ms("renderPhoneMs"), .optional("instructions", .integer, "count"),
            .optional("commitInstructions", .integer, "count"), .optional("renderInstructions", .integer, "count"),
            FormatField("counters", .object, "object of integers"), FormatField("effects", .object, "object"),
            FormatField("notes", .string, "string"), FormatField("beginIndex", .integer, "—"), .seconds("commitStartSeconds"),
            .seconds("renderStartSeconds"), .seconds("expectedAtSeconds"), .seconds("presentedAtSeconds"), .ms("hitchMs"),
            .optional("hitchType", .string, "`\"commit\"`, `\"render\"`, `\"both\"`"),
        ])

    /// What a frame showed besides its pixels moving (described in the frame table's `effects` row).
    package static let effects = FormatSection(
        name: "result.frame.effects", heading: nil,
        fields: [
            FormatField("dataSwapped", .boolean, "boolean"), FormatField("contentJumpPixels", .number, "device pixels"),
            FormatField("yRescaled", .boolean, "boolean"), FormatField("edgeStall", .boolean, "boolean"),
        ])

    /// A result's instruction counts on the instruction clock (the top level's `instructions`).
    package static let instructions = FormatSection(
        name: "result.instructions", heading: nil,
        fields: ["frames", "total", "p50PerFrame", "p99PerFrame", "maxPerFrame"].map { FormatField($0, .integer, "count") })

    /// One row of a `hitchbench-compare/2` file (described in prose, in the order written).
    package static let compareRow: FormatSection = {
        let timed = { (name: String, kind: FormatField.Kind) in FormatField(name, kind, "", nullable: true) }
        var fields = [FormatField("strategy", .string, ""), FormatField("snap", .string, ""), FormatField("frames", .integer, "")]
        fields.append(FormatField("idleVsyncs", .integer, ""))
        fields += ["deferredFrames", "hitches", "commitHitches", "renderHitches", "bothHitches"].map { timed($0, .integer) }
        fields += ["maxFrameMs", "maxHitchMs", "scrollSeconds", "scrollHitchTimeRatioMsPerSecond"].map { timed($0, .number) }
        fields.append(timed("band", .string))
        fields += [
            "traceHitchTimeRatioMsPerSecond", "p50FrameMs", "p99FrameMs", "commitP50Ms", "commitP99Ms", "renderP50Ms", "renderP99Ms",
            "latencyP50Ms",
        ].map { timed($0, .number) }
        fields += [
            FormatField("contentJumps", .integer, ""), FormatField("maxContentJumpPixels", .number, ""),
            FormatField("yRescales", .integer, ""), FormatField("edgeStalls", .integer, ""), FormatField("peakCacheBytes", .integer, ""),
            timed("worstFrameIndex", .integer), timed("worstFrameMs", .number), timed("worstFrameCommitMs", .number),
            timed("worstFrameRenderMs", .number), timed("worstFrameNotes", .string), FormatField("swapFrames", .integer, ""),
            timed("swapFrameMedianMs", .number), timed("swapFrameMaxMs", .number),
        ]
        for kind in ["p50", "p99", "total"] {
            fields += ["", "Low", "High"].map { timed("\(kind)TimeRatioToRenderAll\($0)", .number) }
        }
        for (name, kind) in [
            ("phoneHitches", FormatField.Kind.integer), ("phoneScrollHitchTimeRatioMsPerSecond", .number), ("phoneMaxHitchMs", .number),
        ] {
            fields += ["", "Low", "High"].map { timed(name + $0, kind) }
        }
        fields += [timed("phoneCommitP50Ms", .number), timed("phoneRenderP50Ms", .number)]
        fields += ["instructionsTotal", "instructionsP50PerFrame", "instructionsP99PerFrame", "instructionsMaxPerFrame"].map {
            timed($0, .integer)
        }
        fields += [
            timed("instructionsRatioToRenderAll", .number), timed("timeRatiosByClock", .object), timed("swapFrameMs", .array),
        ]
        return FormatSection(name: "compare.row", heading: nil, fields: fields)
    }()

    /// One ratio of a compare row's `timeRatiosByClock`: the median of the repeats' ratios and their range.
    package static let ratioEstimate = FormatSection(
        name: "compare.ratioEstimate", heading: nil,
        fields: [FormatField("value", .number, ""), .optional("low", .number, ""), .optional("high", .number, "")])

    /// One point of a `hitchbench-sweep/2` file (described in prose, in the order written).
    package static let sweepPoint = FormatSection(
        name: "sweep.point", heading: nil,
        fields: [
            FormatField("strategy", .string, ""), FormatField("days", .integer, ""), FormatField("frames", .integer, ""),
            FormatField("p50FrameMs", .number, ""), FormatField("p99FrameMs", .number, ""), FormatField("maxFrameMs", .number, ""),
            FormatField("hitches", .integer, ""), FormatField("maxHitchMs", .number, ""),
            .optional("scrollHitchTimeRatioMsPerSecond", .number, ""), FormatField("traceHitchTimeRatioMsPerSecond", .number, ""),
            FormatField("peakCacheBytes", .integer, ""), .optional("commitP50Ms", .number, ""), .optional("renderP50Ms", .number, ""),
            .optional("commitHitches", .integer, ""), .optional("renderHitches", .integer, ""), .optional("bothHitches", .integer, ""),
            .optional("phone", .object, ""), FormatField("totals", .object, ""), .optional("instructions", .object, ""),
        ])

    /// A `hitchbench-device/1` file's top level.
    package static let device = FormatSection(
        name: "device", heading: "# Device run (`hitchbench-device/1`)",
        fields: [
            FormatField("format", .string, "string"), FormatField("toolVersion", .string, "string"),
            FormatField("source", .string, "`\"instruments\"` or `\"metrickit\"`"), FormatField("label", .string, "string"),
            FormatField("inputs", .array, "array of strings"), FormatField("device", .object, "object of strings"),
            .optional("process", .object, "`{name, pid, hitches}`"), FormatField("processes", .array, "array"),
            .optional("display", .string, "string"), FormatField("displays", .array, "array of strings"),
            .optional("maxRefreshHz", .integer, "number"), .optional("refreshSource", .string, "string"),
            FormatField("scrolls", .array, "array of `{startSeconds, endSeconds}`"),
            .optional("scrollSource", .string, "`\"option\"`, `\"signposts\"`"),
            .optional("stageSource", .string, "`\"hitch-type\"`, `\"narrative\"`"),
            FormatField("tables", .array, "array of `{schema, file, rows}`"), FormatField("summary", .object, "object"),
            FormatField("notes", .array, "array of strings"), FormatField("skipped", .array, "array of strings"),
            FormatField("hitchTypes", .object, "object of counts"),
            FormatField("stages", .array, "array of `{schema, stage, count, p50Ms, p99Ms, maxMs}`"),
            FormatField("payloads", .array, "array"), FormatField("frames", .array, "array of `{startSeconds, durationMs}`"),
            FormatField("hitches", .array, "array"), FormatField("renders", .array, "array of `{startSeconds, durationMs}`"),
        ])

    /// A device file's summary: every figure `null` when the data do not give it.
    package static let deviceSummary = FormatSection(
        name: "device.summary", heading: "The summary keeps a strategy run's names where the meaning is the same:",
        fields: [
            ("frames", .integer, "count"), ("hitches", .integer, "count"), ("systemHitches", .integer, "count"),
            ("otherProcessHitches", .integer, "count"), ("maxHitchMs", .number, "ms"), ("totalHitchMs", .number, "ms"),
            ("scrollSeconds", .number, "s"), ("scrollHitches", .integer, "count"), ("scrollHitchTimeRatioMsPerSecond", .number, "ms/s"),
            ("band", .string, "—"), ("traceSeconds", .number, "s"), ("traceHitchTimeRatioMsPerSecond", .number, "ms/s"),
            ("hitchTimeRatioMsPerSecond", .number, "ms/s"), ("refreshHz", .integer, "Hz"), ("commitHitches", .integer, "count"),
            ("renderHitches", .integer, "count"), ("bothHitches", .integer, "count"), ("renderP50Ms", .number, "ms"),
            ("renderP99Ms", .number, "ms"), ("renderMaxMs", .number, "ms"), ("commitP50Ms", .number, "ms"),
            ("commitP99Ms", .number, "ms"), ("commitMaxMs", .number, "ms"),
        ].map { (name: String, kind: FormatField.Kind, unit: String) in FormatField(name, kind, unit, nullable: true) })
}

extension ResultFormats {
    /// The description as `scripts/hitchplot/formats.json` holds it for the plot scripts, whose field lists
    /// (`specs.py`) are tested against it: per section, each field's kind and whether it may be null.
    package static var json: String { JSONValue.object(sections.map { ($0.name, $0.json) }, .lines).document }
}
