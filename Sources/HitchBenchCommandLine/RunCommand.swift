import BenchGate
import BenchSuite
import DisplayModel
import Foundation
import FrameTiming
import InputFiles
import RenderStrategies
import ResultFiles
import ResultText
import ScrollReplay
import StrategyRun

/// `harness --strategy S --trace T`: one strategy on one trace, summary on stdout, result file.
enum RunCommand {
    static let specs =
        [
            OptionSpec(name: "strategy", value: "NAME", help: "the strategy to run (required; see STRATEGIES above)"),
            OptionSpec(name: "trace", value: "TRACE", help: "trace file, or a name in Scenarios/ such as fling.json (required)"),
            OptionSpec(name: "out", value: "FILE.json", help: "result file (default results/<trace>-<strategy>[-<settings>].json)"),
            OptionSpec(name: "frames-csv", value: "FILE", help: "also write the frames as CSV"),
            OptionSpec(name: "chrome-trace", value: "FILE", help: "also write the frames as Chrome trace events (Perfetto)"),
            OptionSpec(name: "repeat", value: "N", help: "run the trace N times; the summary is the median (1...100; default 1)"),
            OptionSpec(name: "dump-frames", value: "LIST", help: "vsync indices to save as PNG, e.g. 0,40,90 (needs --dump-dir)"),
            OptionSpec(name: "dump-dir", value: "DIR", help: "folder for --dump-frames PNGs"),
            OptionSpec(name: "help", value: nil, help: "show this help"),
        ] + DataOptions.displaySpecs + DataOptions.dataSpecs + DataOptions.knobSpecs + [DataOptions.cornerSpec]

    static func help(_ context: CommandContext) -> String {
        let width = (context.registry.names.map(\.count).max() ?? 0) + 2
        let strategies = context.registry.entries.map {
            "\n  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary
                + ($0.defaultSnap == .none ? "" : " (rests on a \($0.defaultSnap.rawValue) unless --snap)")
        }.joined()
        return helpText(
            usage: "\(Harness.program) --strategy NAME --trace TRACE [options]",
            about: """
                Replays TRACE through the scroll physics on a virtual display and renders a frame with the strategy
                at every vsync where something changed (idle vsyncs produce no frame); times each frame and reports
                hitches (frames over the budget). Prints a summary and writes the result JSON (fields in
                results/README.md); default file names carry every setting that changes the numbers.

                STRATEGIES:
                """ + strategies,
            specs: specs)
    }

    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        let options = try ParsedOptions(arguments, specs: specs, command: "run")
        if options.has("help") {
            print(help(context))
            return 0
        }
        let names = context.registry.names
        guard let name = try options.choice("strategy", from: names), let strategy = context.registry[name] else {
            throw UsageError("run: --strategy is required (\(names.joined(separator: ", ")))")
        }
        // Checked here so that a bad display option is named before a missing trace.
        let refreshHz = try DataOptions.refreshHz(options)
        let clock = try DataOptions.clock(options)
        _ = try (DataOptions.snap(options), DataOptions.settle(options))
        let repeats = try options.int("repeat", in: 1...100) ?? 1
        let dumps = Set(try options.intList("dump-frames", in: 0...Int.max) ?? [])
        let dumpDirectory = options.string("dump-dir")
        guard dumps.isEmpty || dumpDirectory != nil else { throw UsageError("--dump-frames needs --dump-dir DIR") }
        guard let traceName = options.string("trace") else {
            throw UsageError(
                "run: --trace is required (known: \(TraceSearch.knownNames(extra: context.traceFolders).joined(separator: ", ")))")
        }
        let (_, settings) = try DataOptions.settings(options, repeats: repeats)
        let (trace, tracePath) = try loadTrace(traceName, channels: settings.options.data.channels, context: context)
        let configuration = RunConfiguration(
            strategy: strategy, trace: trace, traceName: TraceLocator.shortName(ofPath: tracePath), settings: settings)

        let vsyncs = try FrameClock(refreshHz: refreshHz).frameCount(forDurationSeconds: trace.durationSeconds)
        if let outOfRange = dumps.first(where: { $0 >= vsyncs }) {
            throw UsageError("--dump-frames: vsync \(outOfRange) does not exist (the trace spans vsyncs 0...\(vsyncs - 1))")
        }
        let tag = ConfigurationTag(settings)
        let out = options.string("out") ?? ProjectFolders.result("\(configuration.traceName)-\(name)\(tag.suffix).json")
        let dumpPath = { (index: Int) in "\(dumpDirectory ?? ".")/\(configuration.traceName)-\(name)-frame\(index).png" }
        let outputs =
            [out] + [options.string("frames-csv"), options.string("chrome-trace")].compactMap { $0 }
            + dumps.sorted().map(dumpPath)
        try DataOptions.checkOutputs(outputs, inputs: [tracePath] + DataOptions.dataInputs(options))

        if let status = try InstructionClockLaunch.relaunchIfNeeded(clock) { return status }
        Harness.warnIfDebugBuild()
        TrapReporter.setRunning("\(configuration.traceName) · \(name)")
        var pngs: [(String, [UInt8])] = []
        let result = try StrategyRunner.run(configuration) { shown in
            guard dumps.contains(shown.vsync) else { return }
            pngs.append((dumpPath(shown.vsync), shown.canvas.pngData()))
        }

        try AtomicFile.write(result.report.jsonString(toolVersion: HitchBenchVersion.tool), to: out)
        print(result.report.textSummary(toolVersion: HitchBenchVersion.tool), terminator: "")
        Harness.wrote(out, "result")
        if let csv = options.string("frames-csv") {
            try AtomicFile.write(result.report.csv(), to: csv)
            Harness.wrote(csv, "frames CSV")
        }
        if let chrome = options.string("chrome-trace") {
            try AtomicFile.write(ChromeTraceWriter.json(reports: [result.report]), to: chrome)
            Harness.wrote(chrome, "Chrome trace")
        }
        for (path, png) in pngs {
            try AtomicFile.write(png, to: path)
            Harness.wrote(path, "frame")
        }
        return 0
    }

    static func loadTrace(_ name: String, channels: [String], context: CommandContext) throws -> (trace: Trace, path: String) {
        do throws(TraceLoadFailure) {
            return try TraceSearch.load(name, channels: channels, extra: context.traceFolders)
        } catch {
            throw UsageError(error.description)
        }
    }
}
