/// The two checksums a PNG needs: CRC-32 for chunks and Adler-32 for the zlib stream.
enum Checksum {
    /// The CRC-32 (ISO 3309, reflected polynomial 0xEDB88320) byte table, built once.
    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 {
            c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1
        }
        return c
    }

    /// CRC-32 of `bytes`, continuing from `crc` (pass the result of a previous call to chain).
    static func crc32<C: Collection>(_ bytes: C, continuing crc: UInt32 = 0) -> UInt32 where C.Element == UInt8 {
        var c = ~crc
        crcTable.withUnsafeBufferPointer { table in
            for byte in bytes {
                c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8)
            }
        }
        return ~c
    }

    /// Adler-32 of `bytes`, deferring the modulo for as long as the sums cannot overflow.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        bytes.withUnsafeBufferPointer { buffer in
            var i = 0
            while i < buffer.count {
                let end = min(buffer.count, i + 5552)
                while i < end {
                    a &+= UInt32(buffer[i])
                    b &+= a
                    i += 1
                }
                a %= 65521
                b %= 65521
            }
        }
        return b << 16 | a
    }
}
