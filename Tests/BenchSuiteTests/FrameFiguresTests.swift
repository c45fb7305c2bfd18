import ChartKit
import DisplayModel
import FrameTiming
import RenderStrategies
import Testing

@testable import BenchSuite
@testable import StrategyRun

/// The figures a compare row carries besides its summary: the worst frame, the swap frames, and effects summed
/// over several runs.
@Suite struct FrameFiguresTests {
    static func frame(_ index: Int, commitMs: Double, renderMs: Double, wallMs: Double = 0, swapped: Bool = false) -> FrameRecord {
        FrameRecord(
            index: index, vsyncSeconds: Double(index) / 60, positionDays: 0, commit: StageTimes(cpuMs: commitMs, wallMs: wallMs),
            render: StageTimes(cpuMs: renderMs), effects: FrameEffects(contentJumpPixels: swapped ? 72.4 : 0, dataSwapped: swapped))
    }

    @Test func theWorstFrameIsTheLongestOnTheRunsClockWithItsStagesAndNotes() throws {
        let frames = [Self.frame(3, commitMs: 1, renderMs: 1, wallMs: 9), Self.frame(7, commitMs: 2, renderMs: 1.5, swapped: true)]
        let worst = try #require(WorstFrame(frames: frames, clock: .cpu))
        #expect(worst == WorstFrame(index: 7, ms: 3.5, commitMs: 2, renderMs: 1.5, notes: "data swapped; content jump 72 px"))
        #expect(WorstFrame(frames: frames, clock: .wall)?.index == 3)
        #expect(WorstFrame(frames: [], clock: .cpu) == nil)
    }

    @Test func ofEquallyLongFramesTheFirstIsTheWorst() {
        let frames = [Self.frame(1, commitMs: 1, renderMs: 1), Self.frame(2, commitMs: 1.5, renderMs: 0.5)]
        #expect(WorstFrame(frames: frames, clock: .cpu)?.index == 1)
    }

    @Test func swapFramesAreTheFramesThatSwappedDataTimedOnTheRunsClock() {
        let frames = [
            Self.frame(1, commitMs: 1, renderMs: 1), Self.frame(2, commitMs: 3, renderMs: 1, swapped: true),
            Self.frame(3, commitMs: 1, renderMs: 0.5, swapped: true),
        ]
        let swaps = SwapFrames(frames: frames, clock: .cpu)
        #expect(swaps.ms == [4, 1.5] && swaps.count == 2 && swaps.maxMs == 4)
        #expect(swaps.medianMs == 2.75)
    }

    /// Statistics.median: the mean of the middle two of an even count, not the upper middle one.
    @Test func pooledSwapFramesTakeTheMedianOfEveryFrame() {
        let pooled = SwapFrames(pooling: [SwapFrames(ms: [1, 3]), SwapFrames(ms: [2, 10])])
        #expect(pooled.count == 4 && pooled.medianMs == 2.5 && pooled.maxMs == 10)
        #expect(pooled.maxShare(ofBudgetMs: 20) == 0.5)
        #expect(SwapFrames(ms: []).medianMs == nil && SwapFrames(ms: []).maxShare(ofBudgetMs: 16) == nil)
    }

    @Test func summedEffectsAddTheCountsAndKeepTheLargestJumpAndCache() {
        var a = VisibleEffects(), b = VisibleEffects()
        (a.contentJumps, a.maxContentJumpPixels, a.yRescales, a.edgeStalls, a.peakCacheBytes) = (2, 73, 1, 3, 100)
        (b.contentJumps, b.maxContentJumpPixels, b.yRescales, b.edgeStalls, b.peakCacheBytes) = (1, 14, 0, 2, 300)
        let total = VisibleEffects.summed([a, b])
        #expect(total.contentJumps == 3 && total.maxContentJumpPixels == 73 && total.yRescales == 1)
        #expect(total.edgeStalls == 5 && total.peakCacheBytes == 300)
    }
}
