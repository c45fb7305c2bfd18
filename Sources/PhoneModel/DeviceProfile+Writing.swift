import Foundation
import JSONText

extension DeviceProfile {
    /// The profile as `hitchbench-device-profile/1` JSON, as `read` takes it back: the device, the refresh rates, each
    /// stage's fixed cost and per-counter costs (in the profile's order) with their sources, and the calibration
    /// block when there is one. Costs are written to 6 significant digits.
    package func jsonString() -> String {
        var members: [(key: String, value: JSONValue)] = [("format", .string(Self.format)), ("device", .string(device))]
        if let chip { members.append(("chip", .string(chip))) }
        members.append(("refreshRatesHz", .array(refreshRatesHz.map(JSONValue.int))))
        let stages = PhoneStage.allCases.map { stage -> (key: String, value: JSONValue) in
            let costs = self.costs(of: stage)
            return (
                stage.rawValue,
                .object(
                    [
                        ("fixed", Self.json(costs.fixed)),
                        ("costs", .object(costs.perCounter.map { ($0.counter, Self.json($0.cost)) }, .lines)),
                    ], .lines)
            )
        }
        members.append(("stages", .object(stages, .lines)))
        if let calibration { members.append(("calibration", Self.json(calibration))) }
        return JSONValue.object(members, .lines).document
    }

    /// A cost of `microseconds` as written: 6 significant digits, a plain JSON number.
    package static func costText(_ microseconds: Double) -> String {
        String(format: "%.6g", microseconds)
    }

    private static func json(_ cost: UnitCost) -> JSONValue {
        let source = cost.source
        var described: [(key: String, value: JSONValue)] = [("kind", .string(source.kind.rawValue))]
        if let url = source.url { described.append(("url", .string(url))) }
        described.append(("what", .string(source.what)))
        return .object([
            ("low", .literal(costText(cost.low))), ("typical", .literal(costText(cost.typical))), ("high", .literal(costText(cost.high))),
            ("source", .object(described)),
        ])
    }

    /// A JSON tree to write: objects and arrays of objects one member or element a line, arrays of scalars on one.
    package static func json(_ node: JSONNode) -> JSONValue {
        switch node {
        case .scalar(let scalar):
            switch scalar {
            case .null, .array, .object: return .null
            case .bool(let value): return .bool(value)
            case .number(let number):
                return number.exactInt.map(JSONValue.int) ?? (number.double.isFinite ? .literal(costText(number.double)) : .null)
            case .string(let text): return .string(text)
            }
        case .array(let elements):
            return .array(elements.map(json), elements.contains { $0.scalar == nil } ? .lines : .inline)
        case .object(let members):
            return .object(members.map { ($0.key, json($0.value)) }, .lines)
        }
    }
}
