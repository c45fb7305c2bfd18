import ChartKit
import Raster

/// The y axis as a separate view fixed at the right, laid out (commit) and drawn (render) once per y domain
/// and composited every frame, as the seed's `BarMarkYAxis` sits beside the collection view.
final class YAxisView {
    let canvas: Canvas
    private var renderedTicks: YTicks?
    private var list: DisplayList
    private(set) var laidOut = LayoutWork()
    private var needsDraw = false

    init(screen: ChartScreen) {
        let viewport = screen.viewport
        canvas = screen.makeCanvas(width: viewport.widthPixels - viewport.plotWidthPixels, height: viewport.heightPixels)
        list = DisplayList(width: canvas.width, height: canvas.height, reservingCapacity: 16)
    }

    /// Commit: lays the axis out again when the domain changed; otherwise does nothing.
    func layOut(ticks: YTicks, layout: ChartLayout) {
        guard ticks != renderedTicks else { return }
        renderedTicks = ticks
        list.removeAll()
        laidOut += layout.appendYAxis(ticks: ticks, labels: layout.yAxisLabels(ticks: ticks), into: &list)
        needsDraw = true
    }

    /// Render: draws the axis into its canvas when it was laid out again since.
    func draw(layout: ChartLayout) {
        guard needsDraw else { return }
        needsDraw = false
        canvas.clear(layout.style.background)
        list.draw(on: canvas, offsetX: Double(layout.viewport.plotWidthPixels))
    }

    /// Copies the axis into the frame's right edge.
    func composite(into frame: Canvas, plotWidthPixels: Int) {
        guard let whole = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height) else { return }
        frame.composite(canvas, from: whole, toX: plotWidthPixels, toY: 0)
    }
}
