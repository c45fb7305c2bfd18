/// Integer arithmetic on packed premultiplied RGBA8 pixels.
///
/// Two channels are processed per 32-bit multiply (R and B in one, G and A in the other);
/// every product stays below 2^16 per lane, so lanes never carry into each other.
enum PixelMath {
    /// Multiplies all four channels by `alpha / 255`, rounding to nearest.
    @inline(__always)
    static func scale(_ pixel: UInt32, by alpha: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* alpha &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ga = ((pixel >> 8) & 0x00FF_00FF) &* alpha &+ 0x0080_0080
        ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ga
    }

    /// Source-over of a premultiplied `source` onto a premultiplied `destination`.
    ///
    /// The sum cannot exceed 255 per channel because a premultiplied channel never exceeds its alpha.
    @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        source &+ scale(destination, by: 255 &- (source >> 24))
    }

    /// Converts a coverage fraction in 1/65536 units to 0...255, rounding to nearest.
    @inline(__always)
    static func alpha(fromCoverage coverage: Int) -> UInt32 {
        UInt32((coverage &* 255 &+ 32768) >> 16)
    }
}
