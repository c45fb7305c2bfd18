// libFuzzer target: baseline JSON → Baseline.load → the gate's check against a real comparison,
// run once at start-up (12 days, every strategy, one fling).
import BenchGate
import BenchSuite
import RenderStrategies
import ResultFiles
import ResultText
import ScrollReplay

private let settings = RunSettings(generatedDays: 12)
private let comparisons: [TraceComparison] = {
    guard let trace = try? TraceSynth.fling(velocityPointsPerSecond: 2500, count: 1, name: "short") else {
        fatalError("the start-up trace is invalid")
    }
    let comparison = Comparison(traces: [(name: "short", trace: trace)], strategies: StrategyRegistry.builtIn.entries, settings: settings)
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
    _ = baseline.settingsDifferences(from: settings.recorded)
    let verdict = baseline.verdict(for: comparisons, clock: settings.clock, baselinePath: "fuzz.json")
    _ = verdict.lines()
    _ = verdict.jsonObject()
    _ = verdict.markdown()
    return 0
}
