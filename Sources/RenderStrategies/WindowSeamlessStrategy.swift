import ChartKit
import Raster

/// `window-seamless`: the windowed chart without its artifacts. The chart is still handed only ±15 days
/// and renders them in full, but the window is re-centred on the visible days as soon as the plot comes
/// within a margin of its edge — in the middle of a drag or a glide — and the scroll position is left
/// exactly where it is, over one y domain for all the data. The scroll never meets a window edge and the
/// content never moves by itself; the price is a swap (a rebuild) inside a scrolling frame.
package final class WindowSeamlessStrategy: DescribedStrategy, ScreenBackedStrategy {
    /// The command-line name.
    package static let name = "window-seamless"
    /// One line on its trade-off.
    package static let summary = "the ±15-day window re-centred mid-scroll before the plot nears its edge; no jumps, stalls or rescales"
    /// The same screen as the seed's window: rests on a noon.
    package static let defaultSnap = ScrollSnap.noon

    private let content: WindowedContent
    private let marginDays: Int
    /// One y domain over all the data, so a swap never rescales the axis.
    package let yTicks: YTicks
    private let yLabels: [String]

    /// Starts with the window around the last day. Throws `StrategyOptionsError` unless the margin is at
    /// least 1 day and leaves half the visible days inside the window.
    package init(options: StrategyOptions) throws {
        guard options.windowMarginDays >= 1,
            Double(options.windowMarginDays) <= Double(options.windowRadiusDays) - options.layout.viewport.visibleDays / 2
        else {
            throw StrategyOptionsError(
                description: "window margin \(options.windowMarginDays) days must be 1 or more and "
                    + "leave half the visible days inside a ±\(options.windowRadiusDays)-day window")
        }
        content = WindowedContent(options: options)
        marginDays = options.windowMarginDays
        // One y domain over all the data, so a swap never rescales the axis.
        yTicks = YTicks(dataMaximum: options.data.maxTotal)
        yLabels = options.layout.yAxisLabels(ticks: yTicks)
    }

    /// The window's screen: data, frame, position, selection and chrome. The scroll range is the screen's
    /// default, the whole data: the window moves before the scroll could reach its edge, so it never stops there.
    package var screen: ChartScreen { content.screen }
    private var window: DataWindow { content.window }

    /// The days the window holds now.
    var windowDays: Range<Int> { window.days }

    /// Takes the position, taps and highlight, and re-centres the window on the visible days when the plot comes
    /// within the margin of an edge with more data beyond; the scroll position is never moved.
    package func update(_ update: FrameUpdate) throws -> FrameEffects {
        _ = screen.applyInteraction(update)
        var outcome = FrameEffects()
        if needsRecentring {
            recentre()
            outcome.dataSwapped = true
        }
        return outcome
    }

    /// True when the plot is within the margin of a window edge that has more data beyond it, or outside the
    /// window altogether (a drag that moved further than the margin in one frame).
    private var needsRecentring: Bool {
        let first = screen.positionDays
        let last = first + screen.viewport.visibleDays
        let nearLower = window.days.lowerBound > 0 && first < Double(window.days.lowerBound + marginDays)
        let nearUpper = window.days.upperBound < screen.data.dayCount && last > Double(window.days.upperBound - marginDays)
        return nearLower || nearUpper
    }

    /// Hands the chart the days around the visible ones and rebuilds it; the scroll position stays on its pixel.
    private func recentre() {
        let centreDay = Int((screen.positionDays + screen.viewport.visibleDays / 2).rounded(.down))
        content.swap(centre: min(max(centreDay, 0), screen.data.dayCount - 1))
    }

    /// Commit: lays out every day of the window, each label formatted, and the axis and header.
    package func commit() { content.commit(ticks: yTicks, axisLabels: yLabels) }

    /// Render: draws the window's visible days, then the axis and header.
    package func render() { content.render() }

    /// The screen's work plus the days laid out, and the data swaps.
    package var counters: WorkCounters { content.counters }

    /// The chart's display list, the window's copy of the data, and the shared glyph and label caches.
    package var cacheBytes: Int { content.cacheBytes }
}
