import BenchGate
import BenchSuite
import CallgrindProfiles
import CommandLineOptions
import Foundation
import FrameTiming
import InputFiles
import ResultFiles
import ResultText
import Workspace

/// `harness compare … --against REV`: builds REV's harness and judges this one (head) against it on the same
/// traces, the two interleaved repeat by repeat on this machine. The work is BenchSuite's (`BaseRevision`,
/// `PairedRun`) and BenchGate's (`HeadAgainstBase`); this reads the options and prints.
enum CompareAgainst {
    static let against = Option.text(
        "against", "REV", help: "judge this build (head) against REV (a commit, tag or branch), built here")
    static let packagePath = Option.text("package-path", "DIR", help: "with --against, the package to build REV of (default .)")
    static let product = Option.text("product", "NAME", help: "with --against, the executable to build (default this one's name)")
    static let timeTolerance = Option.number(
        "time-tolerance", "F", in: 0...10, default: HeadAgainstBase.defaultTimeTolerance,
        help: "with --against, allowed p50 time growth per group (default 0.03)")
    static let headArgs = Option<[String]>(
        "head-args", "ARGS", help: "with --against, extra options for head's runs only: --head-args=\"--app-slowdown 1.1\""
    ) { $0.split(separator: " ").map(String.init) }

    /// Options of `compare` that go only with `--against`.
    static let onlyWithAgainst = [packagePath.declaration, product.declaration, timeTolerance.declaration, headArgs.declaration]
    /// Options of `compare` that only `--against` takes.
    static let declarations = [against.declaration] + onlyWithAgainst

    /// Options the two sides' runs do not get as given: `--against`'s own, and those each run sets itself.
    static let notForwarded =
        declarations + [
            CompareCommand.repeat.declaration, CompareCommand.outDirectory.declaration, CompareCommand.format.declaration,
            CompareCommand.allowMissing.declaration, CompareCommand.profile.declaration,
        ]

    /// `tracePaths`: the trace files head resolved, each run as a unit of its own by both sides.
    static func run(
        _ options: ParsedOptions, arguments: [String], tracePaths: [String], clock: TimingClock, format: ComparisonFormat
    ) throws -> Int32 {
        // Both sides get head's trace files, one trace per process (`PairedRun`), so they replay the same input.
        let forwarded = forwardedArguments(
            arguments, declarations: CompareCommand.declarations,
            dropping: [CompareCommand.trace.declaration, CompareCommand.all.declaration, CompareCommand.scenarios.declaration])
        var against = AgainstRun(
            revision: options[Self.against] ?? "", packageDirectory: options[Self.packagePath] ?? FileManager.default.currentDirectoryPath,
            product: options[Self.product] ?? Harness.program, headExecutable: Bundle.main.executablePath ?? CommandLine.arguments[0],
            options: forwarded, tracePaths: tracePaths, traceOption: "--" + CompareCommand.trace.name,
            profileOption: "--" + CompareCommand.profile.name, repeats: options[CompareCommand.repeat] ?? (clock.measuresTime ? 10 : 1),
            clock: clock, timeTolerance: options[Self.timeTolerance] ?? HeadAgainstBase.defaultTimeTolerance,
            outDirectory: options[CompareCommand.outDirectory] ?? ProjectFolders.results)
        against.headArguments = options[Self.headArgs] ?? []
        against.allowMissing = options[CompareCommand.allowMissing]
        against.profileFolder = options[CompareCommand.profile]
        let report: AgainstReport
        do {
            report = try against.run(note: Harness.note)
        } catch let error as AgainstRunError {
            throw UsageError(error.description)
        }
        let path = report.folder + "/verdict.json"
        try AtomicFile.write(report.json(), to: path)
        print(report.render(format), terminator: "")
        Harness.wrote(path, "verdict", toStandardError: true)
        for line in report.verdict.lines() { Harness.note(line) }
        return report.verdict.passed ? 0 : 1
    }

    /// `arguments` without the options in `notForwarded` and `dropping` (and their values).
    static func forwardedArguments(
        _ arguments: [String], declarations: [OptionDeclaration], dropping: [OptionDeclaration] = []
    ) -> [String] {
        let dropped = Set((notForwarded + dropping).map(\.name))
        var out: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let name = String(argument.dropFirst(2).prefix { $0 != "=" })
            guard argument.hasPrefix("--"), dropped.contains(name) else {
                out.append(argument)
                continue
            }
            if !argument.contains("="), declarations.first(where: { $0.name == name })?.placeholder != nil { index += 1 }
        }
        return out
    }
}
