import Foundation
import JSONText

extension Trace {
    /// Encodes the trace as `hitchbench-trace/1` JSON: fixed key order, one event per line, times to 0.1 ms.
    public func jsonData() -> Data {
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
        // 4 decimals of a second is 0.1 ms, finer than the 8.3 ms frame at 120 Hz; 2 decimals of a point
        // is far below a 1/3 pt device pixel.
        var line = "{\"t\": \(JSONText.number(event.timeSeconds, decimals: 4)), \"type\": \"\(event.kind.typeName)\""
        switch event.kind {
        case .touchDown(let x), .touchMove(let x):
            line += ", \"x\": \(JSONText.number(x, decimals: 2))"
        case .tap(let point):
            line += ", \"x\": \(JSONText.number(point.x, decimals: 2)), \"y\": \(JSONText.number(point.y, decimals: 2))"
        case .highlight(let series):
            line += ", \"series\": " + (series.map(JSONText.quoted) ?? "null")
        case .touchUp, .end:
            break
        }
        return line + "}"
    }
}
