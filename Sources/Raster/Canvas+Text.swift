extension Canvas {
    /// Draws `text` in the standard font at `size` px per em.
    ///
    /// `baseline` is the point on the baseline that `align` refers to: the start (`.left`), the
    /// middle (`.center`) or the end (`.right`) of the run's advance as `VectorFont.advance` measures it.
    /// Glyphs come from the glyph cache given to `init`; pen positions are snapped to 1/4 px in x and y (the cache's
    /// phases). Bytes outside printable ASCII draw a box, one per character.
    public func drawText(_ text: String, at baseline: Point, size: Double, align: TextAlign, color: Color) {
        let font = VectorFont.standard
        guard color.a > 0, baseline.x.isFinite, baseline.y.isFinite,
            let sizeQ = VectorFont.quantisedSize(size)
        else { return }
        let total = font.advanceFixed(of: text, sizeQ: sizeQ)
        var penX = Fixed.from(baseline.x)
        switch align {
        case .left: break
        case .center: penX -= total >> 1
        case .right: penX -= total
        }
        let penY = Fixed.from(baseline.y)
        // Ink may overhang the advance by a stroke and reach above the ascent by rounding; a
        // margin of a third of the em covers both, so whole runs outside the clip cost nothing.
        let margin = Double(sizeQ) * 4 / 3
        let sizePx = Double(sizeQ) / 64
        let top = penY - Fixed.from(font.ascent(size: sizePx)) - Int(margin)
        let bottom = penY + Fixed.from(font.descent(size: sizePx)) + Int(margin)
        guard intersectsClip(x0: penX - Int(margin), y0: top, x1: penX + total + Int(margin), y1: bottom) else { return }
        let color = color.premultiplied
        let clipLeft = clipRect.x << Fixed.shift, clipRight = clipRect.maxX << Fixed.shift
        let scale = Double(sizeQ) * 4
        // Quarter-pixel pen positions: the whole pixel places the mask, the remainder picks it.
        let quarterY = (penY + 32) >> 6
        for byte in text.utf8 {
            guard let glyph = VectorFont.glyphIndex(utf8: byte) else { continue }
            let advance = font.advanceFixed(glyph: glyph, sizeQ: sizeQ)
            defer { penX += advance }
            let shape = font.glyphs[glyph]
            guard shape.hasInk else { continue }
            // One pixel of slack covers anti-aliasing and the quarter-pixel snap.
            let inkLeft = penX + Int(shape.inkMinX * scale) - Fixed.one
            let inkRight = penX + Int(shape.inkMaxX * scale) + Fixed.one
            guard inkRight > clipLeft, inkLeft < clipRight else { continue }
            let quarterX = (penX + 32) >> 6
            let key = GlyphCache.key(glyph: glyph, sizeQ: sizeQ, phaseX: quarterX & 3, phaseY: quarterY & 3)
            let entry: GlyphCache.Entry
            if let cached = glyphCache.entry(for: key) {
                entry = cached
            } else {
                entry = rasterizeGlyph(glyph, key: key, sizeQ: sizeQ, phaseX: quarterX & 3, phaseY: quarterY & 3)
                counters.glyphCacheMisses += 1
            }
            blitMask(entry, x: (quarterX >> 2) + entry.left, y: (quarterY >> 2) + entry.top, color: color)
            counters.glyphsDrawn += 1
        }
    }

    /// Blends `color` through a cached mask whose top-left pixel lands at (`x`, `y`), clipped; an opaque
    /// colour is stored where the coverage is full.
    private func blitMask(_ entry: GlyphCache.Entry, x: Int, y: Int, color: UInt32) {
        let c = clipRect
        guard x < c.maxX, x + entry.width > c.x, y < c.maxY, y + entry.height > c.y else { return }
        let lastRow = min(entry.height, c.maxY - y)
        let opaque = color >> 24 == 255
        var written = 0
        glyphCache.arena.withUnsafeBufferPointer { arena in
            guard let base = arena.baseAddress else { return }
            var p = base + entry.offset
            @inline(__always) func read16(_ at: UnsafePointer<UInt8>) -> Int { Int(at[0]) | Int(at[1]) << 8 }
            for maskRow in 0..<lastRow {
                let segments = read16(p)
                p += 2
                let py = y + maskRow
                let visible = py >= c.y
                let line = visible ? row(py) : pixels
                for _ in 0..<segments {
                    let start = x + read16(p), length = read16(p + 2)
                    let coverage = p + 4
                    p += 4 + length
                    guard visible else { continue }
                    let from = max(start, c.x), to = min(start + length, c.maxX)
                    guard from < to else { continue }
                    if opaque {
                        SpanBlitter.blitOpaqueSegment(line + from, mask: coverage + (from - start), count: to - from, color: color)
                    } else {
                        SpanBlitter.blitSegment(line + from, mask: coverage + (from - start), count: to - from, color: color)
                    }
                    written += to - from
                }
            }
        }
        counters.pixelsWritten += written
    }

    /// Builds the glyph's stroke outline at one size and phase and scan converts it into the cache.
    private func rasterizeGlyph(_ glyph: Int, key: UInt64, sizeQ: Int, phaseX: Int, phaseY: Int) -> GlyphCache.Entry {
        let font = VectorFont.standard
        let shape = font.glyphs[glyph]
        // Fixed-point scale: em units → 1/256 px, with y flipped to point down.
        let scale = Double(sizeQ) * 4
        let offsetX = Double(phaseX * 64), offsetY = Double(phaseY * 64)
        let halfWidth = font.strokeWidth / 2 * scale
        path.reset()
        var start = 0
        for end in shape.strokeEnds {
            stroker.begin()
            for i in start..<end {
                stroker.append(
                    Int((offsetX + shape.points[2 * i] * scale).rounded()),
                    Int((offsetY - shape.points[2 * i + 1] * scale).rounded()))
            }
            stroker.emit(halfWidth: halfWidth, into: &path)
            start = end
        }
        let left = Fixed.floorPixel(path.minX), right = Fixed.ceilPixel(path.maxX)
        let top = Fixed.floorPixel(path.minY), bottom = Fixed.ceilPixel(path.maxY)
        let width = max(0, right - left), height = max(0, bottom - top)
        accumulator.begin(width: width, rowStart: 0, rowEnd: height)
        accumulatePath(originX: left, originY: top)
        reserveCoverage(width + 2)
        reserveGlyphMask(width * height)
        let coverage = coverageRow
        let mask = glyphMask
        mask.update(repeating: 0, count: width * height)
        for row in 0..<height {
            let span = accumulator.resolveRow(row, into: coverage)
            (mask + row * width + span.lo).update(from: coverage, count: span.hi - span.lo)
        }
        return glyphCache.insert(key, mask: mask, width: width, height: height, left: left, top: top)
    }
}
