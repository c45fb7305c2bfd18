import BenchGate
import BenchSuite
import ChartKit
import DeviceImport
import FrameTiming
import JSONText
import StrategyRun

/// What one pass over baseline JSON found: the header fields as read, the entries, and the first
/// problem among the entries, recorded rather than thrown so `Baseline.load` reports problems in a
/// fixed order whatever the order of the fields. Past `Baseline.maxEntries` entries are only counted. The
/// envelope (an object, each field once, the format tag) is `JSONEnvelope`'s.
struct BaselineDocument {
    /// The fields a baseline has besides `format`.
    static let fields: Set<String> = ["command", "settings", "tolerances", "traces", "devices", "machine"]
    var command: JSONScalar?
    var settings: [RecordedSettings.Setting] = []
    var settingsKind: JSONKind?
    var settingsProblem: String?
    /// The machine that recorded it (`MachineInfo.fields`), strings by name, in the file's order.
    var machine: [MachineRecord.Field] = []
    var machineProblem: String?
    var tolerances: KnownFields?
    var tolerancesKind: JSONKind?
    var tracesKind: JSONKind?
    /// A field named twice inside `tolerances`, as `tolerances.<name>`.
    var duplicateField: String?
    var entries: [String: [String: Baseline.Entry]] = [:]
    var devices: [String: Baseline.DeviceEntry] = [:]
    var entryCount = 0
    var firstEntryProblem: String?

    /// Reads a whole document through the envelope (`older` says what to say of a previous format); throws the
    /// envelope's first problem.
    init(bytes: [UInt8], older: [String: String]) throws(JSONEnvelopeError) {
        try JSONEnvelope.read(bytes, format: Baseline.format, known: Self.fields, older: older) { reader, key throws(JSONError) in
            switch key {
            case "command": command = try reader.readScalar()
            case "settings":
                settingsKind = try reader.peek()
                guard settingsKind == .object else { return try reader.skipValue() }
                try readSettings(&reader)
            case "machine":
                guard try reader.peek() == .object else {
                    machineProblem = "machine is not an object"
                    return try reader.skipValue()
                }
                try reader.readObject { reader, name throws(JSONError) in
                    let scalar = try reader.readScalar()
                    guard machineProblem == nil else { return }
                    if let text = scalar.string, machine.count < RecordedSettings.maxSettings, !machine.contains(where: { $0.key == name })
                    {
                        machine.append(MachineRecord.Field(key: name, value: text))
                    } else {
                        machineProblem =
                            "machine.\(name.asFieldName) is not a string named once (at most \(RecordedSettings.maxSettings) fields)"
                    }
                }
            case "tolerances":
                tolerancesKind = try reader.peek()
                guard tolerancesKind == .object else { return try reader.skipValue() }
                var fields = KnownFields(Set(["counters"] + GateMeasure.allCases.map(\.rawValue) + DeviceMeasure.allCases.map(\.rawValue)))
                try reader.readObject { reader, key throws(JSONError) in try fields.read(key, from: &reader) }
                if let duplicate = fields.duplicate { duplicateField = duplicateField ?? "tolerances.\(duplicate)" }
                tolerances = fields
            case "devices":
                guard try reader.peek() == .object else {
                    firstEntryProblem = firstEntryProblem ?? "devices is not an object"
                    return try reader.skipValue()
                }
                try readDevices(&reader)
            default:
                tracesKind = try reader.peek()
                guard tracesKind == .object else { return try reader.skipValue() }
                try readTraces(&reader)
            }
        }
    }

    private mutating func readSettings(_ reader: inout JSONReader) throws(JSONError) {
        (settings, settingsProblem) = try RecordedSettings.read(&reader)
    }

    private mutating func readTraces(_ reader: inout JSONReader) throws(JSONError) {
        var seen = Set<String>()
        try reader.readObject { reader, trace throws(JSONError) in
            let name = trace.asFieldName
            if !seen.insert(trace).inserted { firstEntryProblem = firstEntryProblem ?? "traces.\(name) appears twice" }
            guard try reader.peek() == .object else {
                firstEntryProblem = firstEntryProblem ?? "traces.\(name) is not an object"
                return try reader.skipValue()
            }
            try reader.readObject { reader, strategy throws(JSONError) in
                entryCount += 1
                guard entryCount <= Baseline.maxEntries, firstEntryProblem == nil else { return try reader.skipValue() }
                let path = "traces.\(name).\(strategy.asFieldName)"
                switch try Self.readEntry(&reader) {
                case .success where entries[trace]?[strategy] != nil: firstEntryProblem = "\(path) appears twice"
                case .success(let entry): entries[trace, default: [:]][strategy] = entry
                case .failure(let problem): firstEntryProblem = "\(path) \(problem.description)"
                }
            }
        }
    }

    private mutating func readDevices(_ reader: inout JSONReader) throws(JSONError) {
        try reader.readObject { reader, label throws(JSONError) in
            entryCount += 1
            guard entryCount <= Baseline.maxEntries, firstEntryProblem == nil else { return try reader.skipValue() }
            let path = "devices.\(label.asFieldName)"
            guard devices[label] == nil else {
                firstEntryProblem = "\(path) appears twice"
                return try reader.skipValue()
            }
            guard try reader.peek() == .object else {
                firstEntryProblem = "\(path) is not an object"
                return try reader.skipValue()
            }
            var fields = KnownFields(
                Set(["source", "runs", "ratio"] + DeviceMeasure.allCases.map(\.field) + DeviceMeasure.allCases.map(\.highField)))
            try reader.readObject { reader, key throws(JSONError) in try fields.read(key, from: &reader) }
            if let duplicate = fields.duplicate {
                firstEntryProblem = "\(path) has field \(duplicate.asFieldName) twice"
                return
            }
            guard let source = fields["source"]?.string, DeviceRun.Source(rawValue: source) != nil, let runs = fields["runs"]?.int,
                runs >= 1
            else {
                firstEntryProblem = "\(path) needs source (instruments or metrickit) and runs (at least 1)"
                return
            }
            let ratio = fields["ratio"] ?? .null
            guard ratio == .null || ratio.string.flatMap(DeviceSummary.RatioKind.init(rawValue:)) != nil else {
                firstEntryProblem = "\(path) ratio is not scroll, trace or null"
                return
            }
            var measures: [DeviceMeasure: Double] = [:]
            var highs: [DeviceMeasure: Double] = [:]
            for measure in DeviceMeasure.allCases {
                for (name, isHigh) in [(measure.field, false), (measure.highField, true)] {
                    let value = fields[name] ?? .null
                    guard value == .null || (value.double ?? -1) >= 0 else {
                        firstEntryProblem = "\(path) \(name) is not a number of at least 0 or null"
                        return
                    }
                    if isHigh { highs[measure] = value.double } else { measures[measure] = value.double }
                }
            }
            devices[label] = Baseline.DeviceEntry(source: source, runs: runs, ratio: ratio.string, measures: measures)
            devices[label]?.highs = highs
        }
    }

    private static func readEntry(_ reader: inout JSONReader) throws(JSONError) -> Result<Baseline.Entry, EntryProblem> {
        guard try reader.peek() == .object else {
            try reader.skipValue()
            return .failure(.fields)
        }
        let known = ["snap", "frames", "counters", "effects"] + GateMeasure.allCases.map(\.rawValue)
        var seen = Set<String>()
        var duplicate: String?
        var frames: Int?
        var counters, effects: [String: Int]?
        var snap: JSONScalar = .null
        var measures: [GateMeasure: JSONScalar] = [:]
        try reader.readObject { reader, key throws(JSONError) in
            if known.contains(key), !seen.insert(key).inserted { duplicate = duplicate ?? key }
            switch key {
            case "frames": frames = try reader.readScalar().int
            case "counters": counters = try reader.readIntMap()
            case "effects": effects = try reader.readIntMap()
            case "snap": snap = try reader.readScalar()
            default:
                guard let measure = GateMeasure(rawValue: key) else { return try reader.skipValue() }
                measures[measure] = try reader.readScalar()
            }
        }
        if let duplicate { return .failure(.duplicate(duplicate)) }
        guard let frames, let counters, let effects else { return .failure(.fields) }
        guard let snapName = snap.string, ScrollSnap(rawValue: snapName) != nil else { return .failure(.snap) }
        var values: [GateMeasure: Double] = [:]
        for (measure, scalar) in measures where scalar != .null {
            guard let value = scalar.double else { return .failure(.measure(measure.rawValue)) }
            values[measure] = value
        }
        return .success(Baseline.Entry(snap: snapName, frames: frames, counters: counters, effects: effects, measures: values))
    }

    private enum EntryProblem: Error, CustomStringConvertible {
        case fields, snap
        case measure(String)
        case duplicate(String)
        var description: String {
            switch self {
            case .fields:
                "needs frames, counters and effects (whole numbers; at most \(JSONReader.maxNamedCounts) counters or effects, each named once)"
            case .measure(let name): "\(name) is not a number or null"
            case .snap: "snap is not none, noon or day"
            case .duplicate(let field): "has field \(field.asFieldName) twice"
            }
        }
    }
}
