/// A set of a table's ids: a bit for each whole-number id below `denseLimit` (xctrace numbers ids 1, 2, 3 …), a
/// set for any other, so a table of millions of ids costs a bit each.
struct XctraceIDSet {
    /// Ids below this are bits (at most 16 MB of them); others are kept as text.
    static let denseLimit: Int64 = 1 << 27
    /// Most bytes of ids that are not dense whole numbers.
    static let maxOtherBytes = 16 << 20

    private var bits: [UInt64] = []
    private var others: Set<String> = []
    private var otherBytes = 0

    /// Why an id could not be added.
    struct Full: Error {}

    /// Adds `id`; false when it was there already. Throws when the ids that are not small whole numbers pass
    /// `maxOtherBytes`.
    mutating func insert(_ id: String) throws(Full) -> Bool {
        if let number = Self.dense(id) { return insert(number) }
        guard !others.contains(id) else { return false }
        otherBytes += id.utf8.count
        guard otherBytes <= Self.maxOtherBytes else { throw Full() }
        others.insert(id)
        return true
    }

    /// Adds the id written as `bytes`; false when it was there already.
    mutating func insert(bytes: ArraySlice<UInt8>) throws(Full) -> Bool {
        if let number = Self.dense(bytes) { return insert(number) }
        return try insert(String(decoding: bytes, as: UTF8.self))
    }

    /// Whether `id` is in the set.
    func contains(_ id: String) -> Bool {
        guard let number = Self.dense(id) else { return others.contains(id) }
        let word = Int(number >> 6)
        return word < bits.count && bits[word] & (1 << UInt64(number & 63)) != 0
    }

    private mutating func insert(_ number: Int64) -> Bool {
        let word = Int(number >> 6)
        if word >= bits.count {
            let grown = min(Int(Self.denseLimit >> 6), max(word + 1, bits.count + bits.count / 2))
            bits += [UInt64](repeating: 0, count: grown - bits.count)
        }
        let mask: UInt64 = 1 << UInt64(number & 63)
        guard bits[word] & mask == 0 else { return false }
        bits[word] |= mask
        return true
    }

    /// The id as a dense number: a plain whole number from 0 below `denseLimit`.
    private static func dense(_ bytes: ArraySlice<UInt8>) -> Int64? { dense(XctraceValue.plainInteger(bytes)) }

    private static func dense(_ id: String) -> Int64? { dense(XctraceValue.plainInteger(id)) }

    private static func dense(_ number: Int64?) -> Int64? {
        guard let number, number >= 0, number < denseLimit else { return nil }
        return number
    }
}
