import ChartKit
import Raster
import Testing

@testable import RenderStrategies

/// All strategies must draw the same chart. Tolerance: at least 99.5% of pixels within 2/255 per
/// channel. The rasteriser is translation-invariant for whole-pixel shifts, so in practice the
/// frames are identical; the tolerance leaves room for a column where a strip or tile edge meets
/// an anti-aliased edge and float rounding differs in the last bit. `visible` has no such seam
/// and is held to byte identity.
@Suite struct EquivalenceTests {
    static let data = SalesDataset.generated(days: 60, seed: 3)
    static let positions: [Double] = [0, 0.37, 7.5, 13.04, 29.99, 41.2, 52.5]

    @Test(arguments: positions)
    func renderAllMatchesTheReferenceFrame(position: Double) throws {
        let frame = try renderFrame(makeStrategy("render-all", data: Self.data), at: position)
        #expect(matchingFraction(frame, referenceFrame(data: Self.data, at: position)) >= 0.995)
    }

    @Test(arguments: positions)
    func tilesMatchRenderAll(position: Double) throws {
        let tiles = try renderFrame(makeStrategy("tiles", data: Self.data), at: position)
        let all = try renderFrame(makeStrategy("render-all", data: Self.data), at: position)
        #expect(matchingFraction(tiles, all) >= 0.995)
    }

    @Test(arguments: [1, 3, 7])
    func multiDayTilesMatchRenderAll(tileDays: Int) throws {
        let tiles = try renderFrame(makeStrategy("tiles", data: Self.data) { $0.tileDays = tileDays }, at: 33.3)
        let all = try renderFrame(makeStrategy("render-all", data: Self.data), at: 33.3)
        #expect(matchingFraction(tiles, all) >= 0.995)
    }

    @Test(arguments: [44.0, 47.77, 52.5])
    func fixedYWindowMatchesRenderAllAwayFromSwaps(position: Double) throws {
        // The initial window holds days 44…59, so these positions need no swap.
        let window = try renderFrame(makeStrategy("window", data: Self.data) { $0.fixedY = true }, at: position)
        let all = try renderFrame(makeStrategy("render-all", data: Self.data), at: position)
        #expect(matchingFraction(window, all) >= 0.995)
    }

    /// The positions above and two past the ends (rubber-banding shows blank plot beside the data).
    @Test(arguments: positions + [-0.8, 53.4])
    func visibleIsByteIdenticalToTheReferenceFrame(position: Double) throws {
        // It lays out the reference's own days at the reference's own origin and draws them
        // unshifted onto one canvas, so there is no strip or tile seam that could differ.
        let visible = try renderFrame(makeStrategy("visible", data: Self.data), at: position)
        #expect(isByteIdentical(visible, referenceFrame(data: Self.data, at: position)))
    }

    @Test func overscrolledFramesMatch() throws {
        // Rubber-banding past either end shows blank plot beside the data.
        for position in [-0.8, 53.4] {
            let tiles = try renderFrame(makeStrategy("tiles", data: Self.data), at: position)
            let all = try renderFrame(makeStrategy("render-all", data: Self.data), at: position)
            #expect(matchingFraction(tiles, all) >= 0.995)
        }
    }

    @Test(arguments: [(7.5, Point(x: 30, y: 150)), (29.99, Point(x: 200, y: 100)), (52.5, Point(x: 350, y: 200))])
    func visibleWithASelectionAndAHighlightIsByteIdenticalToTheReference(position: Double, tap: Point) throws {
        let visible = makeStrategy("visible", data: Self.data)
        let frame = try renderFrame(visible, at: position, taps: [tap], highlight: .some(1))
        #expect(visible.state.selectedDay != nil)
        #expect(isByteIdentical(frame, referenceFrame(data: Self.data, at: position, state: visible.state)))
    }

    @Test func selectionAndHighlightChangeEveryStrategyTheSameWay() throws {
        let position = 47.0
        let tap = Point(x: 100, y: 150)
        var frames: [Canvas] = []
        for name in StrategyRegistry.builtIn.names {
            let strategy = makeStrategy(name, data: Self.data) { $0.fixedY = true }
            try renderFrame(strategy, at: position)
            frames.append(try renderFrame(strategy, at: position, time: 0.01, taps: [tap], highlight: .some(2)))
            #expect(strategy.state == ChartState(selectedDay: 49, highlightedChannel: 2))
        }
        let reference = referenceFrame(data: Self.data, at: position, state: ChartState(selectedDay: 49, highlightedChannel: 2))
        for frame in frames { #expect(matchingFraction(frame, reference) >= 0.995) }
        // And the look really changed: the selected, highlighted frame differs from the plain one.
        #expect(matchingFraction(frames[0], referenceFrame(data: Self.data, at: position)) < 0.9)
    }

    @Test func clearingTheHighlightRestoresTheTiles() throws {
        let tiles = makeStrategy("tiles", data: Self.data)
        let plain = try renderFrame(tiles, at: 20)
        try renderFrame(tiles, at: 20, highlight: .some(1))
        let cleared = try renderFrame(tiles, at: 20, highlight: .some(nil))
        #expect(isByteIdentical(plain, cleared))
    }
}

@Suite struct LongDataEquivalenceTests {
    @Test func tilesMatchTheReferenceFarIntoTenYearsOfData() throws {
        // Far from day 0, any drift between the tile index and the pixel column would show.
        let data = SalesDataset.generated(days: 3_650, seed: 5)
        for position in [3_000.37, 3_642.5] {
            let tiles = try renderFrame(makeStrategy("tiles", data: data), at: position)
            #expect(matchingFraction(tiles, referenceFrame(data: data, at: position)) >= 0.995)
        }
    }

    @Test func visibleIsByteIdenticalToTheReferenceFarIntoTenYearsOfData() throws {
        let data = SalesDataset.generated(days: 3_650, seed: 5)
        for position in [3_000.37, 3_642.5] {
            let visible = try renderFrame(makeStrategy("visible", data: data), at: position)
            #expect(isByteIdentical(visible, referenceFrame(data: data, at: position)))
        }
    }
}
