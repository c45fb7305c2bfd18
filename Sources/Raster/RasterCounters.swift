/// Work counters a canvas accumulates; callers reset them by assigning `RasterCounters()`.
package struct RasterCounters: Equatable, Sendable {
    /// Pixels a draw call stored into (coverage zero pixels inside masks excluded).
    package var pixelsWritten = 0
    /// Glyphs with ink that reached the blitter (spaces and glyphs wholly outside the clip are not counted).
    package var glyphsDrawn = 0
    /// Glyph masks that had to be rasterised because the cache did not hold them.
    package var glyphCacheMisses = 0
    /// Bytes of pixels that `composite` copied or blended.
    package var bytesComposited = 0

    /// All counters at zero.
    package init() {}
}
