import BenchGate
import BenchSuite
import Foundation
import FrameTiming
import InputFiles
import JSONText
import ResultFiles
import ResultText
import StrategyRun

/// `harness merge`: joins sweep parts made with `--shard I/N` into one sweep.
enum MergeCommand {
    static let specs = [
        OptionSpec(name: "out", value: "FILE.json", help: "merged result (default: the parts' name without -part-I-of-N)"),
        OptionSpec(name: "partial", value: nil, help: "merge even when parts are missing (the result says so)"),
        OptionSpec(name: "help", value: nil, help: "show this help"),
    ]

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try ParsedOptions(arguments, specs: specs, command: "merge", maxPositionals: 1000)
        if options.has("help") || options.positionals.isEmpty {
            print(
                helpText(
                    usage: "\(Harness.program) merge PART.json [PART.json ...] [--out FILE.json] [--partial]",
                    about: """
                        Joins the parts of a sharded sweep; they must share trace, strategies, sizes and every setting
                        they were run with (else one line naming the first that differs, exit 2), and together cover
                        every size (else exit 2, unless --partial).
                        """,
                    specs: specs))
            return options.has("help") ? 0 : 2
        }
        // A given --out is checked before any work; the default one needs the parts' trace.
        if let out = options.string("out") { try DataOptions.checkOutputs([out], inputs: options.positionals) }
        let merged: SweepResult
        let parts: [SweepResult]
        do throws(SweepFileError) {
            parts = try options.positionals.map { path throws(SweepFileError) in try SweepResult.load(path: path) }
        } catch {
            throw UsageError(error.description)
        }
        do throws(SweepMergeError) {
            merged = try SweepResult.merge(parts, allowPartial: options.has("partial"))
        } catch {
            throw UsageError(error.description)
        }
        let out = options.string("out") ?? defaultOutput(parts: options.positionals, trace: merged.trace)
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

    /// `sweep-fling-120hz-part-1-of-2.json` merges into `sweep-fling-120hz.json` beside it; parts named
    /// otherwise merge into `results/sweep-<trace>.json`.
    static func defaultOutput(parts: [String], trace: String) -> String {
        let names = parts.map { path -> String? in
            let url = URL(fileURLWithPath: path)
            let name = url.lastPathComponent
            guard let range = name.range(of: "-part-", options: .backwards), name.hasSuffix(".json") else { return nil }
            return url.deletingLastPathComponent().appendingPathComponent(String(name[..<range.lowerBound]) + ".json").path
        }
        if let first = names.first ?? nil, names.allSatisfy({ $0 == first }) { return first }
        return ProjectFolders.result("sweep-\(trace).json")
    }
}
