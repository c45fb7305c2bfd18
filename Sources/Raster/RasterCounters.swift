/// Work counters a canvas accumulates; callers reset them by assigning `RasterCounters()`.
package struct RasterCounters: Equatable, Sendable {
    /// Pixels a fill, line, glyph or clear stored into (coverage zero pixels inside masks excluded); composites
    /// count in `pixelsComposited` instead.
    package var pixelsWritten = 0
    /// Glyphs with ink that reached the blitter (spaces and glyphs wholly outside the clip are not counted).
    package var glyphsDrawn = 0
    /// Glyph masks that had to be rasterised because the cache did not hold them.
    package var glyphCacheMisses = 0
    /// Composite operations that moved pixels: one canvas (a layer) drawn onto another.
    package var layersComposited = 0
    /// Pixels that `composite` copied or blended.
    package var pixelsComposited = 0

    /// All counters at zero.
    package init() {}
}
