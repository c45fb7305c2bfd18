import ChartKit
import HitchBenchCommandLine
import Raster
import RenderStrategies

// A harness with deliberately broken strategies, for the end-to-end tests of how the command line reports
// an outside strategy's fault: one line naming it, exit status 2, no result file. Not a product.

/// render-all with one fault switched on after `afterFrames` updates.
final class FaultyStrategy: ChartStrategy {
    enum Fault { case throwing, trapping, wrongFrameSize, countersBackwards }
    let inner: RenderAllStrategy
    let fault: Fault
    let small = Canvas(width: 10, height: 10)
    var updates = 0
    init(options: StrategyOptions, fault: Fault) {
        inner = RenderAllStrategy(options: options)
        self.fault = fault
    }
    struct Broken: Error, CustomStringConvertible { var description: String { "the chart broke" } }
    var faulty: Bool { updates > 3 }
    func update(_ update: FrameUpdate) throws -> FrameEffects {
        updates += 1
        if faulty && fault == .throwing { throw Broken() }
        if faulty && fault == .trapping { preconditionFailure("a strategy bug") }
        return inner.update(update)
    }
    func commit() throws { inner.commit() }
    func render() throws { inner.render() }
    var frame: Canvas { faulty && fault == .wrongFrameSize ? small : inner.frame }
    var scrollRangeDays: ClosedRange<Double> { inner.scrollRangeDays }
    var counters: WorkCounters {
        var out = inner.counters
        if faulty && fault == .countersBackwards { out.barMarks = 0 }
        return out
    }
    var cacheBytes: Int { inner.cacheBytes }
    var yTicks: YTicks { inner.yTicks }
    var state: ChartState { inner.state }
}

let faults: [(String, FaultyStrategy.Fault)] = [
    ("throws", .throwing), ("traps", .trapping), ("wrong-size", .wrongFrameSize), ("backwards", .countersBackwards),
]
var entries = faults.map { name, fault in
    StrategyEntry(name: name, summary: "render-all that \(name)") { FaultyStrategy(options: $0, fault: fault) }
}
// `--clash NAME` registers one more strategy under NAME, to test name checks.
var arguments = Array(CommandLine.arguments.dropFirst())
if let index = arguments.firstIndex(of: "--clash"), index + 1 < arguments.count {
    let name = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
    entries.append(StrategyEntry(name: name, summary: "a clash") { RenderAllStrategy(options: $0) })
}
HarnessCommandLine.main(arguments: arguments, strategies: entries)
