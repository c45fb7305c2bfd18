import Foundation
import Raster
import TestSupport
import Testing

@testable import PNGWriting

@Suite("PNG reading for golden images")
struct PNGReaderTests {
    /// A 16 × 5 RGBA file written by Python's zlib (level 9: one dynamic-Huffman block split over two IDAT
    /// chunks, after a tEXt chunk), row `y` filtered with filter type `y % 5`; its pixels are `pixel(x:y:channel:)`.
    static let zlibFile = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAABAAAAAFCAYAAABM6GxJAAAAFHRFWHRDb21tZW50AG1hZGUgYnkgemxpYnhCxZwAAAAoSURBVHjabY8tEsMgEEbpz/QAielMbExEKhCxqYyNJHWkMpbKWs6G3RtguQC+"
            + "d9bCAAAAgElEQVS2HzAJiDIs+/HeCmDTovS4bHqct+8wr6HUMK2qh+ghWogWMFQD0UBUEBVEqFP9eL6YZx6bxbVnHDqx/cqKOc90YmcpyAhpSEqiI8cuKEIhyYQMYTLDVBKX2/39cY5zZ3lnXZc7"
            + "oEOwAEfPzGHb0K+EVT67/Ir+w2LWmf0A8qGTBBrK/iUAAAAASUVORK5CYII=")

    static func pixel(x: Int, y: Int, channel: Int) -> UInt8 {
        UInt8(((((x * 31 + y * 17 + channel * 7) * 1_103_515_245 + 12345) >> 9) & 15) * 9 + (y & 1))
    }

    @Test("A file from zlib with dynamic Huffman codes and all five row filters decodes to its pixels")
    func decodesZlibOutput() throws {
        let file = try #require(PNGReaderTests.zlibFile)
        let image = try PNGReader.decode([UInt8](file))
        #expect(image.width == 16 && image.height == 5)
        let expected = (0..<5).flatMap { y in
            (0..<16).flatMap { x in (0..<4).map { PNGReaderTests.pixel(x: x, y: y, channel: $0) } }
        }
        #expect(image.rgba == expected)
    }

    @Test("The encoder's output decodes to the canvas' pixels")
    func roundTripsTheEncoder() throws {
        let canvas = PNGTests.sampleCanvas()
        let image = try PNGReader.decode(canvas.pngData())
        #expect(image.width == canvas.width && image.height == canvas.height)
        #expect(image.rgba == canvas.rgbaBytes())
    }

    @Test("A file that is not 8-bit RGBA is refused with a message naming its format")
    func refusesOtherFormats() throws {
        var file = PNGTests.sampleCanvas().pngData()
        // IHDR's colour type byte (2: RGB) and the chunk's CRC after it.
        file[25] = 2
        let crc = PNGTests.referenceCRC(Array(file[12..<29]))
        file.replaceSubrange(29..<33, with: [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
        #expect {
            try PNGReader.decode(file)
        } throws: { error in
            "\(error)".contains("colour type 2") && "\(error)".contains("8-bit RGBA")
        }
    }

    @Test("A corrupted chunk is refused by its CRC")
    func refusesBadCRC() {
        var file = PNGTests.sampleCanvas().pngData()
        file[45] ^= 0x10  // a byte of the IDAT data
        #expect(throws: PNGReader.Failure.self) { try PNGReader.decode(file) }
    }
}
