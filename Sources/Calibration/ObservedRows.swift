import JSONText

/// The rows calibration keeps of a device file, taken one element at a time, the same whether the file was read
/// whole or streamed: each duration of `commits`, `renders` and `frameUpdates`, and each counted hitch of
/// `hitches`. A field with an element that is not what it holds is noted, and nothing more of it kept.
struct ObservedRows {
    /// The top-level arrays read.
    static let fields: Set<String> = ["commits", "renders", "frameUpdates", "hitches"]

    var commits: [Double] = []
    var renders: [Double] = []
    var frameUpdates: [Double] = []
    var hitches: [DeviceObservations.Hitch] = []
    /// The fields with an element that is not an interval (a hitch for `hitches`), or that are not arrays.
    private(set) var malformed: Set<String> = []

    /// What is wrong with `field` when it is malformed.
    static func problem(with field: String) -> String {
        field == "hitches" ? "hitches is not an array of hitches" : "\(field) is not an array of intervals"
    }

    /// Reads the element of `field` at `reader` (consuming it) and keeps what it says.
    mutating func take(_ field: String, from reader: inout JSONReader) throws(JSONError) {
        if field == "hitches" {
            let (isHitch, counted) = try Self.readHitch(&reader)
            guard isHitch else { return markMalformed(field) }
            if let counted, !malformed.contains(field) { hitches.append(counted) }
            return
        }
        guard let duration = try Self.readDuration(&reader) else { return markMalformed(field) }
        guard !malformed.contains(field) else { return }
        switch field {
        case "commits": commits.append(duration)
        case "renders": renders.append(duration)
        default: frameUpdates.append(duration)
        }
    }

    /// Notes that `field` is malformed (an element, or the field itself, is not what it holds) and lets go of
    /// what was kept of it.
    mutating func markMalformed(_ field: String) {
        guard malformed.insert(field).inserted else { return }
        switch field {
        case "commits": commits = []
        case "renders": renders = []
        case "frameUpdates": frameUpdates = []
        default: hitches = []
        }
    }

    /// The duration of an interval `{startSeconds, durationMs}`, or nil when the element is not one.
    private static func readDuration(_ reader: inout JSONReader) throws(JSONError) -> Double? {
        guard try reader.peek() == .object else {
            try reader.skipValue()
            return nil
        }
        var duration: Double?
        try reader.readObject { reader, key throws(JSONError) in
            let value = try reader.readScalar()
            if key == "durationMs" { duration = value.double }
        }
        guard let duration, duration.isFinite, duration >= 0 else { return nil }
        return duration
    }

    /// Whether the element is a device-file hitch, and the hitch when it is one and counted.
    private static func readHitch(_ reader: inout JSONReader) throws(JSONError) -> (isHitch: Bool, counted: DeviceObservations.Hitch?) {
        guard try reader.peek() == .object else {
            try reader.skipValue()
            return (false, nil)
        }
        var duration: Double?
        var stage: String?
        var quanta: Double?
        var counted = false
        try reader.readObject { reader, key throws(JSONError) in
            let value = try reader.readScalar()
            switch key {
            case "durationMs": duration = value.double
            case "stage": stage = value.string
            case "minQuanta": quanta = value.double
            case "counted": counted = value == .bool(true)
            default: break
            }
        }
        guard let duration, duration.isFinite, duration >= 0, quanta.map({ $0 >= 1 && $0 <= 1_000 && $0.rounded() == $0 }) != false
        else { return (false, nil) }
        return (true, counted ? DeviceObservations.Hitch(durationMs: duration, stage: stage, minQuanta: quanta.map { Int($0) }) : nil)
    }
}
