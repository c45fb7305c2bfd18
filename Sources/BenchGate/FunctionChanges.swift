/// Where one entry's instructions went between two profiles (a baseline's or base's, and head's): the functions
/// whose own instruction counts changed most, as `callgrind_annotate --diff` would rank them.
package struct FunctionChanges: Equatable, Sendable {
    /// One function's own instructions on each side.
    package struct Change: Equatable, Sendable {
        /// The function as people read it (demangled).
        package var name: String
        /// Its own instructions before (0 when it did not run, or was below what the baseline kept).
        package var before: Int
        /// Its own instructions in head.
        package var after: Int

        /// A function's counts before and after.
        package init(name: String, before: Int, after: Int) {
            self.name = name
            self.before = before
            self.after = after
        }

        /// after − before.
        package var delta: Int { after - before }
    }

    /// How many functions a verdict lists per entry.
    package static let listed = 10

    /// The entry, `<trace>/<strategy>`.
    package var entry: String
    /// Instructions in all before and after, as the profiles count them.
    package var totalBefore: Int, totalAfter: Int
    /// The functions that changed most (by the size of the change, largest first), at most `listed`.
    package var top: [Change]

    /// The `listed` largest changes between `before` and `after` (own instructions by function).
    package init(
        entry: String, before: [String: Int], totalBefore: Int, after: [String: Int], totalAfter: Int, name: (String) -> String = { $0 }
    ) {
        self.entry = entry
        self.totalBefore = totalBefore
        self.totalAfter = totalAfter
        var merged: [String: (before: Int, after: Int)] = [:]
        for (function, cost) in before { merged[name(function), default: (0, 0)].before += cost }
        for (function, cost) in after { merged[name(function), default: (0, 0)].after += cost }
        // Typed step by step: as one chain this expression took the type checker seconds.
        let changed: [Change] = merged.map { Change(name: $0.key, before: $0.value.before, after: $0.value.after) }.filter { $0.delta != 0 }
        let ordered = changed.sorted { (lhs: Change, rhs: Change) -> Bool in
            let (left, right) = (abs(lhs.delta), abs(rhs.delta))
            return left != right ? left > right : lhs.name < rhs.name
        }
        top = Array(ordered.prefix(Self.listed))
    }

    /// The change in all, after − before.
    package var totalDelta: Int { totalAfter - totalBefore }

    /// A change's share of the whole change (0.66 for 66 %); nil when the total did not change.
    package func share(of change: Change) -> Double? {
        totalDelta == 0 ? nil : Double(change.delta) / Double(totalDelta)
    }
}
