import HitchBench

/// `unculled`: a strategy from outside HitchBench, for the tagged-dependency check in CI. Every frame lays out
/// every day of the data at the current offset and lets the canvas clip what falls outside the viewport, so
/// its layout work grows with the data while its pixels stay the reference's.
final class UnculledStrategy: DescribedStrategy, ScreenBackedStrategy {
    static let name = "unculled"
    static let summary = "lays out every day each frame and lets the canvas clip what is off screen"

    let screen: ChartScreen
    private var plotList: DisplayList
    let yTicks: YTicks
    private let yLabels: [String]
    private var marksLaidOut = 0

    init(options: StrategyOptions) {
        screen = ChartScreen(data: options.data, layout: options.layout)
        yTicks = YTicks(dataMaximum: options.data.maxTotal)
        yLabels = options.layout.yAxisLabels(ticks: yTicks)
        let viewport = options.layout.viewport
        plotList = DisplayList(width: viewport.widthPixels, height: viewport.heightPixels)
    }

    func update(_ update: FrameUpdate) -> FrameEffects {
        _ = screen.applyInteraction(update)
        return FrameEffects()
    }

    func render() {
        screen.frame.clear(screen.layout.style.background)
        plotList.removeAll()
        for day in 0..<screen.data.dayCount {
            marksLaidOut += screen.layout.appendDay(
                column: day, dataDay: day, of: screen.data, ticks: yTicks, state: screen.state,
                originX: screen.offsetPixels, labels: screen.labels, into: &plotList
            )
        }
        plotList.draw(on: screen.frame)
        screen.drawChrome(axisTicks: yTicks, axisLabels: yLabels)
    }

    var counters: WorkCounters { screen.counters(marksLaidOut: marksLaidOut) }
    var cacheBytes: Int { screen.sharedCacheBytes + plotList.count * MemoryLayout<DrawOp>.stride }
}
