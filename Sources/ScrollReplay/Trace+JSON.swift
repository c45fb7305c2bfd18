import Foundation
import JSONText

extension Trace {
    /// Encodes the trace as `hitchbench-trace/1` JSON: fixed key order, one event per line, times to 1 µs and
    /// coordinates to 0.001 pt.
    package func jsonData() -> Data {
        let document = JSONValue.object(
            [
                ("format", .string(TraceLimits.formatTag)), ("name", .string(name)), ("description", .string(description)),
                ("events", .array(events, .lines, Self.json)),
            ], .lines)
        return Data(document.document.utf8)
    }

    private static func json(_ event: TraceEvent) -> JSONValue {
        // The release velocity divides a stroke's length by its duration, which can be a few ms for a fast
        // fling: 1 µs and 0.001 pt keep it exact to about 10⁻⁵ (a 9,000 pt/s fling's 36 ms, 320 pt stroke).
        var members: [(key: String, value: JSONValue)] = [
            ("t", .number(event.timeSeconds, decimals: 6)), ("type", .string(event.kind.typeName)),
        ]
        switch event.kind {
        case .touchDown(let x), .touchMove(let x):
            members.append(("x", .number(x, decimals: 3)))
        case .tap(let point):
            members += [("x", .number(point.x, decimals: 3)), ("y", .number(point.y, decimals: 3))]
        case .highlight(let series):
            members.append(("series", .string(series)))
        case .touchUp, .end:
            break
        }
        return .object(members)
    }
}
