extension Canvas {
    /// Fills `rect` with exact area coverage along fractional edges.
    ///
    /// Axis-aligned rects skip the scan converter: a pixel's coverage is its row coverage times its
    /// column coverage, and the interior is filled a row span at a time.
    public func fill(_ rect: Rect, color: Color) {
        guard color.a > 0, rect.isFinite else { return }
        fillFixed(
            x0: Fixed.from(rect.minX), y0: Fixed.from(rect.minY),
            x1: Fixed.from(rect.maxX), y1: Fixed.from(rect.maxY),
            color: color.premultiplied)
    }

    /// Strokes a straight line of `width` px with butt caps; horizontal and vertical lines take the rect path.
    public func strokeLine(from: Point, to: Point, width: Double, color: Color) {
        guard color.a > 0, width > 0, width.isFinite,
            from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite
        else { return }
        let ax = Fixed.from(from.x), ay = Fixed.from(from.y)
        let bx = Fixed.from(to.x), by = Fixed.from(to.y)
        let half = Fixed.from(width / 2)
        let premultiplied = color.premultiplied
        if ay == by {
            fillFixed(x0: min(ax, bx), y0: ay - half, x1: max(ax, bx), y1: ay + half, color: premultiplied)
            return
        }
        if ax == bx {
            fillFixed(x0: ax - half, y0: min(ay, by), x1: ax + half, y1: max(ay, by), color: premultiplied)
            return
        }
        let dx = Double(bx - ax), dy = Double(by - ay)
        // A half-width past the coordinate limit covers the same pixels as one at it, and keeps the normal's
        // fixed-point offsets inside `Int` (a finite 1e300 px stroke trapped here; fuzz-raster found it).
        let halfWidth = min(width / 2, Double(Fixed.limit))
        let scale = halfWidth / (dx * dx + dy * dy).squareRoot() * Double(Fixed.one)
        let nx = Int((-dy * scale).rounded()), ny = Int((dx * scale).rounded())
        let reach = abs(nx) + abs(ny)
        guard
            intersectsClip(
                x0: min(ax, bx) - reach, y0: min(ay, by) - reach,
                x1: max(ax, bx) + reach, y1: max(ay, by) + reach)
        else { return }
        path.reset()
        path.move(to: ax + nx, ay + ny)
        path.line(to: bx + nx, by + ny)
        path.line(to: bx - nx, by - ny)
        path.line(to: ax - nx, ay - ny)
        path.close()
        fillPath(color: premultiplied, rows: Int.min..<Int.max)
    }

    /// True when the fixed-point box can touch a pixel of the clip.
    func intersectsClip(x0: Int, y0: Int, x1: Int, y1: Int) -> Bool {
        let c = clipRect
        return !c.isEmpty && x1 > c.x << Fixed.shift && x0 < c.maxX << Fixed.shift
            && y1 > c.y << Fixed.shift && y0 < c.maxY << Fixed.shift && x0 < x1 && y0 < y1
    }

    /// The analytic rect fill on fixed-point edges.
    func fillFixed(x0 ex0: Int, y0 ey0: Int, x1 ex1: Int, y1 ey1: Int, color: UInt32) {
        let c = clipRect
        let x0 = max(ex0, c.x << Fixed.shift), x1 = min(ex1, c.maxX << Fixed.shift)
        let y0 = max(ey0, c.y << Fixed.shift), y1 = min(ey1, c.maxY << Fixed.shift)
        guard x0 < x1, y0 < y1 else { return }
        let left = Fixed.floorPixel(x0), right = Fixed.ceilPixel(x1)
        let top = Fixed.floorPixel(y0), bottom = Fixed.ceilPixel(y1)
        // Column coverage in 1/256 px: partial at most in the first and last columns.
        let single = right - left == 1
        let leftCoverage = min(x1, (left + 1) << Fixed.shift) - x0
        let rightCoverage = single ? leftCoverage : x1 - ((right - 1) << Fixed.shift)
        let fullStart = leftCoverage == Fixed.one ? left : left + 1
        let fullEnd = rightCoverage == Fixed.one ? right : right - 1
        let fullCount = max(0, fullEnd - fullStart)
        // Interior rows all share one coverage per column, so their edge colours are scaled once.
        let leftFull = PixelMath.scale(color, by: PixelMath.alpha(fromCoverage: leftCoverage << Fixed.shift))
        let rightFull = PixelMath.scale(color, by: PixelMath.alpha(fromCoverage: rightCoverage << Fixed.shift))
        let hasLeft = leftCoverage < Fixed.one, hasRight = !single && rightCoverage < Fixed.one
        for y in top..<bottom {
            let rowCoverage = min(y1, (y + 1) << Fixed.shift) - max(y0, y << Fixed.shift)
            let line = row(y)
            if rowCoverage == Fixed.one {
                // Both edge pixels are read before the span is stored, so their loads overlap.
                if hasLeft { line[left] = PixelMath.over(leftFull, line[left]) }
                if hasRight { line[right - 1] = PixelMath.over(rightFull, line[right - 1]) }
                if fullCount > 0 { SpanBlitter.fill(line + fullStart, count: fullCount, color: color) }
                continue
            }
            if hasLeft {
                blendPixel(line + left, color: color, coverage: rowCoverage * leftCoverage)
            }
            if fullCount > 0 {
                SpanBlitter.fill(
                    line + fullStart, count: fullCount, color: color,
                    alpha: PixelMath.alpha(fromCoverage: rowCoverage << Fixed.shift))
            }
            if hasRight {
                blendPixel(line + right - 1, color: color, coverage: rowCoverage * rightCoverage)
            }
        }
        counters.pixelsWritten += (right - left) * (bottom - top)
    }

    @inline(__always)
    private func blendPixel(_ pixel: UnsafeMutablePointer<UInt32>, color: UInt32, coverage: Int) {
        let alpha = PixelMath.alpha(fromCoverage: coverage)
        guard alpha > 0 else { return }
        if alpha == 255 && color >> 24 == 255 {
            pixel.pointee = color
        } else {
            pixel.pointee = PixelMath.over(PixelMath.scale(color, by: alpha), pixel.pointee)
        }
    }
}
