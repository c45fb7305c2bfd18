/// A rectangle of whole pixels.
///
/// # Guarantees
/// `width >= 0`, `height >= 0`, and `x + width`, `y + height` do not overflow, so
/// `maxX`/`maxY` are always safe to compute. Only the failable initializer builds one from
/// outside the module.
public struct PixelRect: Hashable, Sendable {
    /// The left column.
    public let x: Int
    /// The top row.
    public let y: Int
    /// Width in pixels, never negative.
    public let width: Int
    /// Height in pixels, never negative.
    public let height: Int

    /// Returns nil when a size is negative or an edge would overflow `Int`.
    public init?(x: Int, y: Int, width: Int, height: Int) {
        guard width >= 0, height >= 0 else { return nil }
        let (_, overflowX) = x.addingReportingOverflow(width)
        let (_, overflowY) = y.addingReportingOverflow(height)
        guard !overflowX, !overflowY else { return nil }
        self.init(unchecked: x, y: y, width: width, height: height)
    }

    init(unchecked x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rect at the origin.
    package static let zero = PixelRect(unchecked: 0, y: 0, width: 0, height: 0)

    /// The column just past the right edge.
    package var maxX: Int { x + width }
    /// The row just past the bottom edge.
    package var maxY: Int { y + height }
    /// True when the rect holds no pixel.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The pixels in both rects; `zero`-sized (at the origin) when they do not overlap.
    package func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard left < right, top < bottom else { return .zero }
        return PixelRect(unchecked: left, y: top, width: right - left, height: bottom - top)
    }

    /// True when pixel (`x`, `y`) lies inside.
    package func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }
}
