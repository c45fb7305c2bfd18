import BenchGate
import BenchSuite
import ChartKit
import CommandLineOptions
import ResultFiles
import ResultText
import StrategyRun

/// `harness bench render`: median and p95 milliseconds of the renderer's two costs.
enum BenchCommand: Command {
    static let name = "bench"
    static let `repeat` = Option.int("repeat", "N", in: 50...10_000, help: "timed repetitions per case (50...10000; default 100)")
    static let declarations = [`repeat`.declaration, Flag.help.declaration] + DataOptions.dataSpecs + [DataOptions.cornerSpec]
    static let positionals = Positionals(upTo: 1, helpWhen: .withoutPositionals)

    static var usage: String {
        "\(Harness.program) bench render [--days N [--seed S] | --data FILE.csv] [--repeat N] [--corner-radius PT]"
    }

    static func about(_ context: CommandContext) -> String {
        """
        Times (a) one viewport frame of the scene laid out and drawn from its display list,
        (b) the drawing of that display list alone (what scripts/peer/run.sh has cairo draw),
        (c) a render-all frame (its commit lays out every day's marks and labels, its render
        draws the visible days), and (d) a tiles frame that only composites cached pixels. Prints median, p95 and min CPU ms after a warm-up.
        """
    }

    static func validate(_ options: ParsedOptions, context: CommandContext) throws {
        guard options.positionals == ["render"] else {
            throw UsageError("bench: unknown benchmark '\(options.positionals[0])' (benchmarks: render)")
        }
    }

    static func execute(_ options: ParsedOptions, arguments: [String], context: CommandContext) throws -> Int32 {
        Harness.warnIfDebugBuild()
        let (spec, data) = try DataOptions.dataset(options)
        var benchmark = RenderBenchmark(data: data)
        benchmark.layout = DataOptions.layout(options)
        if let repetitions = options[Self.`repeat`] { benchmark.repetitions = repetitions }
        let cases = benchmark.run { Harness.note("bench: \($0)…") }
        print(benchmark.textTable(cases, dataLabel: spec.origin(of: data).label), terminator: "")
        return 0
    }
}
