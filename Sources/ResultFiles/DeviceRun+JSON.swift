import DeviceImport
import JSONText

extension DeviceRun {
    /// Format tag of device files.
    package static let fileFormat = "hitchbench-device/1"

    /// The run as `hitchbench-device/1` JSON, written by `toolVersion`, fields in a fixed order: times from
    /// Instruments are whole nanoseconds, so ms have 6 decimals and seconds 9 (exact); what the data do not give
    /// is `null`. Fields are documented in results/README.md.
    package func jsonString(toolVersion: String) -> String {
        var out = ""
        out.reserveCapacity(4_096 + 64 * (frames.count + renders.count) + 200 * hitches.count)
        writeJSON(toolVersion: toolVersion, to: &out)
        return out
    }

    /// Writes the run's JSON (`jsonString`) to `out` piece by piece, so frames and hitches, which may number
    /// millions, go to a file as they are written, never held as one text.
    package func writeJSON(toolVersion: String, to out: inout some TextOutputStream) {
        let ms = { (value: Double) in JSONText.number(value, decimals: 6) }
        let seconds = { (value: Double) in JSONText.number(value, decimals: 9) }
        let optionalText = { (value: String?) in value.map(JSONText.quoted) ?? "null" }
        let optionalInt = { (value: Int?) in value.map(String.init) ?? "null" }
        func process(_ process: Process) -> String {
            "{\"name\": \(optionalText(process.name)), \"pid\": \(process.pid), \"hitches\": \(process.hitches)}"
        }
        func list(_ items: [String], indent: String = "    ") -> String {
            items.isEmpty ? "[]" : "[\n" + items.map { indent + $0 }.joined(separator: ",\n") + "\n  ]"
        }
        out.write("{\n")
        out.write("  \"format\": \(JSONText.quoted(Self.fileFormat)),\n")
        out.write("  \"toolVersion\": \(JSONText.quoted(toolVersion)),\n")
        out.write("  \"source\": \(JSONText.quoted(source.rawValue)),\n")
        out.write("  \"label\": \(JSONText.quoted(label)),\n")
        out.write("  \"inputs\": [" + inputs.map(JSONText.quoted).joined(separator: ", ") + "],\n")
        out.write(
            "  \"device\": {" + device.map { "\(JSONText.quoted($0.key)): \(JSONText.quoted($0.value))" }.joined(separator: ", ") + "},\n")
        out.write("  \"process\": \(self.process.map(process) ?? "null"),\n")
        out.write("  \"processes\": [" + processes.map(process).joined(separator: ", ") + "],\n")
        out.write("  \"display\": \(optionalText(display)),\n")
        out.write("  \"displays\": [" + displays.map(JSONText.quoted).joined(separator: ", ") + "],\n")
        out.write("  \"maxRefreshHz\": \(optionalInt(maxRefreshHz)),\n")
        out.write("  \"refreshSource\": \(optionalText(refreshSource)),\n")
        let scrollList = scrolls.map { "{\"startSeconds\": \(seconds($0.startSeconds)), \"endSeconds\": \(seconds($0.endSeconds))}" }
        out.write("  \"scrolls\": [" + scrollList.joined(separator: ", ") + "],\n")
        out.write("  \"scrollSource\": \(optionalText(scrollSource)),\n")
        out.write("  \"stageSource\": \(optionalText(stageSource)),\n")
        out.write(
            "  \"tables\": "
                + list(
                    tables.map {
                        "{\"schema\": \(JSONText.quoted($0.schema)), \"file\": \(JSONText.quoted($0.file)), \"rows\": \($0.rows)}"
                    })
                + ",\n")
        out.write("  \"summary\": \(Self.json(summary)),\n")
        out.write("  \"notes\": " + list(notes.map(JSONText.quoted)) + ",\n")
        out.write("  \"skipped\": " + list(skipped.map(JSONText.quoted)) + ",\n")
        out.write("  \"hitchTypes\": {" + hitchTypes.map { "\(JSONText.quoted($0.type)): \($0.count)" }.joined(separator: ", ") + "},\n")
        let optionalMs = { (value: Double?) in value.map(ms) ?? "null" }
        out.write(
            "  \"stages\": "
                + list(
                    stages.map {
                        "{\"schema\": \(JSONText.quoted($0.schema)), \"stage\": \(JSONText.quoted($0.stage)), \"count\": \($0.count), "
                            + "\"p50Ms\": \(optionalMs($0.p50Ms)), \"p99Ms\": \(optionalMs($0.p99Ms)), \"maxMs\": \(optionalMs($0.maxMs))}"
                    }) + ",\n")
        out.write("  \"payloads\": " + list(payloads.map(Self.json)) + ",\n")
        let interval = { (item: Interval) in "{\"startSeconds\": \(seconds(item.startSeconds)), \"durationMs\": \(ms(item.durationMs))}" }
        // Frames, hitches and renders may number millions: written one by one.
        func append<T>(_ items: [T], _ line: (T) -> String) {
            guard !items.isEmpty else {
                out.write("[]")
                return
            }
            out.write("[")
            for (index, item) in items.enumerated() { out.write((index == 0 ? "\n    " : ",\n    ") + line(item)) }
            out.write("\n  ]")
        }
        out.write("  \"frames\": ")
        append(frames, interval)
        out.write(",\n")
        out.write("  \"hitches\": ")
        append(hitches) {
            "{\"startSeconds\": \(seconds($0.startSeconds)), \"durationMs\": \(ms($0.durationMs)), "
                + "\"isSystem\": \($0.isSystem.map { $0 ? "true" : "false" } ?? "null"), \"pid\": \($0.pid.map(String.init) ?? "null"), "
                + "\"counted\": \($0.counted), \"stage\": \(optionalText($0.stage)), \"type\": \(optionalText($0.type)), "
                + "\"display\": \(optionalText($0.display))}"
        }
        out.write(",\n")
        out.write("  \"renders\": ")
        append(renders, interval)
        out.write("\n}\n")
    }

    /// The summary's fields in the order written, each its JSON text.
    package static func summaryFields(_ summary: DeviceSummary) -> [(String, String)] {
        let ms = { (value: Double?) in value.map { JSONText.number($0, decimals: 6) } ?? "null" }
        let int = { (value: Int?) in value.map(String.init) ?? "null" }
        return [
            ("frames", int(summary.frames)),
            ("hitches", int(summary.hitches)),
            ("systemHitches", int(summary.systemHitches)),
            ("otherProcessHitches", int(summary.otherProcessHitches)),
            ("maxHitchMs", ms(summary.maxHitchMs)),
            ("totalHitchMs", ms(summary.totalHitchMs)),
            ("scrollSeconds", summary.scrollSeconds.map { JSONText.number($0, decimals: 9) } ?? "null"),
            ("scrollHitches", int(summary.scrollHitches)),
            ("scrollHitchTimeRatioMsPerSecond", ms(summary.scrollHitchTimeRatioMsPerSecond)),
            ("band", summary.band.map { JSONText.quoted($0.rawValue) } ?? "null"),
            ("traceSeconds", summary.traceSeconds.map { JSONText.number($0, decimals: 9) } ?? "null"),
            ("traceHitchTimeRatioMsPerSecond", ms(summary.traceHitchTimeRatioMsPerSecond)),
            ("hitchTimeRatioMsPerSecond", ms(summary.hitchTimeRatioMsPerSecond)),
            ("refreshHz", int(summary.refreshHz)),
            ("commitHitches", int(summary.commitHitches)),
            ("renderHitches", int(summary.renderHitches)),
            ("bothHitches", int(summary.bothHitches)),
            ("renderP50Ms", ms(summary.renderP50Ms)),
            ("renderP99Ms", ms(summary.renderP99Ms)),
            ("renderMaxMs", ms(summary.renderMaxMs)),
            ("commitP50Ms", ms(summary.commitP50Ms)),
            ("commitP99Ms", ms(summary.commitP99Ms)),
            ("commitMaxMs", ms(summary.commitMaxMs)),
        ]
    }

    private static func json(_ summary: DeviceSummary) -> String {
        "{\n" + summaryFields(summary).map { "    \(JSONText.quoted($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n  }"
    }

    private static func json(_ payload: MetricKitPayload) -> String {
        let text = { (value: String?) in value.map(JSONText.quoted) ?? "null" }
        let ratio = { (value: Double?) in value.map { JSONText.number($0, decimals: 6) } ?? "null" }
        return "{\"file\": \(JSONText.quoted(payload.file)), \"index\": \(payload.index), "
            + "\"timeStampBegin\": \(JSONText.quoted(payload.timeStampBegin)), \"timeStampEnd\": \(JSONText.quoted(payload.timeStampEnd)), "
            + "\"appVersion\": \(text(payload.appVersion)), \"appBuildVersion\": \(text(payload.appBuildVersion)), "
            + "\"deviceType\": \(text(payload.deviceType)), \"osVersion\": \(text(payload.osVersion)), "
            + "\"regionFormat\": \(text(payload.regionFormat)), \"platformArchitecture\": \(text(payload.platformArchitecture)), "
            + "\"bundleIdentifier\": \(text(payload.bundleIdentifier)), "
            + "\"scrollHitchTimeRatioMsPerSecond\": \(ratio(payload.scrollHitchTimeRatioMsPerSecond)), "
            + "\"hitchTimeRatioMsPerSecond\": \(ratio(payload.hitchTimeRatioMsPerSecond)), \"signposts\": ["
            + payload.signposts.map { "{\"name\": \(JSONText.quoted($0.name)), \"hitchTimeRatioMsPerSecond\": \(ratio($0.msPerSecond))}" }
            .joined(separator: ", ") + "]}"
    }
}
