import Raster

/// One drawing operation in pixel coordinates.
public enum DrawOp: Equatable, Sendable {
    /// A filled rectangle, rounded when `radius` > 0.
    case fill(Rect, radius: Double, color: Color)
    /// A straight line with butt caps.
    case line(from: Point, to: Point, width: Double, color: Color)
    /// A text run; `at` is the baseline point the alignment refers to.
    case text(String, at: Point, size: Double, align: TextAlign, color: Color)
}

/// What a layout produces: an ordered list of drawing operations on a `width` × `height` surface.
///
/// A strategy keeps one list and refills it every frame (`removeAll` keeps the capacity), so a
/// steady frame lays out without allocating.
public struct DisplayList: Equatable, Sendable {
    /// Width of the surface the ops are laid out for, in device pixels.
    package var width: Int
    /// Height of the surface the ops are laid out for, in device pixels.
    package var height: Int
    /// The operations in drawing order.
    public private(set) var ops: [DrawOp] = []

    /// An empty list for a `width` × `height` surface, with room for `capacity` ops.
    public init(width: Int, height: Int, reservingCapacity capacity: Int = 0) {
        self.width = width
        self.height = height
        ops.reserveCapacity(capacity)
    }

    /// Appends `op`, to be drawn after the others.
    public mutating func append(_ op: DrawOp) { ops.append(op) }

    /// Empties the list, keeping its storage.
    public mutating func removeAll() { ops.removeAll(keepingCapacity: true) }

    /// The number of ops.
    public var count: Int { ops.count }
}
