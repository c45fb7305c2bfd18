/// Turns polylines into fillable outlines: one quad per segment plus a disc at every vertex, which
/// gives round joins and round caps.
///
/// All pieces wind the same way, so where they overlap the accumulator's clamped non-zero rule
/// unions them instead of cancelling.
struct Stroker {
    /// Vertices of the polyline being built, fixed-point device coordinates, x and y interleaved.
    private(set) var points: [Int] = []

    /// Starts a new polyline, keeping the capacity.
    mutating func begin() {
        points.removeAll(keepingCapacity: true)
    }

    /// Appends a vertex, dropping exact repeats.
    mutating func append(_ x: Int, _ y: Int) {
        let n = points.count
        if n >= 2 && points[n - 2] == x && points[n - 1] == y { return }
        points.append(x)
        points.append(y)
    }

    /// Adds the current polyline's outline, `halfWidth` fixed-point units either side of the centre line.
    func emit(halfWidth: Double, into path: inout PathBuilder) {
        let count = points.count / 2
        guard count > 0, halfWidth > 0 else { return }
        let table = Stroker.discTable(radius: halfWidth / Double(Fixed.one))
        for i in 0..<count {
            path.addDisc(cx: points[2 * i], cy: points[2 * i + 1], radius: halfWidth, table: table)
        }
        guard count > 1 else { return }
        for i in 0..<(count - 1) {
            let ax = points[2 * i], ay = points[2 * i + 1]
            let bx = points[2 * i + 2], by = points[2 * i + 3]
            let dx = Double(bx - ax), dy = Double(by - ay)
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            let nx = Int((-dy / length * halfWidth).rounded())
            let ny = Int((dx / length * halfWidth).rounded())
            path.move(to: ax + nx, ay + ny)
            path.line(to: bx + nx, by + ny)
            path.line(to: bx - nx, by - ny)
            path.line(to: ax - nx, ay - ny)
            path.close()
        }
    }

    /// A unit circle with enough vertices for a disc of `radius` px, wound like the segment quads.
    static func discTable(radius: Double) -> [Double] {
        radius < 1 ? disc8 : radius < 2.5 ? disc12 : disc16
    }

    private static let disc8 = makeDisc(8)
    private static let disc12 = makeDisc(12)
    private static let disc16 = makeDisc(16)

    private static func makeDisc(_ count: Int) -> [Double] {
        var table: [Double] = []
        for i in 0..<count {
            // Decreasing angle: the same signed area as the quads `emit` builds.
            let (sine, cosine) = Trig.sinCos(-2 * Double.pi * Double(i) / Double(count))
            table.append(cosine)
            table.append(sine)
        }
        return table
    }
}
