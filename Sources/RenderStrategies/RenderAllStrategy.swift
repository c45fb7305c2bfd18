import ChartKit
import Raster

/// `render-all`: one chart over all the data with its scroll position bound to state, as the seed's
/// Swift-Charts-only screen. Every commit re-evaluates the whole chart — every day's marks and its axis label,
/// formatted as the seed's `AxisMarks(values: .stride(by: .day))` asks — so the app's work per frame grows with
/// the data, not with what is on screen; the render server draws only the visible days.
package final class RenderAllStrategy: DescribedStrategy, ScreenBackedStrategy {
    /// The command-line name.
    package static let name = "render-all"
    /// One line on its trade-off.
    package static let summary = "one chart over all days; every commit lays out all of them and formats every day's label"

    /// The shared screen: data, frame, position, selection and chrome.
    package let screen: ChartScreen
    private let chart: DeclarativeChart
    /// One y domain over all the data, found once.
    package let yTicks: YTicks
    private let yLabels: [String]
    private var laidOut = LayoutWork()

    /// Builds the screen (labels formatted every time the chart asks, with one reused formatter, as the seed's
    /// stored `dateFormatter`), the chart and the y domain of all the data.
    package init(options: StrategyOptions) {
        screen = ChartScreen(data: options.data, layout: options.layout, labelPolicy: .everyTime)
        chart = DeclarativeChart(layout: options.layout)
        yTicks = YTicks(dataMaximum: options.data.maxTotal)
        yLabels = options.layout.yAxisLabels(ticks: yTicks)
    }

    /// Takes the position, taps and highlight; the content never moves by itself, rescales or stalls.
    package func update(_ update: FrameUpdate) -> FrameEffects {
        _ = screen.applyInteraction(update)
        return FrameEffects()
    }

    /// Commit: lays out every day of the data, each label formatted, and the axis and header.
    package func commit() {
        laidOut += chart.commit(
            days: 0..<screen.data.dayCount, of: screen.data, dataOffset: 0, ticks: yTicks, state: screen.state,
            layout: screen.layout, labels: screen.labels)
        screen.layOutChrome(axisTicks: yTicks, axisLabels: yLabels)
    }

    /// Render: draws the visible days, then the axis and header, into the frame.
    package func render() {
        let frame = screen.frame
        frame.clear(screen.layout.style.background)
        chart.render(offsetPixels: screen.offsetPixels, layout: screen.layout, into: frame)
        screen.drawLaidOutChrome(on: frame)
    }

    /// The screen's work (labels formatted, the frame's raster work) plus the days and grid laid out.
    package var counters: WorkCounters { screen.counters(layout: laidOut) }

    /// The chart's display list of all the days, plus the shared glyph and label caches.
    package var cacheBytes: Int { chart.byteCount + screen.sharedCacheBytes }
}
