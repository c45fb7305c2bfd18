import Foundation
import JSONText

extension Trace {
    /// Encodes the trace as `hitchbench-trace/1` JSON: fixed key order, one event per line, times to 1 µs and
    /// coordinates to 0.001 pt.
    package func jsonData() -> Data {
        var out = "{\n"
        out += "  \"format\": \(JSONText.quoted(TraceLimits.formatTag)),\n"
        out += "  \"name\": \(JSONText.quoted(name)),\n"
        out += "  \"description\": \(JSONText.quoted(description)),\n"
        out += "  \"events\": [\n"
        for (index, event) in events.enumerated() {
            out += "    " + Self.json(event) + (index + 1 < events.count ? ",\n" : "\n")
        }
        out += "  ]\n}\n"
        return Data(out.utf8)
    }

    private static func json(_ event: TraceEvent) -> String {
        // The release velocity divides a stroke's length by its duration, which can be a few ms for a fast
        // fling: 1 µs and 0.001 pt keep it exact to about 10⁻⁵ (a 9,000 pt/s fling's 36 ms, 320 pt stroke).
        var line = "{\"t\": \(JSONText.number(event.timeSeconds, decimals: 6)), \"type\": \"\(event.kind.typeName)\""
        switch event.kind {
        case .touchDown(let x), .touchMove(let x):
            line += ", \"x\": \(JSONText.number(x, decimals: 3))"
        case .tap(let point):
            line += ", \"x\": \(JSONText.number(point.x, decimals: 3)), \"y\": \(JSONText.number(point.y, decimals: 3))"
        case .highlight(let series):
            line += ", \"series\": " + (series.map(JSONText.quoted) ?? "null")
        case .touchUp, .end:
            break
        }
        return line + "}"
    }
}
