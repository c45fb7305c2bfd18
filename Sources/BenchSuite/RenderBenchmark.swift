import ChartKit
import DisplayModel
import FrameTiming
import RenderStrategies
import StrategyRun

/// `harness bench render`: how long the renderer takes for one viewport frame and for the full
/// content of all days, the two costs the strategies trade between.
package struct RenderBenchmark {
    /// One measured case: repeated timings of the same work.
    package struct Case: Sendable {
        /// The case's short name (`viewport frame`, `viewport draw`, `render-all frame`, `tiles steady frame`).
        package let name: String
        /// One line on the work the case measures.
        package let detail: String
        /// CPU milliseconds of each repetition, in the order measured.
        package let cpuMilliseconds: [Double]
        /// Pixels stored per timed repetition: written by draws, plus composited (allocations are not counted).
        package let pixelsWritten: Int

        /// Median CPU time of one repetition, in ms.
        package var medianMilliseconds: Double { Statistics.median(cpuMilliseconds) }
        /// Nearest-rank 95th percentile of one repetition's CPU time, in ms.
        package var p95Milliseconds: Double { Statistics.nearestRank(95, ofSorted: cpuMilliseconds.sorted()) }
        /// The fastest repetition's CPU time, in ms (0 when none ran).
        package var minMilliseconds: Double { cpuMilliseconds.min() ?? 0 }
    }

    /// The data every case draws.
    package var data: SalesDataset
    /// Viewport, scales and look.
    package var layout = ChartLayout()
    /// Timed repetitions per case (the command line takes 50…10,000).
    package var repetitions = 100
    /// Untimed repetitions first, so caches, glyphs and labels are warm.
    package var warmups = 10

    /// A benchmark of `data` with the seed screen's layout, 100 timed repetitions and 10 warm-ups.
    package init(data: SalesDataset) { self.data = data }

    /// Runs every case, calling `progress` with each case's name before it starts.
    package func run(progress: (String) -> Void = { _ in }) -> [Case] {
        var cases: [Case] = []
        progress("viewport frame")
        let frame = ReferenceRenderer(data: data, layout: layout)
        let initial = layout.viewport.initialPositionDays(dayCount: data.dayCount)
        cases.append(
            measure(
                "viewport frame",
                detail: "lay out and draw one \(layout.viewport.widthPixels)×\(layout.viewport.heightPixels) frame at the initial position",
                pixels: { frame.canvas.counters.pixelsWritten }
            ) { frame.render(positionDays: initial) })

        progress("viewport draw")
        cases.append(
            measure(
                "viewport draw",
                detail: "draw that frame's display list again, no layout: what cairo draws in scripts/peer/run.sh",
                pixels: { frame.canvas.counters.pixelsWritten }
            ) { frame.redraw() })

        progress("render-all frame")
        let renderAll = RenderAllStrategy(options: StrategyOptions(data: data, layout: layout))
        cases.append(
            measure(
                "render-all frame",
                detail: "commit: all \(data.dayCount) days' marks and labels laid out; render: the visible days drawn",
                pixels: { renderAll.counters.pixelsWritten + renderAll.counters.pixelsComposited }
            ) {
                renderAll.commit()
                renderAll.render()
            })

        progress("tiles steady frame")
        let tiles = TileStrategy(options: StrategyOptions(data: data, layout: layout))
        cases.append(
            measure(
                "tiles steady frame", detail: "composite the cached tiles, axis and header (no tile enters)",
                pixels: { tiles.counters.pixelsWritten + tiles.counters.pixelsComposited }
            ) {
                tiles.commit()
                tiles.render()
            })
        return cases
    }

    private func measure(_ name: String, detail: String, pixels: () -> Int, _ work: () -> Void) -> Case {
        for _ in 0..<warmups { work() }
        var stopwatch = FrameStopwatch()
        var samples: [Double] = []
        samples.reserveCapacity(repetitions)
        let pixelsBefore = pixels()
        for _ in 0..<repetitions {
            stopwatch.start()
            work()
            samples.append(stopwatch.stop().cpuMilliseconds)
        }
        return Case(name: name, detail: detail, cpuMilliseconds: samples, pixelsWritten: (pixels() - pixelsBefore) / max(repetitions, 1))
    }
}
