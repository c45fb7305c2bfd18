import Raster

/// Exact counts of the work a strategy did: the same trace, data and strategy give the same counts on every
/// run and machine, which is what lets CI compare them exactly.
///
/// Eight counters every strategy shares, plus up to eight of a strategy's own (`custom`), named by its
/// `ChartStrategy.customCounterNames`. All are stored inline, so reading them every frame allocates nothing.
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
    /// The strategy's own counters, in the order of its `customCounterNames`.
    public var custom = CustomCounters()

    /// Every counter at zero.
    public init() {}

    /// Names of the shared counters as written in results, in slot order.
    public static let names = [
        "marksLaidOut", "glyphsDrawn", "glyphCacheMisses", "pixelsWritten",
        "bytesComposited", "labelsFormatted", "tilesConfigured", "dataSwaps",
    ]

    /// The shared counters in the order of `names`.
    package var values: [Int] {
        [marksLaidOut, glyphsDrawn, glyphCacheMisses, pixelsWritten, bytesComposited, labelsFormatted, tilesConfigured, dataSwaps]
    }

    /// Calls `body` with the shared counters in the order of `names`, then the first `customCount` of the
    /// strategy's own, without allocating.
    package func forEachValue(customCount: Int = 0, _ body: (Int) -> Void) {
        body(marksLaidOut)
        body(glyphsDrawn)
        body(glyphCacheMisses)
        body(pixelsWritten)
        body(bytesComposited)
        body(labelsFormatted)
        body(tilesConfigured)
        body(dataSwaps)
        for slot in 0..<min(max(0, customCount), CustomCounters.capacity) { body(custom[slot]) }
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
        out.custom = lhs.custom - rhs.custom
        return out
    }
}

/// A strategy's own counters: up to eight whole numbers stored inline, in the order of its
/// `ChartStrategy.customCounterNames`.
public struct CustomCounters: Equatable, Hashable, Sendable {
    /// Most counters a strategy may declare besides the shared ones.
    public static let capacity = 8
    private var storage = SIMD8<Int64>()

    /// All zero.
    package init() {}

    /// The counter in `slot` (0..<8); out-of-range slots read as 0 and ignore writes.
    public subscript(slot: Int) -> Int {
        get { (0..<Self.capacity).contains(slot) ? Int(storage[slot]) : 0 }
        set {
            guard (0..<Self.capacity).contains(slot) else { return }
            storage[slot] = Int64(newValue)
        }
    }

    /// Slot-wise difference (wrapping, which 64-bit counters never reach in practice).
    package static func - (lhs: CustomCounters, rhs: CustomCounters) -> CustomCounters {
        var out = CustomCounters()
        out.storage = lhs.storage &- rhs.storage
        return out
    }
}
