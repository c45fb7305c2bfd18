import ChartKit
import Testing

@testable import RenderStrategies

@Suite struct WindowSeamlessStrategyTests {
    let data = SalesDataset.generated(days: 60, seed: 1)

    @Test func itStartsLikeTheSeedsWindowButScrollsOverAllTheData() throws {
        let seamless = try WindowSeamlessStrategy(options: StrategyOptions(data: data))
        #expect(seamless.windowDays == 44..<60)
        #expect(seamless.scrollRangeDays == 0...52.5)
        #expect(WindowSeamlessStrategy.defaultSnap == .noon)
    }

    /// The first window is days 44…59; with a 5-day margin the plot may start no earlier than day 49. At 48.9
    /// the window re-centres on the middle of the visible days, day ⌊48.9 + 3.75⌋ = 52: days 37…59.
    @Test func itRecentresWhenThePlotComesWithinTheMarginAndLeavesThePositionAlone() throws {
        let seamless = try WindowSeamlessStrategy(options: StrategyOptions(data: data))
        let still = try seamless.update(FrameUpdate(timeSeconds: 0.1, positionDays: 49.1, isScrolling: true))
        #expect(!still.dataSwapped)
        #expect(seamless.windowDays == 44..<60)
        let swap = try seamless.update(FrameUpdate(timeSeconds: 0.2, positionDays: 48.9, isScrolling: true))
        #expect(swap.dataSwapped)
        #expect(swap.repositionDays == nil)
        #expect(swap.contentJumpPixels == 0)
        #expect(!swap.yRescaled)
        #expect(seamless.windowDays == 37..<60)
        #expect(seamless.counters.dataSwaps == 1)
        #expect(seamless.deadlineSeconds == nil, "no rest timer: it never waits for the scroll to stop")
    }

    /// A drag that jumps far past the window in one frame is still drawn from a window holding it.
    @Test func aJumpBeyondTheWindowIsRecentredBeforeItIsDrawn() throws {
        let seamless = try WindowSeamlessStrategy(options: StrategyOptions(data: data))
        _ = try seamless.update(FrameUpdate(timeSeconds: 0.1, positionDays: 3.2, isScrolling: true))
        #expect(seamless.windowDays.contains(3) && seamless.windowDays.contains(11))
    }

    @Test func itKeepsOneYDomainOverAllTheData() throws {
        let seamless = try WindowSeamlessStrategy(options: StrategyOptions(data: data))
        let before = seamless.yTicks
        for position in stride(from: 52.0, through: 0, by: -3.3) {
            _ = try seamless.update(FrameUpdate(timeSeconds: position, positionDays: position, isScrolling: true))
        }
        #expect(seamless.counters.dataSwaps > 3)
        #expect(seamless.yTicks == before)
        #expect(before == YTicks(dataMaximum: data.maxTotal))
    }

    @Test(arguments: [0, 12, 20])
    func aMarginThatLeavesNoRoomIsRefused(margin: Int) {
        var options = StrategyOptions(data: data)
        options.windowMarginDays = margin
        #expect(throws: StrategyOptionsError.self) { try WindowSeamlessStrategy(options: options) }
    }
}
