import ChartKit
import Raster

/// The part every strategy shares: the data, the viewport canvas, the scroll position, the
/// selection and highlight, the header line, and the fixed y axis laid out as display-list ops.
///
/// Strategies differ only in how they get the plot's pixels into `frame`; everything a user can
/// see besides that is decided here once, so every strategy, built-in or not, draws the same chart.
public final class ChartScreen {
    /// The whole data.
    public let data: SalesDataset
    /// Viewport, scales and look.
    public let layout: ChartLayout
    /// Glyph masks for every canvas the strategy draws text on: give it to each so a glyph is rasterised once.
    package let glyphCache = GlyphCache()
    /// The viewport canvas the strategy renders into.
    public let frame: Canvas
    /// Day labels, formatted once per day and cached (a built-in strategy formats them as the code it models does).
    public let labels: DayLabelFormatter
    /// The scroll position: the day coordinate under the plot's left edge.
    public var positionDays: Double
    /// The selection and highlight.
    public private(set) var state = ChartState()
    /// The header line for the current state.
    public private(set) var header = ""
    /// Work laid out outside strategy-specific code (axis, header).
    package private(set) var chromeWork = LayoutWork()
    private var chrome: DisplayList
    /// Every canvas besides `frame` the strategy draws on, made by `makeCanvas`: their raster work is counted
    /// with the frame's, so no canvas's work can be left out.
    private var canvases: [Canvas] = []

    /// A screen at the initial position (the latest day against the plot's right edge), nothing selected.
    public convenience init(data: SalesDataset, layout: ChartLayout) {
        self.init(data: data, layout: layout, labelPolicy: .cachedByDay)
    }

    /// A screen whose day labels are formatted as `labelPolicy` says.
    package init(data: SalesDataset, layout: ChartLayout, labelPolicy: DayLabelPolicy) {
        self.data = data
        self.layout = layout
        labels = DayLabelFormatter(policy: labelPolicy)
        let viewport = layout.viewport
        frame = Canvas(width: viewport.widthPixels, height: viewport.heightPixels, glyphCache: glyphCache)
        positionDays = viewport.initialPositionDays(dayCount: data.dayCount)
        chrome = DisplayList(width: viewport.widthPixels, height: viewport.heightPixels, reservingCapacity: 32)
    }

    /// The layout's viewport: the canvas size and how days map to pixels.
    public var viewport: ChartViewport { layout.viewport }
    /// The scroll position in whole content pixels.
    public var offsetPixels: Double { viewport.offsetPixels(positionDays: positionDays) }

    /// The day under a viewport point (points) at the current position.
    package func hitTest(x: Double, y: Double) -> Int? {
        viewport.day(atX: x, y: y, positionDays: positionDays, dayCount: data.dayCount)
    }

    /// Takes the update's scroll position and applies its taps and highlight change; returns whether the
    /// selection and the highlight changed. A tap on a day selects it, a tap anywhere else clears the
    /// selection (as tapping outside the bars does in the app).
    public func applyInteraction(_ update: FrameUpdate) -> (selection: Bool, highlight: Bool) {
        positionDays = update.positionDays
        let before = state
        for tap in update.taps { state.selectedDay = hitTest(x: tap.x, y: tap.y) }
        if let highlight = update.highlight { state.highlightedChannel = highlight }
        let changed = (state.selectedDay != before.selectedDay, state.highlightedChannel != before.highlightedChannel)
        if changed.0 || changed.1 {
            header = layout.headerText(data: data, dataDay: state.selectedDay, state: state, labels: labels)
        }
        return changed
    }

    /// Lays out and draws the y axis (when `ticks` is given) and the header over `frame`.
    public func drawChrome(axisTicks ticks: YTicks?, axisLabels: [String]) {
        layOutChrome(axisTicks: ticks, axisLabels: axisLabels)
        drawLaidOutChrome(on: frame)
    }

    /// Lays out the y axis (when `ticks` is given) and the header, the commit stage's part of `drawChrome`.
    package func layOutChrome(axisTicks ticks: YTicks?, axisLabels: [String]) {
        chrome.removeAll()
        if let ticks { chromeWork += layout.appendYAxis(ticks: ticks, labels: axisLabels, into: &chrome) }
        chromeWork += layout.appendHeader(header, into: &chrome)
    }

    /// Draws the chrome last laid out over `canvas` (the frame, or a layer the size of the frame), the render
    /// stage's part of `drawChrome`.
    package func drawLaidOutChrome(on canvas: Canvas) {
        chrome.draw(on: canvas)
    }

    /// A canvas of `width` × `height` pixels sharing the screen's glyph cache, owned by the screen so that its
    /// raster work is counted in `counters(layout:)`: make every canvas a strategy draws on here (a tile,
    /// a strip, a layer, an axis view).
    public func makeCanvas(width: Int, height: Int) -> Canvas {
        let canvas = Canvas(width: width, height: height, glyphCache: glyphCache)
        canvases.append(canvas)
        return canvas
    }

    /// The work of the shared parts (axis labels and header, day labels formatted and the formatters made for
    /// them) and the raster work of the frame and of every canvas made by `makeCanvas`, plus the layout work the
    /// strategy did itself (`layout`, the sum of what its `ChartLayout` calls returned); tiles configured, data
    /// swaps and custom counters are left for the strategy to set.
    public func counters(layout strategyLayout: LayoutWork) -> WorkCounters {
        var out = WorkCounters()
        out.add(chromeWork + strategyLayout)
        out.labelsFormatted = labels.formattedCount
        out.formattersCreated = labels.formattersCreated
        out.add(frame.counters)
        for canvas in canvases { out.add(canvas.counters) }
        return out
    }

    /// Bytes of the caches every strategy holds (glyph masks, day labels).
    public var sharedCacheBytes: Int { glyphCache.byteCount + labels.cacheBytes }
}
