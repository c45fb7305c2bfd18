import ChartKit
import Raster

/// `visible`: DGCharts' own scrolling renderer. Every draw finds the days inside the viewport (its
/// `XBounds`, the half-cut day at each edge included) and lays out and rasterises only those, then the axis and
/// header, with CoreGraphics in the view's `draw(_:)`: on the CPU, in the app, so all of it is commit-stage
/// work (BarLineChartViewBase.draw), into the view's layer; the render server composites that one layer. No
/// pixel caches besides the layer, so a frame costs one screen's drawing.
package final class VisibleStrategy: DescribedStrategy, ScreenBackedStrategy {
    /// The command-line name.
    package static let name = "visible"
    /// One line on its trade-off.
    package static let summary = "every frame lays out and draws only the days in the viewport on the CPU, as DGCharts draws"
    /// DGCharts draws with CoreGraphics in `draw(_:)`: its commit is CPU drawing, not a framework's evaluation.
    package static let commitWork = CommitWork.drawing

    /// The shared screen: data, frame, position, selection and chrome.
    package let screen: ChartScreen
    /// The view's backing store, drawn on the CPU in the commit and composited into the frame by the render.
    private let layer: Canvas
    /// Refilled every frame; sized for the most days a viewport can show so a steady frame never grows it.
    private var plotList: DisplayList
    /// One y domain over all the data, as tiles and the seed's `yAxisMax`: found once here, never
    /// per frame, because finding it scans every day.
    package let yTicks: YTicks
    private let yLabels: [String]
    private var laidOut = LayoutWork()

    /// Builds the screen, the y domain of all the data and a display list sized for the most days a viewport
    /// shows.
    package init(options: StrategyOptions) {
        let viewport = options.layout.viewport
        // DGCharts calls the axis's value formatter for every visible label on every draw.
        screen = ChartScreen(data: options.data, layout: options.layout, labelPolicy: .everyTime)
        layer = screen.makeCanvas(width: viewport.widthPixels, height: viewport.heightPixels)
        yTicks = YTicks(dataMaximum: options.data.maxTotal)
        yLabels = options.layout.yAxisLabels(ticks: yTicks)
        // A day is at most one op per grid line and channel plus its two labels; a viewport
        // touches at most ceil(visible days) + 1 columns.
        let opsPerDay = yTicks.count + options.data.channels.count + 2
        let daysOnScreen = Int(viewport.visibleDays.rounded(.up)) + 1
        plotList = DisplayList(width: viewport.widthPixels, height: viewport.heightPixels, reservingCapacity: opsPerDay * daysOnScreen)
    }

    /// Takes the position, taps and highlight; the content never moves by itself, rescales or stalls.
    package func update(_ update: FrameUpdate) -> FrameEffects {
        _ = screen.applyInteraction(update)
        return FrameEffects()
    }

    /// The days whose columns intersect the plot at the current offset: DGCharts' `XBounds`, which
    /// rounds the lowest visible x down and the highest up so the half-cut bars are drawn too.
    /// Found from the offset alone, so it costs the same whatever the number of days.
    var visibleDays: Range<Int> {
        let offset = screen.offsetPixels
        return screen.viewport.days(
            inPixels: offset, offset + Double(screen.viewport.plotWidthPixels), dayCount: screen.data.dayCount
        )
    }

    /// Commit: `draw(_:)` on the CPU — lays out and rasterises only the days in the viewport into the layer, then
    /// the axis and header.
    package func commit() {
        let offset = screen.offsetPixels
        layer.clear(screen.layout.style.background)
        plotList.removeAll()
        // Laid out in viewport pixels (origin at the offset) and drawn unshifted, as the reference
        // frame is, so the pixels are the reference's own; each grid line once across the viewport, as DGCharts'
        // axis renderer draws it.
        let days = visibleDays
        laidOut += screen.layout.appendGrid(ticks: yTicks, columns: days, originX: offset, into: &plotList)
        for day in days {
            laidOut += screen.layout.appendDay(
                column: day, dataDay: day, of: screen.data, ticks: yTicks, state: screen.state,
                originX: offset, labels: screen.labels, grid: false, into: &plotList
            )
        }
        plotList.draw(on: layer)
        screen.layOutChrome(axisTicks: yTicks, axisLabels: yLabels)
        screen.drawLaidOutChrome(on: layer)
    }

    /// Render: the render server composites the view's one layer into the frame.
    package func render() {
        guard let whole = PixelRect(x: 0, y: 0, width: layer.width, height: layer.height) else { return }
        screen.frame.composite(layer, from: whole, toX: 0, toY: 0)
    }

    /// The screen's work: the days and grid laid out, the layer's drawing and the frame's compositing.
    package var counters: WorkCounters { screen.counters(layout: laidOut) }

    /// The shared glyph and label caches, the ops of the frame's display list (by use) and the layer's pixels.
    package var cacheBytes: Int { screen.sharedCacheBytes + plotList.count * MemoryLayout<DrawOp>.stride + layer.width * layer.height * 4 }
}
