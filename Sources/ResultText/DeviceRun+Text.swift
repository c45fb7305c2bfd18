import DeviceImport
import JSONText
import ResultFiles

extension DeviceRun {
    /// A readable summary of an imported run as aligned `label: value` lines; a figure the data do not give reads
    /// "not in the export", never 0.
    package func textSummary() -> String {
        let s = summary
        let absent = "not in the export"
        let ms = { (value: Double?) in value.map { JSONText.fixed($0, decimals: 2) + " ms" } ?? absent }
        let ratio = { (value: Double?) in value.map { JSONText.fixed($0, decimals: 2) + " ms/s" } ?? absent }
        var rows: [(String, String)] = [("device run", label), ("source", source.rawValue)]
        let device = self.device.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        if !device.isEmpty { rows.append(("device", device)) }
        switch source {
        case .metrickit:
            rows += [
                (
                    "payloads",
                    "\(payloads.count)"
                        + (payloads.isEmpty ? "" : " (\(payloads[0].timeStampBegin) … \(payloads[payloads.count - 1].timeStampEnd))")
                ),
                (
                    "scroll hitch ratio",
                    ratio(s.scrollHitchTimeRatioMsPerSecond) + (s.band.map { " (\($0.rawValue)), median over the payloads" } ?? "")
                ),
                (
                    "hitch time ratio",
                    ratio(s.hitchTimeRatioMsPerSecond) + (s.hitchTimeRatioMsPerSecond == nil ? "" : ", median over the payloads")
                ),
            ]
        case .instruments:
            rows.append(("tables", tables.map { "\($0.schema) (\($0.rows) row\($0.rows == 1 ? "" : "s"))" }.joined(separator: ", ")))
            rows.append(("process", process?.title ?? "not in the export (every hitch counted)"))
            if let display { rows.append(("display", display)) }
            rows.append(("refresh", s.refreshHz.map { "\($0) Hz (from \(refreshSource ?? "?"))" } ?? absent))
            rows.append(("frames", s.frames.map { "\($0) shown" } ?? absent))
            if let hitches = s.hitches {
                var apart: [String] = []
                if let system = s.systemHitches { apart.append("\(system) of the system") }
                if let other = s.otherProcessHitches { apart.append("\(other) of other processes") }
                rows.append(("hitches", "\(hitches)" + (apart.isEmpty ? "" : " (apart: " + apart.joined(separator: ", ") + ")")))
                if let commit = s.commitHitches, let render = s.renderHitches, let both = s.bothHitches {
                    rows.append(("hitch stages", "commit \(commit), render \(render), both \(both) (from \(stageSource ?? "?"))"))
                }
            } else {
                rows.append(("hitches", absent))
            }
            rows.append(("longest hitch", ms(s.maxHitchMs)))
            rows.append(("total hitch time", ms(s.totalHitchMs)))
            rows.append(
                (
                    "scroll hitch ratio",
                    s.scrollHitchTimeRatioMsPerSecond.map { value in
                        JSONText.fixed(value, decimals: 2) + " ms/s (\(s.band?.rawValue ?? "")) over "
                            + JSONText.fixed(s.scrollSeconds ?? 0, decimals: 2) + " s of scrolling (\(s.scrollHitches ?? 0) hitches)"
                    }
                        ?? (s.hitches == nil
                            ? "\(absent) (no hitches table: give hitches.xml or hitches-summary.xml)"
                            : "none: give --scroll START-END or --scroll signpost:NAME")
                ))
            rows.append(
                (
                    "trace hitch ratio",
                    s.traceHitchTimeRatioMsPerSecond.map {
                        JSONText.fixed($0, decimals: 2) + " ms/s over " + JSONText.fixed(s.traceSeconds ?? 0, decimals: 2) + " s"
                    }
                        ?? (s.hitches == nil
                            ? "\(absent) (no hitches table: give hitches.xml or hitches-summary.xml)"
                            : "\(absent) (its length needs the table of contents or a frame table)")
                ))
            if s.renderP50Ms != nil {
                rows.append(
                    (
                        "render p50/p99/max",
                        [s.renderP50Ms, s.renderP99Ms, s.renderMaxMs].map { $0.map { JSONText.fixed($0, decimals: 2) } ?? "-" }.joined(
                            separator: " / ") + " ms"
                    ))
            }
            if s.commitP50Ms != nil {
                rows.append(
                    (
                        "commit p50/p99/max",
                        [s.commitP50Ms, s.commitP99Ms, s.commitMaxMs].map { $0.map { JSONText.fixed($0, decimals: 2) } ?? "-" }.joined(
                            separator: " / ") + " ms"
                    ))
            }
        }
        rows += skipped.map { ("skipped", $0) } + notes.map { ("note", $0) }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0 + ":" + String(repeating: " ", count: width - $0.0.count + 1) + $0.1 }.joined(separator: "\n") + "\n"
    }
}
