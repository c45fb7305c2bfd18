import Testing

@testable import Raster

@Suite("Deterministic output")
struct DeterminismTests {
    /// A small scene touching every drawing path, offset by (`dx`, `dy`).
    static func drawScene(on canvas: Canvas, dx: Double, dy: Double) {
        canvas.fill(Rect(x: 3.3 + dx, y: 4.7 + dy, width: 20.45, height: 13.1), color: Color(r: 200, g: 40, b: 90, a: 200))
        canvas.fillRoundedRect(Rect(x: 30.1 + dx, y: 2.6 + dy, width: 25.3, height: 30.9), radius: 6.3, color: Color(r: 20, g: 140, b: 90))
        canvas.strokeLine(from: Point(x: 2.2 + dx, y: 40.3 + dy), to: Point(x: 57.9 + dx, y: 47.1 + dy), width: 1.7, color: .black)
        canvas.strokeLine(from: Point(x: 60.4 + dx, y: 1.3 + dy), to: Point(x: 60.4 + dx, y: 50.1 + dy), width: 1.3, color: .black)
        canvas.drawText(
            "09/01 Mon 12.5M", at: Point(x: 40.37 + dx, y: 65.81 + dy), size: 13.3, align: .center, color: Color(r: 0, g: 0, b: 0, a: 220))
    }

    /// `count` pixels of row `y` from column `from` (the whole row by default), so a test compares a row at a time.
    static func row(_ y: Int, of canvas: Canvas, from x: Int = 0, count: Int? = nil) -> [Color] {
        (x..<(x + (count ?? canvas.width - x))).map { canvas.pixel(x: $0, y: y) }
    }

    @Test("Drawing translated by whole pixels gives the same pixels translated")
    func integerTranslation() {
        let a = Canvas(width: 100, height: 80)
        let b = Canvas(width: 140, height: 120)
        DeterminismTests.drawScene(on: a, dx: 0, dy: 0)
        DeterminismTests.drawScene(on: b, dx: 37, dy: 29)
        for y in 0..<80 {
            #expect(DeterminismTests.row(y, of: a) == DeterminismTests.row(y + 29, of: b, from: 37, count: 100), "row \(y)")
        }
    }

    @Test("Drawing in clipped strips gives the same pixels as one full draw")
    func stripsMatchFullDraw() {
        let full = Canvas(width: 100, height: 80)
        DeterminismTests.drawScene(on: full, dx: 0, dy: 0)
        let strips = Canvas(width: 100, height: 80)
        for x in stride(from: 0, to: 100, by: 17) {
            for y in stride(from: 0, to: 80, by: 13) {
                strips.clip = PixelRect(x: x, y: y, width: 17, height: 13)!
                DeterminismTests.drawScene(on: strips, dx: 0, dy: 0)
            }
        }
        #expect(full.rgbaBytes() == strips.rgbaBytes())
    }

    @Test("A tile drawn with a negative offset reproduces its part of the full render")
    func tileMatchesFullRender() {
        let full = Canvas(width: 100, height: 80)
        DeterminismTests.drawScene(on: full, dx: 0, dy: 0)
        let tile = Canvas(width: 32, height: 32)
        DeterminismTests.drawScene(on: tile, dx: -40, dy: -30)
        for y in 0..<32 {
            #expect(DeterminismTests.row(y, of: tile) == DeterminismTests.row(y + 30, of: full, from: 40, count: 32), "tile row \(y)")
        }
    }

    @Test("The same calls twice give byte-identical pixels")
    func repeatable() {
        let a = Canvas(width: 100, height: 80), b = Canvas(width: 100, height: 80, glyphCache: GlyphCache())
        DeterminismTests.drawScene(on: a, dx: 0, dy: 0)
        DeterminismTests.drawScene(on: b, dx: 0, dy: 0)
        #expect(a.rgbaBytes() == b.rgbaBytes())
    }
}
