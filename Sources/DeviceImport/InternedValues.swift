/// Distinct values, each stored once and known by its index: a table of millions of rows names a handful of
/// processes, displays and issues, so a row keeps a 4-byte index instead of its strings.
struct InternedValues<Value: Hashable> {
    /// The distinct values, in order of first appearance.
    private(set) var values: [Value] = []
    private var indices: [Value: UInt32] = [:]

    /// No values.
    init() {}

    /// `values` as they are, each known by its index; a value listed twice is found at its first place.
    init(_ values: [Value]) {
        self.values = values
        for (index, value) in values.enumerated() where indices[value] == nil { indices[value] = UInt32(index) }
    }

    /// The value at `index`.
    subscript(index: UInt32) -> Value { values[Int(index)] }

    /// The index of `value`, added at the end when it is new.
    mutating func index(of value: Value) -> UInt32 {
        if let known = indices[value] { return known }
        let index = UInt32(values.count)
        values.append(value)
        indices[value] = index
        return index
    }
}

extension InternedValues: Sendable where Value: Sendable {}
