import ChartKit
import Raster

/// The y axis as a separate view fixed at the right, rendered once per y domain and composited
/// every frame, as the seed's `BarMarkYAxis` sits beside the collection view.
final class YAxisView {
    let canvas: Canvas
    private var renderedTicks: YTicks?
    private var list: DisplayList
    private(set) var marksLaidOut = 0

    init(screen: ChartScreen) {
        let viewport = screen.viewport
        canvas = screen.makeCanvas(width: viewport.widthPixels - viewport.plotWidthPixels, height: viewport.heightPixels)
        list = DisplayList(width: canvas.width, height: canvas.height, reservingCapacity: 16)
    }

    /// Re-renders the axis when the domain changed; otherwise does nothing.
    func update(ticks: YTicks, layout: ChartLayout) {
        guard ticks != renderedTicks else { return }
        renderedTicks = ticks
        list.removeAll()
        marksLaidOut += layout.appendYAxis(ticks: ticks, labels: layout.yAxisLabels(ticks: ticks), into: &list)
        canvas.clear(layout.style.background)
        list.draw(on: canvas, offsetX: Double(layout.viewport.plotWidthPixels))
    }

    /// Copies the axis into the frame's right edge.
    func composite(into frame: Canvas, plotWidthPixels: Int) {
        guard let whole = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height) else { return }
        frame.composite(canvas, from: whole, toX: plotWidthPixels, toY: 0)
    }
}
