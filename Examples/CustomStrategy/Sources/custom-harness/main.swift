import Foundation
import HitchBench
import HitchBenchCommandLine
import ScrollBlit

// HitchBench's whole command line with one more strategy; this example's own traces (Traces/, found from
// this file's place so any working directory works) join the shipped ones in `compare --all`.
let traces = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Traces").path
HarnessCommandLine.main(strategies: [StrategyEntry(ScrollBlitStrategy.self)], scenariosDirectory: traces)
