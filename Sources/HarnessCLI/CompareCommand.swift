import BenchKit
import FrameTiming
import RenderStrategies
import ScrollReplay

/// `harness compare`: strategies side by side on the same traces, optionally gated on a baseline.
enum CompareCommand {
    static let specs = [
        OptionSpec(name: "trace", value: "TRACE", help: "a trace to run (repeatable as a comma list: fling,scrub)"),
        OptionSpec(name: "all", value: nil, help: "run every shipped scenario in Scenarios/"),
        OptionSpec(name: "strategies", value: "LIST", help: "comma list (default render-all,tiles,window)"),
        OptionSpec(name: "repeat", value: "N", help: "repeats, interleaved A B C A B C (1...100; default 3)"),
        OptionSpec(name: "refresh", value: "HZ", help: "60 or 120 (default 60)"),
        OptionSpec(name: "clock", value: "CLOCK", help: "cpu or wall (default cpu)"),
        OptionSpec(name: "format", value: "FORMAT", help: "table, markdown, json or csv (default table)"),
        OptionSpec(name: "out-dir", value: "DIR", help: "where compare-<trace>.json files go (default results)"),
        OptionSpec(name: "chrome-trace", value: "FILE", help: "also write every run as Chrome trace events"),
        OptionSpec(name: "baseline", value: "FILE", help: "baseline for --check / --write-baseline"),
        OptionSpec(name: "check", value: nil, help: "exit 1 naming each regression against --baseline"),
        OptionSpec(name: "write-baseline", value: nil, help: "record this run as the new --baseline"),
        OptionSpec(name: "help", value: nil, help: "show this help"),
    ] + DataOptions.specs + DataOptions.strategySpecs

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try ParsedOptions(arguments, specs: specs, command: "compare")
        if options.has("help") {
            print(helpText(
                usage: "harness compare [--trace T[,T...] | --all] [--strategies render-all,tiles,window] [options]",
                about: """
                Runs the strategies on the same traces in one process, interleaved per repeat so they share
                the machine's noise; prints a table per trace and writes results/compare-<trace>.json. With
                --baseline FILE --check, exits 1 and names each regression (work counters exactly, time only
                as ratios to render-all measured in this run); --write-baseline records this run instead.
                """, specs: specs))
            return 0
        }
        guard options.has("trace") != options.has("all") else { throw UsageError("compare: give --trace T or --all (one of them)") }
        guard !(options.has("check") && options.has("write-baseline")) else { throw UsageError("compare: --check and --write-baseline exclude each other") }
        let baselinePath = options.string("baseline")
        if (options.has("check") || options.has("write-baseline")) && baselinePath == nil {
            throw UsageError("compare: --check and --write-baseline need --baseline FILE")
        }
        let strategies = try DataOptions.strategies(options)
        let format = ComparisonFormat(rawValue: try options.choice("format", from: ComparisonFormat.allCases.map(\.rawValue)) ?? "table") ?? .table

        let (spec, data) = try DataOptions.dataset(options)
        let traceNames = options.has("all") ? TraceLocator.shippedNames() : (options.string("trace") ?? "").split(separator: ",").map(String.init)
        guard !traceNames.isEmpty else { throw UsageError("compare: no traces to run") }
        let traces = try traceNames.map { name -> (name: String, trace: Trace) in
            let (trace, path) = try RunCommand.loadTrace(name, channels: data.channels)
            return (TraceLocator.shortName(ofPath: path), trace)
        }
        var comparison = Comparison(traces: traces, strategies: strategies, options: try DataOptions.strategyOptions(options, data: data), dataLabel: spec.label)
        comparison.repeats = try options.int("repeat", in: 1...100) ?? 3
        comparison.refreshHz = try DataOptions.refreshHz(options)
        comparison.clock = try DataOptions.clock(options)
        let baseline = try options.has("check") ? loadBaseline(baselinePath) : nil

        Harness.warnIfDebugBuild()
        let context = ComparisonContext(
            days: data.dayCount, refreshHz: comparison.refreshHz, clock: comparison.clock, repeats: comparison.repeats,
            command: "swift run -c release harness compare " + arguments.joined(separator: " ")
        )
        let results = try comparison.run { Harness.note("compare: \($0)") }

        let outDirectory = options.string("out-dir") ?? "results"
        for result in results {
            try AtomicFile.write(ComparisonDocument.json(result, context: context), to: outDirectory + "/compare-\(result.traceName).json")
        }
        if let chrome = options.string("chrome-trace") {
            try AtomicFile.write(ChromeTraceWriter.json(reports: results.flatMap { $0.results.map(\.report) }), to: chrome)
        }
        print(format.render(results, context: context), terminator: "")

        if options.has("write-baseline"), let baselinePath {
            var fresh = Baseline(comparisons: results, context: context)
            if let previous = try? Baseline.load(path: baselinePath) {
                fresh.counterTolerance = previous.counterTolerance
                fresh.timeRatioTolerance = previous.timeRatioTolerance
            }
            try AtomicFile.write(fresh.jsonString(), to: baselinePath)
            Harness.note("compare: baseline written to \(baselinePath)")
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

    private static func loadBaseline(_ path: String?) throws -> Baseline {
        do throws(BaselineError) {
            return try Baseline.load(path: path ?? "")
        } catch {
            throw UsageError(error.description)
        }
    }
}
