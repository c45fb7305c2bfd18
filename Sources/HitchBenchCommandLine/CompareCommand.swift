import BenchKit
import FrameTiming
import Foundation
import RenderStrategies
import ScrollReplay

/// `harness compare`: strategies side by side on the same traces, optionally gated on a baseline.
enum CompareCommand {
    static let specs = [
        OptionSpec(name: "trace", value: "T[,T...]", help: "a trace, or a comma list of traces (fling.json,scrub.json)"),
        OptionSpec(name: "all", value: nil, help: "run every trace in Scenarios/ (and in --scenarios DIR)"),
        OptionSpec(name: "scenarios", value: "DIR", help: "with --all, also run the traces in this folder"),
        OptionSpec(name: "strategies", value: "LIST", help: "comma list (default: every strategy, render-all first)"),
        OptionSpec(name: "repeat", value: "N", help: "repeats, interleaved A B C A B C (1...100; default 3)"),
        OptionSpec(name: "format", value: "FORMAT", help: "table, markdown, json or csv (default table)"),
        OptionSpec(name: "out-dir", value: "DIR", help: "where compare-<trace>[-<settings>].json files go (default results)"),
        OptionSpec(name: "chrome-trace", value: "FILE", help: "also write every run as Chrome trace events"),
        OptionSpec(name: "baseline", value: "FILE", help: "baseline for --check / --write-baseline"),
        OptionSpec(name: "check", value: nil, help: "exit 1 naming each regression against --baseline"),
        OptionSpec(name: "write-baseline", value: nil, help: "record this run as the new --baseline"),
        OptionSpec(name: "help", value: nil, help: "show this help"),
    ] + DataOptions.displaySpecs + DataOptions.dataSpecs + DataOptions.knobSpecs + [DataOptions.cornerSpec]

    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        let options = try ParsedOptions(arguments, specs: specs, command: "compare")
        if options.has("help") {
            print(helpText(
                usage: "\(Harness.program) compare (--trace T[,T...] | --all [--scenarios DIR]) [--strategies A,B,...] [options]",
                about: """
                Runs the strategies on the same traces in one process, interleaved per repeat so they share the
                machine's noise; prints a table per trace and writes results/compare-<trace>.json (file names
                carry every setting that changes the numbers, e.g. compare-fling-365d-120hz.json). With
                --baseline FILE --check, exits 1 and names each regression (work counters exactly, time only as
                ratios to render-all measured in this run); --write-baseline records this run instead.
                Strategies: \(context.registry.names.joined(separator: ", ")).
                """, specs: specs))
            return 0
        }
        // Every value is checked before anything is loaded or run, so a bad number is named as such.
        let strategies = try DataOptions.strategies(options, registry: context.registry)
        let repeats = try options.int("repeat", in: 1...100) ?? 3
        let refreshHz = try DataOptions.refreshHz(options)
        let clock = try DataOptions.clock(options)
        let snap = try DataOptions.snap(options)
        let format = ComparisonFormat(rawValue: try options.choice("format", from: ComparisonFormat.allCases.map(\.rawValue)) ?? "table") ?? .table
        let (spec, data) = try DataOptions.dataset(options)
        let strategyOptions = try DataOptions.strategyOptions(options, data: data)
        guard options.has("trace") != options.has("all") else { throw UsageError("compare: give --trace T or --all (one of them)") }
        guard !options.has("scenarios") || options.has("all") else { throw UsageError("compare: --scenarios DIR goes with --all") }
        guard !(options.has("check") && options.has("write-baseline")) else { throw UsageError("compare: --check and --write-baseline exclude each other") }
        let baselinePath = options.string("baseline")
        if (options.has("check") || options.has("write-baseline")) && baselinePath == nil {
            throw UsageError("compare: --check and --write-baseline need --baseline FILE")
        }

        let traces = try loadTraces(options, context: context, channels: data.channels)
        var comparison = Comparison(traces: traces, strategies: strategies, options: strategyOptions, dataLabel: spec.label)
        comparison.repeats = repeats
        comparison.refreshHz = refreshHz
        comparison.clock = clock
        comparison.snap = snap
        let baseline = try options.has("check") ? loadBaseline(baselinePath) : nil

        var tag = ConfigurationTag(data: spec, dataset: data, refreshHz: refreshHz, clock: clock, options: strategyOptions, snap: snap)
        if strategies.map(\.name) != context.registry.names {
            tag.append("only-" + strategies.map(\.name).joined(separator: "+"))
        }
        let outDirectory = options.string("out-dir") ?? ProjectFolders.results
        let resultPath = { (trace: String) in outDirectory + "/compare-\(trace)\(tag.suffix).json" }
        var outputs = traces.map { resultPath($0.name) } + [options.string("chrome-trace")].compactMap { $0 }
        if options.has("write-baseline"), let baselinePath { outputs.append(baselinePath) }
        try DataOptions.checkOutputs(outputs)

        Harness.warnIfDebugBuild()
        let context = ComparisonContext(
            days: data.dayCount, refreshHz: refreshHz, clock: clock, repeats: repeats,
            command: Invocation.current().command(["compare"] + arguments)
        )
        let results = try comparison.run { line in
            TrapReporter.setRunning(line)
            Harness.note("compare: \(line)")
        }
        print(format.render(results, context: context), terminator: "")
        let machineOutput = format == .csv || format == .json
        for result in results {
            let path = resultPath(result.traceName)
            try AtomicFile.write(ComparisonDocument.json(result, context: context), to: path)
            Harness.wrote(path, "comparison", toStandardError: machineOutput)
        }
        if let chrome = options.string("chrome-trace") {
            try AtomicFile.write(ChromeTraceWriter.json(reports: results.flatMap { $0.results.map(\.report) }), to: chrome)
            Harness.wrote(chrome, "Chrome trace", toStandardError: machineOutput)
        }
        if options.has("write-baseline"), let baselinePath {
            var fresh = Baseline(comparisons: results, context: context)
            if let previous = try? Baseline.load(path: baselinePath) {
                fresh.counterTolerance = previous.counterTolerance
                fresh.timeRatioTolerance = previous.timeRatioTolerance
            }
            try AtomicFile.write(fresh.jsonString(), to: baselinePath)
            Harness.wrote(baselinePath, "baseline", toStandardError: machineOutput)
        }
        if let baseline {
            let regressions = baseline.regressions(in: results, context: context)
            guard regressions.isEmpty else {
                for line in regressions { Harness.note("regression: \(line)") }
                Harness.note("compare: \(regressions.count) regression\(regressions.count == 1 ? "" : "s") against \(baselinePath ?? "")")
                return 1
            }
            Harness.note("compare: no regressions against \(baselinePath ?? "")")
        }
        return 0
    }

    /// `--trace a,b` as given, or with `--all` every trace of the scenarios folder, the executable's own
    /// folder and `--scenarios DIR`, each short name once.
    private static func loadTraces(_ options: ParsedOptions, context: CommandContext,
                                   channels: [String]) throws -> [(name: String, trace: Trace)] {
        var paths: [String] = []
        if options.has("all") {
            var folders = context.traceFolders
            if let extra = options.string("scenarios") {
                do throws(TraceLoadFailure) {
                    _ = try TraceLocator.traceFiles(in: extra)
                } catch {
                    throw UsageError(error.description)
                }
                folders.append(extra)
            }
            paths = TraceLocator.allTraceFiles(extra: folders)
        } else {
            paths = (options.string("trace") ?? "").split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        guard !paths.isEmpty else { throw UsageError("compare: no traces to run") }
        var traces: [(name: String, trace: Trace)] = []
        for name in paths {
            let (trace, path) = try RunCommand.loadTrace(name, channels: channels, context: context)
            let short = TraceLocator.shortName(ofPath: path)
            guard !traces.contains(where: { $0.name == short }) else {
                if options.has("all") { continue }
                throw UsageError("compare: trace '\(short)' is named twice")
            }
            traces.append((short, trace))
        }
        return traces
    }

    private static func loadBaseline(_ path: String?) throws -> Baseline {
        do throws(BaselineError) {
            return try Baseline.load(path: path ?? "")
        } catch {
            throw UsageError(error.description)
        }
    }
}
