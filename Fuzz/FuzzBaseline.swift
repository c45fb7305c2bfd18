// libFuzzer target: baseline JSON → Baseline.load → the gate's check against a real comparison,
// run once at start-up (12 days, every strategy, a short drag-fling-tap-highlight trace).
import BenchKit
import RenderStrategies
import ScrollReplay

private let context = ComparisonContext(days: 12, refreshHz: 60, clock: .cpu, repeats: 1, command: "fuzz")
private let comparisons: [TraceComparison] = {
    var builder = TraceBuilder()
    builder.wait(0.05)
    builder.touchDown(x: 60)
    builder.move(to: 300, durationSeconds: 0.15)
    builder.touchUp()
    builder.wait(0.6)
    builder.tap(x: 120, y: 150)
    builder.highlight("wear")
    builder.wait(0.4)
    let comparison = Comparison(
        traces: [(name: "short", trace: builder.finish(name: "short", description: "fuzz"))], strategies: StrategyCatalog.names,
        options: StrategyOptions(data: .generated(days: context.days)), dataLabel: "fuzz"
    )
    do { return try comparison.run() } catch { fatalError("the start-up comparison failed: \(error)") }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseline(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let baseline = try? Baseline.load(bytes: bytes, path: "fuzz.json") else { return 0 }
    _ = baseline.regressions(in: comparisons, context: context)
    return 0
}
