import HitchBench
import Testing

@testable import ScrollBlit

/// What scroll-blit does frame by frame: a small scroll moves pixels and draws only the exposed columns;
/// a state change or a long jump draws everything; nothing moved means no work.
@Suite struct ScrollBlitBehaviourTests {
    let viewport = ChartViewport()
    /// 30 days in: day 30's column starts at content pixel 4356.
    let start = 4_356

    @Test func theSeedChartCanBeMovedAndNoLabelReachesPastItsColumn() throws {
        let geometry = try makeScrollBlit().geometry
        #expect(geometry.canBlit)
        #expect(geometry.reachPixels == 0)
        #expect(geometry.plotWidthPixels == 1_089)
        // The header's band ends above the plot's top grid line (row 66), so the bars' rows can move.
        #expect(geometry.movedRows.lowerBound > 0 && geometry.movedRows.lowerBound <= 66)
        #expect(geometry.movedRows.upperBound == 780)
    }

    @Test func aSmallScrollMovesThePlotAndDrawsOnlyTheExposedColumns() throws {
        let strategy = try makeScrollBlit(at: position(atPixel: start))
        let full = try step(strategy, to: position(atPixel: start), taps: [plotMiddle])
        let blitsBefore = strategy.blits
        let work = try step(strategy, to: position(atPixel: start + 3), taps: [])
        let rows = strategy.geometry.movedRows.count
        #expect(strategy.blits == blitsBefore + 1)
        // One move of the kept columns of the moved rows, counted exactly.
        #expect(work.layersComposited == 1)
        #expect(work.pixelsComposited == (1_089 - 3) * rows)
        // Drawn besides the move: a 3-pixel strip, the axis and the header, a small share of a full frame.
        #expect(work.pixelsWritten < full.pixelsWritten / 4)
        // At most two days touch 3 columns; a full frame lays out eight or nine.
        #expect(work.barMarks < full.barMarks / 3)
        #expect(work.glyphsDrawn < full.glyphsDrawn)
        #expect(matchesReference(strategy, at: position(atPixel: start + 3), reference: ReferenceRenderer(data: seedData)))
    }

    @Test func aTapOrAHighlightRedrawsTheWholePlot() throws {
        let strategy = try makeScrollBlit(at: position(atPixel: start))
        let reference = ReferenceRenderer(data: seedData)
        let redraws = strategy.fullRedraws
        let tap = try step(strategy, to: position(atPixel: start), taps: [plotMiddle])
        #expect(strategy.state.selectedDay != nil)
        #expect(strategy.fullRedraws == redraws + 1)
        #expect(tap.pixelsComposited == 0)
        #expect(tap.pixelsWritten >= 1_206 * 780)
        #expect(matchesReference(strategy, at: position(atPixel: start), reference: reference))

        let highlight = try step(strategy, to: position(atPixel: start), highlight: .some(2))
        #expect(strategy.fullRedraws == redraws + 2)
        #expect(highlight.pixelsComposited == 0)
        #expect(matchesReference(strategy, at: position(atPixel: start), reference: reference))
    }

    @Test func aTapThatChangesNothingDrawsNothing() throws {
        let strategy = try makeScrollBlit(at: position(atPixel: start))
        // A tap above the plot clears a selection there is not: the picture stays as it is.
        let work = try step(strategy, to: position(atPixel: start), taps: [Point(x: 100, y: 2)])
        #expect(work == noWork)
    }

    @Test func aJumpWiderThanThePlotRedrawsAndOneNarrowerMoves() throws {
        let strategy = try makeScrollBlit(at: position(atPixel: start))
        let reference = ReferenceRenderer(data: seedData)
        try step(strategy, to: position(atPixel: start - 1_089))
        #expect((strategy.fullRedraws, strategy.blits) == (2, 0))
        #expect(matchesReference(strategy, at: position(atPixel: start - 1_089), reference: reference))
        // 1,088 px: one column of the old picture is kept.
        let work = try step(strategy, to: position(atPixel: start - 1))
        #expect((strategy.fullRedraws, strategy.blits) == (2, 1))
        #expect(work.pixelsComposited == strategy.geometry.movedRows.count)
        #expect(matchesReference(strategy, at: position(atPixel: start - 1), reference: reference))
    }

    @Test func lessThanAPixelOfScrollDoesNoWork() throws {
        let strategy = try makeScrollBlit(at: position(atPixel: start))
        let work = try step(strategy, to: position(atPixel: start) + 0.2 / viewport.dayWidthPixels)
        #expect(work == noWork)
        #expect(matchesReference(strategy, at: position(atPixel: start), reference: ReferenceRenderer(data: seedData)))
    }

    /// Steps of 1 to 9 pixels both ways, over bar edges, labels and both ends of the data (rubber band
    /// included), with the header shown: every frame is the reference's, so no error builds up.
    @Test(arguments: [false, true])
    func walkingPixelByPixelStaysByteIdentical(withHeader: Bool) throws {
        let strategy = try makeScrollBlit(at: position(atPixel: 7_500))
        let reference = ReferenceRenderer(data: seedData)
        if withHeader {
            try step(strategy, to: position(atPixel: 7_500), taps: [plotMiddle], highlight: .some(1))
            #expect(strategy.state.selectedDay != nil && strategy.state.highlightedChannel == 1)
        }
        var pixel = 7_500
        var frames = 0
        let steps = [1, 2, 3, 5, 7, 9, 4, 6, 8]
        for direction in [1, -1] {
            let end = direction > 0 ? 7_900 : -150
            while direction > 0 ? pixel < end : pixel > end {
                pixel += direction * steps[frames % steps.count]
                try step(strategy, to: position(atPixel: pixel), time: Double(frames))
                frames += 1
                guard matchesReference(strategy, at: position(atPixel: pixel), reference: reference) else {
                    Issue.record("frame \(frames) at pixel \(pixel) differs from the reference")
                    return
                }
            }
        }
        #expect(strategy.fullRedraws == (withHeader ? 2 : 1))
        #expect(strategy.blits == frames)
    }

    @Test func countersAreTheSameOnEveryRun() throws {
        let (trace, _) = try TraceLocator.load("fling", channels: seedData.channels)
        let clock = try FrameClock(refreshHz: 60)
        let runner = TraceRunner(strategy: scrollBlitEntry, options: options(), trace: trace, clock: clock)
        let first = try runner.run()
        let second = try runner.run()
        #expect(first.totals == second.totals)
        #expect(first.frames.map(\.counters) == second.frames.map(\.counters))
        #expect(first.totals.pixelsComposited > 0)
    }

    /// On the example's slow drag, against `visible` (which redraws every frame into its layer and composites
    /// the whole layer into the frame): far fewer marks and glyphs, at the price of moving the plot's pixels.
    @Test func aSlowDragLaysOutAFractionOfWhatVisibleDoes() throws {
        let (trace, _) = try TraceLocator.load(exampleTracePath("nudge.json"), channels: seedData.channels)
        let clock = try FrameClock(refreshHz: 60)
        let visible = try #require(StrategyRegistry.builtIn["visible"])
        let mine = try TraceRunner(strategy: scrollBlitEntry, options: options(), trace: trace, clock: clock).run()
        let theirs = try TraceRunner(strategy: visible, options: options(), trace: trace, clock: clock).run()
        #expect(mine.frames.count == theirs.frames.count)
        #expect(mine.totals.barMarks * 4 < theirs.totals.barMarks)
        #expect(mine.totals.glyphsDrawn * 4 < theirs.totals.glyphsDrawn)
        #expect(mine.totals.pixelsComposited > 0 && mine.totals.pixelsComposited < theirs.totals.pixelsComposited)
    }

    @Test func itKeepsOnePlotOfPixelsWhateverTheData() throws {
        let short = try makeScrollBlit()
        let long = try makeScrollBlit(options(data: .generated(days: 3_650, seed: 1)))
        let plot = 1_089 * short.geometry.movedRows.count * 4
        #expect(short.cacheBytes >= plot && short.cacheBytes < plot + 200_000)
        #expect(long.cacheBytes >= plot && long.cacheBytes < plot + 200_000)
        #expect(ScrollBlitStrategy(options: options()).cacheBytes < plot)
    }

    @Test func itRegistersBesideTheBuiltInStrategies() throws {
        var registry = StrategyRegistry.builtIn
        try registry.register(ScrollBlitStrategy.self)
        #expect(registry.names.last == "scroll-blit")
        #expect(registry["scroll-blit"]?.summary == ScrollBlitStrategy.summary)
        #expect(throws: StrategyRegistryError.self) { try registry.register(ScrollBlitStrategy.self) }
    }
}
