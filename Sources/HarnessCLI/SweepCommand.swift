import BenchKit
import ChartKit
import FrameTiming
import RenderStrategies
import ScrollReplay

/// `harness sweep`: frame time, hitches and memory of each strategy as the data grows.
enum SweepCommand {
    static let specs = [
        OptionSpec(name: "days", value: "LIST", help: "data sizes (default 30,60,120,365,1825,3650)"),
        OptionSpec(name: "trace", value: "TRACE", help: "trace to run (default fling.json)"),
        OptionSpec(name: "strategies", value: "LIST", help: "comma list (default render-all,tiles,window)"),
        OptionSpec(name: "refresh", value: "HZ", help: "60 or 120 (default 60)"),
        OptionSpec(name: "clock", value: "CLOCK", help: "cpu or wall (default cpu)"),
        OptionSpec(name: "repeat", value: "N", help: "repeats per point; medians (1...20; default 1)"),
        OptionSpec(name: "seed", value: "S", help: "seed of the generated values (default 1)"),
        OptionSpec(name: "shard", value: "I/N", help: "run part I of N (data sizes whose index mod N is I-1)"),
        OptionSpec(name: "out", value: "FILE.json", help: "result file (default results/sweep-<trace>.json, or -part-I-of-N)"),
        OptionSpec(name: "help", value: nil, help: "show this help"),
    ] + DataOptions.strategySpecs

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try ParsedOptions(arguments, specs: specs, command: "sweep")
        if options.has("help") {
            print(helpText(
                usage: "harness sweep [--days 30,60,120,365,1825,3650,36500] [--trace fling.json] [--refresh 60|120] [options]",
                about: """
                Runs each strategy on one trace for each data size and prints how median, p99 and max frame
                time, hitches and cache memory grow, naming the largest size each strategy keeps hitch-free.
                render-all at 36500 days costs about a second per frame: split such sweeps with --shard I/N
                and join the parts with 'harness merge'.
                """, specs: specs))
            return 0
        }
        let days = try options.intList("days", in: 1...36_500) ?? [30, 60, 120, 365, 1825, 3650]
        guard Set(days).count == days.count else { throw UsageError("--days: list each size once") }
        let strategies = try DataOptions.strategies(options)
        let (trace, path) = try RunCommand.loadTrace(options.string("trace") ?? "fling.json", channels: SalesDataset.seedChannels)
        let template = try DataOptions.strategyOptions(options, data: SalesDataset.generated(days: 1))
        var sweep = Sweep(days: days, trace: trace, traceName: TraceLocator.shortName(ofPath: path), strategies: strategies, template: template)
        sweep.refreshHz = try DataOptions.refreshHz(options)
        sweep.clock = try DataOptions.clock(options)
        sweep.repeats = try options.int("repeat", in: 1...20) ?? 1
        if let seed = options.string("seed") {
            guard let value = UInt64(seed) else { throw UsageError("--seed: '\(seed)' is not a whole number in 0...\(UInt64.max)") }
            sweep.seed = value
        }
        if let text = options.string("shard") {
            let parts = text.split(separator: "/").map { Int($0) }
            guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index) else {
                throw UsageError("--shard: '\(text)' is not I/N with 1 <= I <= N")
            }
            sweep.shard = (index, count)
        }
        let out = options.string("out") ?? "results/sweep-\(sweep.traceName)" + (sweep.shard.map { "-part-\($0.index)-of-\($0.count)" } ?? "") + ".json"

        Harness.warnIfDebugBuild()
        let result = try sweep.run { Harness.note("sweep: \($0)") }
        try AtomicFile.write(result.jsonString(), to: out)
        print(result.textTable(), terminator: "")
        print("result -> \(out)")
        return 0
    }
}
