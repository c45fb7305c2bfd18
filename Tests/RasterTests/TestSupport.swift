@testable import Raster

/// Small helpers shared by the raster tests.
enum TestSupport {
    /// The smallest rect holding every pixel whose alpha is above `threshold`; nil when none is.
    static func inkBounds(_ canvas: Canvas, threshold: UInt8 = 0) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var result: (Int, Int, Int, Int)?
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.pixel(x: x, y: y).a > threshold {
                if let r = result {
                    result = (min(r.0, x), min(r.1, y), max(r.2, x), max(r.3, y))
                } else {
                    result = (x, y, x, y)
                }
            }
        }
        return result.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    static func readBigEndian(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }
}

/// A decoder for the subset of DEFLATE our encoder writes (stored and fixed-Huffman blocks), so the
/// PNG test can check the stream round-trips without a zlib dependency.
struct FixedInflater {
    private let input: [UInt8]
    private var bit = 0

    init(_ input: [UInt8]) { self.input = input }

    enum Failure: Error { case truncated, unsupportedBlock, badSymbol, badDistance }

    private mutating func bits(_ count: Int) throws -> Int {
        var value = 0
        for i in 0..<count {
            guard bit / 8 < input.count else { throw Failure.truncated }
            value |= Int((input[bit / 8] >> UInt8(bit % 8)) & 1) << i
            bit += 1
        }
        return value
    }

    /// Reads one fixed-Huffman code, MSB first, per RFC 1951 §3.2.6.
    private mutating func literalLength() throws -> Int {
        var code = try bits(1)
        for length in 2...9 {
            code = code << 1 | (try bits(1))
            switch (length, code) {
            case (7, 0...0b0010111): return 256 + code
            case (8, 0b0011_0000...0b1011_1111): return code - 0b0011_0000
            case (8, 0b1100_0000...0b1100_0111): return 280 + code - 0b1100_0000
            case (9, 0b1_1001_0000...0b1_1111_1111): return 144 + code - 0b1_1001_0000
            default: continue
            }
        }
        throw Failure.badSymbol
    }

    mutating func inflate() throws -> [UInt8] {
        let lengthBase = [
            3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
        ]
        let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        let distanceBase = [
            1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289,
            16385, 24577,
        ]
        let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
        var out: [UInt8] = []
        var final = 0
        repeat {
            final = try bits(1)
            let type = try bits(2)
            if type == 0 {
                bit = (bit + 7) / 8 * 8
                let length = try bits(16)
                _ = try bits(16)
                for _ in 0..<length { out.append(UInt8(try bits(8))) }
                continue
            }
            guard type == 1 else { throw Failure.unsupportedBlock }
            while true {
                let symbol = try literalLength()
                if symbol < 256 {
                    out.append(UInt8(symbol))
                } else if symbol == 256 {
                    break
                } else {
                    let index = symbol - 257
                    guard index < 29 else { throw Failure.badSymbol }
                    let length = lengthBase[index] + (try bits(lengthExtra[index]))
                    var code = 0
                    for _ in 0..<5 { code = code << 1 | (try bits(1)) }
                    guard code < 30 else { throw Failure.badDistance }
                    let distance = distanceBase[code] + (try bits(distanceExtra[code]))
                    guard distance <= out.count else { throw Failure.badDistance }
                    for _ in 0..<length { out.append(out[out.count - distance]) }
                }
            }
        } while final == 0
        return out
    }
}
