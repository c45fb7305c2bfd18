import BenchKit
import FrameTiming
import Foundation
import RenderStrategies
import ScrollReplay

/// `harness --strategy S --trace T`: one strategy on one trace, summary on stdout, result file.
enum RunCommand {
    static let specs = [
        OptionSpec(name: "strategy", value: "NAME", help: "render-all, tiles or window (required)"),
        OptionSpec(name: "trace", value: "TRACE", help: "trace file, or a name in Scenarios/ such as fling.json (required)"),
        OptionSpec(name: "out", value: "FILE.json", help: "result file (default results/<trace>-<strategy>.json)"),
        OptionSpec(name: "frames-csv", value: "FILE", help: "also write the frames as CSV"),
        OptionSpec(name: "chrome-trace", value: "FILE", help: "also write the frames as Chrome trace events (Perfetto)"),
        OptionSpec(name: "repeat", value: "N", help: "run the trace N times; the summary is the median (1...100; default 1)"),
        OptionSpec(name: "refresh", value: "HZ", help: "display refresh rate, 60 or 120 (default 60)"),
        OptionSpec(name: "clock", value: "CLOCK", help: "clock of the summary, cpu or wall (default cpu; both are recorded)"),
        OptionSpec(name: "dump-frames", value: "LIST", help: "frame indices to save as PNG, e.g. 0,40,90 (needs --dump-dir)"),
        OptionSpec(name: "dump-dir", value: "DIR", help: "folder for --dump-frames PNGs"),
        OptionSpec(name: "help", value: nil, help: "show this help"),
    ] + DataOptions.specs + DataOptions.strategySpecs

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try ParsedOptions(arguments, specs: specs, command: "run")
        if options.has("help") {
            print(helpText(
                usage: "harness --strategy render-all|tiles|window --trace TRACE [options]",
                about: """
                Replays TRACE through the scroll physics on a virtual display, renders every vsync's frame
                with the strategy, times it, and reports hitches (frames over the budget). Prints a summary
                and writes the result JSON (fields in results/README.md).

                STRATEGIES:
                """ + StrategyCatalog.all.map { "\n  \($0.name.padding(toLength: 12, withPad: " ", startingAt: 0))\($0.summary)" }.joined(),
                specs: specs))
            return 0
        }
        guard let strategy = try options.choice("strategy", from: StrategyCatalog.names) else {
            throw UsageError("run: --strategy is required (\(StrategyCatalog.names.joined(separator: ", ")))")
        }
        guard let traceName = options.string("trace") else {
            throw UsageError("run: --trace is required (shipped: \(TraceLocator.shippedNames().joined(separator: ", ")))")
        }
        let (spec, data) = try DataOptions.dataset(options)
        let strategyOptions = try DataOptions.strategyOptions(options, data: data)
        let (trace, tracePath) = try loadTrace(traceName, channels: data.channels)
        var configuration = RunConfiguration(
            strategyName: strategy, options: strategyOptions, trace: trace,
            traceName: TraceLocator.shortName(ofPath: tracePath), dataLabel: spec.label
        )
        configuration.refreshHz = try DataOptions.refreshHz(options)
        configuration.clock = try DataOptions.clock(options)
        configuration.repeats = try options.int("repeat", in: 1...100) ?? 1

        let frameCount = try FrameClock(refreshHz: configuration.refreshHz).frameCount(forDurationSeconds: trace.durationSeconds)
        let dumps = Set(try options.intList("dump-frames", in: 0...Int.max) ?? [])
        if let outOfRange = dumps.first(where: { $0 >= frameCount }) {
            throw UsageError("--dump-frames: frame \(outOfRange) does not exist (the trace has \(frameCount) frames)")
        }
        let dumpDirectory = options.string("dump-dir")
        guard dumps.isEmpty || dumpDirectory != nil else { throw UsageError("--dump-frames needs --dump-dir DIR") }

        Harness.warnIfDebugBuild()
        var pngs: [(String, [UInt8])] = []
        let result = try StrategyRunner.run(configuration) { index, canvas in
            guard dumps.contains(index), let dumpDirectory else { return }
            pngs.append(("\(dumpDirectory)/\(configuration.traceName)-\(strategy)-frame\(index).png", canvas.pngData()))
        }

        let out = options.string("out") ?? configuration.defaultResultPath
        try AtomicFile.write(result.report.jsonString(), to: out)
        if let csv = options.string("frames-csv") { try AtomicFile.write(result.report.csv(), to: csv) }
        if let chrome = options.string("chrome-trace") {
            try AtomicFile.write(ChromeTraceWriter.json(reports: [result.report]), to: chrome)
        }
        for (path, png) in pngs { try AtomicFile.write(png, to: path) }
        print(result.report.textSummary(), terminator: "")
        print("result -> \(out)")
        return 0
    }

    static func loadTrace(_ name: String, channels: [String]) throws -> (trace: Trace, path: String) {
        do throws(TraceLoadFailure) {
            return try TraceLocator.load(name, channels: channels)
        } catch {
            throw UsageError(error.description)
        }
    }
}
