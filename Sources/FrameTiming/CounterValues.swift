/// One frame's (or one run's) work counters, by name: the run's counter names, shared by every frame rather
/// than copied, and up to 32 whole numbers stored inline, so recording them allocates nothing.
///
/// Counters are opaque to FrameTiming: a strategy might count tiles drawn or bytes uploaded.
public struct CounterValues: Equatable, Sendable {
    /// Most counters a run may have: room for the thirteen every strategy keeps and up to eight of its own.
    package static let capacity = 32
    /// The counters' names, in slot order (at most `capacity`).
    public private(set) var names: [String]
    private var storage = SIMD32<Int64>()

    /// Counters named `names`, all zero; names beyond the capacity are dropped.
    package init(names: [String] = []) {
        self.names = names.count > Self.capacity ? Array(names.prefix(Self.capacity)) : names
    }

    /// Counters named `names` with `values` in the same order; a missing value is 0, extra ones are dropped.
    package init(names: [String], values: [Int]) {
        self.init(names: names)
        for (slot, value) in values.prefix(self.names.count).enumerated() { storage[slot] = Int64(value) }
    }

    /// Number of counters.
    package var count: Int { names.count }

    /// The counter in `slot`; slots without a name read as 0 and ignore writes.
    package subscript(slot: Int) -> Int {
        get { names.indices.contains(slot) ? Int(storage[slot]) : 0 }
        set {
            guard names.indices.contains(slot) else { return }
            storage[slot] = Int64(newValue)
        }
    }

    /// The counter called `name`, or nil if the run has none of that name.
    public subscript(name: String) -> Int? {
        names.firstIndex(of: name).map { Int(storage[$0]) }
    }

    /// The values in name order.
    package var values: [Int] { names.indices.map { Int(storage[$0]) } }

    /// Name and value pairs in name order.
    package var named: [(name: String, value: Int)] { names.indices.map { (names[$0], Int(storage[$0])) } }

    /// Slot-wise sum under the names of whichever side has them (wrapping on overflow, which 64-bit counters
    /// never reach in practice).
    package static func + (lhs: CounterValues, rhs: CounterValues) -> CounterValues {
        var sum = lhs
        sum += rhs
        return sum
    }

    /// Adds `rhs` slot-wise, taking its names if this has none.
    package static func += (lhs: inout CounterValues, rhs: CounterValues) {
        if lhs.names.isEmpty { lhs.names = rhs.names }
        lhs.storage &+= rhs.storage
    }
}
