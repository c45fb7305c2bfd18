import ChartKit
import Raster
import Testing

@testable import RenderStrategies

@Suite struct VisibleStrategyTests {
    let data = SalesDataset.generated(days: 60, seed: 1)

    /// `days` days whose values repeat `data`'s from day 0, starting on the same day: the same
    /// maximum (so the same y ticks) and, for every day both hold, the same bars and labels.
    func repeating(_ data: SalesDataset, toDays days: Int) -> SalesDataset {
        let width = data.channels.count
        let values = (0..<days * width).map { data.values[$0 % data.values.count] }
        return SalesDataset(channels: data.channels, firstDay: data.firstDay, values: values)
    }

    @Test func theInitialFrameLaysOutEightDaysAxisAndNoHeader() throws {
        let visible = makeStrategy("visible", data: data)
        try #require(data.values.allSatisfy { $0 > 0 }, "every channel draws a bar")
        #expect(visible.yTicks.count == 5)
        try renderFrame(visible, at: 52.5)
        // At 52.5 the plot shows 52.5…60: days 52 (half cut) to 59, 8 columns. Each has 4 bar segments and
        // a two-line label (1 axis label, 2 text runs); the grid is 5 lines across the viewport, once, as
        // DGCharts draws it; the axis has 5 labels of one line; with nothing selected or highlighted there
        // is no header.
        #expect(visible.counters.layout == LayoutWork(barMarks: 32, ruleMarks: 5, axisLabels: 8 + 5, textRuns: 16 + 5))
    }

    @Test func layoutWorkPerFrameDoesNotDependOnTheNumberOfDays() throws {
        let long = repeating(data, toDays: 3_650)
        let positions = [20.37, 20.5, 21.1, 33.0, 40.99]
        func workPerFrame(_ data: SalesDataset) throws -> [LayoutWork] {
            let visible = makeStrategy("visible", data: data)
            var before = visible.counters
            return try positions.map { position in
                try renderFrame(visible, at: position)
                defer { before = visible.counters }
                return (visible.counters - before).layout
            }
        }
        #expect(try workPerFrame(data) == workPerFrame(long))
    }

    @Test func countersAreIdenticalAcrossRuns() throws {
        func countersPerFrame() throws -> [WorkCounters] {
            let visible = makeStrategy("visible", data: data)
            var time = 0.0
            return try [52.5, 51.2, 47.0, 47.0, 30.3, 2.1, -0.4].map { position in
                time += 1.0 / 60
                try renderFrame(visible, at: position, time: time, taps: position == 47 ? [Point(x: 150, y: 150)] : [])
                return visible.counters
            }
        }
        #expect(try countersPerFrame() == countersPerFrame())
    }

    /// As DGCharts' `draw(_:)`: every frame formats the visible days' labels (its axis value formatter is
    /// called on every draw) and redraws the whole screen, but rasterises no glyph the cache already holds.
    @Test func aSteadyFrameFormatsOnlyTheVisibleLabelsAndRasterisesNoNewGlyph() throws {
        let visible = makeStrategy("visible", data: data)
        try renderFrame(visible, at: 30)
        let before = visible.counters
        try renderFrame(visible, at: 30)
        let work = visible.counters - before
        // Position 30 shows days 30…37 whole and day 38 not at all: 8 columns meet the plot.
        #expect(work.labelsFormatted == 8)
        #expect(work.glyphCacheMisses == 0)
        #expect(work.barMarks == 32)
        // The layer drawn on the CPU (cleared, then drawn over), then composited into the frame by the render
        // server: one layer of the frame's pixels.
        #expect(work.pixelsWritten >= 1206 * 780)
        #expect(work.layersComposited == 1)
        #expect(work.pixelsComposited == 1206 * 780)
    }

    @Test func scrollingCausesNoSwapJumpOrStall() throws {
        let visible = makeStrategy("visible", data: data)
        var time = 0.0
        for position in stride(from: 52.5, through: -0.5, by: -0.73) {
            time += 1.0 / 60
            #expect(try visible.update(FrameUpdate(timeSeconds: time, positionDays: position, isScrolling: true)) == FrameEffects())
            try visible.commit()
            try visible.render()
        }
        // A long rest at the end: nothing is swapped or re-centred afterwards either.
        #expect(try visible.update(FrameUpdate(timeSeconds: time + 2, positionDays: 0)) == FrameEffects())
        #expect(visible.counters.dataSwaps == 0)
        #expect(visible.counters.tilesConfigured == 0)
    }

    /// Its only pixels are the view's layer, one frame (3.76 MB), whatever the data; besides it glyph masks,
    /// labels and one frame's ops (about 25 kB here).
    @Test func itsOnlyPixelsAreTheViewsLayer() throws {
        let visible = makeStrategy("visible", data: data)
        try renderFrame(visible, at: 30)
        let layer = 1206 * 780 * 4
        #expect(visible.cacheBytes > layer && visible.cacheBytes < layer + layer / 10)
    }

    @Test func itScrollsOverAllTheDataLikeRenderAll() throws {
        let visible = makeStrategy("visible", data: data)
        #expect(visible.scrollRangeDays == makeStrategy("render-all", data: data).scrollRangeDays)
        #expect(visible.scrollRangeDays == 0...52.5)
    }
}
