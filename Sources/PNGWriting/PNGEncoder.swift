/// Writes straight RGBA8 pixels as a PNG (colour type 6, bit depth 8, no interlace).
///
/// Every row uses filter 1 (Sub), which turns flat colour into zero runs for the compressor.
package enum PNGEncoder {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Encodes `rgba` (row-major, `width * height * 4` bytes; missing bytes read as zero) as a PNG file.
    package static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        let w = max(0, width), h = max(0, height)
        let rowBytes = w * 4
        // Short input reads as zero rather than trapping: pad once, then filter with raw pointers.
        let needed = rowBytes * h
        let pixels = rgba.count >= needed ? rgba : rgba + [UInt8](repeating: 0, count: needed - rgba.count)
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * h)
        pixels.withUnsafeBufferPointer { source in
            filtered.withUnsafeMutableBufferPointer { target in
                guard let input = source.baseAddress, let output = target.baseAddress else { return }
                for y in 0..<h {
                    let from = input + y * rowBytes
                    let to = output + y * (rowBytes + 1)
                    to[0] = 1
                    for i in 0..<min(4, rowBytes) { to[1 + i] = from[i] }
                    var i = 4
                    while i < rowBytes {
                        to[1 + i] = from[i] &- from[i - 4]
                        i += 1
                    }
                }
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        zlib += Deflate.compress(filtered, rowLength: rowBytes + 1)
        appendBigEndian(Checksum.adler32(filtered), to: &zlib)

        var header: [UInt8] = []
        appendBigEndian(UInt32(truncatingIfNeeded: w), to: &header)
        appendBigEndian(UInt32(truncatingIfNeeded: h), to: &header)
        header += [8, 6, 0, 0, 0]

        var file = signature
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", zlib, to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        appendBigEndian(UInt32(data.count), to: &file)
        file += typeBytes
        file += data
        let crc = Checksum.crc32(data, continuing: Checksum.crc32(typeBytes))
        appendBigEndian(crc, to: &file)
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
