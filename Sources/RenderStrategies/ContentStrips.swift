import ChartKit
import Raster

/// Lays out a run of days in full and rasterises all of it, strip by strip, copying the part
/// the viewport shows into the frame: what a declarative chart bound to a scroll position pays.
///
/// Strips bound the memory (one strip canvas, whatever the number of days) without bounding the
/// work: every day's marks and labels are laid out and drawn every frame.
package final class ContentStrips {
    private let strip: Canvas
    private var list: DisplayList
    /// `list` ops of day `days.lowerBound + i` are `dayStarts[i]..<dayStarts[i + 1]`.
    private var dayStarts: [Int] = []

    /// One strip canvas of `widthPixels` × the viewport's height, made by (and counted with) `screen`.
    package init(widthPixels: Int, screen: ChartScreen) {
        let heightPixels = screen.viewport.heightPixels
        strip = screen.makeCanvas(width: widthPixels, height: heightPixels)
        list = DisplayList(width: widthPixels, height: heightPixels)
    }

    /// The strip canvas (its counters are the strips' raster work).
    package var canvas: Canvas { strip }

    /// Bytes held: the strip's pixels and the ops in use (counted by use, not allocator capacity,
    /// so the figure is the same on every run).
    package var byteCount: Int {
        strip.width * strip.height * 4 + list.count * MemoryLayout<DrawOp>.stride
            + dayStarts.count * MemoryLayout<Int>.stride
    }

    /// Lays out `days` (content columns; data day = column − `dataOffset`), rasterises them and
    /// copies the plot's visible columns into `frame`. Returns the ops laid out.
    package func render(
        days: Range<Int>, of data: SalesDataset, dataOffset: Int, ticks: YTicks, state: ChartState,
        layout: ChartLayout, labels: DayLabelFormatter, offsetPixels: Double, into frame: Canvas
    ) -> Int {
        list.removeAll()
        dayStarts.removeAll(keepingCapacity: true)
        for column in days {
            dayStarts.append(list.count)
            layout.appendDay(
                column: column, dataDay: column - dataOffset, of: data, ticks: ticks, state: state,
                originX: 0, labels: labels, into: &list
            )
        }
        dayStarts.append(list.count)

        let viewport = layout.viewport
        let contentStart = viewport.columnStartPixel(day: days.lowerBound)
        let contentEnd = viewport.columnStartPixel(day: days.upperBound)
        let visibleStart = Int(offsetPixels)
        let visibleEnd = visibleStart + viewport.plotWidthPixels
        var stripStart = contentStart
        while stripStart < contentEnd {
            let stripEnd = min(stripStart + strip.width, contentEnd)
            strip.clip = PixelRect(x: 0, y: 0, width: stripEnd - stripStart, height: strip.height) ?? strip.clip
            strip.clear(layout.style.background)
            let stripDays = viewport.days(inPixels: Double(stripStart), Double(stripEnd), dayCount: days.upperBound)
                .clamped(to: days)
            if !stripDays.isEmpty {
                let first = dayStarts[stripDays.lowerBound - days.lowerBound]
                let last = dayStarts[stripDays.upperBound - days.lowerBound]
                list.draw(first..<last, on: strip, offsetX: Double(stripStart))
            }
            let copyStart = max(stripStart, visibleStart)
            let copyEnd = min(stripEnd, visibleEnd)
            if copyStart < copyEnd,
                let source = PixelRect(x: copyStart - stripStart, y: 0, width: copyEnd - copyStart, height: strip.height)
            {
                frame.composite(strip, from: source, toX: copyStart - visibleStart, toY: 0)
            }
            stripStart = stripEnd
        }
        return list.count
    }
}
