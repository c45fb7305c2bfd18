import BenchGate
import DeviceFiles
import DeviceImport
import JSONText

extension DeviceRow {
    /// The rows as a JSON array, one a line: label, source, runs (and as the plots say it), files, the ratio judged with its interval, the
    /// longest hitch with its interval, and every summary field (medians over the runs) under the device file's names.
    package static func json(_ rows: [DeviceRow]) -> JSONValue {
        let number = { (value: Double?) in JSONValue.number(value, 6) }
        return .array(rows, .lines) { row in
            let fields: [(key: String, value: JSONValue)] = [
                ("label", .string(row.label)), ("source", .string(row.source.rawValue)), ("runs", .int(row.runs)),
                ("runsLabel", .string(JSONText.counted(row.runs, "run"))),
                ("files", .array(row.files.map(JSONValue.string))), ("ratio", .string(row.ratioKind?.rawValue)),
                ("ratioMsPerSecond", number(row.hitchTimeRatio?.value)), ("ratioMsPerSecondLow", number(row.hitchTimeRatio?.low)),
                ("ratioMsPerSecondHigh", number(row.hitchTimeRatio?.high)), ("maxHitchMsLow", number(row.maxHitchMs?.low)),
                ("maxHitchMsHigh", number(row.maxHitchMs?.high)),
            ]
            return .object(fields + DeviceRun.summaryFields.map { ($0.field.name, $0.value(row.summary)) })
        }
    }
}
