import BenchGate
import BenchSuite
import CommandLineOptions
import DisplayModel
import Foundation
import FrameTiming
import InputFiles
import PNGWriting
import RenderStrategies
import ResultFiles
import ResultText
import ScrollReplay
import StrategyRun
import Workspace

/// `harness --strategy S --trace T`: one strategy on one trace, summary on stdout, result file.
enum RunCommand: Command {
    static let name = "run"
    static let strategy = Option.text("strategy", "NAME", help: "the strategy to run (required; see STRATEGIES above)")
    static let trace = Option.text("trace", "TRACE", help: "trace file, or a name in Scenarios/ such as fling.json (required)")
    static let out = Option.text("out", "FILE.json", help: "result file (default results/<trace>-<strategy>[-<settings>].json)")
    static let framesCSV = Option.text("frames-csv", "FILE", help: "also write the frames as CSV")
    static let chromeTrace = Option.text("chrome-trace", "FILE", help: "also write the frames as Chrome trace events (Perfetto)")
    static let `repeat` = Option.int(
        "repeat", "N", in: 1...100, default: 1, help: "run the trace N times; the summary is the median (1...100; default 1)")
    static let dumpFrames = Option.intList(
        "dump-frames", "LIST", in: 0...Int.max, help: "vsync indices to save as PNG, e.g. 0,40,90 (needs --dump-dir)")
    static let dumpDirectory = Option.text("dump-dir", "DIR", help: "folder for --dump-frames PNGs")

    static let declarations =
        [
            strategy.declaration, trace.declaration, out.declaration, framesCSV.declaration, chromeTrace.declaration,
            `repeat`.declaration, dumpFrames.declaration, dumpDirectory.declaration, Flag.help.declaration,
        ] + DataOptions.displaySpecs + DataOptions.dataSpecs + DataOptions.knobSpecs + [DataOptions.cornerSpec]

    static var usage: String { "\(Harness.program) --strategy NAME --trace TRACE [options]" }

    static func about(_ context: CommandContext) -> String {
        let width = (context.registry.names.map(\.count).max() ?? 0) + 2
        let strategies = context.registry.entries.map {
            "\n  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary
                + ($0.defaultSnap == .none ? "" : " (rests on a \($0.defaultSnap.rawValue) unless --snap)")
        }.joined()
        return """
            Replays TRACE through the scroll physics on a virtual display and renders a frame with the strategy
            at every vsync where something changed (idle vsyncs produce no frame); times each frame and reports
            hitches (frames over the budget). Prints a summary and writes the result JSON (fields in
            results/README.md); default file names carry every setting that changes the numbers.

            STRATEGIES:
            """ + strategies
    }

    /// A strategy of the registry, a trace, and dumped frames with a folder to go to.
    static func validate(_ options: ParsedOptions, context: CommandContext) throws {
        let names = context.registry.names
        guard let name = options[Self.strategy] else { throw UsageError("run: --strategy is required (\(names.joined(separator: ", ")))") }
        guard names.contains(name) else { throw UsageError("--strategy: '\(name)' is not one of \(names.joined(separator: ", "))") }
        guard options[Self.dumpFrames] == nil || options[Self.dumpDirectory] != nil else {
            throw UsageError("--dump-frames needs --dump-dir DIR")
        }
        guard options[Self.trace] != nil else {
            throw UsageError(
                "run: --trace is required (known: \(TraceSearch.knownNames(extra: context.traceFolders).joined(separator: ", ")))")
        }
    }

    static func execute(_ options: ParsedOptions, arguments: [String], context: CommandContext) throws -> Int32 {
        let (name, traceName) = (options[Self.strategy] ?? "", options[Self.trace] ?? "")
        guard let strategy = context.registry[name] else { throw UsageError("run: no strategy '\(name)'") }
        let repeats = options[Self.`repeat`] ?? 1
        let dumps = Set(options[Self.dumpFrames] ?? [])
        let dumpDirectory = options[Self.dumpDirectory]
        let (_, settings) = try DataOptions.settings(options, repeats: repeats)
        let (trace, tracePath) = try loadTrace(traceName, channels: settings.options.data.channels, context: context)
        let configuration = RunConfiguration(
            strategy: strategy, trace: trace, traceName: TraceLocator.shortName(ofPath: tracePath), settings: settings)

        let vsyncs = try FrameClock(refreshHz: options[DataOptions.refresh] ?? 60).frameCount(forDurationSeconds: trace.durationSeconds)
        if let outOfRange = dumps.first(where: { $0 >= vsyncs }) {
            throw UsageError("--dump-frames: vsync \(outOfRange) does not exist (the trace spans vsyncs 0...\(vsyncs - 1))")
        }
        let tag = ConfigurationTag(settings)
        let out = options[Self.out] ?? ProjectFolders.result("\(configuration.traceName)-\(name)\(tag.suffix).json")
        let dumpPath = { (index: Int) in "\(dumpDirectory ?? ".")/\(configuration.traceName)-\(name)-frame\(index).png" }
        let outputs =
            [out] + [options[Self.framesCSV], options[Self.chromeTrace]].compactMap { $0 }
            + dumps.sorted().map(dumpPath)
        try DataOptions.checkOutputs(outputs, inputs: [tracePath] + DataOptions.dataInputs(options))

        if let status = try Harness.relaunchIfNeeded(settings.clock) { return status }
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
        if let csv = options[Self.framesCSV] {
            try AtomicFile.write(result.report.csv(), to: csv)
            Harness.wrote(csv, "frames CSV")
        }
        if let chrome = options[Self.chromeTrace] {
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
