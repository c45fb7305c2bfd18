/// What a strategy's own work showed in a frame besides its pixels moving with the scroll: the one record of a
/// frame's effects, returned by `ChartStrategy.update(_:)`, kept in every frame record and counted into a run's
/// totals, as fields, so plots and checks read them without parsing text.
public struct FrameEffects: Equatable, Sendable {
    /// The strategy moved the scroll position itself (a windowed chart restoring its position), in days.
    public var repositionDays: Double?
    /// Device pixels the content moved with no input driving it (0 when it did not).
    public var contentJumpPixels = 0.0
    /// The y domain changed.
    public var yRescaled = false
    /// The scroll reached the end of the strategy's range while more data lay beyond.
    public var edgeStall = false
    /// The strategy handed its chart another data window (a rebuild), as `window` and `window-seamless` do.
    public var dataSwapped = false

    /// No effects: a frame in which nothing happened besides drawing.
    public init() {}

    /// Effects with the given fields.
    public init(
        repositionDays: Double? = nil, contentJumpPixels: Double = 0, yRescaled: Bool = false, edgeStall: Bool = false,
        dataSwapped: Bool = false
    ) {
        self.repositionDays = repositionDays
        self.contentJumpPixels = contentJumpPixels
        self.yRescaled = yRescaled
        self.edgeStall = edgeStall
        self.dataSwapped = dataSwapped
    }

    /// True if nothing happened.
    package var isEmpty: Bool { self == FrameEffects() }

    /// Folds a later update's effects into these, as the frame that shows a timer's work carries both.
    package mutating func merge(_ later: FrameEffects) {
        if let reposition = later.repositionDays { repositionDays = reposition }
        if later.contentJumpPixels != 0 { contentJumpPixels = later.contentJumpPixels }
        yRescaled = yRescaled || later.yRescaled
        edgeStall = edgeStall || later.edgeStall
        dataSwapped = dataSwapped || later.dataSwapped
    }
}
