/// A position with y growing downwards: in canvas pixels when drawing, where (0, 0) is the top-left corner of
/// the top-left pixel; in viewport points where an API says so (taps).
public struct Point: Hashable, Sendable {
    /// Horizontal coordinate, growing to the right.
    public var x: Double
    /// Vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
