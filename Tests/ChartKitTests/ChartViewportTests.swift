import Testing

@testable import ChartKit

@Suite struct ChartViewportTests {
    let viewport = ChartViewport()

    @Test func defaultsAreTheSeedScreen() {
        #expect(viewport.widthPixels == 1206)
        #expect(viewport.heightPixels == 780)
        #expect(viewport.plotWidthPixels == 1089)  // (402 − 39) pt × 3
        #expect(abs(viewport.dayWidthPixels - 145.2) < 1e-12)  // 1089 px / 7.5 days
        #expect(abs(viewport.dayWidthPoints - 48.4) < 1e-12)
    }

    @Test func initialPositionPutsTheLatestDayAgainstTheRightEdge() {
        let position = viewport.initialPositionDays(dayCount: 60)
        #expect(position == 52.5)
        let offset = viewport.offsetPixels(positionDays: position)
        #expect(offset == 7623)  // 52.5 × 145.2
        #expect(viewport.contentWidthPixels(dayCount: 60) - Int(offset) == viewport.plotWidthPixels)
    }

    @Test func initialPositionCutsHalfADayAtTheLeftEdge() {
        let offset = viewport.offsetPixels(positionDays: 52.5)
        let visible = viewport.days(inPixels: offset, offset + 1089, dayCount: 60)
        #expect(visible == 52..<60)
        // Day 52's column starts at round(52 × 145.2) = 7550, 73 px left of the edge: half its 145 px.
        #expect(Int(offset) - viewport.columnStartPixel(day: 52) == 73)
    }

    @Test func columnsOwnWholePixelsWithNoGaps() {
        for day in 0..<200 {
            let width = viewport.columnStartPixel(day: day + 1) - viewport.columnStartPixel(day: day)
            #expect(width == 145 || width == 146)
        }
    }

    @Test(arguments: [
        (0.0, 100.0, 52), (1.0, 100.0, 52), (24.4, 100.0, 53), (362.9, 100.0, 59),
    ])
    func tapInThePlotHitsTheDayUnderIt(x: Double, y: Double, day: Int) {
        #expect(viewport.day(atX: x, y: y, positionDays: 52.5, dayCount: 60) == day)
    }

    @Test(arguments: [(380.0, 100.0), (100.0, 5.0), (100.0, 250.0), (-1.0, 100.0)])
    func tapOutsideThePlotHitsNothing(x: Double, y: Double) {
        #expect(viewport.day(atX: x, y: y, positionDays: 52.5, dayCount: 60) == nil)
    }

    @Test func tapPastTheDataHitsNothing() {
        // Rubber-banded past the first day, the left of the plot shows no data.
        #expect(viewport.day(atX: 10, y: 100, positionDays: -1, dayCount: 60) == nil)
    }
}

@Suite struct OneDayTests {
    @Test func oneDayOfDataSitsAtTheLeftWithNothingToScroll() {
        let viewport = ChartViewport()
        #expect(viewport.maxPositionDays(dayCount: 1) == 0)
        #expect(viewport.initialPositionDays(dayCount: 1) == 0)
        #expect(viewport.days(inPixels: 0, 1089, dayCount: 1) == 0..<1)
        #expect(viewport.day(atX: 20, y: 100, positionDays: 0, dayCount: 1) == 0)
        #expect(viewport.day(atX: 60, y: 100, positionDays: 0, dayCount: 1) == nil)
    }

    @Test func oneDaysTicksCoverItsTotal() {
        let data = SalesDataset.generated(days: 1, seed: 4)
        let ticks = YTicks(dataMaximum: data.maxTotal)
        #expect(ticks.maximum >= data.totals[0])
        #expect(ticks.count >= 3)
    }
}
