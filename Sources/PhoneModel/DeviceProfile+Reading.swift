import InputFiles
import JSONText

extension DeviceProfile {
    /// The format tag of a profile file.
    package static let format = "hitchbench-device-profile/1"
    /// Profiles are small: a few dozen costs with their sources.
    package static let inputLimit = InputLimit(maxBytes: 1 << 20, kind: "device profiles", allowance: "1 MiB")

    /// Reads and checks the profile at `path`, named after the file; `counters` are the counter names a stage
    /// may price. Throws one line naming the file and the first bad field.
    package static func read(path: String, counters: [String]) throws(ProfileError) -> DeviceProfile {
        let bytes = try InputFile.read(path, limit: inputLimit) { ProfileError("profile \($0.path): \($0.reason)") }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let name = file.hasSuffix(".json") ? String(file.dropLast(5)) : file
        return try parse(bytes, name: name, counters: counters, label: "profile \(path)")
    }

    /// Parses and checks a profile's bytes; `label` starts every error line (`profile profiles/x.json`).
    package static func parse(_ bytes: [UInt8], name: String, counters: [String], label: String) throws(ProfileError) -> DeviceProfile {
        var fields: [String: JSONNode] = [:]
        let known: Set<String> = ["device", "chip", "refreshRatesHz", "stages", "calibration"]
        do {
            try JSONEnvelope.read(bytes, format: format, known: known) { reader, key throws(JSONError) in
                fields[key] = try JSONNode.read(from: &reader)
            }
        } catch {
            throw ProfileError("\(label): \(error.reason)")
        }
        let fieldReader = ProfileFields(label: label, counters: counters)
        let device = try fieldReader.text(fields["device"], at: "device")
        let chip = try fields["chip"].map { node throws(ProfileError) in try fieldReader.text(node, at: "chip") }
        let rates = try fieldReader.refreshRates(fields["refreshRatesHz"])
        guard let stages = fields["stages"] else { throw fieldReader.failure("stages", "missing") }
        let stageFields = try fieldReader.members(stages, at: "stages", known: Set(PhoneStage.allCases.map(\.rawValue)))
        var byStage: [PhoneStage: StageCosts] = [:]
        for stage in PhoneStage.allCases {
            guard let node = stageFields[stage.rawValue] else { throw fieldReader.failure("stages.\(stage.rawValue)", "missing") }
            byStage[stage] = try fieldReader.stage(node, at: "stages.\(stage.rawValue)")
        }
        guard let commit = byStage[.commit], let render = byStage[.render] else {
            throw fieldReader.failure("stages", "missing a stage")
        }
        return DeviceProfile(
            name: name, device: device, chip: chip, refreshRatesHz: rates, commit: commit, render: render,
            calibration: fields["calibration"])
    }
}

/// Reads a profile's fields, naming the path of the first bad one.
private struct ProfileFields {
    let label: String
    let counters: [String]

    func failure(_ path: String, _ reason: String) -> ProfileError { ProfileError("\(label): \(path): \(reason)") }

    func text(_ node: JSONNode?, at path: String) throws(ProfileError) -> String {
        guard let node else { throw failure(path, "missing") }
        guard let text = node.scalar?.string, !text.isEmpty else { throw failure(path, "must be a non-empty string") }
        return text
    }

    func number(_ node: JSONNode?, at path: String) throws(ProfileError) -> Double {
        guard let node else { throw failure(path, "missing") }
        guard let value = node.scalar?.double else { throw failure(path, "must be a number") }
        guard value.isFinite else { throw failure(path, "must be finite") }
        guard value >= 0 else { throw failure(path, "\(value) is negative: a cost is at least 0") }
        return value
    }

    /// An object's members by key, refusing a key given twice and any key not in `known`.
    func members(_ node: JSONNode, at path: String, known: Set<String>?) throws(ProfileError) -> [String: JSONNode] {
        guard let members = node.members else { throw failure(path, "must be an object") }
        var out: [String: JSONNode] = [:]
        for member in members {
            if let known, !known.contains(member.key) {
                throw failure("\(path).\(member.key)", "unknown field (expected one of \(known.sorted().joined(separator: ", ")))")
            }
            guard out[member.key] == nil else { throw failure("\(path).\(member.key)", "given twice") }
            out[member.key] = member.value
        }
        return out
    }

    func refreshRates(_ node: JSONNode?) throws(ProfileError) -> [Int] {
        let path = "refreshRatesHz"
        guard let node else { throw failure(path, "missing") }
        guard let elements = node.elements, !elements.isEmpty, elements.count <= 240 else {
            throw failure(path, "must be a non-empty array of whole Hz")
        }
        var rates: [Int] = []
        for (index, element) in elements.enumerated() {
            guard let rate = element.scalar?.int, (1...240).contains(rate) else {
                throw failure("\(path)[\(index)]", "must be a whole number of Hz from 1 to 240")
            }
            guard !rates.contains(rate) else { throw failure("\(path)[\(index)]", "\(rate) Hz given twice") }
            rates.append(rate)
        }
        return rates.sorted(by: >)
    }

    func stage(_ node: JSONNode, at path: String) throws(ProfileError) -> StageCosts {
        let fields = try members(node, at: path, known: ["fixed", "costs"])
        guard let fixedNode = fields["fixed"] else { throw failure("\(path).fixed", "missing") }
        let fixed = try cost(fixedNode, at: "\(path).fixed")
        guard let costsNode = fields["costs"] else { throw failure("\(path).costs", "missing") }
        guard let costMembers = costsNode.members else { throw failure("\(path).costs", "must be an object") }
        var perCounter: [(counter: String, cost: UnitCost)] = []
        for member in costMembers {
            let memberPath = "\(path).costs.\(member.key)"
            guard counters.contains(member.key) else {
                throw failure(memberPath, "unknown counter (known: \(counters.joined(separator: ", ")))")
            }
            guard !perCounter.contains(where: { $0.counter == member.key }) else { throw failure(memberPath, "given twice") }
            perCounter.append((member.key, try cost(member.value, at: memberPath)))
        }
        return StageCosts(fixed: fixed, perCounter: perCounter)
    }

    func cost(_ node: JSONNode, at path: String) throws(ProfileError) -> UnitCost {
        let fields = try members(node, at: path, known: ["low", "typical", "high", "source"])
        let low = try number(fields["low"], at: "\(path).low")
        let typical = try number(fields["typical"], at: "\(path).typical")
        let high = try number(fields["high"], at: "\(path).high")
        guard low <= high else { throw failure(path, "low \(low) is above high \(high)") }
        guard low <= typical, typical <= high else { throw failure("\(path).typical", "\(typical) is outside low…high (\(low)…\(high))") }
        guard let sourceNode = fields["source"] else { throw failure("\(path).source", "missing: every cost says where it comes from") }
        return UnitCost(low: low, typical: typical, high: high, source: try source(sourceNode, at: "\(path).source"))
    }

    func source(_ node: JSONNode, at path: String) throws(ProfileError) -> CostSource {
        let fields = try members(node, at: path, known: ["kind", "url", "what"])
        let kindText = try text(fields["kind"], at: "\(path).kind")
        guard let kind = CostEvidence(rawValue: kindText) else {
            throw failure("\(path).kind", "\(JSONText.quotedExcerpt(kindText)) is not one of measured, fitted, assumed")
        }
        let url = try fields["url"].map { node throws(ProfileError) in try text(node, at: "\(path).url") }
        if kind == .measured, url == nil { throw failure("\(path).url", "missing: a measured cost names the page it comes from") }
        return CostSource(kind: kind, url: url, what: try text(fields["what"], at: "\(path).what"))
    }
}
