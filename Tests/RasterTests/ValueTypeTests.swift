import Testing

@testable import Raster

@Suite("Colours and pixel rects")
struct ValueTypeTests {
    @Test("Hex strings parse with and without alpha and print as #RRGGBBAA")
    func hexRoundTrip() {
        #expect(Color(hex: "#1a2B3c") == Color(r: 0x1A, g: 0x2B, b: 0x3C))
        #expect(Color(hex: "#11223344") == Color(r: 0x11, g: 0x22, b: 0x33, a: 0x44))
        #expect(Color(r: 0xAB, g: 0x01, b: 0xFF, a: 0x80).hex == "#AB01FF80")
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "#GG0000") == nil)
    }

    @Test("PixelRect rejects negative sizes and intersects to empty when apart")
    func pixelRect() {
        #expect(PixelRect(x: 0, y: 0, width: -1, height: 2) == nil)
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)!
        let b = PixelRect(x: 5, y: 6, width: 10, height: 10)!
        #expect(a.intersection(b) == PixelRect(x: 5, y: 6, width: 5, height: 4)!)
        #expect(a.intersection(PixelRect(x: 20, y: 0, width: 1, height: 1)!).isEmpty)
    }
}
