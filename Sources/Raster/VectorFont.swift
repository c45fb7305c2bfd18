/// HitchBench's own stroke font: polylines on an em grid, stroked at a regular weight.
///
/// Glyph shapes live in `GlyphOutlines`. Advances are rounded to 1/256 px per glyph at the
/// size quantised to 1/64 px, exactly as `Canvas.drawText` places glyphs, so measured width and
/// drawn width always agree.
public struct VectorFont: Sendable {
    /// One glyph's centre lines in em units with y up.
    struct Glyph: Sendable {
        /// Advance width in em.
        let advance: Double
        /// Vertices, x and y interleaved.
        let points: [Double]
        /// The end (in vertices) of each stroke within `points`.
        let strokeEnds: [Int]
        /// Horizontal ink extent in em, stroke included, relative to the pen.
        let inkMinX: Double
        let inkMaxX: Double

        var hasInk: Bool { !strokeEnds.isEmpty }
    }

    let glyphs: [Glyph]
    /// Stroke width as a fraction of the em.
    let strokeWidth: Double

    /// The font every chart label uses.
    public static let standard = VectorFont(
        definitions: GlyphOutlines.definitions.map { ($0.advance, $0.strokes) },
        fallback: GlyphOutlines.fallback, strokeWidth: 0.08)

    init(definitions: [(Double, String)], fallback: (advance: Double, strokes: String), strokeWidth: Double) {
        glyphs = (definitions + [fallback]).map {
            VectorFont.parse(advance: $0.0, strokes: $0.1, halfWidth: strokeWidth / 2)
        }
        self.strokeWidth = strokeWidth
    }

    /// Index of the fallback box, drawn for anything outside printable ASCII.
    static let fallbackIndex = 95

    /// The glyph index for one UTF-8 byte: printable ASCII maps to itself, any other character
    /// to the fallback box; nil for continuation bytes so a multi-byte character draws one box.
    @inline(__always)
    static func glyphIndex(utf8 byte: UInt8) -> Int? {
        if byte >= 32 && byte < 127 { return Int(byte) - 32 }
        if byte & 0xC0 == 0x80 { return nil }
        return fallbackIndex
    }

    /// The size actually used for `size`: rounded to 1/64 px, as the glyph cache keys it.
    @inline(__always)
    static func quantisedSize(_ size: Double) -> Int? {
        guard size.isFinite, size > 0, size < 4096 else { return nil }
        let q = Int((size * 64).rounded())
        return q > 0 ? q : nil
    }

    /// A glyph's advance in 1/256 px at a quantised size (in 1/64 px).
    @inline(__always)
    func advanceFixed(glyph: Int, sizeQ: Int) -> Int {
        Int((glyphs[glyph].advance * Double(sizeQ) * 4).rounded())
    }

    /// The run's total advance in 1/256 px.
    func advanceFixed(of text: String, sizeQ: Int) -> Int {
        var total = 0
        for byte in text.utf8 {
            guard let glyph = VectorFont.glyphIndex(utf8: byte) else { continue }
            total += advanceFixed(glyph: glyph, sizeQ: sizeQ)
        }
        return total
    }

    /// The width in px of `text` set at `size` px per em (the sum of the glyph advances, no kerning).
    public func advance(of text: String, size: Double) -> Double {
        guard let sizeQ = VectorFont.quantisedSize(size) else { return 0 }
        return Double(advanceFixed(of: text, sizeQ: sizeQ)) / Double(Fixed.one)
    }

    /// Distance in px from the baseline up to the top of the tallest ink (ascenders and brackets).
    public func ascent(size: Double) -> Double { size * (0.76 + strokeWidth / 2) }

    /// Distance in px from the baseline down to the bottom of descenders.
    public func descent(size: Double) -> Double { size * (0.2 + strokeWidth / 2) }

    private static func parse(advance: Double, strokes: String, halfWidth: Double) -> Glyph {
        var points: [Double] = []
        var ends: [Int] = []
        for stroke in strokes.split(separator: ";") {
            for token in stroke.split(separator: " ") {
                let isArc = token.hasPrefix("(")
                let numbers = token.split(whereSeparator: { $0 == "," || $0 == "(" || $0 == ")" })
                    .compactMap { Double($0) }
                if isArc && numbers.count == 6 {
                    appendArc(numbers, to: &points)
                } else if !isArc && numbers.count == 2 {
                    points.append(numbers[0] / 10)
                    points.append(numbers[1] / 10)
                }
            }
            if points.count / 2 > (ends.last ?? 0) { ends.append(points.count / 2) }
        }
        let xs = stride(from: 0, to: points.count, by: 2).map { points[$0] }
        return Glyph(
            advance: advance / 10, points: points, strokeEnds: ends,
            inkMinX: (xs.min() ?? 0) - halfWidth, inkMaxX: (xs.max() ?? 0) + halfWidth)
    }

    /// Flattens an elliptical arc given in tenths of an em and degrees into roughly 10-degree
    /// steps, fine enough at label sizes.
    private static func appendArc(_ n: [Double], to points: inout [Double]) {
        let (cx, cy, rx, ry) = (n[0] / 10, n[1] / 10, n[2] / 10, n[3] / 10)
        let start = n[4] * .pi / 180, end = n[5] * .pi / 180
        let steps = max(2, Int((abs(n[5] - n[4]) / 10).rounded(.up)))
        for i in 0...steps {
            let (sine, cosine) = Trig.sinCos(start + (end - start) * Double(i) / Double(steps))
            points.append(cx + rx * cosine)
            points.append(cy + ry * sine)
        }
    }
}
