/// Collects closed polygons as edges in fixed-point device space, reusing its storage between draws.
///
/// Curves never reach the scan converter: callers flatten arcs into vertices first.
struct PathBuilder {
    private(set) var edges: [Edge] = []
    private(set) var minX = Int.max
    private(set) var minY = Int.max
    private(set) var maxX = Int.min
    private(set) var maxY = Int.min
    private var startX = 0
    private var startY = 0
    private var lastX = 0
    private var lastY = 0
    private var isOpen = false

    /// Forgets all edges but keeps the capacity.
    mutating func reset() {
        edges.removeAll(keepingCapacity: true)
        minX = Int.max
        minY = Int.max
        maxX = Int.min
        maxY = Int.min
        isOpen = false
    }

    var isEmpty: Bool { edges.isEmpty }

    /// Starts a new polygon, closing the previous one.
    mutating func move(to x: Int, _ y: Int) {
        close()
        startX = x
        startY = y
        lastX = x
        lastY = y
        isOpen = true
        include(x, y)
    }

    /// Adds an edge from the current point.
    mutating func line(to x: Int, _ y: Int) {
        guard isOpen else {
            move(to: x, y)
            return
        }
        if y != lastY {
            edges.append(Edge(x0: lastX, y0: lastY, x1: x, y1: y))
        }
        lastX = x
        lastY = y
        include(x, y)
    }

    /// Closes the current polygon back to its first vertex.
    mutating func close() {
        guard isOpen else { return }
        line(to: startX, startY)
        isOpen = false
    }

    /// Adds a convex polygon around (`cx`, `cy`) from a unit-circle table, in the winding the stroker uses.
    mutating func addDisc(cx: Int, cy: Int, radius: Double, table: [Double]) {
        let count = table.count / 2
        guard count >= 3 else { return }
        // The table winds like the stroker's quads, so overlaps add instead of cancelling.
        move(to: cx + Int((radius * table[0]).rounded()), cy + Int((radius * table[1]).rounded()))
        for i in 1..<count {
            line(to: cx + Int((radius * table[2 * i]).rounded()), cy + Int((radius * table[2 * i + 1]).rounded()))
        }
        close()
    }

    @inline(__always)
    private mutating func include(_ x: Int, _ y: Int) {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
    }
}
