import DeviceImport
import JSONText

extension DeviceRun {
    /// Format tag of device files.
    package static let fileFormat = "hitchbench-device/1"

    /// The run as `hitchbench-device/1` JSON, written by `toolVersion`, fields in a fixed order: times from
    /// Instruments are whole nanoseconds, so ms have 6 decimals and seconds 9 (exact); what the data do not give
    /// is `null`. Fields are documented in results/README.md.
    package func jsonString(toolVersion: String) -> String {
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
        let hitch = { (hitch: Hitch) in
            JSONValue.object([
                ("startSeconds", seconds(hitch.startSeconds)), ("durationMs", ms(hitch.durationMs)),
                ("isSystem", .optional(hitch.isSystem, JSONValue.bool)),
                ("pid", .int(hitch.pid.map { Int($0) })), ("counted", .bool(hitch.counted)), ("stage", .string(hitch.stage)),
                ("type", .string(hitch.type)),
                ("display", .string(hitch.display)),
            ])
        }
        let fields: [(key: String, value: JSONValue)] = [
            ("format", .string(Self.fileFormat)), ("toolVersion", .string(toolVersion)), ("source", .string(source.rawValue)),
            ("label", .string(label)), ("inputs", .array(inputs.map(JSONValue.string))), ("device", .strings(device)),
            ("process", .optional(self.process, process)), ("processes", .array(processes, .inline, process)),
            ("display", .string(display)), ("displays", .array(displays.map(JSONValue.string))), ("maxRefreshHz", .int(maxRefreshHz)),
            ("refreshSource", .string(refreshSource)),
            ("scrolls", .array(scrolls) { .object([("startSeconds", seconds($0.startSeconds)), ("endSeconds", seconds($0.endSeconds))]) }),
            ("scrollSource", .string(scrollSource)), ("stageSource", .string(stageSource)), ("tables", .array(tables, .lines, table)),
            ("summary", .object(Self.summaryFields(summary), .lines)), ("notes", .array(notes.map(JSONValue.string), .lines)),
            ("skipped", .array(skipped.map(JSONValue.string), .lines)),
            ("hitchTypes", .object(hitchTypes.map { ($0.type, .int($0.count)) })), ("stages", .array(stages, .lines, stage)),
            ("payloads", .array(payloads, .lines, Self.json)),
            // Frames and renders may number hundreds of thousands: each is made as it is written.
            ("frames", .array(frames, .lines, interval)), ("hitches", .array(hitches, .lines, hitch)),
            ("renders", .array(renders, .lines, interval)),
        ]
        var out = ""
        out.reserveCapacity(4_096 + 64 * (frames.count + renders.count) + 200 * hitches.count)
        JSONValue.object(fields, .lines).write(to: &out, indent: "")
        return out + "\n"
    }

    /// The summary's fields in the order written.
    package static func summaryFields(_ summary: DeviceSummary) -> [(key: String, value: JSONValue)] {
        let ms = { (value: Double?) in JSONValue.number(value, 6) }
        let seconds = { (value: Double?) in JSONValue.number(value, 9) }
        return [
            ("frames", .int(summary.frames)),
            ("hitches", .int(summary.hitches)),
            ("systemHitches", .int(summary.systemHitches)),
            ("otherProcessHitches", .int(summary.otherProcessHitches)),
            ("maxHitchMs", ms(summary.maxHitchMs)),
            ("totalHitchMs", ms(summary.totalHitchMs)),
            ("scrollSeconds", seconds(summary.scrollSeconds)),
            ("scrollHitches", .int(summary.scrollHitches)),
            ("scrollHitchTimeRatioMsPerSecond", ms(summary.scrollHitchTimeRatioMsPerSecond)),
            ("band", .string(summary.band?.rawValue)),
            ("traceSeconds", seconds(summary.traceSeconds)),
            ("traceHitchTimeRatioMsPerSecond", ms(summary.traceHitchTimeRatioMsPerSecond)),
            ("hitchTimeRatioMsPerSecond", ms(summary.hitchTimeRatioMsPerSecond)),
            ("refreshHz", .int(summary.refreshHz)),
            ("commitHitches", .int(summary.commitHitches)),
            ("renderHitches", .int(summary.renderHitches)),
            ("bothHitches", .int(summary.bothHitches)),
            ("renderP50Ms", ms(summary.renderP50Ms)),
            ("renderP99Ms", ms(summary.renderP99Ms)),
            ("renderMaxMs", ms(summary.renderMaxMs)),
            ("commitP50Ms", ms(summary.commitP50Ms)),
            ("commitP99Ms", ms(summary.commitP99Ms)),
            ("commitMaxMs", ms(summary.commitMaxMs)),
        ]
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
