import HitchBench

/// Where a scroll-blit may move pixels and how far a day's drawing reaches, found once from the layout.
///
/// Moving the last frame's pixels is exact only if the moved pixels are the plot's content alone. The
/// chrome drawn over the plot must therefore stay out of the moved rows: the header in a band of rows at
/// the top (which no day reaches, so it is background under the header), the axis panel and its labels
/// right of the plot. And an exposed strip is exact only if every op of the reference that touches it is
/// redrawn: a day's grid and bar stay inside its column, but a label may ink past it, by `reachPixels`.
/// Each bound is measured from ops the layout itself produces, so a changed style is measured, not assumed.
struct BlitGeometry: Equatable {
    /// Plot width in pixels: the columns a blit moves and redraws.
    let plotWidthPixels: Int
    /// Rows `0..<headerBandRows` hold at most background and the header; they are never moved.
    let headerBandRows: Int
    /// The moved rows, `headerBandRows..<height`.
    let movedRows: Range<Int>
    /// How many pixels a day's ops may ink beyond its column (labels wider than the column; 0 by default).
    let reachPixels: Int
    /// False when the chrome inks the moved part of the plot or a day reaches the header band: the
    /// strategy then redraws every frame, which is always exact.
    let canBlit: Bool
    /// Layout work done to measure all this (counted as the strategy's).
    let laidOut: LayoutWork

    /// Slack for anti-aliasing and the quarter-pixel snap of glyph pens.
    private static let inkSlackPixels = 1.0

    /// Measures the layout. `sampleDays` are days whose ops are laid out into `scratch` to read their
    /// extents (their labels join the label cache, as their first frame would add them anyway).
    init(
        layout: ChartLayout, data: SalesDataset, ticks: YTicks, yLabels: [String], labels: DayLabelFormatter,
        sampleDays: Range<Int>, scratch: inout DisplayList
    ) {
        let viewport = layout.viewport
        let font = VectorFont.standard
        plotWidthPixels = viewport.plotWidthPixels
        let height = viewport.heightPixels

        // The header band: from the top to the lowest ink of the header line.
        scratch.removeAll()
        var laidOut = layout.appendHeader("Mg", into: &scratch)
        var headerBottom = 0.0
        for case let .text(_, at, size, _, _) in scratch.ops {
            headerBottom = max(headerBottom, at.y + font.descent(size: size) + Self.inkSlackPixels)
        }
        headerBandRows = min(height, Int(headerBottom.rounded(.up)))
        movedRows = headerBandRows..<height

        // The axis: its panel and labels must ink nothing left of the plot's edge.
        scratch.removeAll()
        laidOut += layout.appendYAxis(ticks: ticks, labels: yLabels, into: &scratch)
        var axisLeft = Double(plotWidthPixels)
        for op in scratch.ops { axisLeft = min(axisLeft, Self.inkSpan(of: op, font: font).lowerBound) }

        // Days: how far past its column a day inks (labels), and how high it reaches.
        scratch.removeAll()
        var reach = 0.0
        var contentTop = layout.y(ofValue: ticks.maximum, ticks: ticks).rounded(.down)
        for day in sampleDays {
            let start = scratch.count
            laidOut += layout.appendDay(
                column: day, dataDay: day, of: data, ticks: ticks, state: ChartState(),
                originX: 0, labels: labels, into: &scratch)
            let column = Double(viewport.columnStartPixel(day: day))...Double(viewport.columnStartPixel(day: day + 1))
            for op in scratch.ops[start...] {
                // Other days' labels differ: measure the widest the same characters could be.
                let span = Self.inkSpan(of: op, font: font, widestDigits: true)
                reach = max(reach, column.lowerBound - span.lowerBound, span.upperBound - column.upperBound)
                contentTop = min(contentTop, Self.inkTop(of: op, font: font))
            }
        }
        self.laidOut = laidOut
        reachPixels = max(0, Int(reach.rounded(.up)))
        canBlit = axisLeft >= Double(plotWidthPixels) && contentTop >= Double(headerBandRows) && !movedRows.isEmpty
    }

    /// The pixel columns an op may ink, as edges: fills and axis-aligned lines cover exactly the pixels their
    /// rect touches; a slanted line reaches half its width past its ends; text is bounded by its advance plus
    /// a third of the em on each side (the overhang `Canvas.drawText` itself allows for) and a pixel of slack.
    private static func inkSpan(of op: DrawOp, font: VectorFont, widestDigits: Bool = false) -> ClosedRange<Double> {
        switch op {
        case let .fill(rect, _, _):
            return rect.minX.rounded(.down)...rect.maxX.rounded(.up)
        case let .line(from, to, width, _):
            let pad = from.y == to.y ? 0 : width / 2
            return (min(from.x, to.x) - pad).rounded(.down)...(max(from.x, to.x) + pad).rounded(.up)
        case let .text(text, at, size, align, _):
            let advance = widestDigits ? widestAdvance(of: text, size: size, font: font) : font.advance(of: text, size: size)
            let start: Double
            switch align {
            case .left: start = at.x
            case .center: start = at.x - advance / 2
            case .right: start = at.x - advance
            }
            let overhang = size / 3 + inkSlackPixels
            return (start - overhang).rounded(.down)...(start + advance + overhang).rounded(.up)
        }
    }

    /// The top pixel row an op may ink.
    private static func inkTop(of op: DrawOp, font: VectorFont) -> Double {
        switch op {
        case let .fill(rect, _, _): rect.minY.rounded(.down)
        case let .line(from, to, width, _): (min(from.y, to.y) - width / 2).rounded(.down)
        case let .text(_, at, size, _, _): (at.y - font.ascent(size: size) - inkSlackPixels).rounded(.down)
        }
    }

    /// The advance of `text` with every digit set as the widest digit: a bound for any date label.
    private static func widestAdvance(of text: String, size: Double, font: VectorFont) -> Double {
        let digits = (0...9).map { font.advance(of: String($0), size: size) }
        let widest = digits.max() ?? 0
        var total = 0.0
        for character in text {
            total += character.isASCII && character.isNumber ? widest : font.advance(of: String(character), size: size)
        }
        return total
    }
}
