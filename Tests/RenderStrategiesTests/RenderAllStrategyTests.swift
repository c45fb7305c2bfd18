import ChartKit
import Raster
import Testing

@testable import RenderStrategies

/// render-all as the seed's Swift Charts screen runs on a phone: the commit re-evaluates all the data, the render
/// draws what is on screen.
@Suite("render-all")
struct RenderAllStrategyTests {
    /// The work of one scroll frame at `days` days, by stage: what `commit` laid out and what `render` wrote.
    static func oneFrame(days: Int) throws -> (marksLaidOut: Int, renderPixels: Int, viewportPixels: Int) {
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
            committed.marksLaidOut - before.marksLaidOut, rendered.pixelsWritten - committed.pixelsWritten,
            strategy.frame.width * strategy.frame.height
        )
    }

    /// The commit lays out every day held — 60 times as many marks at 3,650 days as at 60 — while the render's
    /// pixels stay within the screen at both sizes (at most every viewport pixel four times: a clear, the bars,
    /// the grid lines and the labels over them), so the growth with the data is the commit's, as on the phone.
    @Test func theCommitGrowsWithTheDataAndTheRenderIsBoundedByTheScreen() throws {
        let small = try Self.oneFrame(days: 60)
        let large = try Self.oneFrame(days: 3_650)
        #expect(large.marksLaidOut > 50 * small.marksLaidOut)
        #expect(large.renderPixels <= 4 * large.viewportPixels)
        #expect(small.renderPixels <= 4 * small.viewportPixels)
        #expect(Double(large.renderPixels) < 1.1 * Double(small.renderPixels), "no off-screen rasterisation")
    }
}
