import BenchGate
import BenchSuite
import FrameTiming
import JSONText
import StrategyRun

/// What one pass over sweep JSON found: the header fields as read, the points, and the first problem
/// with a point, recorded rather than thrown so `SweepResult.load` reports problems in a fixed order
/// whatever the order of the fields. Past `SweepResult.maxPoints` points are only counted.
struct SweepDocument {
    /// The header fields a sweep has besides `format`; `strategies`, `days` and `points` are read apart.
    static let headerFields: Set<String> = ["trace", "refreshHz", "clock", "repeats", "snap", "snapSettle", "shard"]
    var header = KnownFields(headerFields)
    /// nil when missing or not an array of at most `SweepResult.maxPoints` strings.
    var strategies: [String]?
    /// nil when missing, not an array of whole numbers, or longer than `SweepResult.maxSizes`.
    var days: [Int]?
    var pointsKind: JSONKind?
    var points: [SweepPoint] = []
    var pointCount = 0
    var firstPointProblem: String?
    var machines: [MachineRecord] = []
    var machinesProblem: String?
    /// The recorded settings; nil when absent or null (a file written before sweeps recorded them).
    var settings: [RecordedSettings.Setting]?
    var settingsProblem: String?

    private static let pointFields: Set<String> = [
        "strategy", "days", "frames", "p50FrameMs", "p99FrameMs", "maxFrameMs", "hitches", "maxHitchMs",
        "scrollHitchTimeRatioMsPerSecond", "traceHitchTimeRatioMsPerSecond", "peakCacheBytes",
        "commitP50Ms", "renderP50Ms", "commitHitches", "renderHitches", "bothHitches",
    ]

    /// Reads a whole document through the envelope (an object, each field once, the format tag); throws the
    /// envelope's first problem.
    init(bytes: [UInt8]) throws(JSONEnvelopeError) {
        let known = Self.headerFields.union(["strategies", "days", "points", "machines", "settings"])
        try JSONEnvelope.read(bytes, format: SweepResult.format, known: known) { reader, key throws(JSONError) in
            switch key {
            case "strategies": strategies = try reader.readList(limit: SweepResult.maxPoints) { $0.string }
            case "days": days = try reader.readList(limit: SweepResult.maxSizes) { $0.int }
            case "machines": try readMachines(&reader)
            case "settings":
                switch try reader.peek() {
                case .null: try reader.skipValue()
                case .object: (settings, settingsProblem) = try RecordedSettings.read(&reader)
                default:
                    settingsProblem = "settings is not an object or null"
                    try reader.skipValue()
                }
            case "points":
                pointsKind = try reader.peek()
                guard pointsKind == .array else { return try reader.skipValue() }
                try readPoints(&reader)
            default:
                try header.read(key, from: &reader)
            }
        }
    }

    /// Most machines a sweep may list: one per part, and parts are few.
    static let maxMachines = 64

    private mutating func readMachines(_ reader: inout JSONReader) throws(JSONError) {
        guard try reader.peek() == .array else {
            machinesProblem = "machines is not an array"
            return try reader.skipValue()
        }
        try reader.readArray { reader throws(JSONError) in
            guard try reader.peek() == .object, machines.count < Self.maxMachines, machinesProblem == nil else {
                machinesProblem = machinesProblem ?? "machines holds more than \(Self.maxMachines) objects, or one that is not an object"
                return try reader.skipValue()
            }
            var fields: [MachineRecord.Field] = []
            try reader.readObject { reader, key throws(JSONError) in
                let scalar = try reader.readScalar()
                guard let text = scalar.string, fields.count < Self.maxMachines, !fields.contains(where: { $0.key == key }) else {
                    machinesProblem = machinesProblem ?? "machines: field \(key.asFieldName) is not a string named once"
                    return
                }
                fields.append(MachineRecord.Field(key: key, value: text))
            }
            machines.append(MachineRecord(fields: fields))
        }
    }

    private mutating func readPoints(_ reader: inout JSONReader) throws(JSONError) {
        try reader.readArray { reader throws(JSONError) in
            let index = pointCount
            pointCount += 1
            guard pointCount <= SweepResult.maxPoints, firstPointProblem == nil else { return try reader.skipValue() }
            switch try Self.readPoint(&reader) {
            case .success(let point): points.append(point)
            case .failure(let problem): firstPointProblem = "point \(index) \(problem.reason)"
            }
        }
    }

    /// One point, or why it is not one.
    private static func readPoint(_ reader: inout JSONReader) throws(JSONError) -> Result<SweepPoint, PointProblem> {
        guard try reader.peek() == .object else {
            try reader.skipValue()
            return .failure(PointProblem(reason: "is not an object"))
        }
        var fields = KnownFields(pointFields)
        var totals: [String: Int]?
        var totalsSeen = false
        // Absent or null on the time clocks; an object of whole numbers on the instruction clock.
        var instructions: [String: Int]?
        var instructionsState = InstructionsField.absent
        var duplicate: String?
        var phoneNode: JSONNode?
        try reader.readObject { reader, key throws(JSONError) in
            switch key {
            case "phone":
                if phoneNode != nil { duplicate = duplicate ?? key }
                phoneNode = try JSONNode.read(from: &reader)
            case "totals":
                if totalsSeen { duplicate = duplicate ?? key }
                totalsSeen = true
                totals = try reader.readIntMap()
            case "instructions":
                if instructionsState != .absent { duplicate = duplicate ?? key }
                if try reader.peek() == .null {
                    try reader.skipValue()
                    instructionsState = .null
                } else {
                    instructions = try reader.readIntMap()
                    instructionsState = .object
                }
            default:
                try fields.read(key, from: &reader)
            }
        }
        if let field = fields.duplicate ?? duplicate { return .failure(PointProblem(reason: "has field \(field) twice")) }
        guard let strategy = fields["strategy"]?.string, let days = fields["days"]?.int, let frames = fields["frames"]?.int,
            let p50 = fields["p50FrameMs"]?.double, let p99 = fields["p99FrameMs"]?.double,
            let maximum = fields["maxFrameMs"]?.double, let hitches = fields["hitches"]?.int,
            let maxHitch = fields["maxHitchMs"]?.double, let scroll = fields["scrollHitchTimeRatioMsPerSecond"],
            scroll == .null || scroll.double != nil, let traceRatio = fields["traceHitchTimeRatioMsPerSecond"]?.double,
            let bytes = fields["peakCacheBytes"]?.int, let totals
        else {
            return .failure(PointProblem(reason: "is missing a field or has one of the wrong type"))
        }
        // The stage fields came with the two-stage model: absent (or null) in an older file, all or none.
        let stageKeys = ["commitP50Ms", "renderP50Ms", "commitHitches", "renderHitches", "bothHitches"]
        let stageValues = stageKeys.map { fields[$0] ?? .null }
        let stages: (commit: Double, render: Double, hitches: (Int, Int, Int))?
        if stageValues.allSatisfy({ $0 == .null }) {
            stages = nil
        } else if let commit = stageValues[0].double, let render = stageValues[1].double, let c = stageValues[2].int,
            let r = stageValues[3].int, let b = stageValues[4].int
        {
            stages = (commit, render, (c, r, b))
        } else {
            return .failure(
                PointProblem(reason: "has some of commitP50Ms, renderP50Ms and the hitches by stage but not all, or of the wrong type"))
        }
        let phone: SweepPhoneFigures?
        switch Self.phoneFigures(phoneNode) {
        case .success(let figures): phone = figures
        case .failure(let problem): return .failure(problem)
        }
        let summary = instructions.flatMap(InstructionSummary.init(fields:))
        if instructionsState == .object, summary == nil {
            return .failure(PointProblem(reason: "has instructions without frames, total, p50PerFrame, p99PerFrame and maxPerFrame"))
        }
        return .success(
            SweepPoint(
                strategy: strategy, days: days, frames: frames, p50FrameMs: p50, p99FrameMs: p99,
                maxFrameMs: maximum, hitches: hitches, maxHitchMs: maxHitch,
                scrollHitchTimeRatioMsPerSecond: scroll.double, traceHitchTimeRatioMsPerSecond: traceRatio,
                peakCacheBytes: bytes, totals: totals, instructions: summary, commitP50Ms: stages?.commit, renderP50Ms: stages?.render,
                hitchesByStage: stages.map { (commit: $0.hitches.0, render: $0.hitches.1, both: $0.hitches.2) }, phone: phone))
    }

    /// A point's phone figures: absent or null (no profile, or a file written before the phone model), or an
    /// object of the profile, the cost column and its figures, with `low` and `high` objects or nulls.
    private static func phoneFigures(_ node: JSONNode?) -> Result<SweepPhoneFigures?, PointProblem> {
        guard let node, node != .scalar(.null) else { return .success(nil) }
        let problem = PointProblem(
            reason: "has a phone that is not profile, cost, hitches, scrollHitchTimeRatioMsPerSecond, maxHitchMs, low and high")
        guard let members = node.members else { return .failure(problem) }
        var byKey: [String: JSONNode] = [:]
        for member in members {
            guard byKey[member.key] == nil else { return .failure(PointProblem(reason: "has phone.\(member.key) twice")) }
            byKey[member.key] = member.value
        }
        func figures(_ node: JSONNode?) -> SweepPhoneFigures.Figures?? {
            guard let node, let fields = node.members else { return node == .scalar(.null) ? .some(nil) : nil }
            let values = Dictionary(fields.map { ($0.key, $0.value.scalar) }, uniquingKeysWith: { first, _ in first })
            guard let hitches = values["hitches"]??.int, let maxHitch = values["maxHitchMs"]??.double,
                let ratio = values["scrollHitchTimeRatioMsPerSecond"] ?? nil,
                ratio == .null || ratio.double != nil
            else { return nil }
            return .some(SweepPhoneFigures.Figures(hitches: hitches, scrollHitchTimeRatioMsPerSecond: ratio.double, maxHitchMs: maxHitch))
        }
        guard let profile = byKey["profile"]?.scalar?.string, let level = byKey["cost"]?.scalar?.string,
            let typical = figures(byKey["typical"]) ?? nil, let low = figures(byKey["low"]), let high = figures(byKey["high"])
        else { return .failure(problem) }
        return .success(SweepPhoneFigures(profile: profile, level: level, typical: typical, low: low, high: high))
    }

    private enum InstructionsField { case absent, null, object }

    private struct PointProblem: Error {
        let reason: String
    }
}
