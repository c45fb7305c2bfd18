/// A position in canvas pixels; (0, 0) is the top-left corner of the top-left pixel and y grows downwards.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    /// Creates a point from its pixel coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
