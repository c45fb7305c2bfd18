import ChartKit
import Testing

@testable import RenderStrategies

@Suite struct WindowStrategyTests {
    let data = SalesDataset.generated(days: 60, seed: 1)

    @Test func theInitialWindowHoldsTheLastDayAndFifteenBefore() {
        let window = WindowStrategy(options: StrategyOptions(data: data))
        #expect(window.windowDays == 44..<60)
        #expect(window.scrollRangeDays == 44...52.5)
    }

    /// Rest is counted from the trace time the physics says the scroll stopped (0.1 s here), not from a frame.
    @Test func itSwapsAQuarterSecondAfterTheScrollRestsAndNotBefore() {
        let window = WindowStrategy(options: StrategyOptions(data: data))
        #expect(window.update(FrameUpdate(timeSeconds: 0, positionDays: 52.5, restingSinceSeconds: 0)).repositionDays == nil)
        #expect(window.deadlineSeconds == nil, "no user-driven change yet")
        #expect(window.update(FrameUpdate(timeSeconds: 0.11, positionDays: 47.3, restingSinceSeconds: 0.1)).repositionDays == nil)
        #expect(window.deadlineSeconds == 0.35)
        #expect(window.update(FrameUpdate(timeSeconds: 0.34, positionDays: 47.3, restingSinceSeconds: 0.1)).repositionDays == nil)
        let swap = window.update(FrameUpdate(timeSeconds: 0.35, positionDays: 47.3, restingSinceSeconds: 0.1))
        #expect(swap.dataSwapped)
        // Re-centred on day 47 (the day under the left edge) at noon: days 32…62 clipped to 59.
        #expect(window.windowDays == 32..<60)
        #expect(swap.repositionDays == 47.5)
        // The restore moved the content by 0.2 day = round(47.5 × 145.2) − round(47.3 × 145.2) px.
        #expect(swap.contentJumpPixels == 6897 - 6868)
        // The programmatic restore does not start another debounce.
        #expect(window.deadlineSeconds == nil)
        #expect(window.update(FrameUpdate(timeSeconds: 2, positionDays: 47.5, restingSinceSeconds: 0.1)).repositionDays == nil)
        #expect(window.counters.dataSwaps == 1)
    }

    @Test func aScrollThatStopsAtTheWindowEdgeJumpsHalfADayOnSwap() {
        let window = WindowStrategy(options: StrategyOptions(data: data))
        _ = window.update(FrameUpdate(timeSeconds: 0, positionDays: 50))
        let stall = window.update(FrameUpdate(timeSeconds: 0.1, positionDays: 44, restingSinceSeconds: 0.1))
        #expect(stall.edgeStall)
        let swap = window.update(FrameUpdate(timeSeconds: 0.4, positionDays: 44, restingSinceSeconds: 0.1))
        // alignToNoon moves the left edge from 00:00 to 12:00 of day 44: half of 145.2 px.
        #expect(swap.repositionDays == 44.5)
        #expect(swap.contentJumpPixels == Double(6461 - 6389))  // round(44.5 × 145.2) − round(44 × 145.2)
    }

    @Test func aMovingScrollNeverSwaps() {
        let window = WindowStrategy(options: StrategyOptions(data: data))
        _ = window.update(FrameUpdate(timeSeconds: 0.1, positionDays: 47.3, restingSinceSeconds: nil))
        #expect(window.deadlineSeconds == nil, "a glide in progress has no rest time")
        #expect(window.update(FrameUpdate(timeSeconds: 5, positionDays: 47.3, restingSinceSeconds: nil)).repositionDays == nil)
    }

    @Test func theSeedsWindowSnapsToNoon() {
        #expect(WindowStrategy.defaultSnap == .noon)
        #expect(TileStrategy.defaultSnap == .none)
        #expect(RenderAllStrategy.defaultSnap == .none)
    }

    @Test func swapsRescaleYUnlessFixed() {
        var rescales = [false: 0, true: 0]
        for fixed in [false, true] {
            let window = WindowStrategy(
                options: {
                    var o = StrategyOptions(data: data)
                    o.fixedY = fixed
                    return o
                }())
            _ = window.update(FrameUpdate(timeSeconds: 0, positionDays: 50))
            var time = 0.0
            for position in [44.0, 30, 16, 2] {
                time += 0.1
                _ = window.update(FrameUpdate(timeSeconds: time, positionDays: position, restingSinceSeconds: time))
                time += 0.3
                if window.update(FrameUpdate(timeSeconds: time, positionDays: position, restingSinceSeconds: time - 0.3)).yRescaled {
                    rescales[fixed, default: 0] += 1
                }
            }
        }
        #expect(rescales[true] == 0)
        #expect(rescales[false, default: 0] > 0)
    }
}
