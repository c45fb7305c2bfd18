import BenchGate
import BenchSuite
import ChartKit
import ResultFiles
import StrategyRun

/// `harness bench render`: median and p95 milliseconds of the renderer's two costs.
enum BenchCommand {
    static let specs =
        [
            OptionSpec(name: "repeat", value: "N", help: "timed repetitions per case (50...10000; default 100)"),
            OptionSpec(name: "help", value: nil, help: "show this help"),
        ] + DataOptions.dataSpecs + [DataOptions.cornerSpec]

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try ParsedOptions(arguments, specs: specs, command: "bench", maxPositionals: 1)
        if options.has("help") || options.positionals.isEmpty {
            print(
                helpText(
                    usage: "\(Harness.program) bench render [--days N [--seed S] | --data FILE.csv] [--repeat N] [--corner-radius PT]",
                    about: """
                        Times (a) one viewport frame of the scene laid out and drawn from its display list,
                        (b) the drawing of that display list alone (what scripts/peer/run.sh has cairo draw),
                        (c) a render-all frame (its commit lays out every day's marks and labels, its render
                        draws the visible days), and (d) a tiles frame that only composites cached pixels. Prints median, p95 and min CPU ms after a warm-up.
                        """, specs: specs))
            return options.has("help") ? 0 : 2
        }
        guard options.positionals == ["render"] else {
            throw UsageError("bench: unknown benchmark '\(options.positionals[0])' (benchmarks: render)")
        }
        Harness.warnIfDebugBuild()
        let (spec, data) = try DataOptions.dataset(options)
        var benchmark = RenderBenchmark(data: data)
        benchmark.layout = try DataOptions.strategyOptions(options, data: data).layout
        if let repetitions = try options.int("repeat", in: 50...10_000) { benchmark.repetitions = repetitions }
        let cases = benchmark.run { Harness.note("bench: \($0)…") }
        print(
            "render benchmark: \(spec.origin(of: data).label), \(benchmark.repetitions) repetitions after \(benchmark.warmups) warm-up, CPU ms"
        )
        print(pad("case", 20) + pad("median", 10) + pad("p95", 10) + pad("min", 10) + "pixels/rep")
        for result in cases {
            print(
                pad(result.name, 20) + pad(ms(result.medianMilliseconds), 10) + pad(ms(result.p95Milliseconds), 10)
                    + pad(ms(result.minMilliseconds), 10) + String(result.pixelsWritten))
        }
        for result in cases { print("  \(result.name): \(result.detail)") }
        return 0
    }

    private static func ms(_ value: Double) -> String {
        let scaled = Int((value * 1000).rounded())
        let fraction = String(scaled % 1000)
        return "\(scaled / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
