import Raster

/// Turns data, a y domain, a range of days and the chart state into display-list ops.
///
/// Pure: the same inputs append the same ops. Content is laid out in content pixels (day `d`'s
/// column starts at `viewport.columnStartPixel(day: d)`) minus `originX`, so a strategy can
/// lay out the whole chart, one tile, or only what the viewport shows.
public struct ChartLayout: Sendable {
    /// Where the chart sits on screen and how days map to pixels.
    public var viewport: ChartViewport
    /// Colours, sizes and proportions.
    public var style: ChartStyle

    /// A layout of the seed screen unless given another viewport or style.
    public init(viewport: ChartViewport = ChartViewport(), style: ChartStyle = ChartStyle()) {
        self.viewport = viewport
        self.style = style
    }

    /// The canvas y, in pixels, of a value on the y axis: 0 lands on the plot's bottom edge, `ticks.maximum`
    /// on its top.
    public func y(ofValue value: Double, ticks: YTicks) -> Double {
        viewport.plotBottomPixels - value / ticks.maximum * viewport.plotHeightPixels
    }

    /// Appends one day's column: its grid segments (unless `grid` is false), the stacked bar and the two label
    /// lines.
    ///
    /// `column` is the day's index in the whole data (it fixes the x position and selection);
    /// `dataDay` is its index in `data`, which may be a window of the whole. A chart that lays its grid out once
    /// across many days passes `grid: false` and calls `appendGrid(ticks:columns:originX:into:)`: the pixels
    /// are the same, since columns start on whole pixels. Returns the work laid out.
    @discardableResult
    public func appendDay(
        column: Int, dataDay: Int, of data: SalesDataset, ticks: YTicks, state: ChartState,
        originX: Double, labels: DayLabelFormatter, grid: Bool = true, into list: inout DisplayList
    ) -> LayoutWork {
        var work = LayoutWork()
        if grid { work = appendGrid(ticks: ticks, columns: column..<column + 1, originX: originX, into: &list) }

        let dayWidth = viewport.dayWidthPixels
        let barX = Double(column) * dayWidth - originX + dayWidth * (1 - style.barWidthFraction) / 2
        let barWidth = dayWidth * style.barWidthFraction
        let radius = style.cornerRadiusPoints * viewport.scale
        let dimmed = state.selectedDay.map { $0 != column } ?? false
        var stacked = 0.0
        for channel in 0..<data.channels.count {
            let value = data.value(day: dataDay, channel: channel)
            guard value > 0 else { continue }
            let bottom = y(ofValue: stacked, ticks: ticks)
            stacked += value
            let top = y(ofValue: stacked, ticks: ticks)
            var color = style.color(ofChannel: channel)
            if let highlighted = state.highlightedChannel, highlighted != channel { color = style.mutedColor }
            if dimmed { color.a = style.dimmedAlpha }
            list.append(.fill(Rect(x: barX, y: top, width: barWidth, height: bottom - top), radius: radius, color: color))
            work.barMarks += 1
        }

        let label = labels.label(for: data.civilDay(ofIndex: dataDay))
        let centreX = barX + barWidth / 2
        let size = style.xLabelSizePoints * viewport.scale
        let firstBaseline = viewport.plotBottomPixels + size * 1.05
        list.append(.text(label.date, at: Point(x: centreX, y: firstBaseline), size: size, align: .center, color: style.labelColor))
        list.append(
            .text(label.weekday, at: Point(x: centreX, y: firstBaseline + size * 1.15), size: size, align: .center, color: style.labelColor)
        )
        work.axisLabels += 1
        work.textRuns += 2
        return work
    }

    /// Appends one horizontal rule per y tick (the baseline at zero, grid lines above) across the columns of
    /// `columns`, from the first one's start to the last one's end, shifted left by `originX`: one line each,
    /// however many days it spans, as a declarative chart lays out its grid. Nothing for no columns.
    @discardableResult
    public func appendGrid(ticks: YTicks, columns: Range<Int>, originX: Double, into list: inout DisplayList) -> LayoutWork {
        guard !columns.isEmpty else { return LayoutWork() }
        let start = Double(viewport.columnStartPixel(day: columns.lowerBound)) - originX
        let end = Double(viewport.columnStartPixel(day: columns.upperBound)) - originX
        for tick in 0..<ticks.count {
            // Centre one-pixel lines on a pixel row so the grid stays crisp.
            let y = y(ofValue: ticks.value(at: tick), ticks: ticks).rounded(.down) + 0.5
            list.append(
                .line(
                    from: Point(x: start, y: y), to: Point(x: end, y: y),
                    width: style.gridLineWidthPixels, color: tick == 0 ? style.baselineColor : style.gridColor
                ))
        }
        return LayoutWork(ruleMarks: ticks.count)
    }

    /// Appends the fixed y axis: an opaque panel over the plot's right edge and one label per tick.
    @discardableResult
    public func appendYAxis(ticks: YTicks, labels: [String], into list: inout DisplayList) -> LayoutWork {
        let left = Double(viewport.plotWidthPixels)
        list.append(
            .fill(
                Rect(x: left, y: 0, width: Double(viewport.widthPixels) - left, height: Double(viewport.heightPixels)),
                radius: 0, color: style.background
            ))
        let size = style.yLabelSizePoints * viewport.scale
        let count = min(ticks.count, labels.count)
        for tick in 0..<count {
            // Baseline a third of the size below the tick so the digits sit centred on it.
            let y = y(ofValue: ticks.value(at: tick), ticks: ticks) + size * 0.35
            list.append(
                .text(labels[tick], at: Point(x: left + 4 * viewport.scale, y: y), size: size, align: .left, color: style.labelColor))
        }
        return LayoutWork(axisLabels: count, textRuns: count)
    }

    /// The compact tick labels of a y domain (`0`, `10M`, …), made once per domain.
    public func yAxisLabels(ticks: YTicks) -> [String] {
        (0..<ticks.count).map { CompactNumber.format(ticks.value(at: $0)) }
    }

    /// The header line for a state: the selected day and its total, and the highlighted channel.
    package func headerText(data: SalesDataset, dataDay: Int?, state: ChartState, labels: DayLabelFormatter) -> String {
        var parts: [String] = []
        if let dataDay, (0..<data.dayCount).contains(dataDay) {
            let label = labels.label(for: data.civilDay(ofIndex: dataDay))
            parts.append("\(label.date) \(label.weekday)  Total \(Self.grouped(data.totals[dataDay]))")
        }
        if let channel = state.highlightedChannel, data.channels.indices.contains(channel) {
            parts.append("[\(data.channels[channel])]")
        }
        return parts.joined(separator: "  ")
    }

    /// Appends the header text above the plot (nothing for an empty text).
    @discardableResult
    public func appendHeader(_ text: String, into list: inout DisplayList) -> LayoutWork {
        guard !text.isEmpty else { return LayoutWork() }
        let size = style.headerSizePoints * viewport.scale
        list.append(.text(text, at: Point(x: 4 * viewport.scale, y: size * 1.25), size: size, align: .left, color: style.headerColor))
        return LayoutWork(textRuns: 1)
    }

    /// A whole viewport frame laid out directly: the visible days, the y axis and the header.
    ///
    /// This is the reference picture every strategy must reproduce, and what `harness render` draws.
    @discardableResult
    package func appendViewport(
        data: SalesDataset, ticks: YTicks, yLabels: [String], state: ChartState, offsetPixels: Double,
        header: String, labels: DayLabelFormatter, into list: inout DisplayList
    ) -> LayoutWork {
        var work = LayoutWork()
        let days = viewport.days(
            inPixels: offsetPixels, offsetPixels + Double(viewport.plotWidthPixels), dayCount: data.dayCount
        )
        for day in days {
            work += appendDay(
                column: day, dataDay: day, of: data, ticks: ticks, state: state, originX: offsetPixels, labels: labels, into: &list)
        }
        work += appendYAxis(ticks: ticks, labels: yLabels, into: &list)
        work += appendHeader(header, into: &list)
        return work
    }

    /// `123,456,789`.
    static func grouped(_ value: Double) -> String {
        let digits = String(Int64(value.rounded()))
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 && character != "-" { out.append(",") }
            out.append(character)
        }
        return out
    }
}
