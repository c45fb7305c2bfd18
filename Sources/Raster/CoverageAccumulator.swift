/// Exact-area scan conversion: edges deposit signed area and cover into cells, and a running sum
/// along each row turns them into coverage (the font-rs / stb_truetype v2 technique).
///
/// The non-zero rule is approximated by clamping `|sum|` to 1, so overlapping polygons of the same
/// winding union correctly. The cell buffer is owned and reused; it is all zero between draws because
/// `resolveRow` clears every cell it reads, so no per-draw clearing pass is needed.
///
/// Cells hold integers in units of 1/65536 of a pixel's area: the running sum then costs one
/// integer add per pixel instead of a float add's latency. Areas are computed in `Float` and
/// rounded once per cell, and one cell per row and edge takes whatever makes the row's total
/// exactly the edge's cover. Vertices sit on the 1/256 px grid, so every cover is an exact integer and a
/// closed path's cells sum to exactly zero to the right of it.
///
/// Coordinates handed in are local: x relative to the box's left column, y relative to its top row.
/// Only rows in `rowStart..<rowEnd` are accumulated. Each row's x is computed from the segment's
/// endpoints rather than stepped, so restricting the rows (clipping) never changes a row's result.
final class CoverageAccumulator {
    private var cells: UnsafeMutablePointer<Int32>
    private var cellCapacity: Int
    private var rowMin: UnsafeMutablePointer<Int32>
    private var rowMax: UnsafeMutablePointer<Int32>
    private var rowCapacity: Int
    private(set) var width = 0
    private(set) var rowStart = 0
    private(set) var rowEnd = 0
    private var stride = 2

    init() {
        cellCapacity = 4096
        cells = .allocate(capacity: cellCapacity)
        cells.initialize(repeating: 0, count: cellCapacity)
        rowCapacity = 256
        rowMin = .allocate(capacity: rowCapacity)
        rowMax = .allocate(capacity: rowCapacity)
        rowMin.initialize(repeating: 0, count: rowCapacity)
        rowMax.initialize(repeating: 0, count: rowCapacity)
    }

    deinit {
        cells.deallocate()
        rowMin.deallocate()
        rowMax.deallocate()
    }

    /// Prepares a box `width` columns wide, accumulating rows `rowStart..<rowEnd` only.
    func begin(width: Int, rowStart: Int, rowEnd: Int) {
        let rows = max(0, rowEnd - rowStart)
        self.width = width
        self.rowStart = rowStart
        self.rowEnd = rowStart + rows
        stride = width + 2
        let needed = stride * rows
        if needed > cellCapacity {
            cells.deallocate()
            cellCapacity = max(needed, cellCapacity * 2)
            cells = .allocate(capacity: cellCapacity)
            cells.initialize(repeating: 0, count: cellCapacity)
        }
        if rows > rowCapacity {
            rowMin.deallocate()
            rowMax.deallocate()
            rowCapacity = max(rows, rowCapacity * 2)
            rowMin = .allocate(capacity: rowCapacity)
            rowMax = .allocate(capacity: rowCapacity)
            rowMin.initialize(repeating: 0, count: rowCapacity)
            rowMax.initialize(repeating: 0, count: rowCapacity)
        }
        rowMin.update(repeating: Int32.max, count: rows)
        rowMax.update(repeating: Int32.min, count: rows)
    }

    /// Accumulates one directed edge given in local pixel coordinates.
    ///
    /// Positions are `Double` so a very long edge still lands within a hair of its true place in
    /// the rows it crosses; the per-cell areas, all between 0 and 1, are `Float`.
    func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        guard ay != by else { return }
        let direction: Double = ay < by ? 1 : -1
        let (x0, y0, x1, y1) = ay < by ? (ax, ay, bx, by) : (bx, by, ax, ay)
        let top = max(y0, Double(rowStart))
        let bottom = min(y1, Double(rowEnd))
        guard top < bottom else { return }
        let maxX = Double(width)
        var row = Int(top)
        var lastRow = Int(bottom)
        if Double(lastRow) < bottom { lastRow += 1 }
        if x0 == x1 {
            addVertical(x: Float(min(maxX, max(0, x0))), rows: row..<lastRow, top: top, bottom: bottom, direction: direction)
            return
        }
        let dxdy = (x1 - x0) / (y1 - y0)
        while row < lastRow {
            let rowTop = max(Double(row), y0)
            let rowBottom = min(Double(row + 1), y1)
            let xa = min(maxX, max(0, x0 + dxdy * (rowTop - y0)))
            let xb = min(maxX, max(0, x0 + dxdy * (rowBottom - y0)))
            accumulate(row: row - rowStart, xa: Float(xa), xb: Float(xb), delta: Float(direction * (rowBottom - rowTop)))
            row += 1
        }
    }

    /// One in cell units.
    private static let unit: Float = 65536

    /// A signed area in cell units, rounded to nearest (ties to even).
    ///
    /// Adding 1.5 × 2^23 puts the rounded integer, offset by 2^22, in the low mantissa bits:
    /// a conversion with no range checks or branches. Areas here stay far below 2^22 / 65536.
    @inline(__always)
    private static func cellValue(_ area: Float) -> Int32 {
        let shifted = area * unit + 12_582_912
        return Int32(bitPattern: shifted.bitPattern & 0x7F_FFFF) &- 0x40_0000
    }

    /// Vertical edges (rect sides, cut lines, glyph stems) split each row's cover between two cells.
    private func addVertical(x: Float, rows: Range<Int>, top: Double, bottom: Double, direction: Double) {
        let column = Int(x)
        let fraction = x - Float(column)
        let leftIndex = Int32(column)
        let reach = Int32(column + 2)
        for row in rows {
            let d = Float(direction * (min(Double(row + 1), bottom) - max(Double(row), top)))
            let cover = CoverageAccumulator.cellValue(d)
            let right = CoverageAccumulator.cellValue(d * fraction)
            let index = row - rowStart
            let line = cells + index * stride + column
            line[0] &+= cover &- right
            line[1] &+= right
            if rowMin[index] > leftIndex { rowMin[index] = leftIndex }
            if rowMax[index] < reach { rowMax[index] = reach }
        }
    }

    @inline(__always)
    private func accumulate(row: Int, xa: Float, xb: Float, delta d: Float) {
        let line = cells + row * stride
        let (left, right) = xa < xb ? (xa, xb) : (xb, xa)
        // Coordinates are clamped to 0...width, so truncation is floor; this avoids libm calls.
        let leftIndex = Int(left)
        let leftFloor = Float(leftIndex)
        var rightIndex = Int(right)
        if Float(rightIndex) < right { rightIndex += 1 }
        let rightCeil = Float(rightIndex)
        if rowMin[row] > Int32(leftIndex) { rowMin[row] = Int32(leftIndex) }
        let reach = Int32(max(rightIndex, leftIndex + 1) + 1)
        if rowMax[row] < reach { rowMax[row] = reach }
        let cover = CoverageAccumulator.cellValue(d)
        if rightIndex <= leftIndex + 1 {
            // The segment stays within one column: its area splits by the mean x.
            let mid = 0.5 * (xa + xb) - leftFloor
            let right = CoverageAccumulator.cellValue(d * mid)
            line[leftIndex] &+= cover &- right
            line[leftIndex + 1] &+= right
            return
        }
        let slope = 1 / (right - left)
        let leftFraction = left - leftFloor
        let firstArea = 0.5 * slope * (1 - leftFraction) * (1 - leftFraction)
        let rightFraction = right - rightCeil + 1
        let lastArea = 0.5 * slope * rightFraction * rightFraction
        let first = CoverageAccumulator.cellValue(d * firstArea)
        let last = CoverageAccumulator.cellValue(d * lastArea)
        line[leftIndex] &+= first
        var used = first &+ last
        if rightIndex > leftIndex + 2 {
            let secondArea = slope * (1.5 - leftFraction)
            let second = CoverageAccumulator.cellValue(d * (secondArea - firstArea))
            line[leftIndex + 1] &+= second
            used &+= second
            let step = CoverageAccumulator.cellValue(d * slope)
            var i = leftIndex + 2
            while i < rightIndex - 1 {
                line[i] &+= step
                used &+= step
                i += 1
            }
        }
        // The cell before the last takes the remainder, so the row's cover is exact.
        line[rightIndex - 1] &+= cover &- used
        line[rightIndex] &+= last
    }

    /// Turns local row `row` (absolute, within `rowStart..<rowEnd`) into 0...255 coverage and clears its cells.
    ///
    /// Writes `out[0..<(hi - lo)]` for columns `lo..<hi` and returns that range; empty when nothing touched the row.
    func resolveRow(_ row: Int, into out: UnsafeMutablePointer<UInt8>) -> (lo: Int, hi: Int) {
        let index = row - rowStart
        let lo = Int(rowMin[index])
        let reach = Int(rowMax[index])
        guard lo <= reach, reach > lo else { return (0, 0) }
        let line = cells + index * stride
        let hi = min(reach, width)
        var sum: Int32 = 0
        var x = lo
        while x < hi {
            sum &+= line[x]
            line[x] = 0
            let magnitude = min(sum < 0 ? 0 &- sum : sum, 65536)
            out[x - lo] = UInt8(truncatingIfNeeded: (magnitude &* 255 &+ 32768) >> 16)
            x += 1
        }
        while x < reach {
            line[x] = 0
            x += 1
        }
        return (lo, max(lo, hi))
    }
}
