import Testing

@testable import Raster

@Suite("Hostile inputs")
struct RobustnessTests {
    @Test("Non-finite geometry draws nothing and does not trap")
    func nonFiniteInputs() {
        let canvas = Canvas(width: 10, height: 10)
        let nan = Double.nan, inf = Double.infinity
        canvas.fill(Rect(x: nan, y: 0, width: 5, height: 5), color: .black)
        canvas.fill(Rect(x: 0, y: 0, width: inf, height: 5), color: .black)
        canvas.fillRoundedRect(Rect(x: 1, y: 1, width: 5, height: 5), radius: nan, color: .black)
        canvas.strokeLine(from: Point(x: 0, y: 0), to: Point(x: inf, y: 3), width: 1, color: .black)
        canvas.strokeLine(from: Point(x: 0, y: 0), to: Point(x: 5, y: 3), width: nan, color: .black)
        canvas.drawText("12", at: Point(x: nan, y: 5), size: 10, align: .left, color: .black)
        canvas.drawText("12", at: Point(x: 1, y: 5), size: inf, align: .left, color: .black)
        #expect(canvas.rgbaBytes().allSatisfy { $0 == 0 })
        #expect(VectorFont.standard.advance(of: "12", size: nan) == 0)
    }

    @Test("Huge coordinates are clamped instead of overflowing")
    func hugeCoordinates() {
        let canvas = Canvas(width: 10, height: 10)
        canvas.fill(Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), color: .black)
        #expect(canvas.pixel(x: 5, y: 5) == .black)
        canvas.strokeLine(from: Point(x: -1e12, y: -1e12), to: Point(x: 1e12, y: 1e12), width: 2, color: .white)
        #expect(canvas.pixel(x: 5, y: 5) == .white)
        #expect(canvas.pixel(x: 0, y: 9) == .black)
    }

    /// fuzz-raster's first finding: a finite 1e300 px width overflowed the diagonal stroke's fixed-point normal
    /// (a trap converting it to Int). Its half-width is clamped to the coordinate limit, 4,194,304 px, which
    /// still covers every pixel whose centre lies between the butt caps: here, with the ends past opposite
    /// corners, the whole canvas.
    @Test("A diagonal stroke of absurd finite width covers the canvas instead of trapping")
    func absurdStrokeWidth() {
        let canvas = Canvas(width: 10, height: 10)
        canvas.strokeLine(from: Point(x: -5, y: -5), to: Point(x: 15, y: 15), width: 1e300, color: .black)
        #expect((0..<10).allSatisfy { y in (0..<10).allSatisfy { x in canvas.pixel(x: x, y: y) == .black } })
        canvas.strokeLine(from: Point(x: -20, y: 30), to: Point(x: 30, y: -20), width: .greatestFiniteMagnitude, color: .white)
        #expect((0..<10).allSatisfy { y in (0..<10).allSatisfy { x in canvas.pixel(x: x, y: y) == .white } })
    }

    @Test("A rect with negative size is drawn from its standardized edges")
    func negativeSize() {
        let a = Canvas(width: 10, height: 10), b = Canvas(width: 10, height: 10)
        a.fill(Rect(x: 8, y: 7, width: -5, height: -4), color: .black)
        b.fill(Rect(x: 3, y: 3, width: 5, height: 4), color: .black)
        #expect(a.rgbaBytes() == b.rgbaBytes())
    }

    @Test("A zero-sized canvas accepts every call")
    func emptyCanvas() {
        let canvas = Canvas(width: 0, height: -3)
        canvas.clear(.white)
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), color: .black)
        canvas.drawText("x", at: Point(x: 0, y: 0), size: 12, align: .center, color: .black)
        canvas.composite(Canvas(width: 2, height: 2), from: PixelRect(x: 0, y: 0, width: 2, height: 2)!, toX: 0, toY: 0)
        #expect(canvas.rgbaBytes().isEmpty)
        #expect(canvas.pixel(x: 0, y: 0) == .clear)
        #expect(canvas.counters == RasterCounters())
    }

    @Test("Transparent colours and empty text leave the canvas untouched")
    func noOps() {
        let canvas = Canvas(width: 8, height: 8)
        canvas.clear(.white)
        canvas.fill(Rect(x: 0, y: 0, width: 8, height: 8), color: .clear)
        canvas.drawText("", at: Point(x: 4, y: 4), size: 12, align: .right, color: .black)
        canvas.strokeLine(from: Point(x: 1, y: 1), to: Point(x: 1, y: 1), width: 3, color: .black)
        #expect(canvas.rgbaBytes().allSatisfy { $0 == 255 })
    }

    @Test("Canvases wider than 32768 px (full-content renders) keep their size and draw at the far end")
    func wideCanvas() {
        let canvas = Canvas(width: 70_000, height: 4)
        #expect(canvas.width == 70_000)
        canvas.fillRoundedRect(Rect(x: 69_990, y: 0, width: 8, height: 4), radius: 1, color: .black)
        canvas.strokeLine(from: Point(x: 0, y: 0), to: Point(x: 70_000, y: 4), width: 1, color: .black)
        #expect(canvas.pixel(x: 69_994, y: 2) == .black)
        #expect(canvas.pixel(x: 35_000, y: 2).a > 0)
    }
}
