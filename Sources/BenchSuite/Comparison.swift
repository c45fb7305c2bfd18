import ChartKit
import FrameTiming
import RenderStrategies
import ScrollReplay
import StrategyRun

/// One strategy's line in a comparison table.
package struct ComparisonRow: Sendable {
    /// The strategy's command-line name.
    package var strategy: String
    /// Where the strategy's scrolls came to rest in this run.
    package var snap: ScrollSnap
    /// Summary on the chosen clock (medians over repeats).
    package var summary: HitchSummary
    /// What the strategy showed besides time (content jumps, rescales, stalls, peak cache bytes); the same on
    /// every repeat.
    package var effects: VisibleEffects
    /// The strategy's frame time over render-all's (p50, p99 and total) on the run's clock, each measured repeat
    /// by repeat in the same run, as the median over repeats with the repeats' range; nil when render-all was not
    /// run, and on the instruction clock.
    package var timeRatios: TimeRatios?
    /// The same on the other time clock (wall on a CPU-clock run), from the same repeats.
    package var otherClockTimeRatios: TimeRatios?
    /// Instructions the strategy's frames executed, on the instruction clock; nil on the time clocks.
    package var instructions: InstructionSummary?
    /// Its instructions in all over render-all's, on the instruction clock when render-all ran; nil otherwise.
    package var instructionsRatioToRenderAll: Double?
    /// The longest frame of the last repeat (the frames the result keeps) and what it showed; nil without frames.
    package var worstFrame: WorstFrame?
    /// The frames of the last repeat in which the strategy swapped its data window, with their work.
    package var swapFrames = SwapFrames(ms: [])
    /// The phone model's figures (paced on the phone at the settings' cost column, with the low–high range); nil
    /// without a profile and on the instruction clock.
    package var phone: PhoneFigures?
}

/// All strategies on one trace, measured in one process.
package struct TraceComparison: Sendable {
    /// The trace's short name (`fling`).
    package var traceName: String
    /// Each strategy's full result, in the order run.
    package var results: [StrategyResult]
    /// One table row per strategy, in the order of `results`.
    package var rows: [ComparisonRow]
}

/// Runs several strategies on the same traces, interleaved per repeat (A B C A B C …) so that
/// they share the machine's noise, and folds each strategy's repeats into one result.
package struct Comparison {
    /// The traces to run, each with its short name, in order.
    package var traces: [(name: String, trace: Trace)]
    /// The strategies to compare, in table order; rows get time ratios only when render-all is among them.
    package var strategies: [StrategyEntry]
    /// The data, display, clock, repeats and snap of every run; summaries and time ratios are medians over
    /// the repeats.
    package var settings: RunSettings
    /// On the instruction clock, dump each pass's Callgrind profile labelled `<trace>/<strategy>` (with
    /// `#<repeat>` from the second repeat on), for `InstructionCounter.dumpedProfiles()`.
    package var dumpsProfiles = false

    /// A comparison of `strategies` on `traces` with `settings`.
    package init(traces: [(name: String, trace: Trace)], strategies: [StrategyEntry], settings: RunSettings) {
        self.traces = traces
        self.strategies = strategies
        self.settings = settings
    }

    /// The run configuration of one strategy on one trace.
    package func configuration(strategy: StrategyEntry, trace: (name: String, trace: Trace)) -> RunConfiguration {
        RunConfiguration(strategy: strategy, trace: trace.trace, traceName: trace.name, settings: settings)
    }

    /// Runs everything; `progress` gets one line per pass ("[4/18] fling · tiles · repeat 2/3").
    package func run(progress: (String) -> Void = { _ in }) throws -> [TraceComparison] {
        let repeats = max(1, settings.repeats)
        let total = traces.count * repeats * strategies.count
        var done = 0
        var comparisons: [TraceComparison] = []
        for trace in traces {
            var outputs = [[TraceRunner.Output]](repeating: [], count: strategies.count)
            for repeatIndex in 0..<repeats {
                for (position, strategy) in strategies.enumerated() {
                    done += 1
                    progress("[\(done)/\(total)] \(trace.name) · \(strategy.name) · repeat \(repeatIndex + 1)/\(repeats)")
                    let label = dumpsProfiles ? "\(trace.name)/\(strategy.name)" + (repeatIndex == 0 ? "" : "#\(repeatIndex + 1)") : nil
                    outputs[position].append(
                        try StrategyRunner.runOnce(configuration(strategy: strategy, trace: trace), profileLabel: label))
                }
            }
            var phones: [PhonePasses?] = []
            for strategy in strategies {
                if settings.phone != nil, settings.clock != .instructions {
                    progress("[phone] \(trace.name) · \(strategy.name) · paced on the phone model")
                }
                phones.append(try StrategyRunner.runPhone(configuration(strategy: strategy, trace: trace)))
            }
            let results = strategies.indices.map {
                StrategyRunner.fold(outputs[$0], phone: phones[$0], configuration: configuration(strategy: strategies[$0], trace: trace))
            }
            let reference = strategies.firstIndex { $0.name == StrategyRegistry.referenceName }
            let clock = settings.clock
            let referenceInstructions = reference.flatMap { results[$0].report.instructions?.total }
            let rows = strategies.indices.map { position -> ComparisonRow in
                // Times under Valgrind are its emulation's: no time ratios on the instruction clock.
                func ratios(on clock: TimingClock) -> TimeRatios? {
                    settings.clock.measuresTime ? reference.flatMap { TimeRatios(outputs[position], over: outputs[$0], clock: clock) } : nil
                }
                let report = results[position].report
                let instructions = report.instructions
                return ComparisonRow(
                    strategy: strategies[position].name, snap: settings.snap(of: strategies[position]),
                    summary: results[position].report.summary, effects: results[position].effects,
                    timeRatios: ratios(on: clock), otherClockTimeRatios: ratios(on: clock.otherTimeClock), instructions: instructions,
                    instructionsRatioToRenderAll: instructions.flatMap { mine in
                        referenceInstructions.flatMap { $0 > 0 ? Double(mine.total) / Double($0) : nil }
                    }, worstFrame: WorstFrame(frames: report.frames, clock: clock),
                    swapFrames: SwapFrames(frames: report.frames, clock: clock), phone: report.phone
                )
            }
            comparisons.append(TraceComparison(traceName: trace.name, results: results, rows: rows))
        }
        return comparisons
    }
}
