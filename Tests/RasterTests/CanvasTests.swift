import Testing

@testable import Raster

@Suite("Canvas state, blending and clipping")
struct CanvasTests {
    @Test("Source-over of 50% red on white gives (255, 127, 127)")
    func halfAlphaOverWhite() {
        let canvas = Canvas(width: 2, height: 2)
        canvas.clear(.white)
        canvas.fill(Rect(x: 0, y: 0, width: 2, height: 2), color: Color(r: 255, g: 0, b: 0, a: 128))
        // Premultiplied red is 128; white's channels keep 255 × 127 / 255 = 127, so R = 255, G = B = 127.
        #expect(canvas.pixel(x: 0, y: 0) == Color(r: 255, g: 127, b: 127, a: 255))
    }

    @Test("Drawing never touches pixels outside the clip")
    func clipIsRespected() {
        let canvas = Canvas(width: 30, height: 30)
        canvas.clip = PixelRect(x: 10, y: 10, width: 10, height: 10)!
        canvas.fill(Rect(x: 0, y: 0, width: 30, height: 30), color: .black)
        canvas.fillRoundedRect(Rect(x: 0.5, y: 0.5, width: 29, height: 29), radius: 6, color: .black)
        canvas.strokeLine(from: Point(x: 0, y: 0), to: Point(x: 30, y: 29), width: 3, color: .black)
        canvas.drawText("Mon 40M", at: Point(x: 0, y: 20), size: 20, align: .left, color: .black)
        canvas.clear(.white)
        for y in 0..<30 {
            for x in 0..<30 {
                let inside = x >= 10 && x < 20 && y >= 10 && y < 20
                #expect(canvas.pixel(x: x, y: y) == (inside ? .white : .clear))
            }
        }
    }

    @Test("Touching the working set reads every cache line's first pixel and changes no pixel or counter")
    func touchingReadsOnly() {
        let canvas = Canvas(width: 32, height: 2)
        canvas.clear(Color(r: 0, g: 0, b: 0, a: 1))
        let counters = canvas.counters
        // 64 pixels, one word in 16 read: 4 words of premultiplied alpha 1 (0x01000000) with no glyphs cached.
        #expect(canvas.touchWorkingSet() == 4 &* 0x0100_0000)
        #expect(canvas.counters == counters)
        #expect(canvas.pixel(x: 31, y: 1) == Color(r: 0, g: 0, b: 0, a: 1))
    }

    @Test("Setting the clip clamps it to the canvas")
    func clipClamps() {
        let canvas = Canvas(width: 10, height: 8)
        canvas.clip = PixelRect(x: -5, y: 2, width: 100, height: 3)!
        #expect(canvas.clip == PixelRect(x: 0, y: 2, width: 10, height: 3)!)
        canvas.clip = PixelRect(x: 50, y: 50, width: 2, height: 2)!
        #expect(canvas.clip.isEmpty)
    }

    @Test("Composite copies the exact pixels and counts one layer and its pixels, none written")
    func compositeCopies() {
        let source = Canvas(width: 8, height: 8)
        source.fill(Rect(x: 1.5, y: 1.25, width: 5, height: 4), color: Color(r: 10, g: 200, b: 30, a: 180))
        let target = Canvas(width: 8, height: 8)
        target.clear(.white)
        target.composite(source, from: PixelRect(x: 1, y: 1, width: 6, height: 5)!, toX: 0, toY: 2)
        for y in 0..<5 {
            for x in 0..<6 {
                #expect(target.pixel(x: x, y: y + 2) == source.pixel(x: x + 1, y: y + 1))
            }
        }
        #expect(target.pixel(x: 7, y: 0) == .white)
        // The clear wrote the target's 64 pixels; the composite adds none to them.
        #expect(target.counters.layersComposited == 1)
        #expect(target.counters.pixelsComposited == 6 * 5)
        #expect(target.counters.pixelsWritten == 8 * 8)
    }

    @Test("Composite is clipped to the source, the target and the clip")
    func compositeClips() {
        let source = Canvas(width: 4, height: 4)
        source.clear(.black)
        let target = Canvas(width: 6, height: 6)
        target.clip = PixelRect(x: 0, y: 0, width: 5, height: 6)!
        target.composite(source, from: PixelRect(x: -2, y: 0, width: 10, height: 4)!, toX: 0, toY: 4)
        // Readable source columns 0...3 land at x 2...5, rows 0...1 fit below y 4; x 5 is clipped.
        #expect(target.counters.pixelsComposited == 3 * 2)
        #expect(target.pixel(x: 2, y: 4) == .black && target.pixel(x: 4, y: 5) == .black)
        #expect(target.pixel(x: 5, y: 4) == .clear && target.pixel(x: 1, y: 4) == .clear)
    }

    @Test("Blending composite applies source-over")
    func compositeBlends() {
        let source = Canvas(width: 1, height: 1)
        source.clear(Color(r: 255, g: 0, b: 0, a: 128))
        let target = Canvas(width: 1, height: 1)
        target.clear(.white)
        target.composite(source, from: PixelRect(x: 0, y: 0, width: 1, height: 1)!, toX: 0, toY: 0, blend: true)
        #expect(target.pixel(x: 0, y: 0) == Color(r: 255, g: 127, b: 127, a: 255))
    }

    @Test("Straight colours survive the premultiplied round trip when opaque")
    func opaqueRoundTrip() {
        let canvas = Canvas(width: 1, height: 1)
        canvas.clear(Color(r: 1, g: 128, b: 254))
        #expect(canvas.pixel(x: 0, y: 0) == Color(r: 1, g: 128, b: 254))
        #expect(canvas.rgbaBytes() == [1, 128, 254, 255])
    }

    @Test("Draw calls entirely outside the clip write nothing and rasterise no glyphs")
    func offClipCallsDoNoWork() {
        let canvas = Canvas(width: 200, height: 100)
        canvas.clip = PixelRect(x: 0, y: 0, width: 50, height: 100)!
        canvas.fill(Rect(x: 60, y: 10, width: 30, height: 30), color: .black)
        canvas.fillRoundedRect(Rect(x: 60, y: 10, width: 30, height: 30), radius: 5, color: .black)
        canvas.strokeLine(from: Point(x: 60, y: 0), to: Point(x: 190, y: 90), width: 2, color: .black)
        canvas.drawText("09/01", at: Point(x: 100, y: 50), size: 33, align: .center, color: .black)
        #expect(canvas.counters == RasterCounters())
        #expect(canvas.glyphCache.entryCount == 0)
    }

    @Test("Compositing a canvas onto itself with overlap copies as if through a temporary")
    func selfCompositeOverlap() {
        let canvas = Canvas(width: 6, height: 6)
        for y in 0..<6 {
            for x in 0..<6 {
                canvas.fill(Rect(x: Double(x), y: Double(y), width: 1, height: 1), color: Color(r: UInt8(x * 40), g: UInt8(y * 40), b: 0))
            }
        }
        let before = (0..<36).map { canvas.pixel(x: $0 % 6, y: $0 / 6) }
        canvas.composite(canvas, from: PixelRect(x: 0, y: 0, width: 4, height: 4)!, toX: 1, toY: 1)
        for y in 1..<5 {
            for x in 1..<5 {
                #expect(canvas.pixel(x: x, y: y) == before[(y - 1) * 6 + (x - 1)])
            }
        }
    }

    @Test("Blending composite skips transparent pixels, copies opaque ones and blends the rest")
    func compositeBlendMixed() {
        let source = Canvas(width: 12, height: 1)
        source.fill(Rect(x: 4, y: 0, width: 4, height: 1), color: Color(r: 0, g: 0, b: 255))
        source.fill(Rect(x: 9, y: 0, width: 1, height: 1), color: Color(r: 255, g: 0, b: 0, a: 128))
        let target = Canvas(width: 12, height: 1)
        target.clear(.white)
        target.composite(source, from: PixelRect(x: 0, y: 0, width: 12, height: 1)!, toX: 0, toY: 0, blend: true)
        #expect(target.pixel(x: 0, y: 0) == .white)
        #expect(target.pixel(x: 5, y: 0) == Color(r: 0, g: 0, b: 255))
        #expect(target.pixel(x: 9, y: 0) == Color(r: 255, g: 127, b: 127))
        #expect(target.pixel(x: 11, y: 0) == .white)
    }

    @Test("Blending a canvas onto itself one pixel to the right uses the original pixels")
    func selfBlendOverlap() {
        let canvas = Canvas(width: 8, height: 1)
        for x in 0..<8 {
            canvas.fill(Rect(x: Double(x), y: 0, width: 1, height: 1), color: Color(r: UInt8(x * 30), g: 0, b: 0, a: 128))
        }
        let before = (0..<8).map { canvas.pixels[$0] }
        canvas.composite(canvas, from: PixelRect(x: 0, y: 0, width: 7, height: 1)!, toX: 1, toY: 0, blend: true)
        for x in 1..<8 {
            #expect(canvas.pixels[x] == PixelMath.over(before[x - 1], before[x]))
        }
    }
}
