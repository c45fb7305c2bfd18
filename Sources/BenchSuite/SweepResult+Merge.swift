/// Sweep parts that cannot be joined: one line for stderr.
package struct SweepMergeError: Error, CustomStringConvertible {
    /// One line naming the problem.
    package let description: String
}

extension SweepResult {
    /// Joins shards of one sweep; they must agree on everything but their points, and together
    /// hold each (strategy, days) point once.
    package static func merge(_ parts: [SweepResult], allowPartial: Bool = false) throws(SweepMergeError) -> SweepResult {
        guard var merged = parts.first else { throw SweepMergeError(description: "merge: no sweep files given") }
        merged.shard = nil
        merged.points = []
        merged.machines = []
        for (index, part) in parts.enumerated() {
            if let difference = part.firstDifference(from: parts[0]) {
                throw SweepMergeError(
                    description: "merge: part \(index + 1) (\(part.shard ?? "whole")) was run with \(difference.name) \(difference.part), "
                        + "part 1 with \(difference.first); merge only the parts of one sweep")
            }
            for machine in part.machines where !merged.machines.contains(machine) { merged.machines.append(machine) }
            for point in part.points {
                guard !merged.points.contains(where: { $0.strategy == point.strategy && $0.days == point.days }) else {
                    throw SweepMergeError(description: "merge: \(point.strategy) at \(point.days) days appears in more than one part")
                }
                merged.points.append(point)
            }
        }
        let missing = merged.days.filter { size in
            merged.strategies.contains { strategy in !merged.points.contains { $0.strategy == strategy && $0.days == size } }
        }
        if !missing.isEmpty {
            let shards = Set(parts.compactMap(\.shard)).sorted().joined(separator: ", ")
            // A part stopped at its time budget says so (`incompleteMarker`), and its missing sizes are expected.
            guard allowPartial || parts.contains(where: \.isIncomplete) else {
                throw SweepMergeError(
                    description: "merge: the parts (\(shards.isEmpty ? "no shard" : shards)) miss the sizes "
                        + missing.map(String.init).joined(separator: ", ") + "; give every part, or --partial")
            }
            merged.shard = "partial: missing " + missing.map(String.init).joined(separator: ",")
        }
        merged.sortPoints()
        return merged
    }
}

extension SweepResult {
    /// The first thing that makes this part another sweep than `first`: its trace, strategies, sizes or a
    /// setting (every recorded one; a setting one side does not record differs too); nil when they are parts of one.
    func firstDifference(from first: SweepResult) -> (name: String, part: String, first: String)? {
        let list = { (items: [String]) in items.joined(separator: ",") }
        let header: [(String, String, String)] = [
            ("trace", trace, first.trace), ("strategies", list(strategies), list(first.strategies)),
            ("days", list(days.map(String.init)), list(first.days.map(String.init))),
            ("refreshHz", String(refreshHz), String(first.refreshHz)), ("clock", clock.rawValue, first.clock.rawValue),
            ("repeats", String(repeats), String(first.repeats)), ("snap", snap ?? "not recorded", first.snap ?? "not recorded"),
            ("snapSettle", snapSettle ?? "not recorded", first.snapSettle ?? "not recorded"),
        ]
        if let difference = header.first(where: { $0.1 != $0.2 }) { return difference }
        let none = RecordedSettings(values: [])
        return (settings ?? none).differences(from: first.settings ?? none).first.map { ($0.name, $0.run, $0.baseline) }
    }
}

extension SweepResult {
    /// What a part stopped at its time budget (`sweep --budget`) has in its `shard` text, before the sizes it misses.
    package static let incompleteMarker = "incomplete: stopped at its time budget"

    /// True for a sweep or part stopped at its time budget, which keeps the sizes it finished.
    package var isIncomplete: Bool { shard?.contains(Self.incompleteMarker) ?? false }

    /// The sizes (days) of `days` that some strategy has no point for.
    package var missingDays: [Int] {
        days.filter { size in strategies.contains { strategy in !points.contains { $0.strategy == strategy && $0.days == size } } }
    }
}
