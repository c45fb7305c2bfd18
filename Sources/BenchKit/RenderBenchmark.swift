import ChartKit
import FrameTiming
import RenderStrategies

/// `harness bench render`: how long the renderer takes for one viewport frame and for the full
/// content of all days, the two costs the strategies trade between.
public struct RenderBenchmark {
    /// One measured case: repeated timings of the same work.
    public struct Case: Sendable {
        public let name: String
        public let detail: String
        /// CPU milliseconds of each repetition, in the order measured.
        public let cpuMilliseconds: [Double]
        /// Allocations are not counted here; pixels written per repetition are.
        public let pixelsWritten: Int

        public var medianMilliseconds: Double { Statistics.median(cpuMilliseconds) }
        public var p95Milliseconds: Double { Statistics.nearestRank(95, ofSorted: cpuMilliseconds.sorted()) }
        public var minMilliseconds: Double { cpuMilliseconds.min() ?? 0 }
    }

    public var data: SalesDataset
    public var layout = ChartLayout()
    /// Timed repetitions per case (at least 50).
    public var repetitions = 100
    /// Untimed repetitions first, so caches, glyphs and labels are warm.
    public var warmups = 10

    public init(data: SalesDataset) { self.data = data }

    /// Runs every case, calling `progress` with each case's name before it starts.
    public func run(progress: (String) -> Void = { _ in }) -> [Case] {
        var cases: [Case] = []
        progress("viewport frame")
        let frame = FrameRenderer(data: data, layout: layout)
        let initial = layout.viewport.initialPositionDays(dayCount: data.dayCount)
        cases.append(measure(
            "viewport frame", detail: "lay out and draw one \(layout.viewport.widthPixels)×\(layout.viewport.heightPixels) frame at the initial position",
            pixels: { frame.canvas.counters.pixelsWritten }
        ) { frame.render(positionDays: initial) })

        progress("full content")
        let renderAll = RenderAllStrategy(options: StrategyOptions(data: data, layout: layout))
        let width = layout.viewport.contentWidthPixels(dayCount: data.dayCount)
        cases.append(measure(
            "full content", detail: "all \(data.dayCount) days' marks and labels (\(width)×\(layout.viewport.heightPixels) px in strips), as render-all pays per frame",
            pixels: { renderAll.counters.pixelsWritten }
        ) { renderAll.render() })

        progress("tiles steady frame")
        let tiles = TileStrategy(options: StrategyOptions(data: data, layout: layout))
        cases.append(measure(
            "tiles steady frame", detail: "composite the cached tiles, axis and header (no tile enters)",
            pixels: { tiles.counters.pixelsWritten }
        ) { tiles.render() })
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
