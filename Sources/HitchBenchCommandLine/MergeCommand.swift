import BenchGate
import BenchSuite
import CommandLineOptions
import Foundation
import FrameTiming
import InputFiles
import JSONText
import ResultFiles
import ResultText
import StrategyRun
import Workspace

/// `harness merge`: joins sweep parts made with `--shard I/N` into one sweep.
enum MergeCommand: Command {
    static let name = "merge"
    static let out = Option.text("out", "FILE.json", help: "merged result (default: the parts' name without -part-I-of-N)")
    static let partial = Flag("partial", help: "merge even when parts are missing (the result says so)")
    static let declarations = [out.declaration, partial.declaration, Flag.help.declaration]
    static let positionals = Positionals(upTo: 1000, helpWhen: .withoutPositionals)

    static var usage: String {
        "\(Harness.program) merge PART.json [PART.json ...] [--out FILE.json] [--partial]"
    }

    static func about(_ context: CommandContext) -> String {
        """
        Joins the parts of a sharded sweep; they must share trace, strategies, sizes and every setting
        they were run with (else one line naming the first that differs, exit 2), and together cover
        every size (else exit 2, unless --partial).
        """
    }

    static func execute(_ options: ParsedOptions, arguments: [String], context: CommandContext) throws -> Int32 {
        // A given --out is checked before any work; the default one needs the parts' trace.
        if let out = options[Self.out] { try DataOptions.checkOutputs([out], inputs: options.positionals) }
        let merged: SweepResult
        let parts: [SweepResult]
        do throws(SweepFileError) {
            parts = try options.positionals.map { path throws(SweepFileError) in try SweepResult.load(path: path) }
        } catch {
            throw UsageError(error.description)
        }
        do throws(SweepMergeError) {
            merged = try SweepResult.merge(parts, allowPartial: options[Self.partial])
        } catch {
            throw UsageError(error.description)
        }
        let out = options[Self.out] ?? OutputFiles.mergedSweep(parts: options.positionals, trace: merged.trace)
        try DataOptions.checkOutputs([out], inputs: options.positionals)
        try AtomicFile.write(merged.jsonString(), to: out)
        let incomplete = parts.filter(\.isIncomplete).compactMap(\.shard)
        if !incomplete.isEmpty || !merged.missingDays.isEmpty {
            Harness.note(
                "merge: incomplete: missing days " + merged.missingDays.map(String.init).joined(separator: ",")
                    + (incomplete.isEmpty ? "" : " (" + incomplete.map { "part \($0)" }.joined(separator: "; ") + ")"))
        }
        if merged.machines.count > 1 {
            Harness.note(
                "merge: note: the parts ran on \(merged.machines.count) machines ("
                    + merged.machines.map(\.summary).joined(separator: " | ")
                    + "); times from different CPU models do not compare")
        }
        print(merged.textTable(), terminator: "")
        Harness.wrote(out, "merged sweep of \(JSONText.counted(options.positionals.count, "part"))")
        return 0
    }
}
