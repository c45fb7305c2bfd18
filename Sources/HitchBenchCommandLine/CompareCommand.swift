import BenchGate
import BenchSuite
import CallgrindProfiles
import DeviceImport
import Foundation
import FrameTiming
import InputFiles
import RenderStrategies
import ResultFiles
import ResultText
import ScrollReplay
import StrategyRun

/// `harness compare`: strategies side by side on the same traces, optionally gated on a baseline.
enum CompareCommand {
    static let specs =
        [
            OptionSpec(name: "trace", value: "T[,T...]", help: "a trace, or a comma list of traces (fling.json,scrub.json)"),
            OptionSpec(
                name: "all", value: nil,
                help:
                    "run every trace: the project's Scenarios/ (the nearest folder with a Package.swift), --scenarios DIR, and the shipped traces (fling, scrub, ...; outside this repository too), one of each name"
            ),
            OptionSpec(name: "scenarios", value: "DIR", help: "with --all, also run the traces in this folder"),
            OptionSpec(name: "strategies", value: "LIST", help: "comma list (default: every strategy, render-all first)"),
            OptionSpec(
                name: "repeat", value: "N",
                help:
                    "repeats, interleaved A B C A B C (1...100; default 3, with --against 10, or 1 on --clock instructions, whose counts repeat exactly)"
            ),
            OptionSpec(
                name: "device", value: "FILE[,FILE...]",
                help: "device runs (harness import) beside the strategies; runs of one label are its repeats; alone, without --trace"),
            OptionSpec(name: "format", value: "FORMAT", help: "table, markdown, json or csv (default table)"),
            OptionSpec(name: "out-dir", value: "DIR", help: "where compare-<trace>[-<settings>].json files go (default results)"),
            OptionSpec(name: "chrome-trace", value: "FILE", help: "also write every run as Chrome trace events"),
            OptionSpec(name: "baseline", value: "FILE", help: "baseline for --check / --write-baseline"),
            OptionSpec(
                name: "check", value: nil,
                help:
                    "exit 1 naming each regression against --baseline: counters exactly, instructions within the baseline's tolerance (+1 % by default; the functions they went to named), time ratios within theirs (+30 %); refused if the settings differ"
            ),
            OptionSpec(name: "allow-missing", value: nil, help: "with --check, pass although baseline entries were not run"),
            OptionSpec(name: "write-baseline", value: nil, help: "record this run as the new --baseline"),
            OptionSpec(
                name: "replace", value: nil,
                help: "with --write-baseline, replace a baseline holding traces or strategies this run leaves out"),
            OptionSpec(
                name: "accept-other-cpu", value: nil,
                help: "with --check on a time clock, judge against a baseline recorded on another CPU model or build anyway"),
            OptionSpec(
                name: "profile", value: "DIR",
                help:
                    "on --clock instructions, keep each entry's Callgrind profile in DIR (with --against, which keeps both sides' anyway to name the functions behind a change: DIR/base, DIR/head)"
            ),
            OptionSpec(name: "help", value: nil, help: "show this help"),
        ] + CompareAgainst.specs + DataOptions.displaySpecs + DataOptions.dataSpecs + DataOptions.knobSpecs + [DataOptions.cornerSpec]

    /// Runs the command; a gate (`--check`, `--against`) refused with `--format markdown` or `json` also prints
    /// the refusal as its verdict on stdout, so a job summary shows why rather than nothing.
    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        do {
            return try runRefusable(arguments, context: context)
        } catch let error as UsageError {
            if let format = GateRefusal.format(of: arguments) {
                print(GateRefusal.render(error.description, format: format), terminator: "")
            }
            throw error
        }
    }

    private static func runRefusable(_ arguments: [String], context: CommandContext) throws -> Int32 {
        let options = try ParsedOptions(arguments, specs: specs, command: "compare")
        if options.has("help") {
            print(
                helpText(
                    usage: "\(Harness.program) compare (--trace T[,T...] | --all [--scenarios DIR]) [--strategies A,B,...] [options]",
                    about: """
                        Runs the strategies on the same traces in one process, interleaved per repeat so they share the
                        machine's noise; prints a table per trace (time ratios to render-all per frame and in total, each the
                        median over repeats with the repeats' [smallest–largest]) and writes results/compare-<trace>.json
                        (file names carry every setting that changes the numbers, e.g. compare-fling-365d-120hz.json).
                        With --baseline FILE --check: refuses (exit 2) settings other than the baseline's before running,
                        then exits 1 naming each regression (frames, work counters and effects exactly; the p50 frame time
                        ratio to render-all when the lowest repeat grew past the tolerance) and each baseline entry not run
                        (unless --allow-missing); the verdict is also part of --format json and markdown. --write-baseline
                        records this run instead. --device FILE,... adds device runs (measured on a phone and written by
                        'harness import') as a table of their own and the JSON's devices; the gate checks each device's
                        hitch time ratio and longest hitch, judged by the lowest of its runs, and says that device runs are
                        noisy. Without --trace or --all, only the devices are shown and checked. With --against REV: builds
                        REV of the package in .build/against/, runs it (base) and this harness (head) on the same traces,
                        one trace per process, interleaved, and judges head: counters exactly, instructions within 1 %,
                        time as paired p50 ratios with signed-rank bounds (docs/CIGate.md); exit 1 on a regression, 2 on a
                        refusal. Status lines go to stderr; stdout holds only the tables.
                        Strategies: \(context.registry.names.joined(separator: ", ")).
                        """, specs: specs))
            return 0
        }
        // Every value is checked before anything is loaded or run, so a bad number is named as such.
        let chosenStrategies = try DataOptions.strategies(options, registry: context.registry)
        // Instruction counts are the same on every run, so one repeat says all; times need several.
        let repeats = try options.int("repeat", in: 1...100) ?? (try DataOptions.clock(options).measuresTime ? 3 : 1)
        let format =
            ComparisonFormat(rawValue: try options.choice("format", from: ComparisonFormat.allCases.map(\.rawValue)) ?? "table") ?? .table
        let (_, settings) = try DataOptions.settings(options, repeats: repeats)
        let clock = settings.clock
        // Read before anything is counted, so reading /proc/cpuinfo does not shape the heap the counted frames run on.
        _ = MachineInfo.current
        let devicePaths = (options.string("device") ?? "").split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let deviceOnly = options.has("device") && !options.has("trace") && !options.has("all")
        guard deviceOnly || options.has("trace") != options.has("all") else {
            throw UsageError("compare: give --trace T or --all (one of them), or --device FILE alone")
        }
        guard !options.has("device") || format != .csv else {
            throw UsageError(
                "compare: --device goes with --format table, markdown or json (a device row has other columns than a CSV line)")
        }
        guard !options.has("profile") || !clock.measuresTime else {
            throw UsageError("compare: --profile DIR goes with --clock instructions (the profiles are Callgrind's)")
        }
        for name in CompareAgainst.specs.map(\.name) where name != "against" && options.has(name) && !options.has("against") {
            throw UsageError("compare: --\(name) goes with --against REV")
        }
        if options.has("against") {
            guard !options.has("device") else {
                throw UsageError("compare: --device does not go with --against (a device run has no base)")
            }
            let paths = try loadTraces(options, context: context, channels: settings.options.data.channels).map(\.path)
            return try CompareAgainst.run(options, arguments: arguments, tracePaths: paths, clock: clock, format: format)
        }
        guard !options.has("scenarios") || options.has("all") else { throw UsageError("compare: --scenarios DIR goes with --all") }
        guard !(options.has("check") && options.has("write-baseline")) else {
            throw UsageError("compare: --check and --write-baseline exclude each other")
        }
        let baselinePath = options.string("baseline")
        if (options.has("check") || options.has("write-baseline")) && baselinePath == nil {
            throw UsageError("compare: --check and --write-baseline need --baseline FILE")
        }
        guard !options.has("allow-missing") || options.has("check") else { throw UsageError("compare: --allow-missing goes with --check") }
        guard !options.has("replace") || options.has("write-baseline") else {
            throw UsageError("compare: --replace goes with --write-baseline")
        }

        let devices = options.has("device") ? try loadDevices(devicePaths) : []
        let loaded = deviceOnly ? [] : try loadTraces(options, context: context, channels: settings.options.data.channels)
        let traces = loaded.map { (name: $0.name, trace: $0.trace) }
        let strategies = deviceOnly ? [] : chosenStrategies
        var comparison = Comparison(traces: traces, strategies: strategies, settings: settings)
        let command = Invocation.current().command(["compare"] + arguments)
        // The gate's refusals come before any work: a check that could not compare, or a baseline write that
        // would drop entries, fails in a moment. Under Callgrind the parent has made them already, and the child
        // reads the baseline only after counting, so a baseline's size does not shape the heap the counted frames
        // start from.
        let gate = { () throws -> (check: Baseline?, previous: Baseline?) in
            // Settings shape the model's figures only: a check of devices alone runs no strategy, so none refuse it.
            let check =
                try options.has("check")
                ? baselinePath.map {
                    deviceOnly
                        ? try loadBaseline($0)
                        : try checkMachine(
                            checkSettings(loadBaseline($0), path: $0, run: settings.recorded), path: $0,
                            accept: options.has("accept-other-cpu"))
                }
                : nil
            let previous =
                options.has("write-baseline")
                ? try baselineToReplace(
                    baselinePath, traces: traces.map(\.name),
                    strategies: strategies.map(\.name), devices: devices.map(\.label), replace: options.has("replace")) : nil
            return (check, previous)
        }
        var tag = ConfigurationTag(settings)
        if strategies.map(\.name) != context.registry.names {
            tag.append("only-" + strategies.map(\.name).joined(separator: "+"))
        }
        // A comparison with devices has its own name, so it never replaces the model's comparison of the trace.
        if !devices.isEmpty { tag.append("with-" + devices.map { ConfigurationTag.stem(of: $0.label) }.joined(separator: "+")) }
        let outDirectory = options.string("out-dir") ?? ProjectFolders.results
        let resultPath = { (trace: String) in outDirectory + "/compare-\(trace)\(tag.suffix).json" }
        var outputs = traces.map { resultPath($0.name) } + [options.string("chrome-trace")].compactMap { $0 }
        if options.has("write-baseline"), let baselinePath {
            outputs.append(baselinePath)
            if !clock.measuresTime { outputs.append(ProfileSummary.path(besideBaseline: baselinePath)) }
        }
        let inputs =
            loaded.map(\.path) + devicePaths + DataOptions.dataInputs(options)
            + (options.has("check") ? [baselinePath].compactMap { $0 } : [])
        try DataOptions.refuseOverwriting(inputs, with: outputs)
        let countingChild = InstructionClockLaunch.isCountingChild
        var (baseline, previous) = countingChild ? (nil, nil) : try gate()
        if let notRun = baseline?.notRun(traces: traces.map(\.name), strategies: strategies.map(\.name), devices: devices.map(\.label)),
            !notRun.isEmpty
        {
            Harness.note(
                "compare: \(notRun.count) baseline entr\(notRun.count == 1 ? "y" : "ies") will not be run ("
                    + (options.has("allow-missing") ? "accepted with --allow-missing" : "the check will fail; --allow-missing accepts it")
                    + ")")
        }
        try DataOptions.checkOutputs(outputs, inputs: inputs)

        if !deviceOnly {
            if let status = try InstructionClockLaunch.relaunchIfNeeded(clock) { return status }
            Harness.warnIfDebugBuild()
        }
        comparison.dumpsProfiles = !clock.measuresTime && (options.has("profile") || options.has("check") || options.has("write-baseline"))
        let results = try comparison.run { line in
            TrapReporter.setRunning(line)
            Harness.note("compare: \(line)")
        }
        if countingChild { (baseline, previous) = try gate() }
        var verdict = baseline?.verdict(
            for: results, clock: clock, baselinePath: baselinePath ?? "", allowMissing: options.has("allow-missing"), devices: devices)
        // A check that compared no figure cannot fail, so it is refused rather than passed.
        if let checked = verdict, checked.refusal == nil, checked.checks.isEmpty, checked.problems.isEmpty, checked.notRun.isEmpty {
            throw UsageError(
                "compare --check: no figure of these runs could be compared with \(baselinePath ?? "the baseline")"
                    + (checked.notes.isEmpty ? "" : " (\(checked.notes[0]))") + "; a check that compares nothing cannot fail")
        }
        if comparison.dumpsProfiles {
            try InstructionProfiles.handle(
                &verdict, options: options, baselinePath: baselinePath, outDirectory: outDirectory, command: command)
        }
        let toolVersion = HitchBenchVersion.tool
        print(
            format.render(results, settings: settings, command: command, toolVersion: toolVersion, verdict: verdict, devices: devices),
            terminator: "")
        for result in results {
            let path = resultPath(result.traceName)
            try AtomicFile.write(
                ComparisonDocument.json(result, settings: settings, command: command, toolVersion: toolVersion, devices: devices), to: path)
            Harness.wrote(path, "comparison", toStandardError: true)
        }
        if let chrome = options.string("chrome-trace") {
            try AtomicFile.write(ChromeTraceWriter.json(reports: results.flatMap { $0.results.map(\.report) }), to: chrome)
            Harness.wrote(chrome, "Chrome trace", toStandardError: true)
        }
        if options.has("write-baseline"), let baselinePath {
            var fresh = Baseline(comparisons: results, settings: settings, command: command)
            fresh.devices = Dictionary(uniqueKeysWithValues: devices.map { ($0.label, Baseline.DeviceEntry($0)) })
            if let previous {
                fresh.counterTolerance = previous.counterTolerance
                fresh.tolerances = previous.tolerances
                fresh.deviceTolerances = previous.deviceTolerances
            }
            try AtomicFile.write(fresh.jsonString(), to: baselinePath)
            Harness.wrote(baselinePath, "baseline", toStandardError: true)
        }
        guard let verdict else { return 0 }
        for line in verdict.lines() { Harness.note(line) }
        return verdict.passed ? 0 : 1
    }

    /// `--trace a,b` as given, or with `--all` every trace of the scenarios folder, the executable's own
    /// folder and `--scenarios DIR`, each short name once.
    private static func loadTraces(
        _ options: ParsedOptions, context: CommandContext,
        channels: [String]
    ) throws -> [(name: String, trace: Trace, path: String)] {
        var paths: [String] = []
        if options.has("all") {
            var folders = context.traceFolders
            if let extra = options.string("scenarios") {
                do throws(TraceLoadFailure) {
                    _ = try TraceSearch.traceFiles(in: extra)
                } catch {
                    throw UsageError(error.description)
                }
                folders.append(extra)
            }
            paths = TraceSearch.allTraceFiles(extra: folders)
        } else {
            paths = (options.string("trace") ?? "").split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        guard !paths.isEmpty else { throw UsageError("compare: no traces to run") }
        var traces: [(name: String, trace: Trace, path: String)] = []
        for name in paths {
            let (trace, path) = try RunCommand.loadTrace(name, channels: channels, context: context)
            let short = TraceLocator.shortName(ofPath: path)
            guard !traces.contains(where: { $0.name == short }) else {
                if options.has("all") { continue }
                throw UsageError("compare: trace '\(short)' is named twice")
            }
            traces.append((short, trace, URL(fileURLWithPath: path).standardizedFileURL.path))
        }
        return traces
    }

    /// The device files as rows, one per label; a file that is not one, or runs of a label that do not go
    /// together, is refused in one line before any work.
    private static func loadDevices(_ paths: [String]) throws -> [DeviceRow] {
        var runs: [(file: String, run: DeviceRun)] = []
        for path in paths {
            guard !runs.contains(where: { $0.file == path }) else { throw UsageError("compare: device file '\(path)' is named twice") }
            do throws(DeviceFileError) {
                runs.append((path, try DeviceFile.load(path: path)))
            } catch {
                throw UsageError(error.description)
            }
        }
        do throws(DeviceRow.Problem) {
            return try DeviceRow.rows(runs)
        } catch {
            throw UsageError(error.description)
        }
    }

    private static func loadBaseline(_ path: String) throws -> Baseline {
        do throws(BaselineError) {
            return try Baseline.load(path: path)
        } catch {
            throw UsageError(error.description)
        }
    }

    /// The baseline when it was recorded on this machine's CPU model and build, or `accept`; else why not.
    private static func checkMachine(_ baseline: Baseline, path: String, accept: Bool) throws -> Baseline {
        guard !accept, let mismatch = baseline.machineMismatch(run: MachineInfo.current) else { return baseline }
        throw UsageError(
            "compare --check: baseline \(path) \(mismatch); time ratios between strategies do not carry over between CPU models "
                + "(docs/Results.md), so a CPU-time baseline holds only where it was recorded: use --against REV (no baseline needed), "
                + "record one here with --write-baseline, or give --accept-other-cpu to compare anyway")
    }

    /// The baseline when the run's settings are its own; else one line naming each difference.
    private static func checkSettings(_ baseline: Baseline, path: String, run: RecordedSettings) throws -> Baseline {
        let differences = baseline.settingsDifferences(from: run)
        guard differences.isEmpty else {
            throw UsageError(
                "compare --check: this run's settings differ from baseline \(path): "
                    + differences.map { "\($0.name) \($0.run) (baseline \($0.baseline))" }.joined(separator: ", ")
                    + "; run with the baseline's settings, or record a new baseline with --write-baseline")
        }
        return baseline
    }

    /// The baseline file `--write-baseline` will replace, whose tolerances the new one keeps; refuses when it holds
    /// traces or strategies this run leaves out, unless `replace`. A file that is not a readable baseline (an
    /// older format, say) is replaced, with a line saying so.
    private static func baselineToReplace(
        _ path: String?, traces: [String], strategies: [String], devices: [String], replace: Bool
    ) throws -> Baseline? {
        guard let path, FileManager.default.fileExists(atPath: path) else { return nil }
        let previous: Baseline
        do throws(BaselineError) {
            previous = try Baseline.load(path: path)
        } catch {
            Harness.note("compare: replacing \(path), which is not a readable baseline (\(error.description)); default tolerances")
            return nil
        }
        let (lostTraces, lostStrategies) = previous.leftOut(traces: traces, strategies: strategies)
        let lostDevices = previous.leftOut(devices: devices)
        guard replace || (lostTraces.isEmpty && lostStrategies.isEmpty && lostDevices.isEmpty) else {
            let lost = [
                lostTraces.isEmpty ? nil : "traces " + lostTraces.joined(separator: ", "),
                lostStrategies.isEmpty ? nil : "strategies " + lostStrategies.joined(separator: ", "),
                lostDevices.isEmpty ? nil : "devices " + lostDevices.joined(separator: ", "),
            ].compactMap { $0 }
            throw UsageError(
                "compare --write-baseline: \(path) holds \(lost.joined(separator: " and ")) that this run leaves out; "
                    + "run them too, or give --replace to write a smaller baseline")
        }
        return previous
    }
}
