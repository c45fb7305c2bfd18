/// A point in the 402 × 260 pt viewport, in points (x to the right, y down).
public struct Point2: Equatable, Hashable, Sendable {
    /// Horizontal position in points.
    public var x: Double
    /// Vertical position in points.
    public var y: Double

    /// Creates a point from coordinates in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
