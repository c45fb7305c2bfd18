import BenchGate
import BenchSuite
import CallgrindProfiles
import CommandLineOptions
import DeviceImport
import Foundation
import FrameTiming
import InputFiles
import RenderStrategies
import ResultFiles
import ResultText
import ScrollReplay
import StrategyRun
import Workspace

/// `harness compare`: strategies side by side on the same traces, optionally gated on a baseline.
enum CompareCommand: Command {
    static let name = "compare"
    static let trace = Option.list("trace", "T[,T...]", help: "a trace, or a comma list of traces (fling.json,scrub.json)")
    static let all = Flag(
        "all",
        help:
            "run every trace: the project's Scenarios/ (the nearest folder with a Package.swift), --scenarios DIR, and the shipped traces (fling, scrub, ...; outside this repository too), one of each name"
    )
    static let scenarios = Option.text("scenarios", "DIR", help: "with --all, also run the traces in this folder")
    static let strategies = Option.list("strategies", "LIST", help: "comma list (default: every strategy, render-all first)")
    static let `repeat` = Option.int(
        "repeat", "N", in: 1...100,
        help:
            "repeats, interleaved A B C A B C (1...100; default 3, with --against 10, or 1 on --clock instructions, whose counts repeat exactly)"
    )
    static let device = Option.list(
        "device", "FILE[,FILE...]",
        help: "device runs (harness import) beside the strategies; runs of one label are its repeats; alone, without --trace")
    static let format = Option<ComparisonFormat>.choice(
        "format", "FORMAT", default: .table, help: "table, markdown, json or csv (default table)")
    static let outDirectory = Option.text("out-dir", "DIR", help: "where compare-<trace>[-<settings>].json files go (default results)")
    static let chromeTrace = Option.text("chrome-trace", "FILE", help: "also write every run as Chrome trace events")
    static let baseline = Option.text("baseline", "FILE", help: "baseline for --check / --write-baseline")
    static let check = Flag(
        "check",
        help:
            "exit 1 naming each regression against --baseline: counters exactly, instructions within the baseline's tolerance (+1 % by default; the functions they went to named), time ratios within theirs (+30 %); refused if the settings differ"
    )
    static let allowMissing = Flag("allow-missing", help: "with --check, pass although baseline entries were not run")
    static let writeBaseline = Flag("write-baseline", help: "record this run as the new --baseline")
    static let replace = Flag("replace", help: "with --write-baseline, replace a baseline holding traces or strategies this run leaves out")
    static let acceptOtherCPU = Flag(
        "accept-other-cpu", help: "with --check on a time clock, judge against a baseline recorded on another CPU model or build anyway")
    static let profile = Option.text(
        "profile", "DIR",
        help:
            "on --clock instructions, keep each entry's Callgrind profile in DIR (with --against, which keeps both sides' anyway to name the functions behind a change: DIR/base, DIR/head)"
    )

    static let declarations =
        [
            trace.declaration, all.declaration, scenarios.declaration, strategies.declaration, `repeat`.declaration, device.declaration,
            format.declaration, outDirectory.declaration, chromeTrace.declaration, baseline.declaration, check.declaration,
            allowMissing.declaration, writeBaseline.declaration, replace.declaration, acceptOtherCPU.declaration, profile.declaration,
            Flag.help.declaration,
        ] + CompareAgainst.declarations + DataOptions.displaySpecs + DataOptions.dataSpecs + DataOptions.knobSpecs + [
            DataOptions.cornerSpec
        ]
    static let modes = [check.declaration, writeBaseline.declaration, CompareAgainst.against.declaration, device.declaration]

    static var usage: String {
        "\(Harness.program) compare (--trace T[,T...] | --all [--scenarios DIR]) [--strategies A,B,...] [options]"
    }

    static func about(_ context: CommandContext) -> String {
        """
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
        """
    }

    /// Runs the command; a gate (`--check`, `--against`) refused with `--format markdown` or `json` also prints
    /// the refusal as its verdict on stdout, so a job summary shows why rather than nothing.
    static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
        do {
            return try parseValidateExecute(arguments, context: context)
        } catch let error as UsageError {
            if let format = GateRefusal.format(of: arguments) {
                print(GateRefusal.render(error.description, format: format), terminator: "")
            }
            throw error
        }
    }

    /// Which options go together: traces or devices, the gate's modes and what each needs, before anything is loaded.
    static func validate(_ options: ParsedOptions, context: CommandContext) throws {
        _ = try DataOptions.strategies(options, strategies, registry: context.registry)
        let clock = options[DataOptions.clock] ?? .cpu
        guard options.has(Self.device) && !options.has(Self.trace) && !options[Self.all] || options.has(Self.trace) != options[Self.all]
        else {
            throw UsageError("compare: give --trace T or --all (one of them), or --device FILE alone")
        }
        guard !options.has(Self.device) || options[Self.format] != .csv else {
            throw UsageError(
                "compare: --device goes with --format table, markdown or json (a device row has other columns than a CSV line)")
        }
        guard !options.has(Self.profile) || !clock.measuresTime else {
            throw UsageError("compare: --profile DIR goes with --clock instructions (the profiles are Callgrind's)")
        }
        for option in CompareAgainst.onlyWithAgainst {
            try options.require(option, with: CompareAgainst.against.declaration, command: name)
        }
        if options.has(CompareAgainst.against) {
            guard !options.has(Self.device) else {
                throw UsageError("compare: --device does not go with --against (a device run has no base)")
            }
            for excluded in [
                check.declaration, writeBaseline.declaration, baseline.declaration, chromeTrace.declaration, replace.declaration,
            ] {
                try options.exclude(
                    CompareAgainst.against.declaration, excluded, command: name, why: " (--against judges head against REV, not a file)")
            }
            return
        }
        try options.require(scenarios.declaration, with: all.declaration, command: name)
        try options.exclude(check.declaration, writeBaseline.declaration, command: name)
        if (options[Self.check] || options[Self.writeBaseline]) && !options.has(Self.baseline) {
            throw UsageError("compare: --check and --write-baseline need --baseline FILE")
        }
        try options.require(allowMissing.declaration, with: check.declaration, command: name)
        try options.require(replace.declaration, with: writeBaseline.declaration, command: name)
    }

    static func execute(_ options: ParsedOptions, arguments: [String], context: CommandContext) throws -> Int32 {
        let chosenStrategies = try DataOptions.strategies(options, strategies, registry: context.registry)
        // Instruction counts are the same on every run, so one repeat says all; times need several.
        let clock = options[DataOptions.clock] ?? .cpu
        let format = options[Self.format] ?? .table
        let against = options.has(CompareAgainst.against)
        let (_, settings) = try DataOptions.settings(
            options, repeats: options[Self.repeat] ?? (clock.measuresTime ? (against ? 10 : 3) : 1))
        let devicesOnly = options.has(Self.device) && !options.has(Self.trace) && !options[Self.all]
        let traces = devicesOnly ? [] : try loadTraces(options, context: context, channels: settings.options.data.channels)
        if against {
            return try CompareAgainst.run(options, arguments: arguments, tracePaths: traces.map(\.path), clock: clock, format: format)
        }
        // Read before anything is counted, so reading /proc/cpuinfo does not shape the heap the counted frames run on.
        _ = MachineInfo.current
        var job = CompareJob(
            traces: traces, strategies: devicesOnly ? [] : chosenStrategies, registered: context.registry.names, settings: settings,
            devices: try refusing { () throws(BaselineFileRefusal) in try CompareJob.deviceRows(options[Self.device] ?? []) },
            devicePaths: options[Self.device] ?? [], dataInputs: DataOptions.dataInputs(options),
            command: Invocation.current().command(["compare"] + arguments),
            outDirectory: options[Self.outDirectory] ?? ProjectFolders.results)
        job.chromeTrace = options[Self.chromeTrace]
        job.baselinePath = options[Self.baseline]
        if options[Self.check] { job.gate = .check(acceptOtherCPU: options[Self.acceptOtherCPU], allowMissing: options[Self.allowMissing]) }
        if options[Self.writeBaseline] { job.gate = .write(replace: options[Self.replace]) }
        try DataOptions.refuseOverwriting(job.readFiles, with: job.outputs)
        // The gate's refusals come before any work: a check that could not compare, or a baseline write that
        // would drop entries, fails in a moment. Under Callgrind the parent has made them already, and the child
        // reads the baseline only after counting, so a baseline's size does not shape the heap the counted frames
        // start from.
        let countingChild = InstructionClockLaunch.isCountingChild
        let baselines = { () throws -> (check: Baseline?, previous: Baseline?) in
            try refusing { () throws(BaselineFileRefusal) in try job.baselines(note: Harness.note) }
        }
        var (baseline, previous) = countingChild ? (nil, nil) : try baselines()
        if let line = job.notRunNote(baseline) { Harness.note(line) }
        try DataOptions.checkOutputs(job.outputs, inputs: job.readFiles)
        if !devicesOnly {
            if let status = try Harness.relaunchIfNeeded(clock) { return status }
            Harness.warnIfDebugBuild()
        }
        job.comparison.dumpsProfiles = !clock.measuresTime && (options.has(Self.profile) || job.gate != .none)
        let results = try job.comparison.run { line in
            TrapReporter.setRunning(line)
            Harness.note("compare: \(line)")
        }
        if countingChild { (baseline, previous) = try baselines() }
        var verdict = try refusing { () throws(BaselineFileRefusal) in try job.verdict(results, baseline: baseline) }
        if job.comparison.dumpsProfiles {
            let checked = verdict == nil ? nil : job.baselinePath
            let written = options[Self.writeBaseline] ? job.baselinePath : nil
            let profiles = InstructionProfiles(
                keepIn: options[Self.profile], writtenBaseline: written, checkedBaseline: checked, outDirectory: job.outDirectory,
                command: job.command)
            try profiles.handle(&verdict, note: Harness.note) { Harness.wrote($0, $1, toStandardError: true) }
        }
        let (toolVersion, devices) = (HitchBenchVersion.tool, job.devices)
        print(
            format.render(results, settings: settings, command: job.command, toolVersion: toolVersion, verdict: verdict, devices: devices),
            terminator: "")
        try job.write(results, previous: previous, toolVersion: toolVersion) { Harness.wrote($0, $1, toStandardError: true) }
        guard let verdict else { return 0 }
        for line in verdict.lines() { Harness.note(line) }
        return verdict.passed ? 0 : 1
    }

    /// `--trace a,b` as given, or with `--all` every trace of the search folders and `--scenarios DIR`.
    private static func loadTraces(
        _ options: ParsedOptions, context: CommandContext, channels: [String]
    ) throws -> [(name: String, trace: Trace, path: String)] {
        do throws(TraceLoadFailure) {
            return try TraceSearch.load(
                options[Self.trace] ?? [""], all: options[Self.all], scenarios: options[Self.scenarios], channels: channels,
                extra: context.traceFolders)
        } catch {
            throw UsageError(error.description)
        }
    }

    /// `body`'s value; its refusal as a usage error (one line, exit 2).
    private static func refusing<T>(_ body: () throws(BaselineFileRefusal) -> T) throws(UsageError) -> T {
        do { return try body() } catch { throw UsageError(error.description) }
    }
}
