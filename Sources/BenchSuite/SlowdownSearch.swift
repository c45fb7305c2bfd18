import FrameTiming
import RenderStrategies
import ScrollReplay
import StrategyRun

/// `harness slowdown`: for each strategy, how far its commit can be slowed (`--app-slowdown`) before hitches
/// appear and grow: the largest factor at which its longest hitch stays within 0 (hitch-free: its headroom),
/// 1, 2, … refresh intervals on one trace.
///
/// Every factor tried is a real run of the trace with the measured commit times scaled, so a threshold carries
/// the noise of the slowest commits; each repeat is a search of its own and the result gives their median and
/// range. A slowdown scales a strategy's whole commit, whatever kind of work it stands for.
package struct SlowdownSearch {
    /// The trace replayed at every factor.
    package var trace: Trace
    /// Its short name, for the result.
    package var traceName: String
    /// The strategies searched, in order.
    package var strategies: [StrategyEntry]
    /// Data, display, clock and knobs of every run; its repeats are the searches per strategy and its slowdown
    /// is replaced by each factor tried.
    package var settings: RunSettings
    /// The longest hitch, in intervals, of the last threshold searched (0 searches only the headroom).
    package var maxIntervals = 3
    /// Relative width at which a bracket is narrow enough: 0.02 stops when the factors are within 2 %.
    package var precision = 0.02

    /// A search of `strategies` on `trace` with `settings`.
    package init(trace: Trace, traceName: String, strategies: [StrategyEntry], settings: RunSettings) {
        self.trace = trace
        self.traceName = traceName
        self.strategies = strategies
        self.settings = settings
    }

    /// Runs every search, the strategies interleaved per repeat; `progress` gets a line per search. `shouldStop`
    /// is asked before every run and vsync; once it answers true the search throws `RunStopped`.
    package func run(progress: (String) -> Void = { _ in }, shouldStop: () -> Bool = { false }) throws -> SlowdownResult {
        let repeats = max(1, settings.repeats)
        let intervalMs = settings.budgetMilliseconds
        var searched = [[[SlowdownThreshold]]](repeating: [], count: strategies.count)
        var runs = [Int](repeating: 0, count: strategies.count)
        for repeatIndex in 0..<repeats {
            for (position, strategy) in strategies.enumerated() {
                progress("[\(repeatIndex * strategies.count + position + 1)/\(repeats * strategies.count)] \(strategy.name)")
                var slowestCommitMs = 0.0
                func evaluate(_ factor: Double) throws -> Int {
                    if shouldStop() { throw RunStopped() }
                    runs[position] += 1
                    var sized = settings
                    sized.repeats = 1
                    sized.appSlowdown = AppSlowdown(factor)
                    let output = try StrategyRunner.runOnce(
                        RunConfiguration(strategy: strategy, trace: trace, traceName: traceName, settings: sized), shouldStop: shouldStop)
                    let summary = output.summary(on: settings.clock)
                    if factor == 1 { slowestCommitMs = summary.commit.maxMs }
                    return Int((summary.maxHitchMs / intervalMs).rounded())
                }
                var probes = [(factor: 1.0, longestHitchIntervals: try evaluate(1))]
                var thresholds: [SlowdownThreshold] = []
                for limit in 0...maxIntervals {
                    // A commit of c ms scaled by F finishes within limit + 1 intervals when F ≤ (limit + 1)·I / c.
                    let guess = slowestCommitMs > 0 ? Double(limit + 1) * intervalMs / slowestCommitMs : 2
                    thresholds.append(
                        try SlowdownThreshold.search(
                            longestHitchIntervals: limit, precision: precision, ceiling: AppSlowdown.range.upperBound,
                            guess: min(max(guess, 1), AppSlowdown.range.upperBound), probes: &probes, evaluate: evaluate))
                }
                searched[position].append(thresholds)
            }
        }
        return SlowdownResult(
            traceName: traceName, settings: settings, maxIntervals: maxIntervals, precision: precision,
            strategies: strategies.enumerated().map { position, strategy in
                SlowdownResult.Strategy(
                    name: strategy.name, commitWork: strategy.commitWork, runs: runs[position], byRepeat: searched[position])
            })
    }
}
