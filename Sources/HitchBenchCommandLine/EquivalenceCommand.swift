import BenchGate
import BenchSuite
import ChartKit
import CommandLineOptions
import JSONText
import RenderStrategies
import ResultFiles
import StrategyRun
import Workspace

/// `harness equivalence --strategy NAME`: does the strategy draw the same chart as the reference?
enum EquivalenceCommand: Command {
    static let name = "equivalence"
    static let strategy = Option.text("strategy", "NAME", help: "the strategy to check (required)")
    static let positions = Option.int(
        "positions", "N", in: 2...500, default: 24, help: "scroll positions compared, spread over the range (2...500; default 24)")
    static let trace = Option.text("trace", "TRACE", help: "also run this trace with each --snap and compare every 5th frame")
    static let declarations =
        [strategy.declaration, positions.declaration, trace.declaration, Flag.help.declaration] + DataOptions.dataSpecs
        + DataOptions.knobSpecs + [DataOptions.cornerSpec]

    static var usage: String {
        "\(Harness.program) equivalence --strategy NAME [--positions N] [--trace TRACE] [--days N | --data FILE.csv] [options]"
    }

    static func about(_ context: CommandContext) -> String {
        """
        Renders the strategy and the reference (the viewport laid out directly and drawn in one pass) at
        N positions spread over the scroll range, plain, with a day selected, with a channel highlighted
        and with both, and prints the share of pixels within 2/255. With --trace, also runs the trace with
        each snap (none, noon, day) and compares every 5th frame as the run shows it. Exits 1 if any frame
        is below 99.5 %.
        Strategies: \(context.registry.names.joined(separator: ", ")).
        """
    }

    /// A strategy of the registry.
    static func validate(_ options: ParsedOptions, context: CommandContext) throws {
        let names = context.registry.names
        guard let name = options[Self.strategy] else {
            throw UsageError("equivalence: --strategy is required (\(names.joined(separator: ", ")))")
        }
        guard names.contains(name) else { throw UsageError("--strategy: '\(name)' is not one of \(names.joined(separator: ", "))") }
    }

    static func execute(_ options: ParsedOptions, arguments: [String], context: CommandContext) throws -> Int32 {
        let name = options[Self.strategy] ?? ""
        guard let strategy = context.registry[name] else { throw UsageError("equivalence: no strategy '\(name)'") }
        let positions = options[Self.positions] ?? 24
        let (spec, data) = try DataOptions.dataset(options)
        var check = EquivalenceCheck(strategy: strategy, options: try DataOptions.strategyOptions(options, data: data))
        check.positionCount = positions
        TrapReporter.setRunning("equivalence · \(name)")
        var report = try check.run()
        var traceNote = ""
        if let traceName = options[Self.trace] {
            let (trace, path) = try RunCommand.loadTrace(traceName, channels: data.channels, context: context)
            for snap in ScrollSnap.allCases {
                let run = try check.run(trace: trace, snap: snap)
                report.frames += run.frames
                report.framesPastOwnRange += run.framesPastOwnRange
            }
            traceNote = " and every 5th frame of \(TraceLocator.shortName(ofPath: path)) with each snap"
        }
        let percent = { (fraction: Double) in JSONText.fixed(fraction * 100, decimals: 3) + " %" }
        print(
            "equivalence of \(name) with the reference, \(spec.origin(of: data).label): \(JSONText.counted(report.frames.count, "frame")) "
                + "(\(positions) positions × plain, selected, highlighted, selected+highlighted\(traceNote)), tolerance 2/255")
        print("all frames: \(percent(report.overallFraction)) of pixels match")
        if report.framesPastOwnRange > 0 {
            print(
                "not compared: \(JSONText.counted(report.framesPastOwnRange, "frame")) past \(name)'s own scroll range where the data "
                    + "goes on (the rubber band at its edge shows no days there: an edge stall, counted in runs as edgeStalls)")
        }
        if let worst = report.worst {
            print(
                "worst frame: \(percent(worst.matchingFraction)) at position \(JSONText.number(worst.positionDays, decimals: 3)), \(worst.look)"
            )
        }
        print(
            report.passed
                ? "pass: every frame matches on at least 99.5 % of pixels"
                : "FAIL: a frame matches on less than 99.5 % of pixels")
        return report.passed ? 0 : 1
    }
}
