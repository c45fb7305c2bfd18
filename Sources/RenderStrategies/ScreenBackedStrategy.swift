import ChartKit
import Raster

/// A strategy that draws through a `ChartScreen`: conforming gives it `frame`, `state` and `scrollRangeDays`
/// from its screen, so it writes only how pixels get into the frame (and its counters from
/// `ChartScreen.counters(layout:)`, which counts every canvas the screen made).
///
/// The defaults allow every position the data has; a strategy that allows less (a data window) implements
/// `scrollRangeDays` itself, which takes precedence.
public protocol ScreenBackedStrategy: ChartStrategy {
    /// The screen the strategy draws on: its `frame` is the strategy's frame, its state the strategy's state.
    var screen: ChartScreen { get }
}

extension ScreenBackedStrategy {
    /// The screen's canvas.
    public var frame: Canvas { screen.frame }
    /// The screen's selection and highlight.
    public var state: ChartState { screen.state }
    /// Every position the data allows: from day 0 to the last day against the plot's right edge.
    public var scrollRangeDays: ClosedRange<Double> { 0...screen.viewport.maxPositionDays(dayCount: screen.data.dayCount) }
}
