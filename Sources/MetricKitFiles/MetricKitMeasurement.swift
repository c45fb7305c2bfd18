import DeviceImport
import JSONText

/// MetricKit's hitch time ratios as payloads write them, each with its unit checked: the older
/// `MXAnimationMetric` writes a measurement as text, `"12 ms per s"`; the newer `HitchTimeMetric` and
/// `SignpostIntervalMetric` (`Measurement<HitchTimeRatio>`, symbol `ms per s`) may also come as Foundation's
/// encoding of a measurement, `{"value": 12, "unit": {"symbol": "ms per s"}}` (or `"unit": "ms per s"`).
enum MetricKitMeasurement {
    /// The one unit read.
    static let unit = "ms per s"

    /// A ratio in ms per s from the value at the reader, which must be a measurement in that unit (or null: nil).
    static func ratio(_ reader: inout JSONReader, _ name: String, fail: (String) -> DeviceImportError) throws -> Double? {
        switch try reader.peek() {
        case .object:
            var value: Double?
            var unit: String?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "value": value = try reader.readScalar().double
                case "unit":
                    if try reader.peek() == .object {
                        try reader.beginObject()
                        while let field = try reader.nextKey() {
                            if field == "symbol" { unit = try reader.readScalar().string } else { try reader.skipValue() }
                        }
                    } else {
                        unit = try reader.readScalar().string
                    }
                default: try reader.skipValue()
                }
            }
            guard let value else { throw fail("\(name) has no number \"value\"") }
            guard unit == Self.unit else {
                throw fail("\(name)'s unit \(unit.map { JSONText.quotedExcerpt($0) } ?? "(none)") is not \(Self.unit)")
            }
            return try checked(value, "\(name) \(value)", fail: fail)
        default:
            return try ratio(try reader.readScalar(), name, fail: fail)
        }
    }

    /// A measurement `"12.5 ms per s"` in ms per s: a plain decimal number, one space, the unit.
    static func ratio(_ scalar: JSONScalar?, _ name: String, fail: (String) -> DeviceImportError) throws -> Double? {
        guard let scalar, scalar != .null else { return nil }
        guard let text = scalar.string else {
            throw fail("\(name) is not a string (jsonRepresentation() writes a measurement with its unit, as \"12 ms per s\")")
        }
        guard let space = text.firstIndex(of: " ") else { throw fail("\(name) \(JSONText.quotedExcerpt(text)) has no unit") }
        let number = text[..<space]
        let unit = text[text.index(after: space)...]
        guard unit == unit.trimmingPrefix(" "), String(unit) == Self.unit else {
            throw fail("\(name) \(JSONText.quotedExcerpt(text)) is not in \(Self.unit)")
        }
        let plain =
            !number.isEmpty && number.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") } && number.filter { $0 == "." }.count <= 1
            && number.first != "." && number.last != "."
        guard plain, let value = Double(number) else {
            throw fail("\(name) \(JSONText.quotedExcerpt(text)) is not a number of \(Self.unit)")
        }
        return try checked(value, "\(name) \(JSONText.quotedExcerpt(text))", fail: fail)
    }

    private static func checked(_ value: Double, _ shown: String, fail: (String) -> DeviceImportError) throws -> Double {
        guard value.isFinite, value >= 0 else { throw fail("\(shown) is not a number of \(Self.unit) of at least 0") }
        guard value <= 1000 else { throw fail("\(shown) is more than 1000 ms per s, which no ratio of time can be") }
        return value
    }

    /// `HitchTimeMetric` (`hitchTime` or `hitchTimeMetric`): its `ratio`; the other fields are passed over.
    static func hitchTime(_ reader: inout JSONReader, under key: String, fail: (String) -> DeviceImportError) throws -> Double? {
        guard try reader.peek() == .object else { throw fail("\(key) is not an object") }
        var ratio: Double?
        try reader.beginObject()
        while let name = try reader.nextKey() {
            if name == "ratio" { ratio = try Self.ratio(&reader, "\(key).ratio", fail: fail) } else { try reader.skipValue() }
        }
        return ratio
    }

    /// The signpost intervals (`signpostMetrics`, or `signpostIntervals` of `SignpostIntervalMetric`s) that have a
    /// hitch time ratio: `hitchTimeRatio`, or `signpostIntervalData`'s `cumulativeHitchTimeRatio` (also written
    /// `signpostCumulativeHitchTimeRatio`), each named by its `signpostName` (empty when it has none).
    static func signposts(
        _ reader: inout JSONReader, under key: String, fail: (String) -> DeviceImportError
    ) throws -> [MetricKitPayload.SignpostRatio] {
        guard try reader.peek() == .array else { throw fail("\(key) is not an array") }
        var out: [MetricKitPayload.SignpostRatio] = []
        var index = 0
        try reader.beginArray()
        while try reader.nextElement() {
            let place = "\(key)[\(index)]"
            guard try reader.peek() == .object else { throw fail("\(place) is not an object") }
            var name: String?
            var ratio: Double?
            try reader.beginObject()
            while let field = try reader.nextKey() {
                switch field {
                case "signpostName": name = try reader.readScalar().string
                case "hitchTimeRatio": ratio = try Self.ratio(&reader, "\(place).hitchTimeRatio", fail: fail)
                case "signpostIntervalData":
                    guard try reader.peek() == .object else { throw fail("\(place).signpostIntervalData is not an object") }
                    try reader.beginObject()
                    while let inner = try reader.nextKey() {
                        if inner == "cumulativeHitchTimeRatio" || inner == "signpostCumulativeHitchTimeRatio" {
                            ratio = try Self.ratio(&reader, "\(place).signpostIntervalData.\(inner)", fail: fail)
                        } else {
                            try reader.skipValue()
                        }
                    }
                default: try reader.skipValue()
                }
            }
            if let ratio { out.append(MetricKitPayload.SignpostRatio(name: name ?? "", msPerSecond: ratio)) }
            index += 1
        }
        return out
    }
}
