import ChartKit

/// Options a strategy cannot work with: one line naming the knob.
package struct StrategyOptionsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One line naming the problem.
    package var description: String
    /// An error whose line is `description`.
    package init(description: String) { self.description = description }
}

/// Everything a strategy is built from: the data and the chart's look (and the built-in strategies' knobs,
/// which the command line sets).
public struct StrategyOptions: Sendable {
    /// The data to chart.
    public var data: SalesDataset
    /// Viewport, scales and look.
    public var layout: ChartLayout
    /// Days per tile for `tiles` (the seed's cells hold one day).
    package var tileDays: Int = 1
    /// Days on each side of the centre for `window` (the seed uses 15).
    package var windowRadiusDays: Int = 15
    /// `window` takes its y domain from all data instead of the window's data.
    package var fixedY = false
    /// Days between the plot and the window's edge at which `window-seamless` re-centres its window.
    package var windowMarginDays: Int = 5
    /// Rest time before `window` swaps its data (the seed's `stopDebounce`).
    package var swapDebounceSeconds: Double = 0.25

    /// Options for `data` with `layout` and every knob at its default.
    public init(data: SalesDataset, layout: ChartLayout = ChartLayout()) {
        self.data = data
        self.layout = layout
    }
}
