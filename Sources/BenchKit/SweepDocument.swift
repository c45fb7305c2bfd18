import FrameTiming
import JSONText

/// What one pass over sweep JSON found: the header fields as read, the points, and the first problem
/// with a point, recorded rather than thrown so `SweepResult.load` reports problems in a fixed order
/// whatever the order of the fields. Past `SweepResult.maxPoints` points are only counted.
struct SweepDocument {
    var isObject = true
    var format, trace, refreshHz, clock, repeats: JSONScalar?
    var shard: JSONScalar = .null
    /// nil when missing or not an array of strings.
    var strategies: [String]?
    /// nil when missing, not an array of whole numbers, or longer than `SweepResult.maxSizes`.
    var days: [Int]?
    var pointsKind: JSONKind?
    var points: [SweepPoint] = []
    var pointCount = 0
    var firstPointProblem: String?

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
            case "trace": trace = try reader.readScalar()
            case "refreshHz": refreshHz = try reader.readScalar()
            case "clock": clock = try reader.readScalar()
            case "repeats": repeats = try reader.readScalar()
            case "shard": shard = try reader.readScalar()
            case "strategies": strategies = try reader.readList(limit: SweepResult.maxPoints) { $0.string }
            case "days": days = try reader.readList(limit: SweepResult.maxSizes) { $0.int }
            case "points":
                pointsKind = try reader.peek()
                guard pointsKind == .array else { return try reader.skipValue() }
                try readPoints(&reader)
            default:
                try reader.skipValue()
            }
        }
        try reader.finish()
    }

    private mutating func readPoints(_ reader: inout JSONReader) throws(JSONError) {
        try reader.readArray { reader throws(JSONError) in
            let index = pointCount
            pointCount += 1
            guard pointCount <= SweepResult.maxPoints, firstPointProblem == nil else { return try reader.skipValue() }
            if let point = try Self.readPoint(&reader) {
                points.append(point)
            } else {
                firstPointProblem = "point \(index) is missing a field"
            }
        }
    }

    /// One point, or nil when a field is missing or of the wrong type.
    private static func readPoint(_ reader: inout JSONReader) throws(JSONError) -> SweepPoint? {
        guard try reader.peek() == .object else {
            try reader.skipValue()
            return nil
        }
        var fields: [String: JSONScalar] = [:]
        var totals: [String: Int]?
        try reader.readObject { reader, key throws(JSONError) in
            if key == "totals" { totals = try reader.readIntMap() } else { fields[key] = try reader.readScalar() }
        }
        guard let strategy = fields["strategy"]?.string, let days = fields["days"]?.int, let frames = fields["frames"]?.int,
              let p50 = fields["p50FrameMs"]?.double, let p99 = fields["p99FrameMs"]?.double,
              let maximum = fields["maxFrameMs"]?.double, let hitches = fields["hitches"]?.int,
              let maxHitch = fields["maxHitchMs"]?.double, let ratio = fields["hitchTimeRatioMsPerSecond"]?.double,
              let bytes = fields["peakCacheBytes"]?.int, let totals else { return nil }
        return SweepPoint(strategy: strategy, days: days, frames: frames, p50FrameMs: p50, p99FrameMs: p99, maxFrameMs: maximum,
                          hitches: hitches, maxHitchMs: maxHitch, hitchTimeRatioMsPerSecond: ratio, peakCacheBytes: bytes,
                          totals: totals)
    }
}
