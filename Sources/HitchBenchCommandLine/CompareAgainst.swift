import BenchGate
import BenchSuite
import CallgrindProfiles
import Foundation
import FrameTiming
import InputFiles
import ResultFiles
import ResultText

/// `harness compare … --against REV`: builds REV's harness and judges this one (head) against it on the same
/// traces, the two interleaved repeat by repeat on this machine. The work is BenchSuite's (`BaseRevision`,
/// `PairedRun`) and BenchGate's (`HeadAgainstBase`); this reads the options and prints.
enum CompareAgainst {
    /// Options of `compare` that only `--against` takes.
    static let specs = [
        OptionSpec(name: "against", value: "REV", help: "judge this build (head) against REV (a commit, tag or branch), built here"),
        OptionSpec(name: "package-path", value: "DIR", help: "with --against, the package to build REV of (default .)"),
        OptionSpec(name: "product", value: "NAME", help: "with --against, the executable to build (default this one's name)"),
        OptionSpec(name: "time-tolerance", value: "F", help: "with --against, allowed p50 time growth per group (default 0.03)"),
        OptionSpec(
            name: "head-args", value: "ARGS", help: "with --against, extra options for head's runs only: --head-args=\"--app-slowdown 1.1\""
        ),
    ]

    /// Options the two sides' runs do not get as given: `--against`'s own, and those each run sets itself.
    static let notForwarded: Set<String> = [
        "against", "package-path", "product", "time-tolerance", "head-args", "repeat", "out-dir", "format", "allow-missing", "profile",
    ]

    /// `tracePaths`: the trace files head resolved, each run as a unit of its own by both sides.
    static func run(
        _ options: ParsedOptions, arguments: [String], tracePaths: [String], clock: TimingClock, format: ComparisonFormat
    ) throws -> Int32 {
        for excluded in ["check", "write-baseline", "baseline", "chrome-trace", "replace"] where options.has(excluded) {
            throw UsageError("compare: --against and --\(excluded) exclude each other (--against judges head against REV, not a file)")
        }
        let revision = options.string("against") ?? ""
        let repeats = try options.int("repeat", in: 1...100) ?? (clock.measuresTime ? 10 : 1)
        let tolerance = try options.double("time-tolerance", in: 0...10) ?? HeadAgainstBase.defaultTimeTolerance
        let outDirectory = options.string("out-dir") ?? ProjectFolders.results
        let headArgs = (options.string("head-args") ?? "").split(separator: " ").map(String.init)
        // Both sides get head's trace files, one trace per process (`PairedRun`), so they replay the same input.
        let forwarded = forwardedArguments(arguments, specs: CompareCommand.specs, dropping: ["trace", "all", "scenarios"])

        let base: BaseRevision
        do throws(BaseRevisionError) {
            base = try BaseRevision.prepare(
                revision: revision, packageDirectory: options.string("package-path") ?? FileManager.default.currentDirectoryPath,
                product: options.string("product") ?? Harness.program
            ) { Harness.note("compare --against: \($0)") }
        } catch {
            throw UsageError(error.description)
        }
        let folder = outDirectory + "/against-" + String(base.commit.prefix(12))
        let known = base.compareOptions()
        // On the instruction clock both sides keep their profiles, so a change is named by function as `--check`
        // names it (in `--profile DIR`, else beside the verdict); a base too old to keep them is judged without.
        var profile = options.string("profile")
        if profile == nil, !clock.measuresTime {
            if known.contains("--profile") {
                profile = folder + "/profiles"
            } else {
                Harness.note("compare --against: base \(base.name)'s \(Harness.program) keeps no profiles (no --profile): no function diff")
            }
        }
        // An older base lacks newer options: refused with the names, before anything runs.
        let needed = (forwarded + ["--trace"] + (profile == nil ? [] : ["--profile"])).filter { $0.hasPrefix("--") }.map {
            String($0.prefix { $0 != "=" })
        }
        let lacking = Array(Set(needed).subtracting(known)).sorted()
        guard lacking.isEmpty else {
            throw UsageError(
                "compare --against: base \(base.name)'s \(Harness.program) has no option \(lacking.joined(separator: ", ")) "
                    + "(it is older than this one); compare without it, or against a newer revision")
        }
        let head = Bundle.main.executablePath ?? CommandLine.arguments[0]
        var paired = PairedRun(
            sides: [PairedRun.Side(name: "base", executable: base.executable), PairedRun.Side(name: "head", executable: head)],
            options: forwarded, repeats: repeats, folder: folder)
        paired.units = tracePaths.map { ["--trace", $0] }
        paired.sideOptions["head"] = headArgs
        if let profile {
            for side in ["base", "head"] { paired.sideOptions[side, default: []] += ["--profile", profile + "/" + side] }
        }
        Harness.note("compare --against: \(repeats) repeat\(repeats == 1 ? "" : "s") of base \(base.name) and head, interleaved (ABBA)")
        let runs: [String: [SideRun]]
        do {
            runs = try paired.run(
                progress: { Harness.note("compare --against: \($0)") },
                read: { folder in try ComparisonFileReader.run(inDirectory: folder) })
        } catch let error as PairedRunError {
            throw UsageError("compare --against: " + error.description)
        } catch let error as ComparisonFileError {
            throw UsageError("compare --against: " + error.description)
        }
        var judge = HeadAgainstBase(base: runs["base"] ?? [], head: runs["head"] ?? [], clock: clock, baseName: base.name)
        judge.timeTolerance = tolerance
        judge.allowMissing = options.has("allow-missing")
        var verdict = judge.verdict()
        if let machine = runs["head"]?.first?.machine { verdict.notes.append("both sides ran on \(machine.summary)") }
        if !headArgs.isEmpty { verdict.notes.append("head's runs had extra options: \(headArgs.joined(separator: " "))") }
        if let profile {
            let diffs = try ProfileDiffing.against(verdict: verdict, folder: profile)
            verdict.notes += diffs.notes
            verdict.functionChanges = diffs.changes
        }
        let report = AgainstReport(judge: judge, verdict: verdict, baseName: base.name, folder: folder)
        try AtomicFile.write(report.json(), to: folder + "/verdict.json")
        print(report.render(format), terminator: "")
        Harness.wrote(folder + "/verdict.json", "verdict", toStandardError: true)
        for line in verdict.lines() { Harness.note(line) }
        return verdict.passed ? 0 : 1
    }

    /// `arguments` without the options in `notForwarded` (and their values).
    static func forwardedArguments(_ arguments: [String], specs: [OptionSpec], dropping: Set<String> = []) -> [String] {
        var out: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let name = String(argument.dropFirst(2).prefix { $0 != "=" })
            guard argument.hasPrefix("--"), notForwarded.contains(name) || dropping.contains(name) else {
                out.append(argument)
                continue
            }
            if !argument.contains("="), specs.first(where: { $0.name == name })?.value != nil { index += 1 }
        }
        return out
    }
}
