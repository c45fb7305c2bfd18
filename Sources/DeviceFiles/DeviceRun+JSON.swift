import DeviceImport
import DisplayModel
import JSONText

/// An object's members in the order written.
typealias JSONMembers = [(key: String, value: JSONValue)]

extension DeviceRun {
    /// Format tag of device files.
    package static let fileFormat = "hitchbench-device/1"

    /// The file's top-level fields, each described (`ResultFormats.device`) and with its value, in the order written.
    package func fields(toolVersion: String) -> [(field: FormatField, value: JSONValue)] {
        let ms = { (value: Double?) in JSONValue.number(value, 6) }
        let seconds = { (value: Double) in JSONValue.number(value, decimals: 9) }
        func process(_ process: Process) -> JSONValue {
            .object([("name", .string(process.name)), ("pid", .int(Int(process.pid))), ("hitches", .int(process.hitches))])
        }
        let interval = { (item: Interval) in
            JSONValue.object([("startSeconds", seconds(item.startSeconds)), ("durationMs", ms(item.durationMs))])
        }
        let table = { (table: Table) in
            JSONValue.object([("schema", .string(table.schema)), ("file", .string(table.file)), ("rows", .int(table.rows))])
        }
        let stage = { (stage: Stage) in
            JSONValue.object([
                ("schema", .string(stage.schema)), ("stage", .string(stage.stage)), ("count", .int(stage.count)),
                ("p50Ms", ms(stage.p50Ms)), ("p99Ms", ms(stage.p99Ms)), ("maxMs", ms(stage.maxMs)),
            ])
        }
        let fields: [(field: FormatField, value: JSONValue)] = [
            (FormatField("format", .string, "string"), .string(Self.fileFormat)),
            (FormatField("toolVersion", .string, "string"), .string(toolVersion)),
            (FormatField("source", .string, "`\"instruments\"` or `\"metrickit\"`"), .string(source.rawValue)),
            (FormatField("label", .string, "string"), .string(label)),
            (FormatField("inputs", .array, "array of strings"), .array(inputs.map(JSONValue.string))),
            (FormatField("device", .object, "object of strings"), .strings(device)),
            (.optional("process", .object, "`{name, pid, hitches}`"), .optional(self.process, process)),
            (FormatField("processes", .array, "array"), .array(processes, .inline, process)),
            (.optional("display", .string, "string"), .string(display)),
            (FormatField("displays", .array, "array of strings"), .array(displays.map(JSONValue.string))),
            (.optional("maxRefreshHz", .integer, "number"), .int(maxRefreshHz)),
            (.optional("refreshSource", .string, "string"), .string(refreshSource)),
            (
                FormatField("scrolls", .array, "array of `{startSeconds, endSeconds}`"),
                .array(scrolls) { .object([("startSeconds", seconds($0.startSeconds)), ("endSeconds", seconds($0.endSeconds))]) }
            ),
            (.optional("scrollSource", .string, "`\"option\"`, `\"signposts\"`"), .string(scrollSource)),
            (.optional("stageSource", .string, "`\"hitch-type\"`, `\"narrative\"`"), .string(stageSource)),
            (FormatField("tables", .array, "array of `{schema, file, rows}`"), .array(tables, .lines, table)),
            (FormatField("summary", .object, "object"), Self.summaryFields.object(summary, .lines)),
            (FormatField("notes", .array, "array of strings"), .array(notes.map(JSONValue.string), .lines)),
            (FormatField("skipped", .array, "array of strings"), .array(skipped.map(JSONValue.string), .lines)),
            (FormatField("hitchTypes", .object, "object of counts"), .object(hitchTypes.map { ($0.type, .int($0.count)) })),
            (FormatField("stages", .array, "array of `{schema, stage, count, p50Ms, p99Ms, maxMs}`"), .array(stages, .lines, stage)),
            (FormatField("payloads", .array, "array"), .array(payloads, .lines, Self.json)),
            (FormatField("payloadsLabel", .string, "string"), .string(JSONText.counted(payloads.count, "payload"))),
            // Frames and renders may number hundreds of thousands: each is made as it is written.
            (FormatField("frames", .array, "array of `{startSeconds, durationMs}`"), .array(frames, .lines, interval)),
            (FormatField("hitches", .array, "array"), HitchRowText(hitches).array),
            (FormatField("renders", .array, "array of `{startSeconds, durationMs}`"), .array(renders, .lines, interval)),
            (FormatField("commits", .array, "array of `{startSeconds, durationMs}`"), .array(commits, .lines, interval)),
            (
                FormatField("frameUpdates", .array, "array of `{startSeconds, durationMs, updates}`"),
                .array(frameUpdates, .lines) {
                    .object([("startSeconds", seconds($0.startSeconds)), ("durationMs", ms($0.durationMs)), ("updates", .int($0.updates))])
                }
            ),
        ]
        return fields
    }

    /// A hitch's members, in the order written, in three parts: its times, what it shares with the hitches of its
    /// kind (`Hitches.shared`), and its deadline, presentation and pace (none without a deadline: the file stays sized
    /// by its rows).
    static func hitchMembers(_ hitch: Hitch) -> (times: JSONMembers, shared: JSONMembers, deadline: JSONMembers) {
        let seconds = { (value: Double) in JSONValue.number(value, decimals: 9) }
        let times: JSONMembers = [("startSeconds", seconds(hitch.startSeconds)), ("durationMs", .number(hitch.durationMs, 6))]
        let shared: JSONMembers = [
            ("isSystem", .optional(hitch.isSystem, JSONValue.bool)), ("pid", .int(hitch.pid.map { Int($0) })),
            ("counted", .bool(hitch.counted)), ("stage", .string(hitch.stage)), ("type", .string(hitch.type)),
            ("display", .string(hitch.display)),
        ]
        guard let deadline = hitch.deadlineSeconds else { return (times, shared, []) }
        return (times, shared, deadlineMembers(deadline, presented: hitch.presentedSeconds, minQuanta: hitch.minQuanta))
    }

    /// A hitch's deadline, presentation and pace as members, in the order written.
    static func deadlineMembers(_ deadline: Double, presented: Double?, minQuanta: Int?) -> JSONMembers {
        let seconds = { (value: Double) in JSONValue.number(value, decimals: 9) }
        return [
            ("deadlineSeconds", seconds(deadline)), ("presentedSeconds", .optional(presented, seconds)), ("minQuanta", .int(minQuanta)),
        ]
    }

    /// The run as `hitchbench-device/1` JSON, written by `toolVersion`, fields in a fixed order: times from
    /// Instruments are whole nanoseconds, so ms have 6 decimals and seconds 9 (exact); what the data do not give
    /// is `null`. Fields are documented in results/README.md.
    package func jsonString(toolVersion: String) -> String {
        var out = ""
        out.reserveCapacity(4_096 + 64 * (frames.count + renders.count + commits.count) + 80 * frameUpdates.count + 200 * hitches.count)
        writeJSON(toolVersion: toolVersion, to: &out)
        return out
    }

    /// Writes the run's JSON (`jsonString`) to `out` piece by piece, so frames and hitches, which may number
    /// millions, go to a file as they are made, never held as one text.
    package func writeJSON(toolVersion: String, to out: inout some TextOutputStream) {
        JSONValue.object(fields(toolVersion: toolVersion).map { ($0.field.name, $0.value) }, .lines).write(to: &out, indent: "")
        out.write("\n")
    }

    /// One figure of a device file's summary, described once: written from `DeviceSummary` and read back into it
    /// (`DeviceFile`). Each is `null` when the data do not give it; ms have at most 6 decimals, seconds 9.
    package enum Figure {
        /// A count (or a rate in Hz) and its unit.
        case count(String, unit: String, any WritableKeyPath<DeviceSummary, Int?> & Sendable)
        /// A number and its unit.
        case number(String, unit: String, any WritableKeyPath<DeviceSummary, Double?> & Sendable)
    }

    /// The summary's figures but `band`, in the order written.
    package static var figures: [Figure] {
        [
            .count("frames", unit: "count", \.frames), .count("hitches", unit: "count", \.hitches),
            .count("systemHitches", unit: "count", \.systemHitches), .count("otherProcessHitches", unit: "count", \.otherProcessHitches),
            .number("maxHitchMs", unit: "ms", \.maxHitchMs), .number("totalHitchMs", unit: "ms", \.totalHitchMs),
            .number("scrollSeconds", unit: "s", \.scrollSeconds), .count("scrollHitches", unit: "count", \.scrollHitches),
            .number("scrollHitchTimeRatioMsPerSecond", unit: "ms/s", \.scrollHitchTimeRatioMsPerSecond),
            .number("traceSeconds", unit: "s", \.traceSeconds),
            .number("traceHitchTimeRatioMsPerSecond", unit: "ms/s", \.traceHitchTimeRatioMsPerSecond),
            .number("hitchTimeRatioMsPerSecond", unit: "ms/s", \.hitchTimeRatioMsPerSecond), .count("refreshHz", unit: "Hz", \.refreshHz),
            .count("commitHitches", unit: "count", \.commitHitches), .count("renderHitches", unit: "count", \.renderHitches),
            .count("bothHitches", unit: "count", \.bothHitches), .number("renderP50Ms", unit: "ms", \.renderP50Ms),
            .number("renderP99Ms", unit: "ms", \.renderP99Ms), .number("renderMaxMs", unit: "ms", \.renderMaxMs),
            .number("commitP50Ms", unit: "ms", \.commitP50Ms), .number("commitP99Ms", unit: "ms", \.commitP99Ms),
            .number("commitMaxMs", unit: "ms", \.commitMaxMs),
        ]
    }

    /// The summary's fields, described and written (`ResultFormats.deviceSummary`): the figures, with `band`
    /// after the scroll ratio.
    package static var summaryFields: [WrittenField<DeviceSummary>] {
        var fields = figures.map { figure -> WrittenField<DeviceSummary> in
            switch figure {
            case .count(let name, let unit, let path):
                WrittenField(FormatField(name, .integer, unit, nullable: true)) { .int($0[keyPath: path]) }
            case .number(let name, let unit, let path):
                WrittenField(FormatField(name, .number, unit, nullable: true)) { .number($0[keyPath: path], unit == "s" ? 9 : 6) }
            }
        }
        fields.insert(WrittenField(FormatField("band", .string, "—", nullable: true)) { .string($0.band?.rawValue) }, at: 9)
        // What the plots draw, written here so they work out nothing: the budget and the counts with their nouns.
        fields += [
            WrittenField(FormatField("budgetMs", .number, "ms", nullable: true)) {
                .number($0.refreshHz.map { FrameClock.budgetMilliseconds(refreshHz: $0) }, 6)
            },
            WrittenField(FormatField("hitchesLabel", .string, "string", nullable: true)) {
                .string($0.hitches.map { JSONText.counted($0, "hitch") })
            },
            WrittenField(FormatField("systemHitchesLabel", .string, "string", nullable: true)) {
                .string($0.systemHitches.map { JSONText.counted($0, "system hitch") })
            },
        ]
        return fields
    }

    private static func json(_ payload: MetricKitPayload) -> JSONValue {
        let ratio = { (value: Double?) in JSONValue.number(value, 6) }
        let signposts = JSONValue.array(payload.signposts) {
            .object([("name", .string($0.name)), ("hitchTimeRatioMsPerSecond", ratio($0.msPerSecond))])
        }
        return .object([
            ("file", .string(payload.file)), ("index", .int(payload.index)), ("timeStampBegin", .string(payload.timeStampBegin)),
            ("timeStampEnd", .string(payload.timeStampEnd)), ("appVersion", .string(payload.appVersion)),
            ("appBuildVersion", .string(payload.appBuildVersion)), ("deviceType", .string(payload.deviceType)),
            ("osVersion", .string(payload.osVersion)), ("regionFormat", .string(payload.regionFormat)),
            ("platformArchitecture", .string(payload.platformArchitecture)), ("bundleIdentifier", .string(payload.bundleIdentifier)),
            ("scrollHitchTimeRatioMsPerSecond", ratio(payload.scrollHitchTimeRatioMsPerSecond)),
            ("hitchTimeRatioMsPerSecond", ratio(payload.hitchTimeRatioMsPerSecond)), ("signposts", signposts),
        ])
    }
}
