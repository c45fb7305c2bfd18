import Testing

@testable import Raster

@Suite("Text drawing, measurement and the glyph cache")
struct TextTests {
    /// Side bearings in the font are at most 0.09 em, i.e. 3 px at 33 px.
    let bearingTolerance = 3

    @Test("Right-aligned text ends its ink at the anchor, within the side bearing")
    func rightAlignedInkMatchesAdvance() throws {
        let canvas = Canvas(width: 200, height: 60)
        let size = 33.0
        let width = VectorFont.standard.advance(of: "40M", size: size)
        canvas.drawText("40M", at: Point(x: 150, y: 40), size: size, align: .right, color: .black)
        let ink = try #require(RasterHelpers.inkBounds(canvas))
        #expect(abs(ink.maxX + 1 - 150) <= bearingTolerance)
        #expect(abs(Double(ink.minX) - (150 - width)) <= Double(bearingTolerance))
    }

    @Test("Centred text straddles the anchor")
    func centredInkStraddlesAnchor() throws {
        let canvas = Canvas(width: 200, height: 60)
        canvas.drawText("12.5M", at: Point(x: 100, y: 40), size: 30, align: .center, color: .black)
        let ink = try #require(RasterHelpers.inkBounds(canvas))
        let middle = Double(ink.minX + ink.maxX + 1) / 2
        #expect(abs(middle - 100) <= 2)
        let width = VectorFont.standard.advance(of: "12.5M", size: 30)
        #expect(abs(Double(ink.maxX + 1 - ink.minX) - width) <= Double(2 * bearingTolerance))
    }

    @Test("Ink sits between ascent above and descent below the baseline")
    func verticalMetrics() throws {
        let canvas = Canvas(width: 200, height: 80)
        let font = VectorFont.standard
        canvas.drawText("Mjg|", at: Point(x: 10, y: 40), size: 33, align: .left, color: .black)
        let ink = try #require(RasterHelpers.inkBounds(canvas))
        #expect(Double(ink.minY) >= 40 - font.ascent(size: 33) - 1)
        #expect(Double(ink.maxY) <= 40 + font.descent(size: 33) + 1)
        #expect(ink.minY < 20 && ink.maxY > 42)
    }

    @Test("Every printable ASCII character except space has ink and a positive advance")
    func fullAsciiCoverage() {
        let font = VectorFont.standard
        for byte in UInt8(33)...UInt8(126) {
            let text = String(decoding: [byte], as: UTF8.self)
            #expect(font.advance(of: text, size: 20) > 3, "advance of \(text)")
            let canvas = Canvas(width: 40, height: 40)
            canvas.drawText(text, at: Point(x: 10, y: 28), size: 20, align: .left, color: .black)
            #expect(RasterHelpers.inkBounds(canvas) != nil, "ink of \(text)")
        }
        #expect(font.advance(of: " ", size: 20) > 0)
    }

    @Test("A second draw of the same text hits the glyph cache")
    func cacheHitOnSecondDraw() {
        let canvas = Canvas(width: 120, height: 50)
        canvas.drawText("Mon", at: Point(x: 10, y: 35), size: 33, align: .left, color: .black)
        #expect(canvas.counters.glyphCacheMisses == 3)
        let entries = canvas.glyphCache.entryCount
        canvas.drawText("Mon", at: Point(x: 10, y: 35), size: 33, align: .left, color: .black)
        #expect(canvas.counters.glyphCacheMisses == 3)
        #expect(canvas.counters.glyphsDrawn == 6)
        #expect(canvas.glyphCache.entryCount == entries)
        #expect(canvas.glyphCache.byteCount > 0)
    }

    @Test("Canvases sharing a cache share its masks")
    func sharedCache() {
        let cache = GlyphCache()
        let a = Canvas(width: 100, height: 50, glyphCache: cache)
        let b = Canvas(width: 100, height: 50, glyphCache: cache)
        a.drawText("Tue", at: Point(x: 5, y: 30), size: 30, align: .left, color: .black)
        b.drawText("Tue", at: Point(x: 5, y: 30), size: 30, align: .left, color: .black)
        #expect(b.counters.glyphCacheMisses == 0)
        #expect(a.rgbaBytes() == b.rgbaBytes())
    }

    @Test("Non-ASCII characters draw one fallback box each and measure like it")
    func fallbackGlyph() {
        let font = VectorFont.standard
        #expect(font.advance(of: "¥", size: 20) == font.advance(of: "\u{7F}", size: 20))
        let canvas = Canvas(width: 40, height: 40)
        canvas.drawText("¥", at: Point(x: 10, y: 30), size: 20, align: .left, color: .black)
        #expect(canvas.counters.glyphsDrawn == 1)
    }

    @Test("A cache over its byte budget empties itself before growing further")
    func cacheBudget() {
        let cache = GlyphCache(byteBudget: 2_000)
        let canvas = Canvas(width: 300, height: 60, glyphCache: cache)
        canvas.drawText("ABCDEFGHIJKLMNOP", at: Point(x: 2, y: 40), size: 30, align: .left, color: .black)
        #expect(cache.byteCount <= 2_000)
        #expect(cache.entryCount < 16)
        // Eviction must not change what is drawn.
        let unbounded = Canvas(width: 300, height: 60)
        unbounded.drawText("ABCDEFGHIJKLMNOP", at: Point(x: 2, y: 40), size: 30, align: .left, color: .black)
        #expect(canvas.rgbaBytes() == unbounded.rgbaBytes())
    }
}
