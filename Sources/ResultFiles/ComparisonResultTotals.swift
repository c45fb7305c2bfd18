import FrameTiming
import JSONText

/// What a comparison file's `results` give beside its rows: each strategy's counter totals (its result's
/// `total.<counter>` metrics) and the machine the first result records. A result that is not an object or names
/// no strategy is passed over.
struct ComparisonResultTotals {
    /// Counter totals by name, by strategy.
    var counters: [String: [String: Int]] = [:]
    /// The machine, from the first result whose metadata records one.
    var machine: MachineRecord?

    /// Reads the `results` array the reader is at (anything else is passed over).
    mutating func read(_ reader: inout JSONReader) throws(JSONError) {
        guard try reader.peek() == .array else { return try reader.skipValue() }
        try reader.readArray { reader throws(JSONError) in try readResult(&reader) }
    }

    /// One strategy's result: its name and machine (metadata) and its counter totals (metrics).
    private mutating func readResult(_ reader: inout JSONReader) throws(JSONError) {
        guard try reader.peek() == .object else { return try reader.skipValue() }
        var metadata: [String: JSONScalar] = [:]
        var metrics: [String: JSONScalar] = [:]
        var names: [String] = []
        try reader.readObject { reader, key throws(JSONError) in
            switch key {
            case "metadata": metadata = try Self.scalars(&reader)
            case "metrics": metrics = try Self.scalars(&reader)
            case "counterNames": names = try reader.readList(limit: JSONReader.maxNamedCounts) { $0.string } ?? []
            default: try reader.skipValue()
            }
        }
        guard let strategy = metadata["strategy"]?.string else { return }
        var totals: [String: Int] = [:]
        for name in names { if let value = metrics["total." + name]?.double { totals[name] = Int(value.rounded()) } }
        counters[strategy] = totals
        if machine == nil {
            let fields = MachineInfo.fieldNames.compactMap { name in
                metadata["machine." + name]?.string.map { MachineRecord.Field(key: name, value: $0) }
            }
            if !fields.isEmpty { machine = MachineRecord(fields: fields) }
        }
    }

    /// An object's scalar fields (nested values passed over); empty for anything but an object.
    private static func scalars(_ reader: inout JSONReader) throws(JSONError) -> [String: JSONScalar] {
        guard try reader.peek() == .object else {
            try reader.skipValue()
            return [:]
        }
        var fields: [String: JSONScalar] = [:]
        try reader.readObject { reader, key throws(JSONError) in
            switch try reader.peek() {
            case .object, .array: try reader.skipValue()
            default: fields[key] = try reader.readScalar()
            }
        }
        return fields
    }
}
