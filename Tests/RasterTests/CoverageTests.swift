import Testing

@testable import Raster

@Suite("Anti-aliased coverage")
struct CoverageTests {
    @Test("A rect edge at x = 10.25 covers column 10 by 75%")
    func quarterPixelEdge() {
        let canvas = Canvas(width: 20, height: 4)
        canvas.fill(Rect(x: 10.25, y: 0, width: 5, height: 4), color: .black)
        // Column 10 is covered from 10.25 to 11: 0.75 × 255 = 191.25.
        let alpha = Int(canvas.pixel(x: 10, y: 1).a)
        #expect(abs(alpha - 191) <= 1)
        #expect(canvas.pixel(x: 9, y: 1).a == 0)
        #expect(canvas.pixel(x: 11, y: 1).a == 255)
    }

    @Test("A pixel-aligned rect writes full colour inside and nothing outside")
    func alignedRect() {
        let canvas = Canvas(width: 16, height: 16)
        let color = Color(r: 12, g: 34, b: 56)
        canvas.fill(Rect(x: 3, y: 4, width: 5, height: 6), color: color)
        for y in 0..<16 {
            for x in 0..<16 {
                let inside = x >= 3 && x < 8 && y >= 4 && y < 10
                #expect(canvas.pixel(x: x, y: y) == (inside ? color : .clear))
            }
        }
    }

    @Test("A fractional rect's total coverage equals its area")
    func coverageSumsToArea() {
        let canvas = Canvas(width: 12, height: 12)
        canvas.fill(Rect(x: 1.3, y: 2.6, width: 7.45, height: 3.2), color: .black)
        let total = canvas.rgbaBytes().enumerated().filter { $0.offset % 4 == 3 }.reduce(0) { $0 + Int($1.element) }
        // 7.45 × 3.2 = 23.84 px of full alpha, within a rounding per touched pixel.
        #expect(abs(Double(total) / 255 - 23.84) < 0.2)
    }

    @Test("A rounded rect 4 px tall with radius 10 stays inside its rect and is not empty")
    func roundedRadiusIsClamped() {
        let canvas = Canvas(width: 40, height: 20)
        canvas.fillRoundedRect(Rect(x: 5, y: 8, width: 30, height: 4), radius: 10, color: .black)
        let ink = RasterHelpers.inkBounds(canvas)
        #expect(ink != nil)
        if let ink {
            #expect(ink.minX >= 5 && ink.maxX <= 34 && ink.minY >= 8 && ink.maxY <= 11)
        }
        // The middle of the pill is solid.
        #expect(canvas.pixel(x: 20, y: 9).a == 255)
        #expect(canvas.pixel(x: 20, y: 10).a == 255)
    }

    @Test("A rounded rect cuts its corners and keeps its edges")
    func roundedCorners() {
        let canvas = Canvas(width: 40, height: 40)
        canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 40, height: 40), radius: 10, color: .black)
        #expect(canvas.pixel(x: 0, y: 0).a == 0)
        #expect(canvas.pixel(x: 39, y: 39).a == 0)
        #expect(canvas.pixel(x: 20, y: 0).a == 255)
        #expect(canvas.pixel(x: 0, y: 20).a == 255)
        #expect(canvas.pixel(x: 20, y: 20).a == 255)
    }

    @Test("Radius 0 draws exactly what fill draws")
    func zeroRadiusIsFill() {
        let a = Canvas(width: 20, height: 20), b = Canvas(width: 20, height: 20)
        a.fillRoundedRect(Rect(x: 2.3, y: 3.7, width: 11.2, height: 9.9), radius: 0, color: .black)
        b.fill(Rect(x: 2.3, y: 3.7, width: 11.2, height: 9.9), color: .black)
        #expect(a.rgbaBytes() == b.rgbaBytes())
    }

    @Test("A diagonal line covers pixels along its axis and nothing far from it")
    func diagonalLine() {
        let canvas = Canvas(width: 40, height: 40)
        canvas.strokeLine(from: Point(x: 5, y: 5), to: Point(x: 35, y: 35), width: 2, color: .black)
        for t in stride(from: 6, through: 34, by: 1) {
            #expect(canvas.pixel(x: t, y: t).a > 200)
        }
        for y in 0..<40 {
            for x in 0..<40 where abs(x - y) > 3 {
                #expect(canvas.pixel(x: x, y: y).a == 0)
            }
        }
        // Butt caps: nothing before the start point along the axis.
        #expect(canvas.pixel(x: 3, y: 3).a == 0)
    }

    @Test("A horizontal 1 px line on a pixel centre fills exactly one row")
    func horizontalLineFastPath() {
        let canvas = Canvas(width: 10, height: 5)
        canvas.strokeLine(from: Point(x: 2, y: 2.5), to: Point(x: 8, y: 2.5), width: 1, color: .black)
        #expect(canvas.pixel(x: 2, y: 2) == .black)
        #expect(canvas.pixel(x: 7, y: 2) == .black)
        #expect(canvas.pixel(x: 8, y: 2).a == 0)
        #expect(canvas.pixel(x: 4, y: 1).a == 0 && canvas.pixel(x: 4, y: 3).a == 0)
    }

    @Test("Splitting a rounded rect at its corners matches scan converting the whole outline")
    func roundedSplitMatchesWhole() {
        let split = Canvas(width: 60, height: 60), whole = Canvas(width: 60, height: 60)
        let rect = Rect(x: 3.37, y: 5.81, width: 41.3, height: 47.45)
        split.fillRoundedRect(rect, radius: 9.7, color: Color(r: 90, g: 30, b: 200), splitAtCorners: true)
        whole.fillRoundedRect(rect, radius: 9.7, color: Color(r: 90, g: 30, b: 200), splitAtCorners: false)
        // The analytic and the accumulated coverage may round a tie differently: allow 1/255.
        for (a, b) in zip(split.rgbaBytes(), whole.rgbaBytes()) {
            #expect(abs(Int(a) - Int(b)) <= 1)
        }
    }
}
