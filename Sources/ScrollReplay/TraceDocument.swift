import JSONText

/// What one pass over trace JSON found: the header fields as read, the first `TraceLimits.maxEvents`
/// events decoded, and the first problem with an event. The envelope (an object, each field once, the format
/// tag) is `JSONEnvelope`'s.
///
/// Problems other than broken JSON are recorded rather than thrown, so `TraceLoader` can report them
/// in a fixed order whatever the order of the fields in the file. Past the event limit, or after a bad
/// event, events are only counted: memory stays proportional to what a trace may hold.
struct TraceDocument {
    /// The fields a trace has besides `format`.
    static let fields: Set<String> = ["name", "description", "events"]
    var name: JSONScalar?
    var description: JSONScalar?
    /// The kind of the `events` value; nil when the field is missing.
    var eventsKind: JSONKind?
    var events: [TraceEvent] = []
    var eventCount = 0
    var firstEventError: TraceError?

    /// Reads a whole document through the envelope; throws the envelope's first problem.
    init(bytes: [UInt8]) throws(JSONEnvelopeError) {
        try JSONEnvelope.read(bytes, format: TraceLimits.formatTag, known: Self.fields) { reader, key throws(JSONError) in
            switch key {
            case "name": name = try reader.readScalar()
            case "description": description = try reader.readScalar()
            default:
                eventsKind = try reader.peek()
                if eventsKind == .array { try readEvents(&reader) } else { try reader.skipValue() }
            }
        }
    }

    private mutating func readEvents(_ reader: inout JSONReader) throws(JSONError) {
        try reader.beginArray()
        while try reader.nextElement() {
            let index = eventCount
            eventCount += 1
            if eventCount == TraceLimits.maxEvents + 1 { events = [] }
            guard eventCount <= TraceLimits.maxEvents, firstEventError == nil else {
                try reader.skipValue()
                continue
            }
            switch try Self.readEvent(&reader, index: index) {
            case .success(let event): events.append(event)
            case .failure(let error): firstEventError = error
            }
        }
    }

    /// One event, read whole (even when it is wrong, so reading can go on) and then interpreted.
    private static func readEvent(_ reader: inout JSONReader, index: Int) throws(JSONError) -> Result<TraceEvent, TraceError> {
        guard try reader.peek() == .object else {
            try reader.skipValue()
            return .failure(TraceError("event is not a JSON object", eventIndex: index))
        }
        var fields = EventFields()
        try reader.beginObject()
        while let key = try reader.nextKey() {
            try fields.read(key, from: &reader)
        }
        do {
            return .success(try fields.event(index: index))
        } catch {
            return .failure(error)
        }
    }
}

/// The fields of one event that the format knows; others are skipped.
private struct EventFields {
    var t, type, x, y, series: JSONScalar?
    var duplicate: String?

    mutating func read(_ key: String, from reader: inout JSONReader) throws(JSONError) {
        let value: WritableKeyPath<EventFields, JSONScalar?>
        switch key {
        case "t": value = \.t
        case "type": value = \.type
        case "x": value = \.x
        case "y": value = \.y
        case "series": value = \.series
        default:
            try reader.skipValue()
            return
        }
        if self[keyPath: value] != nil { duplicate = duplicate ?? key }
        self[keyPath: value] = try reader.readScalar()
    }

    func event(index: Int) throws(TraceError) -> TraceEvent {
        if let duplicate { throw TraceError("duplicate field \"\(duplicate)\"", eventIndex: index) }
        let t = try number(t, "t", index: index)
        guard let type else { throw TraceError("missing field \"type\"", eventIndex: index) }
        guard let typeName = type.string else { throw TraceError("field \"type\" is not a string", eventIndex: index) }
        let kind: TraceEvent.Kind
        switch typeName {
        case "touchDown": kind = .touchDown(x: try number(x, "x", index: index))
        case "touchMove": kind = .touchMove(x: try number(x, "x", index: index))
        case "touchUp": kind = .touchUp
        case "tap": kind = .tap(Point2(x: try number(x, "x", index: index), y: try number(y, "y", index: index)))
        case "highlight":
            switch series {
            case nil: throw TraceError("missing field \"series\" (use null to clear)", eventIndex: index)
            case .null: kind = .highlight(series: nil)
            case .string(let name): kind = .highlight(series: name)
            default: throw TraceError("field \"series\" is not a string or null", eventIndex: index)
            }
        case "end": kind = .end
        default: throw TraceError("unknown event type \(JSONText.quotedExcerpt(typeName))", eventIndex: index)
        }
        return TraceEvent(timeSeconds: t, kind: kind)
    }

    /// A number field; booleans, strings and the rest are refused (JSON numbers are always finite).
    private func number(_ value: JSONScalar?, _ field: String, index: Int) throws(TraceError) -> Double {
        guard let value else { throw TraceError("missing field \"\(field)\"", eventIndex: index) }
        guard let number = value.double else { throw TraceError("field \"\(field)\" is not a number", eventIndex: index) }
        return number
    }
}
