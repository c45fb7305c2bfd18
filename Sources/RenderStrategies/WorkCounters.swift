import Raster

/// Exact counts of the work a strategy did: the same trace, data and strategy give the same
/// counts on every run and machine, which is what lets CI compare them exactly.
public struct WorkCounters: Equatable, Sendable {
    /// Display-list ops laid out (bar segments, grid segments, labels, axis and header ops).
    public var marksLaidOut = 0
    /// Glyphs drawn from the glyph cache.
    public var glyphsDrawn = 0
    /// Glyphs rasterised because the cache did not hold them.
    public var glyphCacheMisses = 0
    /// Pixels written by fills, lines, glyphs and clears.
    public var pixelsWritten = 0
    /// Bytes copied or blended from one canvas into another.
    public var bytesComposited = 0
    /// Date labels formatted with Foundation (cache misses).
    public var labelsFormatted = 0
    /// Tiles configured (rendered) because they entered the viewport or their look changed.
    public var tilesConfigured = 0
    /// Times a windowed strategy extracted a new data window.
    public var dataSwaps = 0

    /// Every counter at zero.
    public init() {}

    /// Counter names as written in results, in the order of `values`.
    public static let names = [
        "marksLaidOut", "glyphsDrawn", "glyphCacheMisses", "pixelsWritten",
        "bytesComposited", "labelsFormatted", "tilesConfigured", "dataSwaps",
    ]

    /// The counters in the order of `names`.
    public var values: [Int] {
        [marksLaidOut, glyphsDrawn, glyphCacheMisses, pixelsWritten, bytesComposited, labelsFormatted, tilesConfigured, dataSwaps]
    }

    /// Calls `body` with each counter in the order of `names`, without allocating.
    public func forEachValue(_ body: (Int) -> Void) {
        body(marksLaidOut); body(glyphsDrawn); body(glyphCacheMisses); body(pixelsWritten)
        body(bytesComposited); body(labelsFormatted); body(tilesConfigured); body(dataSwaps)
    }

    /// Adds a canvas's raster work.
    public mutating func add(_ raster: RasterCounters) {
        glyphsDrawn += raster.glyphsDrawn
        glyphCacheMisses += raster.glyphCacheMisses
        pixelsWritten += raster.pixelsWritten
        bytesComposited += raster.bytesComposited
    }

    /// The work done between two readings.
    public static func - (lhs: WorkCounters, rhs: WorkCounters) -> WorkCounters {
        var out = WorkCounters()
        out.marksLaidOut = lhs.marksLaidOut - rhs.marksLaidOut
        out.glyphsDrawn = lhs.glyphsDrawn - rhs.glyphsDrawn
        out.glyphCacheMisses = lhs.glyphCacheMisses - rhs.glyphCacheMisses
        out.pixelsWritten = lhs.pixelsWritten - rhs.pixelsWritten
        out.bytesComposited = lhs.bytesComposited - rhs.bytesComposited
        out.labelsFormatted = lhs.labelsFormatted - rhs.labelsFormatted
        out.tilesConfigured = lhs.tilesConfigured - rhs.tilesConfigured
        out.dataSwaps = lhs.dataSwaps - rhs.dataSwaps
        return out
    }
}
