import ChartKit
import Raster

/// What `window` and `window-seamless` share: a Swift Charts chart handed only a data window, which re-evaluates
/// all of the window every commit and draws the visible days, and the swap that hands it another (a rebuild,
/// as the seed's `.id(chartEpoch)` bump does). The strategies differ only in when they swap and what they do to
/// the scroll position and the y axis.
final class WindowedContent {
    let screen: ChartScreen
    private let chart: DeclarativeChart
    private let radius: Int
    /// The days the chart holds now.
    private(set) var window: DataWindow
    private var laidOut = LayoutWork()
    private var dataSwaps = 0

    /// Starts as the seed does: centred on the last day, so holding it and the `radius` days before it.
    init(options: StrategyOptions) {
        screen = ChartScreen(data: options.data, layout: options.layout, labelPolicy: .everyTime)
        chart = DeclarativeChart(layout: options.layout)
        radius = options.windowRadiusDays
        window = DataWindow(centre: options.data.dayCount - 1, radius: options.windowRadiusDays, of: options.data)
    }

    /// Hands the chart the `radius` days each side of `centre` and rebuilds it.
    func swap(centre: Int) {
        window = DataWindow(centre: centre, radius: radius, of: screen.data)
        screen.labels.removeAll()
        dataSwaps += 1
    }

    /// Commit: lays out every day of the window, each label formatted, and the axis and header.
    func commit(ticks: YTicks, axisLabels: [String]) {
        laidOut += chart.commit(
            days: window.days, of: window.data, dataOffset: window.days.lowerBound, ticks: ticks, state: screen.state,
            layout: screen.layout, labels: screen.labels)
        screen.layOutChrome(axisTicks: ticks, axisLabels: axisLabels)
    }

    /// Render: draws the window's visible days, then the axis and header, into the frame.
    func render() {
        let frame = screen.frame
        frame.clear(screen.layout.style.background)
        chart.render(offsetPixels: screen.offsetPixels, layout: screen.layout, into: frame)
        screen.drawLaidOutChrome(on: frame)
    }

    /// The screen's work plus the days and grid laid out, and the data swaps.
    var counters: WorkCounters {
        var out = screen.counters(layout: laidOut)
        out.dataSwaps = dataSwaps
        return out
    }

    /// The chart's display list, the window's copy of the data, and the shared glyph and label caches.
    var cacheBytes: Int { chart.byteCount + window.byteCount + screen.sharedCacheBytes }
}
