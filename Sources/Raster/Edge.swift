/// Device coordinates in fixed point: 1/256 px per unit.
///
/// Every shape is quantised to this grid before rasterising, and offsets (radii, stroke normals)
/// are rounded separately from positions. Translating a draw call by whole pixels then moves every
/// vertex by an exact multiple of 256, which is what makes cached tiles pixel-identical to a full render.
enum Fixed {
    static let one = 256
    static let shift = 8
    /// Largest magnitude accepted, in pixels; keeps every fixed-point product well inside `Int`.
    static let limit = 1 << 22

    /// Quantises a finite pixel coordinate to the grid, clamping absurd magnitudes.
    @inline(__always)
    static func from(_ value: Double) -> Int {
        let clamped = max(-Double(limit), min(Double(limit), value))
        return Int((clamped * 256).rounded())
    }

    /// The pixel containing the fixed coordinate (floor division).
    @inline(__always)
    static func floorPixel(_ value: Int) -> Int { value >> shift }

    /// The first pixel boundary at or after the fixed coordinate.
    @inline(__always)
    static func ceilPixel(_ value: Int) -> Int { (value + one - 1) >> shift }
}

/// One straight polygon edge in fixed-point device coordinates, kept in drawing order
/// (the direction carries the winding sign).
struct Edge {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int
}
