import JSONText

/// What one pass over baseline JSON found: the header fields as read, the entries, and the first
/// problem among the entries, recorded rather than thrown so `Baseline.load` reports problems in a
/// fixed order whatever the order of the fields. Past `Baseline.maxEntries` entries are only counted.
struct BaselineDocument {
    var isObject = true
    var format, command, days, refreshHz: JSONScalar?
    var tolerances: [String: JSONScalar]?
    var tolerancesKind: JSONKind?
    var tracesKind: JSONKind?
    var entries: [String: [String: Baseline.Entry]] = [:]
    var entryCount = 0
    var firstEntryProblem: String?

    /// Reads a whole document; throws only when it is not valid JSON.
    init(bytes: [UInt8]) throws(JSONError) {
        var reader = JSONReader(bytes)
        guard try reader.peek() == .object else {
            try reader.skipValue()
            try reader.finish()
            isObject = false
            return
        }
        try reader.readObject { reader, key throws(JSONError) in
            switch key {
            case "format": format = try reader.readScalar()
            case "command": command = try reader.readScalar()
            case "days": days = try reader.readScalar()
            case "refreshHz": refreshHz = try reader.readScalar()
            case "tolerances":
                tolerancesKind = try reader.peek()
                guard tolerancesKind == .object else { return try reader.skipValue() }
                var fields: [String: JSONScalar] = [:]
                try reader.readObject { reader, key throws(JSONError) in fields[key] = try reader.readScalar() }
                tolerances = fields
            case "traces":
                tracesKind = try reader.peek()
                guard tracesKind == .object else { return try reader.skipValue() }
                try readTraces(&reader)
            default:
                try reader.skipValue()
            }
        }
        try reader.finish()
    }

    private mutating func readTraces(_ reader: inout JSONReader) throws(JSONError) {
        try reader.readObject { reader, trace throws(JSONError) in
            guard try reader.peek() == .object else {
                firstEntryProblem = firstEntryProblem ?? "traces.\(trace.asFieldName) is not an object"
                return try reader.skipValue()
            }
            try reader.readObject { reader, strategy throws(JSONError) in
                entryCount += 1
                guard entryCount <= Baseline.maxEntries, firstEntryProblem == nil else { return try reader.skipValue() }
                switch try Self.readEntry(&reader) {
                case .success(let entry): entries[trace, default: [:]][strategy] = entry
                case .failure(let problem):
                    firstEntryProblem = "traces.\(trace.asFieldName).\(strategy.asFieldName) \(problem.description)"
                }
            }
        }
    }

    private static func readEntry(_ reader: inout JSONReader) throws(JSONError) -> Result<Baseline.Entry, EntryProblem> {
        guard try reader.peek() == .object else {
            try reader.skipValue()
            return .failure(.fields)
        }
        var frames: Int?
        var counters, effects: [String: Int]?
        var ratio: JSONScalar = .null
        try reader.readObject { reader, key throws(JSONError) in
            switch key {
            case "frames": frames = try reader.readScalar().int
            case "counters": counters = try reader.readIntMap()
            case "effects": effects = try reader.readIntMap()
            case "timeRatioToRenderAll": ratio = try reader.readScalar()
            default: try reader.skipValue()
            }
        }
        guard let frames, let counters, let effects else { return .failure(.fields) }
        guard ratio == .null || ratio.double != nil else { return .failure(.ratio) }
        return .success(Baseline.Entry(frames: frames, counters: counters, effects: effects, timeRatioToRenderAll: ratio.double))
    }

    private enum EntryProblem: Error, CustomStringConvertible {
        case fields, ratio
        var description: String {
            switch self {
            case .fields: "needs frames, counters and effects"
            case .ratio: "timeRatioToRenderAll is not a number or null"
            }
        }
    }
}
