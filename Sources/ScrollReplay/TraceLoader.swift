import Foundation
import JSONText

/// Reads `hitchbench-trace/1` JSON and rejects anything malformed with a one-line `TraceError`.
///
/// A trace file is read by one loader, `TraceLocator.read` (StrategyRun), only when it is a regular file within
/// `TraceLimits.fileLimit`, and its problems are one `TraceLoadFailure`; this parses the bytes in one pass with
/// `JSONReader`, so a refused trace of any size costs at most the limit in memory and each error can name the
/// event index and the field at fault.
package enum TraceLoader {
    /// Parses and validates trace JSON; `knownSeries` lists the series names a highlight may use.
    package static func load(data: Data, knownSeries: [String]) throws(TraceError) -> Trace {
        try load(bytes: [UInt8](data), knownSeries: knownSeries)
    }

    /// Parses and validates trace JSON given as bytes; `knownSeries` lists the series names a highlight may use.
    package static func load(bytes: [UInt8], knownSeries: [String]) throws(TraceError) -> Trace {
        let document: TraceDocument
        do {
            document = try TraceDocument(bytes: bytes)
        } catch {
            throw TraceError(error.reason)
        }
        let trace = try trace(from: document)
        try validate(trace, knownSeries: knownSeries)
        return trace
    }

    /// The trace a document holds, or its first problem: whole-file problems before event problems.
    private static func trace(from document: TraceDocument) throws(TraceError) -> Trace {
        guard let nameValue = document.name else { throw TraceError("missing field \"name\"") }
        guard let name = nameValue.string else { throw TraceError("field \"name\" is not a string") }
        let description: String
        switch document.description {
        case nil, .null: description = ""
        case .string(let text): description = text
        default: throw TraceError("field \"description\" is not a string")
        }
        guard let eventsKind = document.eventsKind else { throw TraceError("missing field \"events\"") }
        guard eventsKind == .array else { throw TraceError("field \"events\" is not an array") }
        if document.eventCount == 0 { throw TraceError("trace has no events") }
        if document.eventCount > TraceLimits.maxEvents {
            throw TraceError("too many events (\(document.eventCount) > \(TraceLimits.maxEvents))")
        }
        if let error = document.firstEventError { throw error }
        return Trace(name: name, description: description, events: document.events)
    }

    /// Checks the rules a parsed trace must follow (times, limits, finger state, series, nothing after `end`).
    package static func validate(_ trace: Trace, knownSeries: [String]) throws(TraceError) {
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
                throw TraceError(
                    "time \(t) is before the previous event's \(previousTime) (events must be sorted)",
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
                    throw TraceError(
                        "unknown series \(JSONText.quotedExcerpt(series)) (known: \(knownSeries.joined(separator: ", ")))",
                        eventIndex: index)
                }
            case .end:
                ended = true
            }
        }
    }

    private static func checkCoordinate(_ value: Double, field: String, index: Int) throws(TraceError) {
        if !value.isFinite { throw TraceError("field \"\(field)\" is not finite", eventIndex: index) }
        if abs(value) > TraceLimits.maxAbsCoordinatePoints {
            throw TraceError(
                "field \"\(field)\" = \(value) is outside ±\(Int(TraceLimits.maxAbsCoordinatePoints)) pt",
                eventIndex: index)
        }
    }
}
