import ChartKit
import Raster

@testable import RenderStrategies

/// Moves a strategy to `position` with optional taps and highlight, commits and renders, and returns a copy of its frame
/// (the strategy draws its next frame over the same canvas).
@discardableResult
func renderFrame(
    _ strategy: any ChartStrategy, at position: Double, time: Double = 0, taps: [Point] = [], highlight: Int?? = nil
) throws -> Canvas {
    _ = try strategy.update(FrameUpdate(timeSeconds: time, positionDays: position, taps: taps, highlight: highlight))
    try strategy.commit()
    try strategy.render()
    return copy(of: strategy.frame)
}

/// The reference picture (`ReferenceRenderer`: the viewport laid out directly and drawn in one pass), on a
/// canvas of its own.
func referenceFrame(data: SalesDataset, at position: Double, state: ChartState = ChartState(), ticks: YTicks? = nil) -> Canvas {
    let reference = ReferenceRenderer(data: data)
    reference.render(positionDays: position, state: state, yTicks: ticks)
    return reference.canvas
}

/// A canvas holding the same pixels as `canvas`.
func copy(of canvas: Canvas) -> Canvas {
    let copy = Canvas(width: canvas.width, height: canvas.height)
    if let all = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height) {
        copy.composite(canvas, from: all, toX: 0, toY: 0)
    }
    return copy
}

/// Share of pixels whose every channel is within 2/255 of the other frame's: the strategies' equivalence bar.
func matchingFraction(_ a: Canvas, _ b: Canvas) -> Double {
    a.matchingFraction(with: b, tolerance: 2)
}

/// True when two frames hold the same bytes.
func isByteIdentical(_ a: Canvas, _ b: Canvas) -> Bool {
    a.width == b.width && a.height == b.height && a.rgbaBytes() == b.rgbaBytes()
}

func makeStrategy(_ name: String, data: SalesDataset, configure: (inout StrategyOptions) -> Void = { _ in }) -> any ChartStrategy {
    var options = StrategyOptions(data: data)
    configure(&options)
    guard let entry = StrategyRegistry.builtIn[name], let strategy = try? entry.make(options) else {
        fatalError("unknown strategy \(name)")
    }
    return strategy
}
