import Raster

/// Exact counts of the work a strategy did: the same trace, data and strategy give the same counts on every
/// run and machine, which is what lets CI compare them exactly.
///
/// Eight counters every strategy shares, plus up to eight of a strategy's own (`custom`), set by name. All are
/// stored inline, so reading them every frame allocates nothing.
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
    /// The strategy's own counters by name (`custom["fullRedraws"] = fullRedraws`), as package-benchmark's
    /// `.custom("name")` metrics.
    public var custom = CustomCounters()

    /// Every counter at zero.
    public init() {}

    /// Names of the shared counters as written in results, in slot order.
    package static let names = [
        "marksLaidOut", "glyphsDrawn", "glyphCacheMisses", "pixelsWritten",
        "bytesComposited", "labelsFormatted", "tilesConfigured", "dataSwaps",
    ]

    /// Calls `body` with the shared counters in the order of `names`, then the strategy's own called
    /// `customNames` (0 for a name this reading lacks), without allocating.
    package func forEachValue(customNames: [String] = [], _ body: (Int) -> Void) {
        body(marksLaidOut)
        body(glyphsDrawn)
        body(glyphCacheMisses)
        body(pixelsWritten)
        body(bytesComposited)
        body(labelsFormatted)
        body(tilesConfigured)
        body(dataSwaps)
        for name in customNames.prefix(CustomCounters.capacity) { body(custom[name]) }
    }

    /// Adds a canvas's raster work.
    package mutating func add(_ raster: RasterCounters) {
        glyphsDrawn += raster.glyphsDrawn
        glyphCacheMisses += raster.glyphCacheMisses
        pixelsWritten += raster.pixelsWritten
        bytesComposited += raster.bytesComposited
    }

    /// The work done between two readings (a strategy's test reads `counters` before and after a frame); the
    /// strategy's own counters are kept by name.
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

/// A strategy's own counters: up to eight whole numbers stored inline with their names, set and read by name,
/// in the order they were first set. Names are 1–40 ASCII letters and digits starting with a lowercase letter,
/// none a shared counter's (the runner checks them once, before the run).
public struct CustomCounters: Equatable, Sendable {
    /// Most counters a strategy may keep besides the shared ones.
    package static let capacity = 8
    private var storedNames = InlineArray<8, String>(repeating: "")
    private var storage = SIMD8<Int64>()
    private var used = 0
    /// True when a ninth name was set and dropped: the runner reports it as the strategy's failure.
    package private(set) var overflowed = false

    /// No counters.
    public init() {}

    /// The counter called `name` (0 when it was never set). Setting a name not yet set adds it; past
    /// `capacity` names it is dropped and `overflowed` says so.
    public subscript(name: String) -> Int {
        get { slot(of: name).map { Int(storage[$0]) } ?? 0 }
        set {
            if let slot = slot(of: name) {
                storage[slot] = Int64(newValue)
            } else if used < Self.capacity {
                storedNames[used] = name
                storage[used] = Int64(newValue)
                used += 1
            } else {
                overflowed = true
            }
        }
    }

    /// The names set, in the order they were first set (allocates; the runner reads it once per run).
    package var names: [String] { (0..<used).map { storedNames[$0] } }

    /// The first name set that `names` lacks, or nil; allocates nothing.
    package func firstName(notIn names: [String]) -> String? {
        for slot in 0..<used where !names.contains(storedNames[slot]) { return storedNames[slot] }
        return nil
    }

    private func slot(of name: String) -> Int? {
        for slot in 0..<used where storedNames[slot] == name { return slot }
        return nil
    }

    /// By name: `lhs`'s counters less `rhs`'s of the same name (wrapping, which 64-bit counters never reach).
    package static func - (lhs: CustomCounters, rhs: CustomCounters) -> CustomCounters {
        var out = lhs
        for slot in 0..<lhs.used { out.storage[slot] = lhs.storage[slot] &- Int64(rhs[lhs.storedNames[slot]]) }
        return out
    }

    /// Equal when they hold the same names with the same values, in the same order.
    public static func == (lhs: CustomCounters, rhs: CustomCounters) -> Bool {
        guard lhs.used == rhs.used, lhs.overflowed == rhs.overflowed else { return false }
        return (0..<lhs.used).allSatisfy { lhs.storedNames[$0] == rhs.storedNames[$0] && lhs.storage[$0] == rhs.storage[$0] }
    }
}
