// libFuzzer target: baseline JSON → Baseline.load → the gate's check against a real comparison,
// run once at start-up (12 days, every strategy, one fling).
import BenchKit
import RenderStrategies
import ScrollReplay

private let context = ComparisonContext(days: 12, refreshHz: 60, clock: .cpu, repeats: 1, command: "fuzz")
private let comparisons: [TraceComparison] = {
    guard let trace = try? TraceSynth.fling(velocityPointsPerSecond: 2500, count: 1, name: "short") else {
        fatalError("the start-up trace is invalid")
    }
    let comparison = Comparison(
        traces: [(name: "short", trace: trace)], strategies: StrategyRegistry.builtIn.entries,
        options: StrategyOptions(data: .generated(days: context.days)), dataLabel: "fuzz"
    )
    do { return try comparison.run() } catch { fatalError("the start-up comparison failed: \(error)") }
}()

/// Runs the start-up comparison before fuzzing starts, so its seconds (many on a loaded machine, under the
/// sanitizer) are not charged to the first input's timeout.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzBaselineInitialize(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    _ = comparisons.count
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseline(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let baseline = try? Baseline.load(bytes: bytes, path: "fuzz.json") else { return 0 }
    _ = baseline.settingsDifferences(from: context.settings)
    let verdict = baseline.verdict(for: comparisons, context: context, baselinePath: "fuzz.json")
    _ = verdict.lines()
    _ = verdict.jsonObject()
    _ = verdict.markdown()
    return 0
}
