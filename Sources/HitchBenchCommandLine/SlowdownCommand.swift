import BenchSuite
import ChartKit
import CommandLineOptions
import InputFiles
import ResultFiles
import ResultText
import StrategyRun
import Workspace

/// `harness slowdown`: how far each strategy's commit can be slowed before it hitches, and before its longest
/// hitch grows past 1, 2, … intervals.
enum SlowdownCommand: Command {
    static let name = "slowdown"
    static let trace = Option.text("trace", "TRACE", default: "fling.json", help: "trace to run (default fling.json)")
    static let `repeat` = Option.int(
        "repeat", "N", in: 1...20, default: 3, help: "searches per strategy; medians and ranges over them (1...20; default 3)")
    static let intervals = Option.int(
        "intervals", "N", in: 0...8, default: 3,
        help: "also find the factors at which the longest hitch passes 1...N intervals (0...8; default 3; 0: the headroom only)")
    static let precision = Option.number(
        "precision", "P", in: 0.001...0.5, default: 0.02,
        help: "stop when a bracket's factors are within P (0.001...0.5; default 0.02: 2 %)")
    static let out = Option.text("out", "FILE.json", help: "result file (default results/slowdown-<trace>[-<settings>].json)")

    static let declarations =
        [
            trace.declaration, DataOptions.strategiesOption.declaration, `repeat`.declaration, intervals.declaration,
            precision.declaration, out.declaration, Flag.help.declaration,
        ] + DataOptions.dataSpecs + DataOptions.displaySpecs.filter { $0.name != DataOptions.appSlowdown.name } + DataOptions.knobSpecs
        + [DataOptions.cornerSpec]

    static var usage: String {
        "\(Harness.program) slowdown [--trace fling.json] [--strategies A,B] [--refresh HZ] [--repeat 3] [options]"
    }

    static func about(_ context: CommandContext) -> String {
        """
        Finds, for each strategy, the largest --app-slowdown at which it stays hitch-free on the trace
        (its headroom: how much slower than this machine the phone's commit may be), and the largest at
        which its longest hitch stays within 1, 2, ... refresh intervals. Each factor tried is a real
        run with the measured commit times scaled; a bracket is bisected (geometric midpoints) until its
        two factors are within --precision. Measured times vary from run to run, so each repeat is a
        search of its own, and the table gives the median with the range. The whole commit of a
        strategy is scaled, whatever kind of work it stands for (its kind is shown). Needs a clock that
        measures time (cpu or wall). Progress goes to stderr.
        """
    }

    /// A clock that measures time, and known strategies.
    static func validate(_ options: ParsedOptions, context: CommandContext) throws {
        guard (options[DataOptions.clock] ?? .cpu).measuresTime else {
            throw UsageError("--clock: a slowdown search needs a clock that measures time (cpu or wall), not instructions")
        }
        _ = try DataOptions.strategies(options, registry: context.registry)
    }

    static func execute(_ options: ParsedOptions, arguments: [String], context: CommandContext) throws -> Int32 {
        let repeats = options[Self.`repeat`] ?? 3
        var (_, settings) = try DataOptions.settings(options, repeats: repeats)
        settings.appSlowdown = AppSlowdown()
        let strategies = try DataOptions.strategies(options, registry: context.registry)
        let (trace, path) = try RunCommand.loadTrace(
            options[Self.trace] ?? "fling.json", channels: settings.options.data.channels, context: context)
        var search = SlowdownSearch(
            trace: trace, traceName: TraceLocator.shortName(ofPath: path), strategies: strategies, settings: settings)
        search.maxIntervals = options[Self.intervals] ?? 3
        search.precision = options[Self.precision] ?? 0.02
        var tag = ConfigurationTag(settings)
        if strategies.map(\.name) != context.registry.names {
            tag.append("only-" + strategies.map(\.name).joined(separator: "+"))
        }
        let out = options[Self.out] ?? ProjectFolders.result("slowdown-\(search.traceName)\(tag.suffix).json")
        try DataOptions.checkOutputs([out], inputs: [path] + DataOptions.dataInputs(options))
        Harness.warnIfDebugBuild()
        if #available(macOS 15.0, *) { InterruptSignals.install() }
        let result = try search.run(
            progress: { line in
                TrapReporter.setRunning("slowdown \(line)")
                Harness.note("slowdown: \(line)")
            },
            shouldStop: {
                guard #available(macOS 15.0, *) else { return false }
                return InterruptSignals.received != nil
            })
        try AtomicFile.write(result.jsonString(toolVersion: HitchBenchVersion.tool), to: out)
        print(result.textTable(), terminator: "")
        Harness.wrote(out, "slowdown search")
        return 0
    }
}
