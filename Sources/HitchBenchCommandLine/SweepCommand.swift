import BenchGate
import BenchSuite
import ChartKit
import CommandLineOptions
import FrameTiming
import InputFiles
import RenderStrategies
import ResultFiles
import ResultText
import ScrollReplay
import StrategyRun
import Workspace

/// `harness sweep`: frame time, hitches and memory of each strategy as the data grows.
enum SweepCommand: Command {
    static let name = "sweep"
    static let defaultDays = [30, 60, 120, 365, 1825, 3650]

    static let days = Option.intList(
        "days", "LIST", in: 1...SalesDataset.maxDays, help: "data sizes (1...36500 each; default 30,60,120,365,1825,3650)")
    static let trace = Option.text("trace", "TRACE", default: "fling.json", help: "trace to run (default fling.json)")
    static let `repeat` = Option.int("repeat", "N", in: 1...20, default: 1, help: "repeats per point; medians (1...20; default 1)")
    static let shard = Option<(index: Int, count: Int)>(
        "shard", "I/N", help: "run part I of N (sizes split by expected cost; see below)"
    ) { text throws(UsageError) in
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index) else {
            throw UsageError("--shard: '\(text)' is not I/N with 1 <= I <= N")
        }
        return (index, count)
    }
    static let out = Option.text(
        "out", "FILE.json", help: "result file (default results/sweep-<trace>[-<settings>][-part-I-of-N].json)")
    static let budget = Option<(text: String, seconds: Double)>(
        "budget", "TIME", help: "stop at this much wall time (90s, 40m, 2h), keep the sizes finished, mark the file incomplete, exit 0"
    ) { text throws(UsageError) in
        guard let seconds = SweepStop.seconds(of: text) else {
            throw UsageError("--budget: '\(text)' is not a time such as 90s, 40m or 2h (more than 0, at most a week)")
        }
        return (text, seconds)
    }

    static let declarations =
        [
            days.declaration, trace.declaration, DataOptions.strategiesOption.declaration, `repeat`.declaration,
            DataOptions.seed.declaration, shard.declaration, out.declaration, budget.declaration, Flag.help.declaration,
        ] + DataOptions.displaySpecs + DataOptions.knobSpecs + [DataOptions.cornerSpec]

    static var usage: String {
        "\(Harness.program) sweep [--days \(defaultDays.map(String.init).joined(separator: ","))] [--trace fling.json] "
            + "[--strategies A,B] [--refresh HZ] [--shard I/N] [options]"
    }

    static func about(_ context: CommandContext) -> String {
        """
        Runs each strategy on one trace for each data size and prints how median, p99 and max frame
        time, hitches and cache memory grow, naming the largest size each strategy keeps hitch-free.
        render-all at 36500 days costs about a second per frame: split such sweeps with --shard I/N
        (one part per CI job) and join the parts with '\(Harness.program) merge'. The parts are balanced
        by expected cost, not count: a render-all frame costs its days, a frame of any other strategy
        as much as 30 days, times the trace's vsyncs; sizes are dealt heaviest first to the part with
        the least so far, and a size is never split. Progress goes to stderr, within a pass every two
        seconds. Ctrl-C or SIGTERM stops after the current frame and writes the sizes finished as a
        partial result ('merge --partial' takes it), then exits 130 or 143. --budget TIME stops the same
        way once TIME has passed, but that is the plan, not a failure: the file is marked incomplete
        (its shard says which sizes it misses), the exit status is 0, and 'merge' takes it without
        --partial and says what is missing.
        """
    }

    /// Each size once, and known strategies.
    static func validate(_ options: ParsedOptions, context: CommandContext) throws {
        let days = options[Self.days] ?? defaultDays
        guard Set(days).count == days.count else { throw UsageError("--days: list each size once") }
        _ = try DataOptions.strategies(options, registry: context.registry)
    }

    static func execute(_ options: ParsedOptions, arguments: [String], context: CommandContext) throws -> Int32 {
        let days = options[Self.days] ?? defaultDays
        let strategies = try DataOptions.strategies(options, registry: context.registry)
        let repeats = options[Self.`repeat`] ?? 1
        let seed = options[DataOptions.seed] ?? DatasetSpec().seed
        let shard = options[Self.shard]
        let settings = try DataOptions.settings(options, repeats: repeats) {
            (SalesDataset.generated(days: 1), .generated(days: 1, seed: seed))
        }
        let (trace, path) = try RunCommand.loadTrace(
            options[Self.trace] ?? "fling.json", channels: SalesDataset.seedChannels, context: context)
        var sweep = Sweep(
            days: days, trace: trace, traceName: TraceLocator.shortName(ofPath: path), strategies: strategies, settings: settings)
        sweep.seed = seed
        sweep.shard = shard
        var tag = ConfigurationTag(sweepDays: days, defaultDays: defaultDays, seed: seed, settings: settings)
        if strategies.map(\.name) != context.registry.names {
            tag.append("only-" + strategies.map(\.name).joined(separator: "+"))
        }
        let out =
            options[Self.out]
            ?? ProjectFolders.result(
                "sweep-\(sweep.traceName)\(tag.suffix)" + (shard.map { "-part-\($0.index)-of-\($0.count)" } ?? "") + ".json")
        try DataOptions.checkOutputs([out], inputs: [path] + DataOptions.dataInputs(options))

        if let status = try Harness.relaunchIfNeeded(settings.clock) { return status }
        Harness.warnIfDebugBuild()
        if let shard {
            let plan = sweep.plan
            let share = Int((100 * plan.share(ofPart: shard.index)).rounded())
            let sizes = sweep.sizesToRun.map(String.init).joined(separator: ",")
            Harness.note(
                "sweep: part \(shard.index)/\(shard.count) runs \(sizes.isEmpty ? "no sizes" : "days \(sizes)") (about \(share) % of the expected cost)"
            )
        }
        let stop = SweepStop(budget: options[Self.budget])
        let result: SweepResult
        do {
            result = try sweep.run(
                progress: { line in
                    TrapReporter.setRunning("sweep \(line)")
                    Harness.note("sweep: \(line)")
                }, shouldStop: stop.shouldStop)
        } catch let interrupted as SweepInterrupted {
            let stopped = stop.stopped(interrupted, program: Harness.program)
            try AtomicFile.write(stopped.result.jsonString(), to: out)
            print(stopped.result.textTable(), terminator: "")
            Harness.note(stopped.line)
            Harness.wrote(out, stopped.what)
            return stopped.status
        }
        try AtomicFile.write(result.jsonString(), to: out)
        print(result.textTable(), terminator: "")
        Harness.wrote(out, shard == nil ? "sweep" : "sweep part")
        return 0
    }
}
