/// What a run got wrong or paid for besides time: content that moved by itself, axis rescales,
/// flings stopped short, and memory held by caches.
public struct VisibleEffects: Equatable, Sendable {
    /// Frames where the content moved with no input driving it.
    public var contentJumps = 0
    /// Largest such move, in device pixels.
    public var maxContentJumpPixels = 0.0
    /// Frames where the y domain changed.
    public var yRescales = 0
    /// Times the scroll reached the end of a strategy's range while more data lay beyond.
    public var edgeStalls = 0
    /// Most bytes the strategy's caches held at once.
    public var peakCacheBytes = 0

    /// No effects: every count and the peak at 0.
    package init() {}

    /// Field names and values in report order.
    package var fields: [(key: String, value: Double)] {
        [
            ("contentJumps", Double(contentJumps)), ("maxContentJumpPixels", maxContentJumpPixels),
            ("yRescales", Double(yRescales)), ("edgeStalls", Double(edgeStalls)),
            ("peakCacheBytes", Double(peakCacheBytes)),
        ]
    }
}
