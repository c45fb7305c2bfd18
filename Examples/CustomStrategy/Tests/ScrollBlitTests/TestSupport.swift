import Foundation
import HitchBench

@testable import ScrollBlit

/// The seed data: 60 days, the same every run.
let seedData = SalesDataset.generated(days: 60, seed: 1)

/// The registry entry the command line gets, so tests drive the strategy exactly as a run does.
let scrollBlitEntry = StrategyEntry(ScrollBlitStrategy.self)

/// Options for the seed data, optionally with another look.
func options(data: SalesDataset = seedData, configure: (inout ChartLayout) -> Void = { _ in }) -> StrategyOptions {
    var layout = ChartLayout()
    configure(&layout)
    return StrategyOptions(data: data, layout: layout)
}

/// A fresh strategy with its first frame drawn at `position`, as a run starts: update and commit (the commit
/// stage; scroll-blit's commit is the protocol's default, which does nothing), then render.
func makeScrollBlit(_ options: StrategyOptions = options(), at position: Double? = nil) throws -> ScrollBlitStrategy {
    let strategy = ScrollBlitStrategy(options: options)
    let start = position ?? options.layout.viewport.initialPositionDays(dayCount: options.data.dayCount)
    _ = strategy.update(FrameUpdate(timeSeconds: 0, positionDays: start))
    try strategy.commit()
    strategy.render()
    return strategy
}

/// The position (days) whose offset is `pixels` whole content pixels.
func position(atPixel pixels: Int, _ viewport: ChartViewport = ChartViewport()) -> Double {
    Double(pixels) / viewport.dayWidthPixels
}

/// Moves the strategy (taps and highlight optional), commits and renders as a run's frame does, and returns the
/// work that frame did.
@discardableResult
func step(
    _ strategy: ScrollBlitStrategy, to position: Double, time: Double = 1, taps: [Point] = [],
    highlight: Int?? = nil
) throws -> WorkCounters {
    let before = strategy.counters
    _ = strategy.update(FrameUpdate(timeSeconds: time, positionDays: position, taps: taps, highlight: highlight))
    try strategy.commit()
    strategy.render()
    return strategy.counters - before
}

/// A frame's work when it did none: every counter 0, scroll-blit's own (`fullRedraws`, `blits`) included, which a
/// difference of two readings keeps by name (so it is not `WorkCounters()`, which has no counters of its own).
let noWork: WorkCounters = {
    var none = WorkCounters()
    none.custom["fullRedraws"] = 0
    none.custom["blits"] = 0
    return none
}()

/// True when the strategy's frame is the reference's at its position, state and y domain, every channel of
/// every pixel exactly (tolerance 0; both frames are opaque, so this is byte identity).
func matchesReference(_ strategy: ScrollBlitStrategy, at position: Double, reference: ReferenceRenderer) -> Bool {
    reference.render(positionDays: position, state: strategy.state, yTicks: strategy.yTicks)
    return strategy.frame.matchingFraction(with: reference.canvas, tolerance: 0) == 1
}

/// A point in the middle of the plot (viewport points): a tap there selects the day under it.
let plotMiddle = Point(x: ChartViewport().plotWidthPoints / 2, y: ChartViewport().heightPoints / 2)

/// A trace of this example's own `Traces/` folder.
func exampleTracePath(_ file: String) -> String {
    URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Traces").appendingPathComponent(file).path
}
