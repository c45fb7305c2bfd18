import Testing

@testable import Raster

@Suite("Span blitter arithmetic")
struct SpanBlitterTests {
    static let colors: [Color] = [.black, .white, Color(r: 200, g: 40, b: 90, a: 128), Color(r: 1, g: 254, b: 77, a: 3)]
    static let backgrounds: [UInt32] = [0, 0xFFFF_FFFF, Color(r: 10, g: 200, b: 30, a: 200).premultiplied]

    @Test("The vector mask blit matches scalar source-over for every coverage", arguments: colors)
    func vectorMaskMatchesScalar(color: Color) {
        let source = color.premultiplied
        let coverage = (0...255).map { UInt8($0) }
        for background in SpanBlitterTests.backgrounds {
            var pixels = [UInt32](repeating: background, count: coverage.count)
            pixels.withUnsafeMutableBufferPointer { row in
                coverage.withUnsafeBufferPointer { mask in
                    SpanBlitter.blitSegment(row.baseAddress!, mask: mask.baseAddress!, count: mask.count, color: source)
                }
            }
            for (i, c) in coverage.enumerated() {
                #expect(pixels[i] == PixelMath.over(PixelMath.scale(source, by: UInt32(c)), background))
            }
        }
    }

    @Test(
        "The opaque mask blit matches scalar source-over for every coverage, full pairs and odd ends included",
        arguments: [Color.black, .white, Color(r: 47, g: 107, b: 216)])
    func opaqueMaskMatchesScalar(color: Color) {
        let source = color.premultiplied
        // Every coverage, then full runs of even and odd length between edge values.
        let coverage = (0...255).map { UInt8($0) } + [255, 255, 255, 40, 255, 255, 0, 255, 128, 255, 255, 255, 255, 7]
        for background in SpanBlitterTests.backgrounds {
            for count in [coverage.count, coverage.count - 1] {
                var pixels = [UInt32](repeating: background, count: count)
                pixels.withUnsafeMutableBufferPointer { row in
                    coverage.withUnsafeBufferPointer { mask in
                        SpanBlitter.blitOpaqueSegment(row.baseAddress!, mask: mask.baseAddress!, count: count, color: source)
                    }
                }
                let expected = coverage.prefix(count).map { PixelMath.over(PixelMath.scale(source, by: UInt32($0)), background) }
                #expect(pixels == expected, "background \(background), \(count) pixels")
            }
        }
    }

    @Test("The vector constant blend matches scalar source-over", arguments: colors)
    func vectorBlendMatchesScalar(color: Color) {
        let source = color.premultiplied
        let backgrounds = (0..<255).map { PixelMath.scale(0xFFFF_FFFF, by: UInt32($0)) }
        var pixels = backgrounds
        pixels.withUnsafeMutableBufferPointer { row in
            SpanBlitter.blend(row.baseAddress!, count: row.count, source: source)
        }
        for (i, background) in backgrounds.enumerated() {
            #expect(pixels[i] == PixelMath.over(source, background))
        }
    }

    @Test(
        "A store sets exactly the span at every length, for repeating and unequal bytes",
        arguments: [0xFFFF_FFFF, 0, 0xFFD8_6B2F] as [UInt32])
    func storeSetsExactlyTheSpan(color: UInt32) {
        let guardValue: UInt32 = 0x1234_5678
        for count in Array(0...70) + [507, 508, 509, 1017, 1100] {
            var pixels = [UInt32](repeating: guardValue, count: count + 2)
            pixels.withUnsafeMutableBufferPointer { row in
                SpanBlitter.store(row.baseAddress! + 1, count: count, color: color)
            }
            #expect(pixels == [guardValue] + [UInt32](repeating: color, count: count) + [guardValue], "count \(count)")
        }
    }

    @Test("Scaling by 255 is the identity and by 0 is zero, which makes coverage 0 and 255 exact")
    func scaleEndpoints() {
        for value: UInt32 in [0, 0x0102_0304, 0xFFFF_FFFF, 0x80FF_7F01] {
            #expect(PixelMath.scale(value, by: 255) == value)
            #expect(PixelMath.scale(value, by: 0) == 0)
        }
    }
}
