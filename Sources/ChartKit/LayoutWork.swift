/// The layout work of a chart, counted in the units a phone pays for: bar marks, rule (grid) marks, axis labels
/// and the text runs they shape. The layout functions of `ChartLayout` return it; a strategy adds them up.
public struct LayoutWork: Equatable, Sendable {
    /// Bar segments laid out: one per channel with a value, as a Swift Charts `BarMark` each.
    public var barMarks = 0
    /// Rule (grid) lines laid out, whatever their length.
    public var ruleMarks = 0
    /// Axis labels laid out: one per day's two-line label and one per y tick label.
    public var axisLabels = 0
    /// Lines of text laid out: two per day label, one per y tick label, one for the header.
    public var textRuns = 0

    /// No work.
    public init() {}

    /// The given counts.
    public init(barMarks: Int = 0, ruleMarks: Int = 0, axisLabels: Int = 0, textRuns: Int = 0) {
        self.barMarks = barMarks
        self.ruleMarks = ruleMarks
        self.axisLabels = axisLabels
        self.textRuns = textRuns
    }

    /// The sum of two counts.
    public static func + (lhs: LayoutWork, rhs: LayoutWork) -> LayoutWork {
        LayoutWork(
            barMarks: lhs.barMarks + rhs.barMarks, ruleMarks: lhs.ruleMarks + rhs.ruleMarks,
            axisLabels: lhs.axisLabels + rhs.axisLabels, textRuns: lhs.textRuns + rhs.textRuns)
    }

    /// Adds `rhs`.
    public static func += (lhs: inout LayoutWork, rhs: LayoutWork) { lhs = lhs + rhs }
}
