import ChartKit
import Raster

/// Exact counts of the work a strategy did: the same trace, data and strategy give the same counts on every
/// run and machine, which is what lets CI compare them exactly.
///
/// Each shared counter is one kind of work a phone pays for at its own rate (so a device profile can price it),
/// thirteen in all, plus up to eight of a strategy's own (`custom`), set by name. All are stored inline, so
/// reading them every frame allocates nothing.
public struct WorkCounters: Equatable, Sendable {
    /// The shared counters' slots, in the order of `names`.
    private enum Slot: Int {
        case barMarks, ruleMarks, axisLabels, textRuns, formattersCreated, labelsFormatted, tilesConfigured
        case layersComposited, pixelsComposited, pixelsWritten, glyphsDrawn, glyphCacheMisses, dataSwaps
    }

    private var shared = SIMD16<Int64>()

    /// Bar segments laid out (a Swift Charts `BarMark` each: one per channel segment of a stacked bar).
    public var barMarks: Int {
        get { self[.barMarks] }
        set { self[.barMarks] = newValue }
    }
    /// Rule (grid) lines laid out, whatever their length.
    public var ruleMarks: Int {
        get { self[.ruleMarks] }
        set { self[.ruleMarks] = newValue }
    }
    /// Axis labels laid out: one per day's two-line label, one per y tick label.
    public var axisLabels: Int {
        get { self[.axisLabels] }
        set { self[.axisLabels] = newValue }
    }
    /// Lines of text shaped: two per day label, one per y tick label, one for the header.
    public var textRuns: Int {
        get { self[.textRuns] }
        set { self[.textRuns] = newValue }
    }
    /// `DateFormatter`s created for labels (the screen's warmed-up ones not counted).
    public var formattersCreated: Int {
        get { self[.formattersCreated] }
        set { self[.formattersCreated] = newValue }
    }
    /// Dates formatted with a formatter, new or reused (a label found in a cache is not formatted).
    public var labelsFormatted: Int {
        get { self[.labelsFormatted] }
        set { self[.labelsFormatted] = newValue }
    }
    /// Tiles configured (laid out) because they entered the viewport or their look changed.
    public var tilesConfigured: Int {
        get { self[.tilesConfigured] }
        set { self[.tilesConfigured] = newValue }
    }
    /// Composite operations: one canvas (a layer) drawn onto another.
    public var layersComposited: Int {
        get { self[.layersComposited] }
        set { self[.layersComposited] = newValue }
    }
    /// Pixels copied or blended from one canvas into another.
    public var pixelsComposited: Int {
        get { self[.pixelsComposited] }
        set { self[.pixelsComposited] = newValue }
    }
    /// Pixels written by fills, lines, glyphs and clears (composites not included).
    public var pixelsWritten: Int {
        get { self[.pixelsWritten] }
        set { self[.pixelsWritten] = newValue }
    }
    /// Glyphs drawn from the glyph cache.
    public var glyphsDrawn: Int {
        get { self[.glyphsDrawn] }
        set { self[.glyphsDrawn] = newValue }
    }
    /// Glyphs rasterised because the cache did not hold them.
    public var glyphCacheMisses: Int {
        get { self[.glyphCacheMisses] }
        set { self[.glyphCacheMisses] = newValue }
    }
    /// New data windows handed to the chart: rebuilds, as the seed's `.id` bump.
    public var dataSwaps: Int {
        get { self[.dataSwaps] }
        set { self[.dataSwaps] = newValue }
    }
    /// The strategy's own counters by name (`custom["fullRedraws"] = fullRedraws`), as package-benchmark's
    /// `.custom("name")` metrics.
    public var custom = CustomCounters()

    /// Every counter at zero.
    public init() {}

    private subscript(slot: Slot) -> Int {
        get { Int(shared[slot.rawValue]) }
        set { shared[slot.rawValue] = Int64(newValue) }
    }

    /// Names of the shared counters as written in results, in slot order.
    package static let names = [
        "barMarks", "ruleMarks", "axisLabels", "textRuns", "formattersCreated", "labelsFormatted", "tilesConfigured",
        "layersComposited", "pixelsComposited", "pixelsWritten", "glyphsDrawn", "glyphCacheMisses", "dataSwaps",
    ]

    /// Calls `body` with the shared counters in the order of `names`, then the strategy's own called
    /// `customNames` (0 for a name this reading lacks), without allocating.
    package func forEachValue(customNames: [String] = [], _ body: (Int) -> Void) {
        for slot in 0..<Self.names.count { body(Int(shared[slot])) }
        for name in customNames.prefix(CustomCounters.capacity) { body(custom[name]) }
    }

    /// Adds a canvas's raster work.
    package mutating func add(_ raster: RasterCounters) {
        glyphsDrawn += raster.glyphsDrawn
        glyphCacheMisses += raster.glyphCacheMisses
        pixelsWritten += raster.pixelsWritten
        layersComposited += raster.layersComposited
        pixelsComposited += raster.pixelsComposited
    }

    /// The layout work among the counters: bar and rule marks, axis labels and text runs.
    package var layout: LayoutWork {
        LayoutWork(barMarks: barMarks, ruleMarks: ruleMarks, axisLabels: axisLabels, textRuns: textRuns)
    }

    /// Adds layout work: bar and rule marks, axis labels and text runs.
    package mutating func add(_ layout: LayoutWork) {
        barMarks += layout.barMarks
        ruleMarks += layout.ruleMarks
        axisLabels += layout.axisLabels
        textRuns += layout.textRuns
    }

    /// The work done between two readings (a strategy's test reads `counters` before and after a frame); the
    /// strategy's own counters are kept by name.
    public static func - (lhs: WorkCounters, rhs: WorkCounters) -> WorkCounters {
        var out = WorkCounters()
        out.shared = lhs.shared &- rhs.shared
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
