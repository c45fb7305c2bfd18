import DisplayModel

/// One stage of a run's frames: its work's percentiles, how often it missed its deadline at the display's real
/// refresh rate, and the hitches it caused alone (a frame late for both stages counts under `bothHitches`).
public struct StageSummary: Equatable, Sendable {
    /// Median work of the stage in ms (nearest rank over produced frames).
    public var p50Ms: Double
    /// 99th percentile work of the stage in ms (nearest rank).
    public var p99Ms: Double
    /// The longest work of the stage in ms.
    public var maxMs: Double
    /// Frames in which the stage missed its deadline (the commit past the vsync after the frame's begin; the
    /// render past its intervals), whether or not the frame was late for it.
    public var deadlineMisses: Int
    /// Frames late because of this stage alone.
    public var hitches: Int
    /// Their hitch time in ms.
    public var hitchMs: Double

    /// A stage whose work took `sortedMs` (ascending).
    package init(sortedMs: [Double], deadlineMisses: Int, hitches: Int, hitchMs: Double) {
        p50Ms = Statistics.nearestRank(50, ofSorted: sortedMs)
        p99Ms = Statistics.nearestRank(99, ofSorted: sortedMs)
        maxMs = sortedMs.last ?? 0
        self.deadlineMisses = deadlineMisses
        self.hitches = hitches
        self.hitchMs = hitchMs
    }

    /// Field-wise medians of repeated runs.
    package static func median(of stages: [StageSummary]) -> StageSummary? {
        guard var result = stages.first else { return nil }
        result.p50Ms = Statistics.median(stages.map(\.p50Ms))
        result.p99Ms = Statistics.median(stages.map(\.p99Ms))
        result.maxMs = Statistics.median(stages.map(\.maxMs))
        result.deadlineMisses = Statistics.median(stages.map(\.deadlineMisses))
        result.hitches = Statistics.median(stages.map(\.hitches))
        result.hitchMs = Statistics.median(stages.map(\.hitchMs))
        return result
    }
}
