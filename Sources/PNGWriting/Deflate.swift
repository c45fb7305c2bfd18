/// A small DEFLATE (RFC 1951) compressor: one fixed-Huffman block with greedy LZ77 matches.
///
/// Chart frames are mostly flat colour, so after PNG's Sub filter they are long runs that
/// distance-1 and previous-row matches capture; dynamic Huffman tables would add little.
enum Deflate {
    private static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
        35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    private static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
        3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
        257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
        8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
        7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// Fixed literal/length codes (RFC 1951 §3.2.6), bit-reversed for an LSB-first writer: (code, length).
    private static let literalCodes: [(UInt32, Int)] = (0..<288).map { symbol in
        let (code, length): (Int, Int)
        switch symbol {
        case 0..<144: (code, length) = (0x30 + symbol, 8)
        case 144..<256: (code, length) = (0x190 + symbol - 144, 9)
        case 256..<280: (code, length) = (symbol - 256, 7)
        default: (code, length) = (0xC0 + symbol - 280, 8)
        }
        return (reversed(UInt32(code), length), length)
    }

    private static let distanceCodes: [UInt32] = (0..<30).map { reversed(UInt32($0), 5) }

    /// Length symbol index (0...28) for each match length 0...258.
    private static let lengthSymbol: [Int] = (0...258).map { length in
        guard length >= 3 else { return 0 }
        return (lengthBase.lastIndex { $0 <= length }) ?? 0
    }

    private static func reversed(_ code: UInt32, _ length: Int) -> UInt32 {
        var result: UInt32 = 0
        for i in 0..<length where code & (1 << i) != 0 {
            result |= 1 << (length - 1 - i)
        }
        return result
    }

    private static let windowSize = 32768
    private static let maxMatch = 258
    private static let hashBits = 15

    /// Compresses `data` into a raw DEFLATE stream; `rowLength` hints that a match one row up is likely.
    static func compress(_ data: [UInt8], rowLength: Int = 0) -> [UInt8] {
        var writer = BitWriter(capacity: data.count / 8 + 64)
        writer.write(1, 1)  // BFINAL
        writer.write(1, 2)  // BTYPE = fixed Huffman
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        data.withUnsafeBufferPointer { input in
            let n = input.count
            var i = 0
            while i < n {
                var bestLength = 0, bestDistance = 0
                if i + 3 <= n {
                    let hash = Deflate.hash(input, i)
                    let limit = min(maxMatch, n - i)
                    // Three candidates: the last position with the same hash, the previous byte
                    // (runs) and the same byte one row up (vertical repeats).
                    func consider(_ candidate: Int) {
                        guard candidate >= 0, candidate < i, i - candidate <= windowSize else { return }
                        let length = matchLength(input, candidate, i, limit: limit)
                        if length > bestLength {
                            bestLength = length
                            bestDistance = i - candidate
                        }
                    }
                    consider(i - 1)
                    if rowLength > 0 { consider(i - rowLength) }
                    if bestLength < limit { consider(Int(head[hash])) }
                    head[hash] = Int32(i)
                }
                if bestLength >= 3 {
                    writeMatch(&writer, length: bestLength, distance: bestDistance)
                    // Index a few positions inside the match so later data can find it.
                    var j = i + 1
                    let end = min(i + bestLength, n - 3)
                    while j < end {
                        head[Deflate.hash(input, j)] = Int32(j)
                        j += bestLength > 32 ? 16 : 1
                    }
                    i += bestLength
                } else {
                    let (code, length) = literalCodes[Int(input[i])]
                    writer.write(code, length)
                    i += 1
                }
            }
        }
        let (endCode, endLength) = literalCodes[256]
        writer.write(endCode, endLength)
        return writer.finish()
    }

    @inline(__always)
    private static func hash(_ input: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        let value = UInt32(input[i]) | UInt32(input[i + 1]) << 8 | UInt32(input[i + 2]) << 16
        return Int((value &* 2_654_435_761) >> (32 - UInt32(hashBits)))
    }

    @inline(__always)
    private static func matchLength(_ input: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, limit: Int) -> Int {
        var length = 0
        while length < limit && input[from + length] == input[to + length] {
            length += 1
        }
        return length
    }

    private static func writeMatch(_ writer: inout BitWriter, length: Int, distance: Int) {
        let symbol = lengthSymbol[length]
        let (code, codeLength) = literalCodes[257 + symbol]
        writer.write(code, codeLength)
        if lengthExtra[symbol] > 0 {
            writer.write(UInt32(length - lengthBase[symbol]), lengthExtra[symbol])
        }
        var d = 0
        while d + 1 < distanceBase.count && distanceBase[d + 1] <= distance { d += 1 }
        writer.write(distanceCodes[d], 5)
        if distanceExtra[d] > 0 {
            writer.write(UInt32(distance - distanceBase[d]), distanceExtra[d])
        }
    }
}

/// Packs variable-length codes least-significant bit first, as DEFLATE requires.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    @inline(__always)
    mutating func write(_ value: UInt32, _ length: Int) {
        buffer |= UInt64(value) << UInt64(count)
        count += length
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// Flushes the partial last byte and returns the stream.
    mutating func finish() -> [UInt8] {
        if count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
        }
        buffer = 0
        count = 0
        return bytes
    }
}
