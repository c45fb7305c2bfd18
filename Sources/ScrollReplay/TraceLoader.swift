import Foundation

/// Reads `hitchbench-trace/1` JSON and rejects anything malformed with a one-line `TraceError`.
///
/// Parsing uses `JSONSerialization` rather than `Codable` so each error can name the event index
/// and the field at fault.
public enum TraceLoader {
    /// Loads and validates the trace file at `path`; `knownSeries` lists the series names a highlight may use.
    public static func load(contentsOf path: String, knownSeries: [String]) throws(TraceError) -> Trace {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TraceError("cannot read trace file \(path)")
        }
        return try load(data: data, knownSeries: knownSeries)
    }

    /// Parses and validates trace JSON; `knownSeries` lists the series names a highlight may use.
    public static func load(data: Data, knownSeries: [String]) throws(TraceError) -> Trace {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw TraceError("not valid JSON")
        }
        guard let object = root as? [String: Any] else {
            throw TraceError("top level is not a JSON object")
        }
        guard let format = object["format"] else {
            throw TraceError("missing field \"format\" (expected \"\(TraceLimits.formatTag)\")")
        }
        guard let formatString = format as? String, formatString == TraceLimits.formatTag else {
            throw TraceError("unsupported format \(describe(format)) (expected \"\(TraceLimits.formatTag)\")")
        }
        guard let nameValue = object["name"] else { throw TraceError("missing field \"name\"") }
        guard let name = nameValue as? String else { throw TraceError("field \"name\" is not a string") }
        let description: String
        switch object["description"] {
        case nil, is NSNull: description = ""
        case let text as String: description = text
        default: throw TraceError("field \"description\" is not a string")
        }
        guard let eventsValue = object["events"] else { throw TraceError("missing field \"events\"") }
        guard let rawEvents = eventsValue as? [Any] else { throw TraceError("field \"events\" is not an array") }
        if rawEvents.isEmpty { throw TraceError("trace has no events") }
        if rawEvents.count > TraceLimits.maxEvents {
            throw TraceError("too many events (\(rawEvents.count) > \(TraceLimits.maxEvents))")
        }
        var events: [TraceEvent] = []
        events.reserveCapacity(rawEvents.count)
        for (index, raw) in rawEvents.enumerated() {
            events.append(try parseEvent(raw, index: index))
        }
        let trace = Trace(name: name, description: description, events: events)
        try validate(trace, knownSeries: knownSeries)
        return trace
    }

    /// Checks the rules a parsed trace must follow (times, limits, finger state, series, nothing after `end`).
    public static func validate(_ trace: Trace, knownSeries: [String]) throws(TraceError) {
        if trace.events.isEmpty { throw TraceError("trace has no events") }
        if trace.events.count > TraceLimits.maxEvents {
            throw TraceError("too many events (\(trace.events.count) > \(TraceLimits.maxEvents))")
        }
        var previousTime = 0.0
        var fingerDown = false
        var ended = false
        for (index, event) in trace.events.enumerated() {
            let t = event.timeSeconds
            if ended { throw TraceError("event after end", eventIndex: index) }
            if !t.isFinite { throw TraceError("field \"t\" is not finite", eventIndex: index) }
            if t < 0 { throw TraceError("negative time \(t)", eventIndex: index) }
            if t > TraceLimits.maxDurationSeconds {
                throw TraceError(
                    "time \(t) s exceeds the \(Int(TraceLimits.maxDurationSeconds)) s limit", eventIndex: index)
            }
            if t < previousTime {
                throw TraceError("time \(t) is before the previous event's \(previousTime) (events must be sorted)",
                                 eventIndex: index)
            }
            previousTime = t
            switch event.kind {
            case .touchDown(let x):
                try checkCoordinate(x, field: "x", index: index)
                if fingerDown { throw TraceError("touchDown while the finger is already down", eventIndex: index) }
                fingerDown = true
            case .touchMove(let x):
                try checkCoordinate(x, field: "x", index: index)
                if !fingerDown { throw TraceError("touchMove before touchDown", eventIndex: index) }
            case .touchUp:
                if !fingerDown { throw TraceError("touchUp before touchDown", eventIndex: index) }
                fingerDown = false
            case .tap(let point):
                try checkCoordinate(point.x, field: "x", index: index)
                try checkCoordinate(point.y, field: "y", index: index)
                if fingerDown { throw TraceError("tap while the finger is down", eventIndex: index) }
            case .highlight(let series):
                if let series, !knownSeries.contains(series) {
                    throw TraceError("unknown series \"\(series)\" (known: \(knownSeries.joined(separator: ", ")))",
                                     eventIndex: index)
                }
            case .end:
                ended = true
            }
        }
    }

    private static func parseEvent(_ raw: Any, index: Int) throws(TraceError) -> TraceEvent {
        guard let object = raw as? [String: Any] else {
            throw TraceError("event is not a JSON object", eventIndex: index)
        }
        let t = try number(object, "t", index: index)
        guard let typeValue = object["type"] else { throw TraceError("missing field \"type\"", eventIndex: index) }
        guard let type = typeValue as? String else {
            throw TraceError("field \"type\" is not a string", eventIndex: index)
        }
        let kind: TraceEvent.Kind
        switch type {
        case "touchDown": kind = .touchDown(x: try number(object, "x", index: index))
        case "touchMove": kind = .touchMove(x: try number(object, "x", index: index))
        case "touchUp": kind = .touchUp
        case "tap":
            kind = .tap(Point2(x: try number(object, "x", index: index), y: try number(object, "y", index: index)))
        case "highlight":
            switch object["series"] {
            case nil: throw TraceError("missing field \"series\" (use null to clear)", eventIndex: index)
            case is NSNull: kind = .highlight(series: nil)
            case let series as String: kind = .highlight(series: series)
            default: throw TraceError("field \"series\" is not a string or null", eventIndex: index)
            }
        case "end": kind = .end
        default:
            throw TraceError("unknown event type \"\(type)\"", eventIndex: index)
        }
        return TraceEvent(timeSeconds: t, kind: kind)
    }

    /// Reads a JSON number field, refusing booleans (which `JSONSerialization` also bridges to `NSNumber`).
    private static func number(_ object: [String: Any], _ field: String, index: Int) throws(TraceError) -> Double {
        guard let value = object[field] else { throw TraceError("missing field \"\(field)\"", eventIndex: index) }
        guard let number = value as? NSNumber, type(of: number) == NSNumber.self else {
            throw TraceError("field \"\(field)\" is not a number", eventIndex: index)
        }
        let double = number.doubleValue
        if !double.isFinite { throw TraceError("field \"\(field)\" is not finite", eventIndex: index) }
        return double
    }

    private static func checkCoordinate(_ value: Double, field: String, index: Int) throws(TraceError) {
        if !value.isFinite { throw TraceError("field \"\(field)\" is not finite", eventIndex: index) }
        if abs(value) > TraceLimits.maxAbsCoordinatePoints {
            throw TraceError(
                "field \"\(field)\" = \(value) is outside ±\(Int(TraceLimits.maxAbsCoordinatePoints)) pt",
                eventIndex: index)
        }
    }

    private static func describe(_ value: Any) -> String {
        if let text = value as? String { return "\"\(text)\"" }
        return "\(value)"
    }
}
