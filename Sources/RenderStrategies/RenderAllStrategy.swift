import ChartKit
import Raster

/// `render-all`: one chart over all the data with its scroll position bound to state, as the
/// seed's Swift-Charts-only screen. Every frame lays out and rasterises every day's marks and
/// labels, so the cost of a frame grows with the data, not with what is on screen.
package final class RenderAllStrategy: DescribedStrategy, ScreenBackedStrategy {
    /// The command-line name.
    package static let name = "render-all"
    /// One line on its trade-off.
    package static let summary = "one chart over all days; every frame lays out and rasterises all of them"

    /// The shared screen: data, frame, position, selection and chrome.
    package let screen: ChartScreen
    private let strips: ContentStrips
    /// One y domain over all the data, found once.
    package let yTicks: YTicks
    private let yLabels: [String]
    private var marksLaidOut = 0

    /// Builds the screen, one strip canvas `options.stripWidthPixels` wide and the y domain of all the data.
    package init(options: StrategyOptions) {
        screen = ChartScreen(data: options.data, layout: options.layout)
        strips = ContentStrips(widthPixels: options.stripWidthPixels, screen: screen)
        yTicks = YTicks(dataMaximum: options.data.maxTotal)
        yLabels = options.layout.yAxisLabels(ticks: yTicks)
    }

    /// Takes the position, taps and highlight; the content never moves by itself, rescales or stalls.
    package func update(_ update: FrameUpdate) -> FrameEffects {
        _ = screen.applyInteraction(update)
        return FrameEffects()
    }

    /// Lays out and rasterises every day of the data into strips and copies the visible part, then draws the
    /// axis and header.
    package func render() {
        let frame = screen.frame
        frame.clear(screen.layout.style.background)
        marksLaidOut += strips.render(
            days: 0..<screen.data.dayCount, of: screen.data, dataOffset: 0, ticks: yTicks, state: screen.state,
            layout: screen.layout, labels: screen.labels, offsetPixels: screen.offsetPixels, into: frame
        )
        screen.drawChrome(axisTicks: yTicks, axisLabels: yLabels)
    }

    /// The screen's work (its canvases' raster work, the strip's included) plus the strips' layout.
    package var counters: WorkCounters { screen.counters(marksLaidOut: marksLaidOut) }

    /// The strip canvas and its display list, plus the shared glyph and label caches.
    package var cacheBytes: Int { strips.byteCount + screen.sharedCacheBytes }
}
