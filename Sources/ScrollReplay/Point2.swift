/// A point in the 402 × 260 pt viewport, in points (x to the right, y down).
package struct Point2: Equatable, Hashable, Sendable {
    /// Horizontal position in points.
    package var x: Double
    /// Vertical position in points.
    package var y: Double

    /// Creates a point from coordinates in points.
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
