import ChartKit
import Raster

/// The reference picture every strategy must reproduce: the viewport laid out directly
/// (`ChartLayout.appendViewport`) and drawn in one pass, as `harness render` writes it.
///
/// Compare a strategy's frame with `canvas` after rendering the strategy's position, state and y domain, e.g.
/// with `Canvas.matchingFraction(with:tolerance:)`; `EquivalenceCheck` does this over many positions and runs.
public final class ReferenceRenderer {
    /// The data drawn.
    package let data: SalesDataset
    /// Viewport, scales and look.
    package let layout: ChartLayout
    /// The last rendered frame, the viewport's size in device pixels.
    public let canvas: Canvas
    /// The y domain over all the data, used when `render` is given none.
    package let ticks: YTicks
    private let yLabels: [String]
    private let labels = DayLabelFormatter()
    /// The display list of the last render, e.g. for the scene JSON.
    package private(set) var list: DisplayList

    /// A renderer of `data` with `layout`; nothing is drawn until `render`.
    public init(data: SalesDataset, layout: ChartLayout = ChartLayout()) {
        self.data = data
        self.layout = layout
        let viewport = layout.viewport
        canvas = Canvas(width: viewport.widthPixels, height: viewport.heightPixels)
        ticks = YTicks(dataMaximum: data.maxTotal)
        yLabels = layout.yAxisLabels(ticks: ticks)
        list = DisplayList(width: viewport.widthPixels, height: viewport.heightPixels, reservingCapacity: 256)
    }

    /// Lays out and draws the viewport at `positionDays` with `state` into `canvas`, the same bytes for the same
    /// arguments. `yTicks` overrides the y domain over all the data (a windowed strategy's own domain).
    public func render(positionDays: Double, state: ChartState = ChartState(), yTicks: YTicks? = nil) {
        list.removeAll()
        let ticks = yTicks ?? self.ticks
        let yLabels = yTicks.map { layout.yAxisLabels(ticks: $0) } ?? self.yLabels
        let header = layout.headerText(data: data, dataDay: state.selectedDay, state: state, labels: labels)
        layout.appendViewport(
            data: data, ticks: ticks, yLabels: yLabels, state: state,
            offsetPixels: layout.viewport.offsetPixels(positionDays: positionDays),
            header: header, labels: labels, into: &list
        )
        canvas.clear(layout.style.background)
        list.draw(on: canvas)
    }

    /// Clears `canvas` and draws the last render's display list again, without laying it out: the drawing alone,
    /// as a peer renderer given the same display list (scripts/peer) draws it.
    package func redraw() {
        canvas.clear(layout.style.background)
        list.draw(on: canvas)
    }
}
