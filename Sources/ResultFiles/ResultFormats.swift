import BenchSuite
import DeviceFiles
import DeviceImport
import FrameTiming
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
            FormatField("renderLoop", .string, "string"), FormatField("repeatsLabel", .string, "string"),
            FormatField("scrolls", .array, "array of `{startSeconds, endSeconds}`"),
            .optional("summary", .object, "summary"), .optional("summaries", .object, "`{cpu, wall}` of summaries"),
            .optional("instructions", .object, "object"), .optional("phone", .object, "object"),
            FormatField("metrics", .object, "object of numbers"), FormatField("idleWork", .array, "array"),
            FormatField("frames", .array, "array of frames"),
        ])

    /// A result's summary on one clock (also each phone summary).
    package static let summary = RunReport.summaryFields.section("result.summary", heading: "## Summary")

    /// One frame of a result.
    package static let frame = RunReport.frameFields.section("result.frame", heading: "## Frame")

    /// What a frame showed besides its pixels moving (described in the frame table's `effects` row).
    package static let effects = RunReport.effectFields.section("result.frame.effects", heading: nil)

    /// A result's instruction counts on the instruction clock (the top level's `instructions`).
    package static let instructions = RunReport.instructionFields.section("result.instructions", heading: nil)

    /// One row of a `hitchbench-compare/2` file (described in prose): the columns (`ComparisonColumns.keys`), each
    /// `null` when unknown but the ten every run has, then the three only the JSON row has.
    package static let compareRow: FormatSection = {
        let always: Set = [
            "strategy", "snap", "frames", "idleVsyncs", "contentJumps", "maxContentJumpPixels", "yRescales", "edgeStalls", "peakCacheBytes",
            "swapFrames",
        ]
        let strings: Set = ["strategy", "snap", "band", "worstFrameNotes"]
        let counts: Set = [
            "frames", "idleVsyncs", "deferredFrames", "hitches", "commitHitches", "renderHitches", "bothHitches", "contentJumps",
            "yRescales", "edgeStalls", "peakCacheBytes", "worstFrameIndex", "swapFrames", "phoneHitches", "phoneHitchesLow",
            "phoneHitchesHigh", "instructionsTotal", "instructionsP50PerFrame", "instructionsP99PerFrame", "instructionsMaxPerFrame",
        ]
        let columns = ComparisonColumns.keys.map { name in
            let kind: FormatField.Kind = strings.contains(name) ? .string : counts.contains(name) ? .integer : .number
            return FormatField(name, kind, "", nullable: !always.contains(name))
        }
        let rowOnly = [
            FormatField("timeRatiosByClock", .object, "", nullable: true), FormatField("swapFrameMs", .array, "", nullable: true),
            FormatField("instructionsRatioLabel", .string, "", nullable: true),
        ]
        return FormatSection(name: "compare.row", heading: nil, fields: columns + rowOnly)
    }()

    /// One ratio of a compare row's `timeRatiosByClock`: the median of the repeats' ratios and their range, and
    /// how compare prints them (`label`, rounded from the full values).
    package static let ratioEstimate = FormatSection(
        name: "compare.ratioEstimate", heading: nil,
        fields: [
            FormatField("value", .number, ""), .optional("low", .number, ""), .optional("high", .number, ""),
            FormatField("label", .string, ""),
        ])

    /// One point of a `hitchbench-sweep/2` file (described in prose, in the order written).
    package static let sweepPoint = SweepResult.pointFields.section("sweep.point", heading: nil)

    /// A `hitchbench-device/1` file's top level.
    package static let device = FormatSection(
        name: "device", heading: "# Device run (`hitchbench-device/1`)",
        fields: DeviceRun(source: .metrickit, label: "", inputs: []).fields(toolVersion: "").map(\.field))

    /// A device file's summary: every figure `null` when the data do not give it.
    package static let deviceSummary = DeviceRun.summaryFields.section(
        "device.summary", heading: "The summary keeps a strategy run's names where the meaning is the same:")
}

extension ResultFormats {
    /// The description as `scripts/hitchplot/formats.json` holds it for the plot scripts, whose field lists
    /// (`specs.py`) are tested against it: per section, each field's kind and whether it may be null.
    package static var json: String { JSONValue.object(sections.map { ($0.name, $0.json) }, .lines).document }
}
