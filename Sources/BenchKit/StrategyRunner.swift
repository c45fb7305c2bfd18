import FrameTiming
import Raster
import RenderStrategies
import ScrollReplay

/// One strategy's result on one trace: the report (summary and frames) and what it showed.
public struct StrategyResult: Sendable {
    /// The run report: summaries (medians over repeats), run metrics and the frames of the last repeat.
    public var report: RunReport
    /// What the strategy showed besides time (content jumps, rescales, stalls, peak cache bytes); the same on
    /// every repeat.
    public var effects: VisibleEffects
    /// Work over the whole trace (identical on every repeat and machine).
    public var totals: WorkCounters
    /// The chosen clock's summary of each repeat, in the order run.
    public var repeatSummaries: [HitchSummary]
}

/// Runs a configuration `repeats` times and folds the runs into one result.
public enum StrategyRunner {
    /// The version written into every result.
    public static let toolVersion = "hitchbench \(HitchBenchVersion.current)"

    /// Runs every repeat; `frameDone` sees the frames of the last repeat (for PNG dumps).
    public static func run(_ configuration: RunConfiguration, frameDone: (ShownFrame) -> Void = { _ in }) throws -> StrategyResult {
        var outputs: [TraceRunner.Output] = []
        for repeatIndex in 0..<max(1, configuration.repeats) {
            let isLast = repeatIndex == max(1, configuration.repeats) - 1
            outputs.append(try runOnce(configuration, frameDone: isLast ? frameDone : { _ in }))
        }
        return fold(outputs, configuration: configuration)
    }

    /// One pass over the trace.
    public static func runOnce(_ configuration: RunConfiguration, frameDone: (ShownFrame) -> Void = { _ in }) throws -> TraceRunner.Output {
        let clock = try FrameClock(refreshHz: configuration.refreshHz)
        let runner = TraceRunner(
            strategy: configuration.strategy, options: configuration.options,
            trace: configuration.trace, clock: clock, snap: configuration.snap
        )
        return try runner.run(frameDone: frameDone)
    }

    /// Builds the result from finished passes: frames of the last pass, summaries as medians.
    public static func fold(_ outputs: [TraceRunner.Output], configuration: RunConfiguration) -> StrategyResult {
        let reports = outputs.map {
            RunReport(
                toolVersion: toolVersion, metadata: configuration.metadata, counterNames: WorkCounters.names,
                clock: configuration.clock, refreshHz: configuration.refreshHz, vsyncs: $0.vsyncs, frames: $0.frames
            )
        }
        guard var report = reports.last, let last = outputs.last else {
            preconditionFailure("fold needs at least one pass")
        }
        if reports.count > 1 {
            report.cpuSummary = HitchSummary.median(of: reports.map(\.cpuSummary)) ?? report.cpuSummary
            report.wallSummary = HitchSummary.median(of: reports.map(\.wallSummary)) ?? report.wallSummary
        }
        report.metrics = last.effects.fields + countersTotals(last.totals)
        return StrategyResult(report: report, effects: last.effects, totals: last.totals, repeatSummaries: reports.map(\.summary))
    }

    private static func countersTotals(_ totals: WorkCounters) -> [(key: String, value: Double)] {
        zip(WorkCounters.names, totals.values).map { ("total." + $0.0, Double($0.1)) }
    }
}
