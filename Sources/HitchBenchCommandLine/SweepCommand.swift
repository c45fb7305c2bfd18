import BenchKit
import ChartKit
import FrameTiming
import RenderStrategies
import ScrollReplay

/// `harness sweep`: frame time, hitches and memory of each strategy as the data grows.
enum SweepCommand {
    static let defaultDays = [30, 60, 120, 365, 1825, 3650]

    static let specs = [
        OptionSpec(name: "days", value: "LIST", help: "data sizes (1...36500 each; default 30,60,120,365,1825,3650)"),
        OptionSpec(name: "trace", value: "TRACE", help: "trace to run (default fling.json)"),
        OptionSpec(name: "strategies", value: "LIST", help: "comma list (default: every strategy)"),
        OptionSpec(name: "repeat", value: "N", help: "repeats per point; medians (1...20; default 1)"),
        OptionSpec(name: "seed", value: "S", help: "seed of the generated values (default 1)"),
        OptionSpec(name: "shard", value: "I/N", help: "run part I of N (data sizes whose index mod N is I-1)"),
        OptionSpec(name: "out", value: "FILE.json", help: "result file (default results/sweep-<trace>[-<settings>][-part-I-of-N].json)"),
        OptionSpec(name: "help", value: nil, help: "show this help"),
    ] + DataOptions.displaySpecs + DataOptions.knobSpecs + [DataOptions.cornerSpec]

    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        let options = try ParsedOptions(arguments, specs: specs, command: "sweep")
        if options.has("help") {
            print(helpText(
                usage: "\(Harness.program) sweep [--days 30,60,120,365,1825,3650,36500] [--trace fling.json] [--strategies A,B] "
                    + "[--refresh 60|120] [--shard I/N] [options]",
                about: """
                Runs each strategy on one trace for each data size and prints how median, p99 and max frame
                time, hitches and cache memory grow, naming the largest size each strategy keeps hitch-free.
                render-all at 36500 days costs about a second per frame: split such sweeps with --shard I/N
                and join the parts with '\(Harness.program) merge'.
                """, specs: specs))
            return 0
        }
        let days = try options.intList("days", in: 1...SalesDataset.maxDays) ?? defaultDays
        guard Set(days).count == days.count else { throw UsageError("--days: list each size once") }
        let strategies = try DataOptions.strategies(options, registry: context.registry)
        let refreshHz = try DataOptions.refreshHz(options)
        let clock = try DataOptions.clock(options)
        let snap = try DataOptions.snap(options)
        let settle = try DataOptions.settle(options)
        let repeats = try options.int("repeat", in: 1...20) ?? 1
        let seed = try DataOptions.seed(options) ?? DatasetSpec().seed
        var shard: (index: Int, count: Int)?
        if let text = options.string("shard") {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index) else {
                throw UsageError("--shard: '\(text)' is not I/N with 1 <= I <= N")
            }
            shard = (index, count)
        }
        let template = try DataOptions.strategyOptions(options, data: SalesDataset.generated(days: 1))
        let (trace, path) = try RunCommand.loadTrace(options.string("trace") ?? "fling.json", channels: SalesDataset.seedChannels, context: context)
        var sweep = Sweep(days: days, trace: trace, traceName: TraceLocator.shortName(ofPath: path), strategies: strategies,
                          template: template)
        sweep.refreshHz = refreshHz
        sweep.clock = clock
        sweep.repeats = repeats
        sweep.seed = seed
        sweep.snap = snap
        sweep.settle = settle
        sweep.shard = shard
        var tag = ConfigurationTag(sweepDays: days, defaultDays: defaultDays, seed: seed, refreshHz: refreshHz, clock: clock,
                                   options: template, snap: snap, settle: settle)
        if strategies.map(\.name) != context.registry.names {
            tag.append("only-" + strategies.map(\.name).joined(separator: "+"))
        }
        let out = options.string("out") ?? ProjectFolders.result(
            "sweep-\(sweep.traceName)\(tag.suffix)" + (shard.map { "-part-\($0.index)-of-\($0.count)" } ?? "") + ".json")
        try DataOptions.checkOutputs([out])

        if let status = try InstructionClockLaunch.relaunchIfNeeded(clock) { return status }
        Harness.warnIfDebugBuild()
        let result = try sweep.run { line in
            TrapReporter.setRunning("sweep \(line)")
            Harness.note("sweep: \(line)")
        }
        try AtomicFile.write(result.jsonString(), to: out)
        print(result.textTable(), terminator: "")
        Harness.wrote(out, shard == nil ? "sweep" : "sweep part")
        return 0
    }
}
