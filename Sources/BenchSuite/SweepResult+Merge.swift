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
            guard part.trace == merged.trace, part.refreshHz == merged.refreshHz, part.clock == merged.clock,
                part.repeats == merged.repeats, part.strategies == merged.strategies, part.days == merged.days,
                part.snap == merged.snap, part.snapSettle == merged.snapSettle
            else {
                throw SweepMergeError(
                    description: "merge: part \(index + 1) (\(part.shard ?? "whole")) was run with other settings than part 1")
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
    /// What a part stopped at its time budget (`sweep --budget`) has in its `shard` text, before the sizes it misses.
    package static let incompleteMarker = "incomplete: stopped at its time budget"

    /// True for a sweep or part stopped at its time budget, which keeps the sizes it finished.
    package var isIncomplete: Bool { shard?.contains(Self.incompleteMarker) ?? false }

    /// The sizes (days) of `days` that some strategy has no point for.
    package var missingDays: [Int] {
        days.filter { size in strategies.contains { strategy in !points.contains { $0.strategy == strategy && $0.days == size } } }
    }
}
