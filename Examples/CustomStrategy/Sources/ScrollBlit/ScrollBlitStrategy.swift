import HitchBench

/// `scroll-blit`: the classic scroll view. A scroll of k whole pixels moves the last frame's plot pixels by k (one
/// overlapping copy of 3.2 MB) and rasterises only the k exposed columns: memory bandwidth instead of drawing ~8 days.
/// It keeps the plot's pixels between frames, and a tap, a highlight or a jump wider than the plot redraws it all.
/// All its drawing is in `render()`, the render stage; its commit stage is `update` (`commit()` is the protocol's
/// default, which does nothing).
public final class ScrollBlitStrategy: DescribedStrategy, ScreenBackedStrategy {
    public static let name = "scroll-blit"
    public static let summary = "keeps the last frame, moves its plot pixels by the scroll and draws only the exposed columns"

    /// The shared screen: its frame, selection and highlight are the strategy's (`ScreenBackedStrategy` forwards
    /// `frame`, `state` and `scrollRangeDays` to it).
    public let screen: ChartScreen
    /// What may be moved and how far a day reaches (internal: tests read it).
    let geometry: BlitGeometry
    /// Refilled every frame; sized for the most days a viewport can show so a steady frame never grows it.
    private var plotList: DisplayList
    /// One y domain over all the data, as `visible` and `tiles`.
    public let yTicks: YTicks
    private let yLabels: [String]
    /// The offset (whole content pixels) the frame's plot pixels show, or nil before the first frame.
    private var drawnOffset: Int?
    /// A state change since the last frame: the plot is drawn anew.
    private var needsFullRedraw = true
    private var laidOut = LayoutWork()
    /// Frames drawn in full and frames drawn by moving pixels: the strategy's own counters (`fullRedraws`,
    /// `blits`), which reach its results, comparisons and baseline beside the shared ones.
    public private(set) var fullRedraws = 0
    public private(set) var blits = 0

    public init(options: StrategyOptions) {
        let viewport = options.layout.viewport
        let data = options.data
        screen = ChartScreen(data: data, layout: options.layout)
        yTicks = YTicks(dataMaximum: data.maxTotal)
        yLabels = options.layout.yAxisLabels(ticks: yTicks)
        let opsPerDay = yTicks.count + data.channels.count + 2
        let daysOnScreen = Int(viewport.visibleDays.rounded(.up)) + 1
        plotList = DisplayList(width: viewport.widthPixels, height: viewport.heightPixels, reservingCapacity: opsPerDay * daysOnScreen)
        // A week of days (every weekday's label) measures how far labels reach; they are the days the first
        // frame shows, so their labels would be formatted then anyway.
        let sample = max(0, data.dayCount - 7)..<data.dayCount
        geometry = BlitGeometry(
            layout: options.layout, data: data, ticks: yTicks, yLabels: yLabels,
            labels: screen.labels, sampleDays: sample, scratch: &plotList)
        laidOut = geometry.laidOut
        plotList.removeAll()
    }

    /// Commit stage: takes the position, taps and highlight; a changed selection or highlight redraws it all.
    public func update(_ update: FrameUpdate) -> FrameEffects {
        let changed = screen.applyInteraction(update)
        if changed.selection || changed.highlight { needsFullRedraw = true }
        return FrameEffects()
    }

    /// Render stage: moves the kept pixels and draws the exposed columns, or redraws the whole screen.
    public func render() {
        let offset = Int(screen.offsetPixels)
        let width = geometry.plotWidthPixels
        guard geometry.canBlit, !needsFullRedraw, let drawnOffset, abs(offset - drawnOffset) < width else {
            redrawAll(offset: offset)
            return
        }
        let shift = offset - drawnOffset
        // Nothing moved by a whole pixel and nothing else changed: the frame already shows this.
        guard shift != 0 else { return }
        blit(shift: shift, offset: offset)
    }

    /// The whole screen drawn anew, exactly as `visible` draws it.
    private func redrawAll(offset: Int) {
        let frame = screen.frame
        frame.clip = PixelRect(x: 0, y: 0, width: frame.width, height: frame.height) ?? frame.clip
        frame.clear(screen.layout.style.background)
        draw(days: visibleDays(offset: offset), offset: offset)
        screen.drawChrome(axisTicks: yTicks, axisLabels: yLabels)
        drawnOffset = offset
        needsFullRedraw = false
        fullRedraws += 1
    }

    /// Moves the plot's retained rows by `shift` pixels (content moves left when the offset grows), redraws
    /// the columns the move cannot fill, then the chrome.
    private func blit(shift: Int, offset: Int) {
        let frame = screen.frame
        let width = geometry.plotWidthPixels
        let rows = geometry.movedRows
        let fullClip = PixelRect(x: 0, y: 0, width: frame.width, height: frame.height) ?? frame.clip
        // The plot clip keeps the copy off the axis; `composite` copies each row with memmove, so the
        // overlapping self-copy is safe in either direction.
        frame.clip = PixelRect(x: 0, y: 0, width: width, height: frame.height) ?? fullClip
        if let source = PixelRect(x: max(0, shift), y: rows.lowerBound, width: width - abs(shift), height: rows.count) {
            frame.composite(frame, from: source, toX: max(0, -shift), toY: rows.lowerBound)
        }
        // The exposed strip, widened by a label's reach on its inner side: days entering there ink into the
        // moved columns next to it. And as far in from the other edge: days leaving there took ink with them.
        let reach = geometry.reachPixels
        let exposed = shift > 0 ? max(0, width - shift - reach)..<width : 0..<min(width, -shift + reach)
        let farEdge = shift > 0 ? 0..<min(width, reach) : max(0, width - reach)..<width
        if exposed.lowerBound <= farEdge.upperBound && farEdge.lowerBound <= exposed.upperBound {
            // They meet: one pass over both.
            redraw(
                columns: min(exposed.lowerBound, farEdge.lowerBound)..<max(exposed.upperBound, farEdge.upperBound),
                rows: rows, offset: offset)
        } else {
            redraw(columns: exposed, rows: rows, offset: offset)
            redraw(columns: farEdge, rows: rows, offset: offset)
        }
        // The header is drawn over the plot's top rows, which are never moved: clear them under it.
        if !screen.header.isEmpty, let band = PixelRect(x: 0, y: 0, width: width, height: rows.lowerBound) {
            frame.clip = band
            frame.clear(screen.layout.style.background)
        }
        frame.clip = fullClip
        screen.drawChrome(axisTicks: yTicks, axisLabels: yLabels)
        drawnOffset = offset
        blits += 1
    }

    /// Clears `columns` × `rows` of the plot (viewport pixels) and draws into them, through a clip, every
    /// day the reference draws whose ink can reach them.
    private func redraw(columns: Range<Int>, rows: Range<Int>, offset: Int) {
        guard !columns.isEmpty,
            let area = PixelRect(
                x: columns.lowerBound, y: rows.lowerBound,
                width: columns.count, height: rows.count)
        else { return }
        let frame = screen.frame
        frame.clip = area
        frame.clear(screen.layout.style.background)
        let reach = Double(geometry.reachPixels)
        let near = screen.viewport.days(
            inPixels: Double(offset + columns.lowerBound) - reach, Double(offset + columns.upperBound) + reach,
            dayCount: screen.data.dayCount
        )
        draw(days: near.clamped(to: visibleDays(offset: offset)), offset: offset)
    }

    /// The days whose columns intersect the plot at `offset` (DGCharts' `XBounds`, as the reference).
    private func visibleDays(offset: Int) -> Range<Int> {
        screen.viewport.days(inPixels: Double(offset), Double(offset + geometry.plotWidthPixels), dayCount: screen.data.dayCount)
    }

    /// Lays out `days` in viewport pixels (origin at the offset, as the reference) and draws them through
    /// the frame's current clip.
    private func draw(days: Range<Int>, offset: Int) {
        plotList.removeAll()
        for day in days {
            laidOut += screen.layout.appendDay(
                column: day, dataDay: day, of: screen.data, ticks: yTicks, state: screen.state,
                originX: Double(offset), labels: screen.labels, into: &plotList
            )
        }
        plotList.draw(on: screen.frame)
    }

    /// The screen counts the frame's raster work (every byte moved, cleared, blended or drawn lands there); the
    /// strategy's own counters are the full redraws and blits, by name.
    public var counters: WorkCounters {
        var out = screen.counters(layout: laidOut)
        out.custom["fullRedraws"] = fullRedraws
        out.custom["blits"] = blits
        return out
    }

    /// The shared glyph and label caches, the ops of the last drawing, and the plot pixels the strategy keeps
    /// between frames to move (the frame's moved rows: a cache other strategies do not rely on).
    public var cacheBytes: Int {
        let retained = drawnOffset == nil ? 0 : geometry.plotWidthPixels * geometry.movedRows.count * 4
        return screen.sharedCacheBytes + plotList.count * MemoryLayout<DrawOp>.stride + retained
    }
}
