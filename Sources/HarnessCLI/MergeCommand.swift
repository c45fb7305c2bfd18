import BenchKit
import FrameTiming

/// `harness merge`: joins sweep parts made with `--shard I/N` into one sweep.
enum MergeCommand {
    static let specs = [
        OptionSpec(name: "out", value: "FILE.json", help: "merged result (default results/sweep-<trace>.json)"),
        OptionSpec(name: "help", value: nil, help: "show this help"),
    ]

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try ParsedOptions(arguments, specs: specs, command: "merge", maxPositionals: 1000)
        if options.has("help") || options.positionals.isEmpty {
            print(helpText(usage: "harness merge PART.json [PART.json ...] [--out FILE.json]",
                           about: "Joins the parts of a sharded sweep; they must share trace, refresh rate, clock, strategies and sizes.",
                           specs: specs))
            return options.has("help") ? 0 : 2
        }
        let merged: SweepResult
        do throws(SweepFileError) {
            merged = try SweepResult.merge(try options.positionals.map { path throws(SweepFileError) in try SweepResult.load(path: path) })
        } catch {
            throw UsageError(error.description)
        }
        let out = options.string("out") ?? "results/sweep-\(merged.trace).json"
        try AtomicFile.write(merged.jsonString(), to: out)
        print(merged.textTable(), terminator: "")
        print("merged \(options.positionals.count) part\(options.positionals.count == 1 ? "" : "s") -> \(out)")
        return 0
    }
}
