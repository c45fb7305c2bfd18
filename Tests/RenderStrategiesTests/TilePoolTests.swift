import ChartKit
import Raster
import Testing

@testable import RenderStrategies

@Suite struct TilePoolTests {
    @Test func poolStaysBoundedOverAHundredYears() throws {
        let data = SalesDataset.generated(days: 36_500, seed: 1)
        let strategy = TileStrategy(options: StrategyOptions(data: data))
        // Jump across the whole range and scroll a stretch pixel by pixel.
        for position in stride(from: 36_492.5, through: 0, by: -997.3) { try renderFrame(strategy, at: position) }
        for step in 0..<120 { try renderFrame(strategy, at: 100 + Double(step) * 0.1) }
        #expect(strategy.allocatedTiles <= strategy.tilePoolCapacity)
        #expect(strategy.tilePoolCapacity <= 12)
        // Cells are reused: far more tiles were configured than cells exist.
        #expect(strategy.counters.tilesConfigured > 10 * strategy.allocatedTiles)
    }

    @Test func aSteadyFrameConfiguresNoTile() throws {
        let strategy = TileStrategy(options: StrategyOptions(data: SalesDataset.generated()))
        try renderFrame(strategy, at: 30)
        let before = strategy.counters
        try renderFrame(strategy, at: 30)
        let work = strategy.counters - before
        #expect(work.tilesConfigured == 0)
        #expect(work.layout == LayoutWork())
    }

    @Test func scrollingOneDayConfiguresAboutOneTile() throws {
        let strategy = TileStrategy(options: StrategyOptions(data: SalesDataset.generated()))
        try renderFrame(strategy, at: 30)
        let before = strategy.counters
        for step in 1...20 { try renderFrame(strategy, at: 30 - Double(step) * 0.05) }
        #expect((strategy.counters - before).tilesConfigured == 1)
    }

    @Test func changingTheSelectionRerendersOnlyTheTilesItChanges() throws {
        let strategy = TileStrategy(options: StrategyOptions(data: SalesDataset.generated()))
        try renderFrame(strategy, at: 30, taps: [Point(x: 30, y: 150)])  // select day 30: every tile dims
        let before = strategy.counters
        try renderFrame(strategy, at: 30, taps: [Point(x: 130, y: 150)])  // day 32: tiles 30 and 32 change
        #expect((strategy.counters - before).tilesConfigured == 2)
    }

    /// As the seed's cell, `DateFormatter(with: .weeklyChart)` for each label: every label a configured tile
    /// formats gets a formatter of its own, one per day of every tile configured.
    @Test func aConfiguredTileCreatesOneFormatterPerLabel() throws {
        let strategy = TileStrategy(options: StrategyOptions(data: SalesDataset.generated()))
        try renderFrame(strategy, at: 30)
        let before = strategy.counters
        for step in 1...30 { try renderFrame(strategy, at: 30 - Double(step) * 0.1) }
        let work = strategy.counters - before
        #expect(work.tilesConfigured > 0)
        #expect(work.labelsFormatted == work.tilesConfigured)
        #expect(work.formattersCreated == work.labelsFormatted)
        #expect(work.axisLabels == work.labelsFormatted && work.textRuns == 2 * work.labelsFormatted)
        #expect(work.ruleMarks == 5 * work.tilesConfigured)
    }
}
