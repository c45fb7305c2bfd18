import ChartKit
import Raster

/// What `window` and `window-seamless` share: a chart handed only a data window, which lays out and
/// rasterises all of the window every frame, and the swap that hands it another (a rebuild, so its day
/// labels are formatted anew, as the seed's `.id(chartEpoch)` bump does). The strategies differ only in
/// when they swap and what they do to the scroll position and the y axis.
final class WindowedContent {
    let screen: ChartScreen
    private let strips: ContentStrips
    private let radius: Int
    /// The days the chart holds now.
    private(set) var window: DataWindow
    private var marksLaidOut = 0
    private var dataSwaps = 0

    /// Starts as the seed does: centred on the last day, so holding it and the `radius` days before it.
    init(options: StrategyOptions) {
        screen = ChartScreen(data: options.data, layout: options.layout)
        strips = ContentStrips(widthPixels: options.stripWidthPixels, screen: screen)
        radius = options.windowRadiusDays
        window = DataWindow(centre: options.data.dayCount - 1, radius: options.windowRadiusDays, of: options.data)
    }

    /// Hands the chart the `radius` days each side of `centre` and rebuilds it.
    func swap(centre: Int) {
        window = DataWindow(centre: centre, radius: radius, of: screen.data)
        screen.labels.removeAll()
        dataSwaps += 1
    }

    /// Lays out and rasterises every day of the window into strips, copies the visible part, then draws the
    /// axis and header.
    func render(ticks: YTicks, axisLabels: [String]) {
        let frame = screen.frame
        frame.clear(screen.layout.style.background)
        marksLaidOut += strips.render(
            days: window.days, of: window.data, dataOffset: window.days.lowerBound, ticks: ticks, state: screen.state,
            layout: screen.layout, labels: screen.labels, offsetPixels: screen.offsetPixels, into: frame
        )
        screen.drawChrome(axisTicks: ticks, axisLabels: axisLabels)
    }

    /// The screen's work plus the strips' layout and raster work, and the data swaps.
    var counters: WorkCounters {
        var out = screen.counters(marksLaidOut: marksLaidOut)
        out.dataSwaps = dataSwaps
        return out
    }

    /// The strip canvas and its display list, the window's copy of the data, and the shared glyph and label caches.
    var cacheBytes: Int { strips.byteCount + window.byteCount + screen.sharedCacheBytes }
}
