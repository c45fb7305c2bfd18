import ChartKit
import Raster

/// A chart the way Swift Charts renders one bound to a scroll position: every commit re-evaluates the chart
/// for all the days it holds — every bar mark, and every day's axis label formatted as the seed's
/// `AxisMarks(values: .stride(by: .day))` asks — into a display list, and the render server draws only what
/// is on screen from it.
///
/// The grid is laid out once per evaluation, one rule per y tick across all the days held, as Swift Charts lays
/// out its few grid lines once per chart.
///
/// So the commit grows with the data the chart holds and the render follows the screen: the split the seed's
/// Swift Charts screen has on a phone, where SwiftUI view updates run in the app before the frame is rendered
/// ("Understanding and improving SwiftUI performance"). Whether the render server draws off-screen content is
/// not documented; it composites the visible layer tree, so the render here draws the visible days only.
package final class DeclarativeChart {
    private var list: DisplayList
    /// `list` ops `0..<gridOps` are the grid's rules.
    private var gridOps = 0
    /// `list` ops of content column `days.lowerBound + i` are `dayStarts[i]..<dayStarts[i + 1]`.
    private var dayStarts: [Int] = []
    /// The columns laid out by the last commit.
    private var days: Range<Int> = 0..<0

    /// An empty chart for the viewport of `layout`.
    package init(layout: ChartLayout) {
        list = DisplayList(width: layout.viewport.widthPixels, height: layout.viewport.heightPixels, reservingCapacity: 1_024)
    }

    /// Bytes held: the ops in use and the day index (by use, not allocator capacity, so the figure is the same on
    /// every run).
    package var byteCount: Int { list.count * MemoryLayout<DrawOp>.stride + dayStarts.count * MemoryLayout<Int>.stride }

    /// Commit stage: lays out every one of `days` (content columns; data day = column − `dataOffset`) at its
    /// content position, labels formatted through `labels`, after one grid across them all. Returns the work
    /// laid out.
    package func commit(
        days: Range<Int>, of data: SalesDataset, dataOffset: Int, ticks: YTicks, state: ChartState, layout: ChartLayout,
        labels: DayLabelFormatter
    ) -> LayoutWork {
        list.removeAll()
        dayStarts.removeAll(keepingCapacity: true)
        var work = layout.appendGrid(ticks: ticks, columns: days, originX: 0, into: &list)
        gridOps = list.count
        for column in days {
            dayStarts.append(list.count)
            work += layout.appendDay(
                column: column, dataDay: column - dataOffset, of: data, ticks: ticks, state: state, originX: 0, labels: labels,
                grid: false, into: &list)
        }
        dayStarts.append(list.count)
        self.days = days
        return work
    }

    /// Render stage: draws the grid and the laid-out days whose columns meet the plot at `offsetPixels` into
    /// `frame`, through
    /// the plot's clip (the axis panel covers the rest), shifted by the whole-pixel offset so the pixels are the
    /// reference's own.
    package func render(offsetPixels: Double, layout: ChartLayout, into frame: Canvas) {
        let viewport = layout.viewport
        let visible = viewport.days(inPixels: offsetPixels, offsetPixels + Double(viewport.plotWidthPixels), dayCount: days.upperBound)
            .clamped(to: days)
        guard !visible.isEmpty else { return }
        let fullClip = frame.clip
        frame.clip = PixelRect(x: 0, y: 0, width: viewport.plotWidthPixels, height: frame.height) ?? fullClip
        let first = dayStarts[visible.lowerBound - days.lowerBound]
        let last = dayStarts[visible.upperBound - days.lowerBound]
        list.draw(0..<gridOps, on: frame, offsetX: offsetPixels)
        list.draw(first..<last, on: frame, offsetX: offsetPixels)
        frame.clip = fullClip
    }
}
