import BenchGate
import BenchSuite
import DeviceImport
import JSONText
import ResultFiles

/// How compare shows device runs beside the strategies: a table of its own (people) and the `devices` array
/// (JSON). Each row is one label's runs: medians, with the runs' [smallest–largest] where several were given.
enum DeviceRowFormat {
    static let headers = [
        "device", "source", "runs", "frames", "hitches", "system hitches", "max hitch ms", "scroll hitch ms/s", "trace hitch ms/s",
        "MetricKit hitch ms/s", "render p50 ms", "render p99 ms", "refresh Hz",
    ]

    /// The rows as a table titled so no one reads them as the model's.
    static func table(_ rows: [DeviceRow], markdown: Bool) -> String {
        let title =
            "devices: measured on a phone (Instruments' own hitch durations, MetricKit's ratios per day), median of the runs"
            + " [smallest–largest]; not the model's figures"
        let cells = rows.map(self.cells)
        if markdown {
            var out = "#### \(title)\n\n| " + headers.joined(separator: " | ") + " |\n"
            out += "|" + headers.indices.map { $0 == 0 ? "---|" : "---:|" }.joined() + "\n"
            for row in cells { out += "| " + row.map { $0.replacing("|", with: "\\|") }.joined(separator: " | ") + " |\n" }
            return out
        }
        return ComparisonFormat.alignedTable(title: title, headers: headers, rows: cells)
    }

    /// One row's cells: `-` where the data do not give the figure.
    static func cells(_ row: DeviceRow) -> [String] {
        let s = row.summary
        let two = { (value: Double?) in value.map { JSONText.fixed($0, decimals: 2) } ?? "-" }
        let int = { (value: Int?) in value.map(String.init) ?? "-" }
        func interval(_ estimate: RepeatEstimate?) -> String {
            guard let low = estimate?.low, let high = estimate?.high else { return "" }
            return " [\(JSONText.fixed(low, decimals: 2))–\(JSONText.fixed(high, decimals: 2))]"
        }
        let scroll = s.scrollHitchTimeRatioMsPerSecond.map {
            JSONText.fixed($0, decimals: 2) + (s.band.map { " (\($0.rawValue))" } ?? "")
                + (row.ratioKind == .scroll ? interval(row.hitchTimeRatio) : "")
        }
        let trace = s.traceHitchTimeRatioMsPerSecond.map {
            JSONText.fixed($0, decimals: 2) + (row.ratioKind == .trace ? interval(row.hitchTimeRatio) : "")
        }
        return [
            row.label, row.source.rawValue, String(row.runs), int(s.frames), int(s.hitches), int(s.systemHitches),
            s.maxHitchMs.map { JSONText.fixed($0, decimals: 2) + interval(row.maxHitchMs) } ?? "-", scroll ?? "-", trace ?? "-",
            two(s.hitchTimeRatioMsPerSecond), two(s.renderP50Ms), two(s.renderP99Ms), int(s.refreshHz),
        ]
    }
}
