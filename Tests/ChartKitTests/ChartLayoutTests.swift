import Raster
import Testing

@testable import ChartKit

@Suite struct ChartLayoutTests {
    let layout = ChartLayout()
    let data = SalesDataset(channels: ["a", "b", "c"], firstDay: CivilDay(daysSinceEpoch: 20_332), values: [10, 0, 30, 5, 5, 5])
    var ticks: YTicks { YTicks(dataMaximum: data.maxTotal) }

    private func fills(_ list: DisplayList) -> [(Rect, Color)] {
        list.ops.compactMap { if case let .fill(rect, _, color) = $0 { return (rect, color) } else { return nil } }
    }

    @Test func aDayHasGridSegmentsNonEmptySegmentsAndTwoLabels() {
        var list = DisplayList(width: 1206, height: 780)
        let work = layout.appendDay(
            column: 0, dataDay: 0, of: data, ticks: ticks, state: ChartState(), originX: 0, labels: DayLabelFormatter(), into: &list)
        // ticks 0…40 step 10 → 5 grid segments; channel b is 0 so 2 bar marks; one label of 2 lines.
        #expect(ticks.count == 5)
        #expect(work == LayoutWork(barMarks: 2, ruleMarks: 5, axisLabels: 1, textRuns: 2))
        #expect(list.count == 5 + 2 + 2)
    }

    @Test func aDayWithoutItsGridHasOnlyItsBarsAndLabel() {
        var list = DisplayList(width: 1206, height: 780)
        let work = layout.appendDay(
            column: 0, dataDay: 0, of: data, ticks: ticks, state: ChartState(), originX: 0, labels: DayLabelFormatter(), grid: false,
            into: &list)
        #expect(work == LayoutWork(barMarks: 2, axisLabels: 1, textRuns: 2))
        #expect(list.count == 2 + 2)
    }

    /// One rule per tick across many days draws the pixels of the days' own grid segments: columns start on
    /// whole pixels, so the segments abut without overlapping.
    @Test func oneGridAcrossTheDaysDrawsTheDaysOwnSegmentsPixels() {
        let days = 3..<12
        let originX = 290.0
        var segments = DisplayList(width: 1206, height: 780)
        var rules = DisplayList(width: 1206, height: 780)
        for column in days {
            layout.appendGrid(ticks: ticks, columns: column..<column + 1, originX: originX, into: &segments)
        }
        let work = layout.appendGrid(ticks: ticks, columns: days, originX: originX, into: &rules)
        #expect(work == LayoutWork(ruleMarks: 5))
        #expect(rules.count == 5 && segments.count == 5 * days.count)
        func pixels(_ list: DisplayList) -> [UInt8] {
            let canvas = Canvas(width: 1206, height: 780)
            canvas.clear(.white)
            list.draw(on: canvas)
            return canvas.rgbaBytes()
        }
        #expect(pixels(rules) == pixels(segments))
        #expect(layout.appendGrid(ticks: ticks, columns: 4..<4, originX: 0, into: &rules) == LayoutWork())
    }

    @Test func theAxisAndHeaderCountTheirLabelsAndRuns() {
        var list = DisplayList(width: 1206, height: 780)
        let labels = layout.yAxisLabels(ticks: ticks)
        #expect(layout.appendYAxis(ticks: ticks, labels: labels, into: &list) == LayoutWork(axisLabels: 5, textRuns: 5))
        #expect(layout.appendHeader("09/01 Mon", into: &list) == LayoutWork(textRuns: 1))
        #expect(layout.appendHeader("", into: &list) == LayoutWork())
    }

    @Test func segmentsStackWithoutGapsAt60PercentOfTheColumn() {
        var list = DisplayList(width: 1206, height: 780)
        layout.appendDay(
            column: 1, dataDay: 1, of: data, ticks: ticks, state: ChartState(), originX: 0, labels: DayLabelFormatter(), into: &list)
        let bars = fills(list).map(\.0)
        #expect(bars.count == 3)
        for (lower, upper) in zip(bars, bars.dropFirst()) {
            #expect(abs(lower.minY - upper.maxY) < 1e-9)
        }
        #expect(abs(bars[0].maxY - layout.viewport.plotBottomPixels) < 1e-9)
        #expect(abs(bars[0].width - 145.2 * 0.6) < 1e-9)
        #expect(abs(bars[0].x - (145.2 + 145.2 * 0.2)) < 1e-9)
        // 15 of 40 stacked: the bar is 15/40 of the plot's height.
        let height = bars[0].maxY - bars[2].minY
        #expect(abs(height - layout.viewport.plotHeightPixels * 15 / 40) < 1e-9)
    }

    @Test func highlightTurnsOtherChannelsGrey() {
        var list = DisplayList(width: 1206, height: 780)
        layout.appendDay(
            column: 1, dataDay: 1, of: data, ticks: ticks, state: ChartState(highlightedChannel: 1), originX: 0,
            labels: DayLabelFormatter(), into: &list)
        let colors = fills(list).map(\.1)
        #expect(colors == [layout.style.mutedColor, layout.style.color(ofChannel: 1), layout.style.mutedColor])
    }

    @Test func selectionDimsOtherDaysOnly() {
        var other = DisplayList(width: 1206, height: 780)
        var selected = DisplayList(width: 1206, height: 780)
        let state = ChartState(selectedDay: 1)
        layout.appendDay(column: 0, dataDay: 0, of: data, ticks: ticks, state: state, originX: 0, labels: DayLabelFormatter(), into: &other)
        layout.appendDay(
            column: 1, dataDay: 1, of: data, ticks: ticks, state: state, originX: 0, labels: DayLabelFormatter(), into: &selected)
        #expect(fills(other).allSatisfy { $0.1.a == layout.style.dimmedAlpha })
        #expect(fills(selected).allSatisfy { $0.1.a == 255 })
    }

    @Test func headerNamesTheSelectedDayAndItsTotal() {
        let text = layout.headerText(
            data: data, dataDay: 0, state: ChartState(selectedDay: 0, highlightedChannel: 2), labels: DayLabelFormatter())
        #expect(text == "09/01 Mon  Total 40  [c]")
        #expect(ChartLayout.grouped(123_456_789) == "123,456,789")
    }

    @Test func originShiftsContentByWholePixels() {
        var a = DisplayList(width: 1206, height: 780)
        var b = DisplayList(width: 1206, height: 780)
        let labels = DayLabelFormatter()
        layout.appendDay(column: 1, dataDay: 1, of: data, ticks: ticks, state: ChartState(), originX: 0, labels: labels, into: &a)
        layout.appendDay(column: 1, dataDay: 1, of: data, ticks: ticks, state: ChartState(), originX: 145, labels: labels, into: &b)
        for (left, right) in zip(fills(a), fills(b)) { #expect(left.0.x - right.0.x == 145) }
    }

    @Test func viewportFrameIsDeterministic() {
        func render() -> [UInt8] {
            var list = DisplayList(width: 1206, height: 780)
            let data = SalesDataset.generated()
            let ticks = YTicks(dataMaximum: data.maxTotal)
            layout.appendViewport(
                data: data, ticks: ticks, yLabels: layout.yAxisLabels(ticks: ticks), state: ChartState(selectedDay: 55),
                offsetPixels: 7623, header: "x", labels: DayLabelFormatter(), into: &list)
            let canvas = Canvas(width: 1206, height: 780)
            canvas.clear(.white)
            list.draw(on: canvas)
            return canvas.rgbaBytes()
        }
        #expect(render() == render())
    }
}
