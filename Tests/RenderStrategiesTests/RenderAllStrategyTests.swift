import ChartKit
import Raster
import Testing

@testable import RenderStrategies

/// render-all as the seed's Swift Charts screen runs on a phone: the commit re-evaluates all the data, the render
/// draws what is on screen.
@Suite("render-all")
struct RenderAllStrategyTests {
    /// The work of one scroll frame at `days` days, by stage: what `commit` laid out and what `render` wrote.
    static func oneFrame(days: Int) throws -> (barMarks: Int, renderPixels: Int, viewportPixels: Int) {
        let strategy = makeStrategy("render-all", data: .generated(days: days))
        let position = Double(days) - 7.5
        try renderFrame(strategy, at: position)
        _ = try strategy.update(FrameUpdate(timeSeconds: 0.1, positionDays: position - 0.25, taps: [], highlight: nil))
        let before = strategy.counters
        try strategy.commit()
        let committed = strategy.counters
        try strategy.render()
        let rendered = strategy.counters
        return (
            committed.barMarks - before.barMarks, rendered.pixelsWritten - committed.pixelsWritten,
            strategy.frame.width * strategy.frame.height
        )
    }

    /// The commit lays out every day held — 60 times as many marks at 3,650 days as at 60 — while the render's
    /// pixels stay within the screen at both sizes (at most every viewport pixel four times: a clear, the bars,
    /// the grid lines and the labels over them), so the growth with the data is the commit's, as on the phone.
    @Test func theCommitGrowsWithTheDataAndTheRenderIsBoundedByTheScreen() throws {
        let small = try Self.oneFrame(days: 60)
        let large = try Self.oneFrame(days: 3_650)
        #expect(large.barMarks > 50 * small.barMarks)
        #expect(large.renderPixels <= 4 * large.viewportPixels)
        #expect(small.renderPixels <= 4 * small.viewportPixels)
        #expect(Double(large.renderPixels) < 1.1 * Double(small.renderPixels), "no off-screen rasterisation")
    }

    /// The seed's data: 60 days of four channels, every value positive, five y ticks. A commit lays out each
    /// day's stacked bar (4 bar marks) and its two-line label (1 axis label, 2 text runs), the grid once across
    /// the chart (5 rule marks, one per tick, as Swift Charts lays out its grid lines), and the y axis (5 labels,
    /// 5 runs); nothing is selected, so no header. 240 bar marks, 5 rule marks, 65 axis labels, 125 text runs,
    /// and 60 labels formatted with the one reused formatter.
    @Test func aCommitOnTheSeedDataLaysOutEveryDaysBarsAndLabelAndTheGridOnce() throws {
        let data = SalesDataset.generated(days: 60)
        try #require(data.values.allSatisfy { $0 > 0 } && data.channels.count == 4, "every day stacks four bars")
        let strategy = makeStrategy("render-all", data: data)
        try #require(strategy.yTicks.count == 5)
        try renderFrame(strategy, at: 52.5)
        let before = strategy.counters
        try renderFrame(strategy, at: 52.25)
        let work = strategy.counters - before
        #expect(work.layout == LayoutWork(barMarks: 240, ruleMarks: 5, axisLabels: 65, textRuns: 125))
        #expect(work.labelsFormatted == 60)
        #expect(work.formattersCreated == 0)
    }
}
