/// Reads the PNG files the golden tests compare against: 8-bit RGBA (colour type 6), not interlaced,
/// any of the five row filters, and zlib streams with stored, fixed- or dynamic-Huffman blocks.
///
/// Test-only and self-contained (no zlib, nothing from the renderer), so a golden is checked by code
/// that did not write it. Anything else is refused with a message naming what the file has.
package enum PNGReader {
    /// Pixels decoded from a file: `width * height * 4` straight RGBA bytes, row-major.
    package struct Image {
        package let width: Int
        package let height: Int
        package let rgba: [UInt8]
    }

    /// Why a file could not be read.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
        init(_ description: String) { self.description = description }
    }

    package static func decode(_ file: [UInt8]) throws -> Image {
        guard file.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure("not a PNG file (no signature)") }
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        var at = 8
        var ended = false
        while !ended {
            guard at + 12 <= file.count else { throw Failure("truncated chunk at byte \(at)") }
            let length = Int(bigEndian(file, at))
            guard length <= file.count - at - 12 else { throw Failure("chunk at byte \(at) runs past the end of the file") }
            let type = Array(file[(at + 4)..<(at + 8)])
            let data = Array(file[(at + 8)..<(at + 8 + length)])
            let name = String(decoding: type, as: UTF8.self)
            guard bigEndian(file, at + 8 + length) == crc32(type + data) else { throw Failure("bad CRC on chunk \(name)") }
            switch name {
            case "IHDR": header = data
            case "IDAT": compressed += data
            case "IEND": ended = true
            case "PLTE": break  // allowed (a suggested palette) and meaningless for colour type 6
            default:
                // Bit 5 of the first byte set marks an ancillary chunk, which a decoder may skip.
                guard type[0] & 0x20 != 0 else { throw Failure("unsupported critical chunk \(name)") }
            }
            at += 12 + length
        }
        guard header.count == 13 else { throw Failure("missing or malformed IHDR") }
        let width = Int(bigEndian(header, 0)), height = Int(bigEndian(header, 4))
        guard header[8] == 8, header[9] == 6, header[10] == 0, header[11] == 0, header[12] == 0 else {
            throw Failure(
                "unsupported format: bit depth \(header[8]), colour type \(header[9]), compression \(header[10]), "
                    + "filter method \(header[11]), interlace \(header[12]); the golden reader reads 8-bit RGBA "
                    + "(depth 8, colour type 6), compression 0, filter method 0, no interlace")
        }
        guard width > 0, height > 0, width <= 1 << 16, height <= 1 << 16 else { throw Failure("unsupported size \(width) × \(height)") }
        let filtered = try inflateZlib(compressed)
        let rowBytes = width * 4
        guard filtered.count == (rowBytes + 1) * height else {
            throw Failure("image data holds \(filtered.count) bytes, \((rowBytes + 1) * height) expected for \(width) × \(height)")
        }
        return Image(width: width, height: height, rgba: try unfilter(filtered, rowBytes: rowBytes, height: height))
    }

    /// Undoes the per-row filters (PNG spec §9.2), with 4 bytes per pixel.
    private static func unfilter(_ filtered: [UInt8], rowBytes: Int, height: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rowBytes * height)
        for y in 0..<height {
            let filter = filtered[y * (rowBytes + 1)]
            let from = y * (rowBytes + 1) + 1, to = y * rowBytes
            for i in 0..<rowBytes {
                let left = i >= 4 ? Int(out[to + i - 4]) : 0
                let up = y > 0 ? Int(out[to + i - rowBytes]) : 0
                let upLeft = i >= 4 && y > 0 ? Int(out[to + i - rowBytes - 4]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let p = left + up - upLeft
                    let pa = abs(p - left), pb = abs(p - up), pc = abs(p - upLeft)
                    predictor = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft)
                default: throw Failure("unknown filter type \(filter) on row \(y)")
                }
                out[to + i] = filtered[from + i] &+ UInt8(truncatingIfNeeded: predictor)
            }
        }
        return out
    }

    /// Checks the zlib wrapper (RFC 1950) and its Adler-32 around a raw DEFLATE stream.
    private static func inflateZlib(_ stream: [UInt8]) throws -> [UInt8] {
        guard stream.count >= 6 else { throw Failure("zlib stream too short") }
        guard stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0, stream[1] & 0x20 == 0 else {
            throw Failure("not a zlib deflate stream (or one with a preset dictionary)")
        }
        var inflater = Inflater(stream, from: 2)
        let out = try inflater.inflate()
        let at = inflater.bytePosition
        guard at + 4 <= stream.count else { throw Failure("zlib stream lacks its Adler-32") }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in out {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        guard bigEndian(stream, at) == b << 16 | a else { throw Failure("Adler-32 mismatch in the image data") }
        return out
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

extension PNGReader {
    /// A DEFLATE (RFC 1951) decoder for every block type, decoding canonical Huffman codes a bit at a
    /// time (as zlib's `puff.c` does): slow but short, which suits test images of a few megabytes.
    package struct Inflater {
        private let input: [UInt8]
        private var bit: Int

        /// A decoder of the raw DEFLATE stream that starts at byte `start` of `input`.
        package init(_ input: [UInt8], from start: Int = 0) {
            self.input = input
            bit = start * 8
        }

        /// The first byte after the last block, once `inflate` has returned.
        var bytePosition: Int { (bit + 7) / 8 }

        /// A canonical Huffman code: how many codes have each length, and the symbols in code order.
        private struct Code {
            var counts = [Int](repeating: 0, count: 16)
            var symbols: [Int] = []

            init(lengths: [Int]) throws {
                for length in lengths { counts[length] += 1 }
                counts[0] = 0
                // More codes of a length than the shorter lengths leave room for cannot be decoded.
                var left = 1
                for length in 1..<16 {
                    left = (left << 1) - counts[length]
                    guard left >= 0 else { throw Failure("over-subscribed Huffman code lengths") }
                }
                var offsets = [Int](repeating: 0, count: 16)
                for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
                symbols = [Int](repeating: 0, count: lengths.count)
                for (symbol, length) in lengths.enumerated() where length > 0 {
                    symbols[offsets[length]] = symbol
                    offsets[length] += 1
                }
            }
        }

        private static let lengthBase = [
            3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
        ]
        private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        private static let distanceBase = [
            1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289,
            16385, 24577,
        ]
        private static let distanceExtra = [
            0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
        ]
        /// The order in which a dynamic block sends its code-length code lengths (RFC 1951 §3.2.7).
        private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

        private mutating func bits(_ count: Int) throws -> Int {
            var value = 0
            for i in 0..<count {
                guard bit / 8 < input.count else { throw Failure("deflate stream truncated") }
                value |= Int((input[bit / 8] >> UInt8(bit % 8)) & 1) << i
                bit += 1
            }
            return value
        }

        private mutating func decode(_ code: Code) throws -> Int {
            var value = 0, first = 0, index = 0
            for length in 1..<16 {
                value |= try bits(1)
                let count = code.counts[length]
                if value - first < count { return code.symbols[index + value - first] }
                index += count
                first = (first + count) << 1
                value <<= 1
            }
            throw Failure("invalid Huffman code in deflate stream")
        }

        /// Decodes every block up to and including the final one.
        package mutating func inflate() throws -> [UInt8] {
            var out: [UInt8] = []
            var final = 0
            repeat {
                final = try bits(1)
                switch try bits(2) {
                case 0:
                    bit = (bit + 7) / 8 * 8
                    let length = try bits(16), complement = try bits(16)
                    guard length ^ complement == 0xFFFF else { throw Failure("stored block length check failed") }
                    for _ in 0..<length { out.append(UInt8(try bits(8))) }
                case 1:
                    let literals = try Code(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
                    let distances = try Code(lengths: [Int](repeating: 5, count: 30))
                    try inflateBlock(literals: literals, distances: distances, into: &out)
                case 2:
                    let (literals, distances) = try readDynamicCodes()
                    try inflateBlock(literals: literals, distances: distances, into: &out)
                default:
                    throw Failure("reserved deflate block type 3")
                }
            } while final == 0
            return out
        }

        private mutating func readDynamicCodes() throws -> (Code, Code) {
            let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, codeLengthCount = try bits(4) + 4
            var codeLengthLengths = [Int](repeating: 0, count: 19)
            for i in 0..<codeLengthCount { codeLengthLengths[Inflater.codeLengthOrder[i]] = try bits(3) }
            let codeLengths = try Code(lengths: codeLengthLengths)
            var lengths: [Int] = []
            while lengths.count < literalCount + distanceCount {
                let symbol = try decode(codeLengths)
                switch symbol {
                case 0..<16: lengths.append(symbol)
                case 16:
                    guard let previous = lengths.last else { throw Failure("length repeat with no previous length") }
                    lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
                case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
                default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
                }
            }
            guard lengths.count == literalCount + distanceCount else { throw Failure("code lengths overrun the tables") }
            return (try Code(lengths: Array(lengths[..<literalCount])), try Code(lengths: Array(lengths[literalCount...])))
        }

        private mutating func inflateBlock(literals: Code, distances: Code, into out: inout [UInt8]) throws {
            while true {
                let symbol = try decode(literals)
                if symbol < 256 {
                    out.append(UInt8(symbol))
                    continue
                }
                if symbol == 256 { return }
                let index = symbol - 257
                guard index < 29 else { throw Failure("invalid length symbol \(symbol)") }
                let length = Inflater.lengthBase[index] + (try bits(Inflater.lengthExtra[index]))
                let code = try decode(distances)
                guard code < 30 else { throw Failure("invalid distance symbol \(code)") }
                let distance = Inflater.distanceBase[code] + (try bits(Inflater.distanceExtra[code]))
                guard distance <= out.count else { throw Failure("distance \(distance) reaches before the start") }
                for _ in 0..<length { out.append(out[out.count - distance]) }
            }
        }
    }
}
