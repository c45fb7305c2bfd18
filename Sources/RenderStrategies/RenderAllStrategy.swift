import ChartKit
import Raster

/// `render-all`: one chart over all the data with its scroll position bound to state, as the
/// seed's Swift-Charts-only screen. Every frame lays out and rasterises every day's marks and
/// labels, so the cost of a frame grows with the data, not with what is on screen.
public final class RenderAllStrategy: DescribedStrategy {
    /// The command-line name.
    public static let name = "render-all"
    /// One line on its trade-off.
    public static let summary = "one chart over all days; every frame lays out and rasterises all of them"

    private let screen: ChartScreen
    private let strips: ContentStrips
    /// One y domain over all the data, found once.
    public let yTicks: YTicks
    private let yLabels: [String]
    private var marksLaidOut = 0

    /// Builds the screen, one strip canvas `options.stripWidthPixels` wide and the y domain of all the data.
    public init(options: StrategyOptions) {
        screen = ChartScreen(data: options.data, layout: options.layout)
        strips = ContentStrips(
            widthPixels: options.stripWidthPixels, heightPixels: options.layout.viewport.heightPixels,
            glyphCache: screen.glyphCache
        )
        yTicks = YTicks(dataMaximum: options.data.maxTotal)
        yLabels = options.layout.yAxisLabels(ticks: yTicks)
    }

    /// The screen's viewport canvas, drawn afresh every frame.
    public var frame: Canvas { screen.frame }
    /// The selection and highlight the screen holds.
    public var state: ChartState { screen.state }

    /// The whole data: from the first day at the left edge to the last day at the right.
    public var scrollRangeDays: ClosedRange<Double> {
        0...screen.viewport.maxPositionDays(dayCount: screen.data.dayCount)
    }

    /// The day under the point, as the shared screen finds it.
    public func hitTest(x: Double, y: Double) -> Int? { screen.hitTest(x: x, y: y) }

    /// Takes the position, taps and highlight; the content never moves by itself, rescales or stalls.
    public func update(_ update: FrameUpdate) -> FrameOutcome {
        _ = screen.applyInteraction(update)
        return FrameOutcome()
    }

    /// Lays out and rasterises every day of the data into strips and copies the visible part, then draws the
    /// axis and header.
    public func render() {
        let frame = screen.frame
        frame.clear(screen.layout.style.background)
        marksLaidOut += strips.render(
            days: 0..<screen.data.dayCount, of: screen.data, dataOffset: 0, ticks: yTicks, state: screen.state,
            layout: screen.layout, labels: screen.labels, offsetPixels: screen.offsetPixels, into: frame
        )
        screen.drawChrome(axisTicks: yTicks, axisLabels: yLabels)
    }

    /// The screen's work plus the strips' layout and raster work.
    public var counters: WorkCounters { screen.counters(marksLaidOut: marksLaidOut, raster: strips.canvas.counters) }

    /// The strip canvas and its display list, plus the shared glyph and label caches.
    public var cacheBytes: Int { strips.byteCount + screen.sharedCacheBytes }
}
