import BenchSuite
import ChartKit
import InputFiles
import ResultFiles
import ResultText
import StrategyRun

/// `harness slowdown`: how far each strategy's commit can be slowed before it hitches, and before its longest
/// hitch grows past 1, 2, … intervals.
enum SlowdownCommand {
    static let specs =
        [
            OptionSpec(name: "trace", value: "TRACE", help: "trace to run (default fling.json)"),
            OptionSpec(name: "strategies", value: "LIST", help: "comma list (default: every strategy)"),
            OptionSpec(name: "repeat", value: "N", help: "searches per strategy; medians and ranges over them (1...20; default 3)"),
            OptionSpec(
                name: "intervals", value: "N",
                help: "also find the factors at which the longest hitch passes 1...N intervals (0...8; default 3; 0: the headroom only)"),
            OptionSpec(name: "precision", value: "P", help: "stop when a bracket's factors are within P (0.001...0.5; default 0.02: 2 %)"),
            OptionSpec(name: "out", value: "FILE.json", help: "result file (default results/slowdown-<trace>[-<settings>].json)"),
            OptionSpec(name: "help", value: nil, help: "show this help"),
        ] + DataOptions.dataSpecs + DataOptions.displaySpecs.filter { $0.name != "app-slowdown" } + DataOptions.knobSpecs
        + [DataOptions.cornerSpec]

    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        let options = try ParsedOptions(arguments, specs: specs, command: "slowdown")
        if options.has("help") {
            print(
                helpText(
                    usage: "\(Harness.program) slowdown [--trace fling.json] [--strategies A,B] [--refresh HZ] [--repeat 3] [options]",
                    about: """
                        Finds, for each strategy, the largest --app-slowdown at which it stays hitch-free on the trace
                        (its headroom: how much slower than this machine the phone's commit may be), and the largest at
                        which its longest hitch stays within 1, 2, ... refresh intervals. Each factor tried is a real
                        run with the measured commit times scaled; a bracket is bisected (geometric midpoints) until its
                        two factors are within --precision. Measured times vary from run to run, so each repeat is a
                        search of its own, and the table gives the median with the range. The whole commit of a
                        strategy is scaled, whatever kind of work it stands for (its kind is shown). Needs a clock that
                        measures time (cpu or wall). Progress goes to stderr.
                        """, specs: specs))
            return 0
        }
        let repeats = try options.int("repeat", in: 1...20) ?? 3
        var (_, settings) = try DataOptions.settings(options, repeats: repeats)
        guard settings.clock.measuresTime else {
            throw UsageError("--clock: a slowdown search needs a clock that measures time (cpu or wall), not instructions")
        }
        settings.appSlowdown = AppSlowdown()
        let strategies = try DataOptions.strategies(options, registry: context.registry)
        let (trace, path) = try RunCommand.loadTrace(
            options.string("trace") ?? "fling.json", channels: settings.options.data.channels, context: context)
        var search = SlowdownSearch(
            trace: trace, traceName: TraceLocator.shortName(ofPath: path), strategies: strategies, settings: settings)
        search.maxIntervals = try options.int("intervals", in: 0...8) ?? 3
        search.precision = try options.double("precision", in: 0.001...0.5) ?? 0.02
        var tag = ConfigurationTag(settings)
        if strategies.map(\.name) != context.registry.names {
            tag.append("only-" + strategies.map(\.name).joined(separator: "+"))
        }
        let out = options.string("out") ?? ProjectFolders.result("slowdown-\(search.traceName)\(tag.suffix).json")
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
