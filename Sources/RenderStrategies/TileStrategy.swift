import ChartKit
import Raster

/// `tiles`: recycled fixed-width cells each holding a few days' bars and labels, plus a separate
/// y axis fixed at the right, as the seed's UICollectionView screen. Dequeuing and configuring a cell (its
/// chart's layout, each label formatted with a formatter made for it, as the seed's cell code does) is the
/// commit; drawing the configured cells and compositing the visible ones is the render. A steady frame only
/// composites cached pixels, so the cost follows what is on screen, not the size of the data.
package final class TileStrategy: DescribedStrategy, ScreenBackedStrategy {
    /// The command-line name.
    package static let name = "tiles"
    /// One line on its trade-off.
    package static let summary = "recycled one-day tiles and a fixed y-axis view; frames composite cached pixels"

    /// The shared screen: data, frame, position, selection and chrome.
    package let screen: ChartScreen
    private let tileDays: Int
    private let tileCount: Int
    private let pool: TilePool
    private let axis: YAxisView
    /// One y domain over all the data, shared by the tiles and the axis view (the seed's `yAxisMax`).
    package let yTicks: YTicks
    private var laidOut = LayoutWork()
    private var tilesConfigured = 0

    /// Builds the screen, a tile pool sized by the viewport, the axis view and the y domain of all the data;
    /// `options.tileDays` must be at least 1.
    package init(options: StrategyOptions) {
        precondition(options.tileDays >= 1, "tileDays must be at least 1")
        let viewport = options.layout.viewport
        let screen = ChartScreen(data: options.data, layout: options.layout, labelPolicy: .newFormatterEveryTime)
        self.screen = screen
        tileDays = options.tileDays
        tileCount = (options.data.dayCount + options.tileDays - 1) / options.tileDays
        let tileWidth = Int((Double(options.tileDays) * viewport.dayWidthPixels).rounded(.up)) + 1
        // Enough cells for every tile that can touch the plot at once, plus two entering/leaving.
        let onScreen = Int((Double(viewport.plotWidthPixels) / (Double(options.tileDays) * viewport.dayWidthPixels)).rounded(.up)) + 1
        let height = viewport.heightPixels
        pool = TilePool(capacity: onScreen + 2, listCapacity: 16 * options.tileDays) { [unowned screen] in
            screen.makeCanvas(width: tileWidth, height: height)
        }
        axis = YAxisView(screen: screen)
        // Tiles and axis share one y domain over all the data (the seed's yAxisMax).
        yTicks = YTicks(dataMaximum: options.data.maxTotal)
    }

    /// Takes the position, taps and highlight; tiles whose look changed are configured again at the next commit.
    package func update(_ update: FrameUpdate) -> FrameEffects {
        _ = screen.applyInteraction(update)
        return FrameEffects()
    }

    /// Content pixel where tile `tile` starts.
    private func tileStart(_ tile: Int) -> Int { screen.viewport.columnStartPixel(day: tile * tileDays) }

    /// The look tile `tile` must have in the current state.
    private func look(of tile: Int) -> TileLook {
        let days = tile * tileDays..<min((tile + 1) * tileDays, screen.data.dayCount)
        let selected = screen.state.selectedDay
        return TileLook(
            highlightedChannel: screen.state.highlightedChannel,
            hasSelection: selected != nil,
            selectedDayInTile: selected.flatMap { days.contains($0) ? $0 : nil }
        )
    }

    /// Configures a cell: its chart's layout (its own grid across the cell, then its days), drawn by the next
    /// render.
    private func configure(_ cell: TileCell, look: TileLook) {
        let start = Double(tileStart(cell.tile))
        let days = cell.tile * tileDays..<min((cell.tile + 1) * tileDays, screen.data.dayCount)
        cell.list.removeAll()
        laidOut += screen.layout.appendGrid(ticks: yTicks, columns: days, originX: start, into: &cell.list)
        for day in days {
            laidOut += screen.layout.appendDay(
                column: day, dataDay: day, of: screen.data, ticks: yTicks, state: screen.state,
                originX: start, labels: screen.labels, grid: false, into: &cell.list
            )
        }
        cell.look = look
        cell.needsDraw = true
        tilesConfigured += 1
    }

    /// Commit: finds the tiles the viewport shows, recycles the others, dequeues and configures the tiles that
    /// entered or whose look changed, lays out the axis when its domain changed, and the header.
    package func commit() {
        let viewport = screen.viewport
        let offset = Int(screen.offsetPixels)
        let visibleEnd = offset + viewport.plotWidthPixels
        // Estimate the first visible tile from the tile width, then settle it on whole pixels.
        let tileWidth = Double(tileDays) * viewport.dayWidthPixels
        var first = min(max(0, Int((Double(offset) / tileWidth).rounded(.down))), tileCount)
        while first > 0 && tileStart(first) > offset { first -= 1 }
        while first < tileCount && tileStart(first + 1) <= offset { first += 1 }
        var last = first
        while last < tileCount && tileStart(last) < visibleEnd { last += 1 }
        let visibleTiles = first..<last

        pool.recycle(outside: visibleTiles)
        for tile in visibleTiles {
            let wanted = look(of: tile)
            let cell = pool.cell(showing: tile) ?? pool.dequeue(for: tile)
            if cell.look != wanted { configure(cell, look: wanted) }
        }
        axis.layOut(ticks: yTicks, layout: screen.layout)
        screen.layOutChrome(axisTicks: nil, axisLabels: [])
    }

    /// Render: draws the cells configured since the last render, composites the visible cells and the axis view
    /// into the frame, then the header.
    package func render() {
        let frame = screen.frame
        let viewport = screen.viewport
        let offset = Int(screen.offsetPixels)
        let visibleEnd = offset + viewport.plotWidthPixels
        let contentEnd = viewport.contentWidthPixels(dayCount: screen.data.dayCount)
        for cell in pool.onScreen where cell.needsDraw {
            let canvas = cell.canvas
            canvas.clip =
                PixelRect(x: 0, y: 0, width: tileStart(cell.tile + 1) - tileStart(cell.tile), height: canvas.height) ?? canvas.clip
            canvas.clear(screen.layout.style.background)
            cell.list.draw(on: canvas, offsetX: 0)
            cell.needsDraw = false
        }
        axis.draw(layout: screen.layout)

        // Tiles cover every pixel of the plot unless the scroll overshoots the content.
        if offset < 0 || visibleEnd > contentEnd { frame.clear(screen.layout.style.background) }
        let fullClip = frame.clip
        frame.clip = PixelRect(x: 0, y: 0, width: viewport.plotWidthPixels, height: frame.height) ?? fullClip
        for cell in pool.onScreen {
            let start = tileStart(cell.tile)
            if let source = PixelRect(x: 0, y: 0, width: tileStart(cell.tile + 1) - start, height: cell.canvas.height) {
                frame.composite(cell.canvas, from: source, toX: start - offset, toY: 0)
            }
        }
        frame.clip = fullClip
        axis.composite(into: frame, plotWidthPixels: viewport.plotWidthPixels)
        screen.drawLaidOutChrome(on: frame)
    }

    /// The screen's work (every tile's and the axis view's canvas among it), the days and axis laid out, and
    /// the tiles configured.
    package var counters: WorkCounters {
        var out = screen.counters(layout: laidOut + axis.laidOut)
        out.tilesConfigured = tilesConfigured
        return out
    }

    /// The allocated tile canvases and their layouts, the axis view's canvas and the shared glyph and label caches.
    package var cacheBytes: Int { pool.byteCount + axis.canvas.width * axis.canvas.height * 4 + screen.sharedCacheBytes }

    /// Cells the pool has allocated so far (bounded by the viewport).
    var allocatedTiles: Int { pool.allocated.count }
    /// The pool's bound.
    var tilePoolCapacity: Int { pool.capacity }
}
