/// Up to eight integer counters stored inline (no heap allocation); their names are given once per run.
///
/// Counters are opaque to FrameTiming: a strategy might count tiles drawn or bytes uploaded.
public struct CounterValues: Equatable, Hashable, Sendable {
    /// Number of counter slots.
    public static let capacity = 8
    private var storage = SIMD8<Int64>()

    /// All counters zero.
    public init() {}

    /// Counters from `values`, in slot order; extra values beyond the capacity are ignored.
    public init(_ values: [Int]) {
        for (slot, value) in values.prefix(Self.capacity).enumerated() {
            storage[slot] = Int64(value)
        }
    }

    /// The counter in `slot` (0..<8); out-of-range slots read as 0 and ignore writes.
    public subscript(slot: Int) -> Int {
        get { (0..<Self.capacity).contains(slot) ? Int(storage[slot]) : 0 }
        set {
            guard (0..<Self.capacity).contains(slot) else { return }
            storage[slot] = Int64(newValue)
        }
    }

    /// Slot-wise sum (wrapping on overflow, which 64-bit counters never reach in practice).
    public static func + (lhs: CounterValues, rhs: CounterValues) -> CounterValues {
        var sum = CounterValues()
        sum.storage = lhs.storage &+ rhs.storage
        return sum
    }

    /// Adds `rhs` slot-wise.
    public static func += (lhs: inout CounterValues, rhs: CounterValues) {
        lhs.storage &+= rhs.storage
    }
}
