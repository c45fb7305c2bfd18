/// Distinct values, each stored once and known by its index: a table of millions of rows names a handful of
/// processes, displays and issues, so a row keeps a 4-byte index instead of its strings.
struct InternedValues<Value: Hashable> {
    /// The distinct values, in order of first appearance.
    private(set) var values: [Value] = []
    private var indices: [Value: UInt32] = [:]
    /// The index `index(of:)` gave last.
    private var lastFound: UInt32?

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
        // Rows in a row mostly share their value: comparing with the last one found (strings read from one value
        // compare by their storage) costs less than hashing it.
        if let last = lastFound, values[Int(last)] == value { return last }
        if let known = indices[value] {
            lastFound = known
            return known
        }
        let index = UInt32(values.count)
        values.append(value)
        indices[value] = index
        lastFound = index
        return index
    }
}

extension InternedValues: Sendable where Value: Sendable {}
