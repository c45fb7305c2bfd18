/// What a frame showed besides its pixels moving with the scroll: the effects a strategy's own work had on
/// screen, recorded as fields so plots and checks read them without parsing text.
public struct FrameEffects: Equatable, Hashable, Sendable {
    /// The strategy handed its chart another data window in this frame (or in a timer since the last frame).
    public var dataSwapped = false
    /// Device pixels the content moved with no input driving it (0 when it did not).
    public var contentJumpPixels = 0.0
    /// The y domain changed.
    public var yRescaled = false
    /// The scroll reached the end of the strategy's range while more data lay beyond.
    public var edgeStall = false

    /// No effects.
    public init() {}

    /// Creates effects with the given fields.
    public init(dataSwapped: Bool = false, contentJumpPixels: Double = 0, yRescaled: Bool = false, edgeStall: Bool = false) {
        self.dataSwapped = dataSwapped
        self.contentJumpPixels = contentJumpPixels
        self.yRescaled = yRescaled
        self.edgeStall = edgeStall
    }

    /// True if nothing happened.
    public var isEmpty: Bool { self == FrameEffects() }
}
