import TestSupport
import Testing

@testable import Raster

@Suite("Golden images of raster scenes")
struct GoldenSceneTests {
    /// Every fill path the renderer has on three backgrounds: opaque with unequal bytes, transparent, and white
    /// (each cleared through the clip), with opaque and translucent colours, edges at fractional positions,
    /// rounded corners, lines straight and slanted, and text at several sizes and quarter-pixel phases.
    static func drawFillsAndText(on canvas: Canvas) {
        canvas.clear(.white)
        canvas.clip = PixelRect(x: 4, y: 4, width: 76, height: 44)!
        canvas.clear(Color(r: 236, g: 240, b: 246))
        canvas.clip = PixelRect(x: 84, y: 4, width: 72, height: 44)!
        canvas.clear(.clear)
        canvas.clip = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)!
        canvas.fill(Rect(x: 8.3, y: 8.6, width: 140.5, height: 10.25), color: Color(r: 47, g: 107, b: 216))
        canvas.fill(Rect(x: 20.75, y: 14.1, width: 110.2, height: 20.6), color: Color(r: 233, g: 75, b: 85, a: 150))
        canvas.fill(Rect(x: 60, y: 22, width: 40, height: 4), color: Color(r: 31, g: 168, b: 143))
        canvas.strokeLine(from: Point(x: 2, y: 40.5), to: Point(x: 158, y: 40.5), width: 1, color: Color(r: 184, g: 188, b: 194))
        canvas.strokeLine(from: Point(x: 2, y: 44.3), to: Point(x: 158, y: 44.3), width: 0.6, color: .black)
        canvas.strokeLine(from: Point(x: 150.5, y: 2), to: Point(x: 150.5, y: 98), width: 1, color: Color(r: 74, g: 79, b: 87))
        canvas.strokeLine(
            from: Point(x: 3.2, y: 97.1), to: Point(x: 70.6, y: 52.4), width: 1.4, color: Color(r: 120, g: 30, b: 160, a: 200))
        canvas.fillRoundedRect(Rect(x: 6.4, y: 50.2, width: 30.5, height: 20.7), radius: 5.5, color: Color(r: 31, g: 168, b: 143))
        canvas.fillRoundedRect(Rect(x: 24.2, y: 58.9, width: 30, height: 30), radius: 8, color: Color(r: 242, g: 167, b: 43, a: 180))
        canvas.drawText("50M", at: Point(x: 44.1, y: 31.2), size: 14, align: .center, color: .white)
        canvas.drawText("10/23 Thu", at: Point(x: 60.3, y: 66.4), size: 16.6, align: .left, color: Color(r: 74, g: 79, b: 87))
        canvas.drawText("40M", at: Point(x: 147.62, y: 92.85), size: 28, align: .right, color: .black)
        canvas.drawText("200M", at: Point(x: 118.4, y: 33.7), size: 12.4, align: .center, color: Color(r: 0, g: 0, b: 0, a: 160))
    }

    @Test("The determinism scene on white matches its golden image")
    func determinismScene() {
        let canvas = Canvas(width: 100, height: 80)
        canvas.clear(.white)
        DeterminismTests.drawScene(on: canvas, dx: 0, dy: 0)
        GoldenImage.expect(canvas, matches: "determinism-scene")
    }

    @Test("Fills, lines and text over opaque, transparent and white backgrounds match their golden image")
    func fillsAndText() {
        let canvas = Canvas(width: 160, height: 100)
        GoldenSceneTests.drawFillsAndText(on: canvas)
        GoldenImage.expect(canvas, matches: "fills-and-text")
    }
}
