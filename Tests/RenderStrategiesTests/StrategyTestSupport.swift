import ChartKit
import Raster
@testable import RenderStrategies

/// Fraction of pixels whose every channel is within `tolerance` of the other frame's.
func matchingFraction(_ a: [UInt8], _ b: [UInt8], tolerance: Int = 2) -> Double {
    precondition(a.count == b.count)
    var matching = 0
    var index = 0
    while index < a.count {
        var same = true
        for channel in 0..<4 where abs(Int(a[index + channel]) - Int(b[index + channel])) > tolerance { same = false }
        if same { matching += 1 }
        index += 4
    }
    return Double(matching) / Double(a.count / 4)
}

/// Moves a strategy to `position` with optional taps and highlight, renders, and returns the pixels.
@discardableResult
func renderFrame(_ strategy: any ChartStrategy, at position: Double, time: Double = 0, taps: [Point] = [], highlight: Int?? = nil) throws -> [UInt8] {
    _ = try strategy.update(FrameUpdate(timeSeconds: time, positionDays: position, taps: taps, highlight: highlight))
    try strategy.render()
    return strategy.frame.rgbaBytes()
}

/// The reference picture: the viewport laid out directly and drawn in one pass.
func referenceFrame(data: SalesDataset, at position: Double, state: ChartState = ChartState(), ticks: YTicks? = nil) -> [UInt8] {
    let layout = ChartLayout()
    let ticks = ticks ?? YTicks(dataMaximum: data.maxTotal)
    let labels = DayLabelFormatter()
    var list = DisplayList(width: 1206, height: 780)
    layout.appendViewport(
        data: data, ticks: ticks, yLabels: layout.yAxisLabels(ticks: ticks), state: state,
        offsetPixels: layout.viewport.offsetPixels(positionDays: position),
        header: layout.headerText(data: data, dataDay: state.selectedDay, state: state, labels: labels),
        labels: labels, into: &list
    )
    let canvas = Canvas(width: 1206, height: 780)
    canvas.clear(.white)
    list.draw(on: canvas)
    return canvas.rgbaBytes()
}

func makeStrategy(_ name: String, data: SalesDataset, configure: (inout StrategyOptions) -> Void = { _ in }) -> any ChartStrategy {
    var options = StrategyOptions(data: data)
    configure(&options)
    guard let entry = StrategyRegistry.builtIn[name], let strategy = try? entry.make(options) else { fatalError("unknown strategy \(name)") }
    return strategy
}
