// libFuzzer target: bytes → drawing calls on small canvases with hostile geometry (far off the canvas, huge,
// negative, NaN and infinite coordinates, zero and huge sizes and radii, any colour and alpha, any text, any
// clip), composites between two canvases that share a glyph cache (overlapping self-copies included), and
// the PNG of the result. The renderer's unsafe-pointer code — span blitting, coverage accumulation, glyph
// masks and their cache, composites, deflate — runs here under AddressSanitizer, as the parsers' do in the
// other targets; the tests under AddressSanitizer run in the workflow's asan job.
import PNGWriting
import Raster

/// Reads the input as a stream of small values; past the end every read is 0, so any input is a program.
private struct ByteProgram {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index >= bytes.count }

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// Values at the edges of the renderer's arithmetic, picked by a tag byte below their count.
    static let edges: [Double] = [
        0, -0.0, 0.25, 0.5, 1, -1, 1.5, 1e-9, 255.75, 4_194_304, -4_194_304, 4_194_305, 1e9, -1e9, 1e300,
        -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity,
        -.infinity, .nan, Double(Int32.max), Double(Int.max),
    ]

    /// A coordinate or size: one of `edges`, or a quarter-pixel value within ±8,192 px.
    mutating func number() -> Double {
        let tag = Int(byte())
        if tag < Self.edges.count { return Self.edges[tag] }
        let raw = Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte()))
        return Double(raw) / 4
    }

    /// A whole pixel value within ±32,768, or one at the edges of `Int`.
    mutating func integer() -> Int {
        switch byte() {
        case 0: return Int.max
        case 1: return Int.min
        case 2: return Int.max - 1
        default: return Int(Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte())))
        }
    }

    mutating func color() -> Color { Color(r: byte(), g: byte(), b: byte(), a: byte()) }

    mutating func point() -> Point { Point(x: number(), y: number()) }

    mutating func rect() -> Rect { Rect(x: number(), y: number(), width: number(), height: number()) }

    mutating func text() -> String {
        let count = Int(byte() % 16)
        var utf8: [UInt8] = []
        for _ in 0..<count { utf8.append(byte()) }
        return String(decoding: utf8, as: UTF8.self)
    }

    mutating func pixelRect() -> PixelRect? { PixelRect(x: integer(), y: integer(), width: integer(), height: integer()) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRaster(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var program = ByteProgram(bytes: start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
    // A 64 KiB budget, so large glyphs and many sizes also take the cache through emptying itself.
    let glyphs = GlyphCache(byteBudget: 1 << 16)
    // Up to 96 × 64 px: wider than the blitter's 16-byte stores and its memset runs, small enough for
    // thousands of runs a second.
    let canvases = [
        Canvas(width: Int(program.byte() % 97), height: Int(program.byte() % 65), glyphCache: glyphs),
        Canvas(width: Int(program.byte() % 97), height: Int(program.byte() % 65), glyphCache: glyphs),
    ]
    let aligns: [TextAlign] = [.left, .center, .right]
    var operations = 0
    while !program.isAtEnd, operations < 64 {
        operations += 1
        let op = program.byte()
        let canvas = canvases[Int(op >> 7)]
        switch op % 8 {
        case 0: canvas.clear(program.color())
        case 1: canvas.fill(program.rect(), color: program.color())
        case 2: canvas.fillRoundedRect(program.rect(), radius: program.number(), color: program.color())
        case 3: canvas.strokeLine(from: program.point(), to: program.point(), width: program.number(), color: program.color())
        case 4:
            canvas.drawText(
                program.text(), at: program.point(), size: program.number(), align: aligns[Int(program.byte() % 3)],
                color: program.color())
        case 5: if let clip = program.pixelRect() { canvas.clip = clip }
        case 6:
            let source = canvases[Int(program.byte() % 2)]
            if let area = program.pixelRect() {
                canvas.composite(source, from: area, toX: program.integer(), toY: program.integer(), blend: program.byte() % 2 == 1)
            }
        default: _ = canvas.pixel(x: program.integer(), y: program.integer())
        }
    }
    _ = canvases[Int(program.byte() % 2)].pngData()
    _ = canvases[0].matchingFraction(with: canvases[1], tolerance: Int(program.byte()))
    return 0
}
