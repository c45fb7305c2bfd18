/// Which point of a text run its anchor x refers to.
public enum TextAlign: String, Sendable {
    /// The anchor is the start of the first glyph's advance.
    case left
    /// The anchor is the middle of the run's total advance.
    case center
    /// The anchor is the end of the last glyph's advance.
    case right
}
