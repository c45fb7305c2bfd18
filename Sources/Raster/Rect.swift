/// A rectangle in canvas pixels with fractional edges; a negative size extends left or up from the origin.
public struct Rect: Hashable, Sendable {
    /// The origin's x, in pixels.
    public var x: Double
    /// The origin's y, in pixels.
    public var y: Double
    /// Width in pixels; negative extends left from `x`.
    public var width: Double
    /// Height in pixels; negative extends up from `y`.
    public var height: Double

    /// Creates a rect from its origin and size in pixels.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smaller x edge, whatever the sign of `width`.
    public var minX: Double { min(x, x + width) }
    /// The smaller y edge, whatever the sign of `height`.
    public var minY: Double { min(y, y + height) }
    /// The larger x edge, whatever the sign of `width`.
    public var maxX: Double { max(x, x + width) }
    /// The larger y edge, whatever the sign of `height`.
    public var maxY: Double { max(y, y + height) }

    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
