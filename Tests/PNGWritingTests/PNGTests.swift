import Raster
import TestSupport
import Testing

@testable import PNGWriting

@Suite("PNG encoding")
struct PNGTests {
    /// The big-endian 32-bit number at `at`.
    static func readBigEndian(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    /// Bitwise CRC-32, written independently of the encoder's table version.
    static func referenceCRC(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func referenceAdler(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    static func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8], crc: UInt32)] {
        var result: [(String, [UInt8], UInt32)] = []
        var at = 8
        while at + 12 <= png.count {
            let length = Int(PNGTests.readBigEndian(png, at))
            let type = String(decoding: png[(at + 4)..<(at + 8)], as: UTF8.self)
            let data = Array(png[(at + 8)..<(at + 8 + length)])
            result.append((type, data, PNGTests.readBigEndian(png, at + 8 + length)))
            at += 12 + length
        }
        return result.map { (type: $0.0, data: $0.1, crc: $0.2) }
    }

    static func sampleCanvas() -> Canvas {
        let canvas = Canvas(width: 37, height: 23)
        canvas.clear(.white)
        canvas.fill(Rect(x: 2.5, y: 3.25, width: 20, height: 9), color: Color(r: 30, g: 90, b: 200, a: 170))
        canvas.drawText("40M", at: Point(x: 4, y: 20), size: 12, align: .left, color: .black)
        return canvas
    }

    @Test("The file has the signature, IHDR, IDAT, IEND and a valid CRC-32 on every chunk")
    func structureAndCRC() {
        let png = PNGTests.sampleCanvas().pngData()
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = PNGTests.chunks(png)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        for chunk in chunks {
            #expect(chunk.crc == PNGTests.referenceCRC(Array(chunk.type.utf8) + chunk.data), "CRC of \(chunk.type)")
        }
        // IHDR: 37 × 23, bit depth 8, colour type 6 (RGBA), deflate, filter method 0, no interlace.
        #expect(chunks.first?.data == [0, 0, 0, 37, 0, 0, 0, 23, 8, 6, 0, 0, 0])
    }

    @Test("CRC-32 of \"IEND\" is the well-known AE426082")
    func knownCRC() {
        #expect(Checksum.crc32(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test("The zlib stream inflates back to the filtered pixels with a matching Adler-32")
    func streamRoundTrips() throws {
        let canvas = PNGTests.sampleCanvas()
        let idat = try #require(PNGTests.chunks(canvas.pngData()).first { $0.type == "IDAT" }).data
        #expect(idat[0] == 0x78 && (UInt16(idat[0]) << 8 | UInt16(idat[1])) % 31 == 0)
        var inflater = PNGReader.Inflater(Array(idat[2..<(idat.count - 4)]))
        let filtered = try inflater.inflate()
        #expect(PNGTests.readBigEndian(idat, idat.count - 4) == PNGTests.referenceAdler(filtered))
        // Undo the Sub filter row by row and compare with the canvas.
        let rowBytes = canvas.width * 4
        #expect(filtered.count == (rowBytes + 1) * canvas.height)
        var pixels: [UInt8] = []
        for y in 0..<canvas.height {
            let row = filtered[(y * (rowBytes + 1))..<((y + 1) * (rowBytes + 1))]
            #expect(row.first == 1)
            var out = Array(row.dropFirst())
            for i in 4..<rowBytes { out[i] = out[i] &+ out[i - 4] }
            pixels += out
        }
        #expect(pixels == canvas.rgbaBytes())
    }

    @Test("Long repeated input compresses and still round-trips")
    func deflateLongRuns() throws {
        var data = [UInt8](repeating: 7, count: 70_000)
        for i in stride(from: 0, to: data.count, by: 997) { data[i] = UInt8(i % 251) }
        let compressed = Deflate.compress(data, rowLength: 1000)
        #expect(compressed.count < data.count / 20)
        var inflater = PNGReader.Inflater(compressed)
        #expect(try inflater.inflate() == data)
    }
}
