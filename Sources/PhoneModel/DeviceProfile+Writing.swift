import Foundation
import JSONText

extension DeviceProfile {
    /// The profile as `hitchbench-device-profile/1` JSON, as `read` takes it back: the device, the refresh rates, each
    /// stage's fixed cost and per-counter costs (in the profile's order) with their sources, and the calibration
    /// block when there is one. Costs are written to 6 significant digits.
    package func jsonString() -> String {
        var out = "{\n"
        out += "  \"format\": \(JSONText.quoted(Self.format)),\n"
        out += "  \"device\": \(JSONText.quoted(device)),\n"
        if let chip { out += "  \"chip\": \(JSONText.quoted(chip)),\n" }
        out += "  \"refreshRatesHz\": [" + refreshRatesHz.map(String.init).joined(separator: ", ") + "],\n"
        out += "  \"stages\": {\n"
        out += PhoneStage.allCases.map { stage in
            let costs = self.costs(of: stage)
            let counters = costs.perCounter.map { "        \(JSONText.quoted($0.counter)): \(Self.json($0.cost))" }
            return "    \(JSONText.quoted(stage.rawValue)): {\n      \"fixed\": \(Self.json(costs.fixed)),\n      \"costs\": {\n"
                + counters.joined(separator: ",\n") + "\n      }\n    }"
        }.joined(separator: ",\n")
        out += "\n  }"
        if let calibration { out += ",\n  \"calibration\": " + Self.json(calibration, indent: "  ") }
        return out + "\n}\n"
    }

    /// A cost of `microseconds` as written: 6 significant digits, a plain JSON number.
    package static func costText(_ microseconds: Double) -> String {
        String(format: "%.6g", microseconds)
    }

    private static func json(_ cost: UnitCost) -> String {
        let source = cost.source
        let url = source.url.map { ", \"url\": \(JSONText.quoted($0))" } ?? ""
        return "{\"low\": \(costText(cost.low)), \"typical\": \(costText(cost.typical)), \"high\": \(costText(cost.high)), "
            + "\"source\": {\"kind\": \(JSONText.quoted(source.kind.rawValue))\(url), \"what\": \(JSONText.quoted(source.what))}}"
    }

    /// A JSON tree as text: objects and arrays of objects one member or element a line, arrays of scalars on one.
    package static func json(_ node: JSONNode, indent: String) -> String {
        let inner = indent + "  "
        switch node {
        case .scalar(let scalar): return json(scalar)
        case .array(let elements):
            guard elements.contains(where: { $0.scalar == nil }) else {
                return "[" + elements.map { json($0, indent: inner) }.joined(separator: ", ") + "]"
            }
            return "[\n" + elements.map { inner + json($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { "\(inner)\(JSONText.quoted($0.key)): \(json($0.value, indent: inner))" }.joined(separator: ",\n")
                + "\n\(indent)}"
        }
    }

    private static func json(_ scalar: JSONScalar) -> String {
        switch scalar {
        case .null, .array, .object: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let number): number.exactInt.map(String.init) ?? (number.double.isFinite ? costText(number.double) : "null")
        case .string(let text): JSONText.quoted(text)
        }
    }
}
