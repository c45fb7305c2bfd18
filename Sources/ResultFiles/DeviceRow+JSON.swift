import BenchGate
import DeviceImport
import JSONText

extension DeviceRow {
    /// The rows as a JSON array: label, source, runs, files, the ratio judged with its interval, the longest hitch
    /// with its interval, and every summary field (medians over the runs) under the device file's names.
    package static func json(_ rows: [DeviceRow]) -> String {
        let number = { (value: Double?) in value.map { JSONText.number($0, decimals: 6) } ?? "null" }
        let objects = rows.map { row -> String in
            var fields: [(String, String)] = [
                ("label", JSONText.quoted(row.label)), ("source", JSONText.quoted(row.source.rawValue)), ("runs", String(row.runs)),
                ("files", "[" + row.files.map(JSONText.quoted).joined(separator: ", ") + "]"),
                ("ratio", row.ratioKind.map { JSONText.quoted($0.rawValue) } ?? "null"),
                ("ratioMsPerSecond", number(row.hitchTimeRatio?.value)), ("ratioMsPerSecondLow", number(row.hitchTimeRatio?.low)),
                ("ratioMsPerSecondHigh", number(row.hitchTimeRatio?.high)), ("maxHitchMsLow", number(row.maxHitchMs?.low)),
                ("maxHitchMsHigh", number(row.maxHitchMs?.high)),
            ]
            fields += DeviceRun.summaryFields(row.summary)
            return "  {" + fields.map { "\(JSONText.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]"
    }
}
