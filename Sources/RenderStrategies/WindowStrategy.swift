import ChartKit
import Raster

/// `window`: the chart is handed only ±15 days around a centre, and the window is swapped for
/// one around the visible position once the scroll has rested 0.25 s, as the seed's
/// limited-data Swift Charts screen. Frames cost a month's content whatever the data size, but a
/// fling stops at the window's edge, and re-centring on noon moves the content by itself.
package final class WindowStrategy: DescribedStrategy, ScreenBackedStrategy {
    /// The command-line name.
    package static let name = "window"
    /// One line on its trade-off.
    package static let summary = "a ±15-day data window re-centred after 0.25 s of rest; frames render the window"
    /// The seed's window screen sets `.valueAligned(matching: DateComponents(hour: 12))`.
    package static let defaultSnap = ScrollSnap.noon

    private let content: WindowedContent
    private let fixedY: Bool
    /// The y domain of the window's data (of all the data with `fixedY`); a swap may rescale it.
    package private(set) var yTicks: YTicks
    private var yLabels: [String]
    private var debouncer: RestDebouncer
    private var wasAtEdge = false

    /// Starts with the window around the last day and its y domain, the rest timer not armed.
    package init(options: StrategyOptions) {
        content = WindowedContent(options: options)
        fixedY = options.fixedY
        yTicks = YTicks(dataMaximum: options.fixedY ? options.data.maxTotal : content.window.data.maxTotal)
        yLabels = options.layout.yAxisLabels(ticks: yTicks)
        debouncer = RestDebouncer(restSeconds: options.swapDebounceSeconds, position: content.screen.offsetPixels)
    }

    /// The window's screen: data, frame, position, selection and chrome.
    package var screen: ChartScreen { content.screen }
    private var window: DataWindow { content.window }

    /// Only the positions that keep the viewport inside the window, so a fling stops at its edge.
    package var scrollRangeDays: ClosedRange<Double> { window.scrollRange(visibleDays: screen.viewport.visibleDays) }
    /// The days the window holds now.
    var windowDays: Range<Int> { window.days }
    /// The rest timer: 0.25 s after the scroll last came to rest following a user-driven change.
    package var deadlineSeconds: Double? { debouncer.deadlineSeconds }

    /// Takes the position, taps and highlight, notes an edge stall when the scroll first reaches a window edge
    /// with more data beyond, and swaps the window once the rest timer is due: re-centred on the day under the
    /// left edge, the position restored to that day's noon (within the new range), the y domain rescaled if it
    /// changed.
    package func update(_ update: FrameUpdate) -> FrameEffects {
        _ = screen.applyInteraction(update)
        var outcome = FrameEffects()
        // Compare positions in whole device pixels: the scroll view snaps to pixels, so days
        // computed back from points can differ in the last bit from the same place.
        let viewport = screen.viewport
        let offset = screen.offsetPixels
        let range = scrollRangeDays
        let atEdge =
            (offset <= viewport.offsetPixels(positionDays: range.lowerBound) && window.days.lowerBound > 0)
            || (offset >= viewport.offsetPixels(positionDays: range.upperBound) && window.days.upperBound < screen.data.dayCount)
        outcome.edgeStall = atEdge && !wasAtEdge
        wasAtEdge = atEdge
        if debouncer.observe(position: offset, restingSinceSeconds: update.restingSinceSeconds, at: update.timeSeconds) {
            swapWindow(&outcome)
        }
        return outcome
    }

    /// Re-centres on the day under the left edge aligned to noon, rebuilds the chart from the
    /// new window and restores the position programmatically, all inside this frame.
    private func swapWindow(_ outcome: inout FrameEffects) {
        let before = screen.positionDays
        let viewport = screen.viewport
        // alignToNoon(scrollPosition): the day under the leading edge, at 12:00. The day is found
        // by pixel column, as the user sees it.
        let offset = screen.offsetPixels
        let centre =
            viewport.days(inPixels: offset, offset + 1, dayCount: screen.data.dayCount).first
            ?? min(max(Int(before.rounded(.down)), 0), screen.data.dayCount - 1)
        content.swap(centre: centre)
        let ticks = YTicks(dataMaximum: fixedY ? screen.data.maxTotal : window.data.maxTotal)
        outcome.yRescaled = ticks != yTicks
        if outcome.yRescaled {
            yTicks = ticks
            yLabels = screen.layout.yAxisLabels(ticks: ticks)
        }
        let range = scrollRangeDays
        let restored = min(max(Double(centre) + 0.5, range.lowerBound), range.upperBound)
        outcome.contentJumpPixels = viewport.offsetPixels(positionDays: restored) - viewport.offsetPixels(positionDays: before)
        outcome.repositionDays = restored
        outcome.dataSwapped = true
        screen.positionDays = restored
        debouncer.acceptProgrammatic(position: viewport.offsetPixels(positionDays: restored))
        wasAtEdge = false
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
