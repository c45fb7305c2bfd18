/// Exact-area scan conversion: edges deposit signed area and cover into cells, and a running sum
/// along each row turns them into coverage (the font-rs / stb_truetype v2 technique).
///
/// The non-zero rule is approximated by clamping `|sum|` to 1, so overlapping polygons of the same
/// winding union correctly. The cell buffer is owned and reused; it is all zero between draws because
/// `resolveRow` clears every cell it reads, so no per-draw clearing pass is needed.
///
/// Coordinates handed in are local: x relative to the box's left column, y relative to its top row.
/// Only rows in `rowStart..<rowEnd` are accumulated. Each row's x is computed from the segment's
/// endpoints rather than stepped, so restricting the rows (clipping) never changes a row's result.
final class CoverageAccumulator {
    private var cells: UnsafeMutablePointer<Float>
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
        }
        rowMin.update(repeating: Int32.max, count: rows)
        rowMax.update(repeating: Int32.min, count: rows)
    }

    /// Accumulates one directed edge given in local pixel coordinates.
    func addLine(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) {
        guard ay != by else { return }
        let direction: Float = ay < by ? 1 : -1
        let (x0, y0, x1, y1) = ay < by ? (ax, ay, bx, by) : (bx, by, ax, ay)
        let top = max(y0, Float(rowStart))
        let bottom = min(y1, Float(rowEnd))
        guard top < bottom else { return }
        let maxX = Float(width)
        if x0 == x1 {
            addVertical(x: min(maxX, max(0, x0)), top: top, bottom: bottom, direction: direction)
            return
        }
        let dxdy = (x1 - x0) / (y1 - y0)
        var row = Int(top)
        var lastRow = Int(bottom)
        if Float(lastRow) < bottom { lastRow += 1 }
        while row < lastRow {
            let rowTop = max(Float(row), y0)
            let rowBottom = min(Float(row + 1), y1)
            let xa = min(maxX, max(0, x0 + dxdy * (rowTop - y0)))
            let xb = min(maxX, max(0, x0 + dxdy * (rowBottom - y0)))
            accumulate(row: row - rowStart, xa: xa, xb: xb, delta: direction * (rowBottom - rowTop))
            row += 1
        }
    }

    /// Vertical edges (rect sides, cut lines, glyph stems) split each row's cover between two cells.
    private func addVertical(x: Float, top: Float, bottom: Float, direction: Float) {
        let column = Int(x)
        let fraction = x - Float(column)
        var row = Int(top)
        var lastRow = Int(bottom)
        if Float(lastRow) < bottom { lastRow += 1 }
        let leftIndex = Int32(column)
        let reach = Int32(column + 2)
        while row < lastRow {
            let d = direction * (min(Float(row + 1), bottom) - max(Float(row), top))
            let index = row - rowStart
            let line = cells + index * stride + column
            line[0] += d - d * fraction
            line[1] += d * fraction
            if rowMin[index] > leftIndex { rowMin[index] = leftIndex }
            if rowMax[index] < reach { rowMax[index] = reach }
            row += 1
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
        if rightIndex <= leftIndex + 1 {
            // The segment stays within one column: its area splits by the mean x.
            let mid = 0.5 * (xa + xb) - leftFloor
            line[leftIndex] += d - d * mid
            line[leftIndex + 1] += d * mid
            return
        }
        let slope = 1 / (right - left)
        let leftFraction = left - leftFloor
        let firstArea = 0.5 * slope * (1 - leftFraction) * (1 - leftFraction)
        let rightFraction = right - rightCeil + 1
        let lastArea = 0.5 * slope * rightFraction * rightFraction
        line[leftIndex] += d * firstArea
        if rightIndex == leftIndex + 2 {
            line[leftIndex + 1] += d * (1 - firstArea - lastArea)
        } else {
            let secondArea = slope * (1.5 - leftFraction)
            line[leftIndex + 1] += d * (secondArea - firstArea)
            var i = leftIndex + 2
            while i < rightIndex - 1 {
                line[i] += d * slope
                i += 1
            }
            let before = secondArea + Float(rightIndex - leftIndex - 3) * slope
            line[rightIndex - 1] += d * (1 - before - lastArea)
        }
        line[rightIndex] += d * lastArea
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
        var sum: Float = 0
        var x = lo
        while x < hi {
            sum += line[x]
            line[x] = 0
            // Adding 1.5 × 2^23 leaves the rounded integer in the low mantissa bits: a branch-free
            // float-to-byte conversion (ties round to even, identically everywhere).
            let scaled = min(abs(sum), 1) * 255 + 12_582_912
            out[x - lo] = UInt8(truncatingIfNeeded: scaled.bitPattern)
            x += 1
        }
        while x < reach {
            line[x] = 0
            x += 1
        }
        return (lo, max(lo, hi))
    }
}
