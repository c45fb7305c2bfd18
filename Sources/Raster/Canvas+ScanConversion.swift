/// The scan-conversion stage: a closed path in `Canvas.path` becomes coverage rows in the
/// accumulator, which the span blitter blends into the pixels.
extension Canvas {
    /// Scan converts `path` (restricted to the device rows in `rows` and to the clip) and blends `color`.
    func fillPath(color: UInt32, rows: Range<Int>) {
        guard !path.isEmpty else { return }
        let boxLeft = Fixed.floorPixel(path.minX)
        let boxRight = Fixed.ceilPixel(path.maxX)
        let boxTop = Fixed.floorPixel(path.minY)
        let boxBottom = Fixed.ceilPixel(path.maxY)
        let c = clipRect
        let firstRow = max(boxTop, c.y, rows.lowerBound)
        let endRow = min(boxBottom, c.maxY, rows.upperBound)
        let clipLeft = max(boxLeft, c.x), clipRight = min(boxRight, c.maxX)
        guard firstRow < endRow, clipLeft < clipRight else { return }
        // The box's origin comes from the path alone, never from the clip, so local coordinates
        // (and thus every rounding) are identical however the call is clipped.
        var sweepLeft = boxLeft, sweepRight = boxRight
        if boxRight - boxLeft > Canvas.maxSweepWidth {
            // Paths far wider than any canvas sweep only a window around the clip, on a grid
            // anchored to the path. The accumulator clamps x into the window, which keeps each
            // row's total cover; only cells at the window's edges, outside the clip, are distorted.
            let grid = Canvas.sweepWindowGrid
            sweepLeft = boxLeft + (clipLeft - 2 - boxLeft) / grid * grid
            sweepRight = min(boxRight, sweepLeft + (clipRight + 2 - sweepLeft + grid - 1) / grid * grid)
        }
        let width = sweepRight - sweepLeft
        // Rows are independent, so sweeping a tall path in bands of rows changes nothing.
        let bandRows = max(1, Canvas.maxAccumulatorCells / (width + 2))
        reserveCoverage(width + 2)
        var bandStart = firstRow
        while bandStart < endRow {
            let bandEnd = min(endRow, bandStart + bandRows)
            sweep(
                rows: bandStart..<bandEnd, boxLeft: sweepLeft, boxTop: boxTop, width: width,
                columns: clipLeft..<clipRight, color: color)
            bandStart = bandEnd
        }
    }

    /// Cells the accumulator may hold at once (16 MB of `Int32`).
    static let maxAccumulatorCells = 1 << 22
    /// Paths up to this many pixels wide are swept whole, which keeps clipped draws bit-identical.
    static let maxSweepWidth = 1 << 16
    static let sweepWindowGrid = 1 << 12

    private func sweep(rows: Range<Int>, boxLeft: Int, boxTop: Int, width: Int, columns: Range<Int>, color: UInt32) {
        accumulator.begin(width: width, rowStart: rows.lowerBound - boxTop, rowEnd: rows.upperBound - boxTop)
        accumulatePath(originX: boxLeft, originY: boxTop)
        let coverage = coverageRow
        var written = 0
        for y in rows {
            let span = accumulator.resolveRow(y - boxTop, into: coverage)
            let from = max(boxLeft + span.lo, columns.lowerBound)
            let to = min(boxLeft + span.hi, columns.upperBound)
            guard from < to else { continue }
            written += SpanBlitter.blit(
                row(y) + from, mask: coverage + (from - boxLeft - span.lo),
                count: to - from, color: color)
        }
        counters.pixelsWritten += written
    }

    /// Feeds every edge of `path` to the accumulator in coordinates local to pixel (`originX`, `originY`).
    ///
    /// The subtraction happens in fixed point, so the coordinates the accumulator sees are exact.
    func accumulatePath(originX: Int, originY: Int) {
        let x0 = originX << Fixed.shift, y0 = originY << Fixed.shift
        let unit = 1 / Double(Fixed.one)
        for edge in path.edges {
            accumulator.addLine(
                Double(edge.x0 - x0) * unit, Double(edge.y0 - y0) * unit,
                Double(edge.x1 - x0) * unit, Double(edge.y1 - y0) * unit)
        }
    }
}
