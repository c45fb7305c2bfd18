import ChartKit
import Raster

/// `render-all`: one chart over all the data with its scroll position bound to state, as the
/// seed's Swift-Charts-only screen. Every frame lays out and rasterises every day's marks and
/// labels, so the cost of a frame grows with the data, not with what is on screen.
public final class RenderAllStrategy: DescribedStrategy {
    public static let name = "render-all"
    public static let summary = "one chart over all days; every frame lays out and rasterises all of them"

    private let screen: ChartScreen
    private let strips: ContentStrips
    public let yTicks: YTicks
    private let yLabels: [String]
    private var marksLaidOut = 0

    public init(options: StrategyOptions) {
        screen = ChartScreen(data: options.data, layout: options.layout)
        strips = ContentStrips(
            widthPixels: options.stripWidthPixels, heightPixels: options.layout.viewport.heightPixels,
            glyphCache: screen.glyphCache
        )
        yTicks = YTicks(dataMaximum: options.data.maxTotal)
        yLabels = options.layout.yAxisLabels(ticks: yTicks)
    }

    public var frame: Canvas { screen.frame }
    public var state: ChartState { screen.state }

    public var scrollRangeDays: ClosedRange<Double> {
        0...screen.viewport.maxPositionDays(dayCount: screen.data.dayCount)
    }

    public func hitTest(x: Double, y: Double) -> Int? { screen.hitTest(x: x, y: y) }

    public func update(_ update: FrameUpdate) -> FrameOutcome {
        _ = screen.applyInteraction(update)
        return FrameOutcome()
    }

    public func render() {
        let frame = screen.frame
        frame.clear(screen.layout.style.background)
        marksLaidOut += strips.render(
            days: 0..<screen.data.dayCount, of: screen.data, dataOffset: 0, ticks: yTicks, state: screen.state,
            layout: screen.layout, labels: screen.labels, offsetPixels: screen.offsetPixels, into: frame
        )
        screen.drawChrome(axisTicks: yTicks, axisLabels: yLabels)
    }

    public var counters: WorkCounters { screen.counters(marksLaidOut: marksLaidOut, raster: strips.canvas.counters) }

    public var cacheBytes: Int { strips.byteCount + screen.sharedCacheBytes }
}
