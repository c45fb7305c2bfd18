// swift-tools-version:6.2
// 6.2: StrategyRegistry constrains strategy types with `SendableMetatype`, which compilers before 6.2 do not know.
import PackageDescription

// Dependencies point one way:
// Raster → ChartKit → RenderStrategies → BenchKit → HitchBenchCommandLine (the command line as a library) → harness,
// with DisplayModel (the virtual display) under ScrollReplay and FrameTiming, which BenchKit joins with the
// strategies; InstructionCounting (the instruction clock under valgrind) stands alone; and at the bottom JSONText
// (stable number and string formatting for every file the tool writes, and a strict JSON reader) and
// InputFiles (reading an input file whole only when it is a regular file within its format's size limit).
// ShippedScenarios is the `Scenarios/` folder as a resource bundle, so an installed or moved `harness` still
// finds the shipped traces (TraceLocator searches the project's own `Scenarios/` first).
//
// The renderer is the measured work and its loops are only fast when optimised. Reported times come from
// release builds (`-c release`), and debug builds say so. HITCHBENCH_FAST_DEBUG=1 (set when building this
// package as the root, e.g. `HITCHBENCH_FAST_DEBUG=1 swift test`) also compiles the renderer's targets with
// -O in debug builds, which makes the tests' rendering quicker. It is off by default because SwiftPM refuses
// unsafe flags in any package resolved by version (`from: "0.2.0"`).
let fastDebug: [SwiftSetting] =
    Context.environment["HITCHBENCH_FAST_DEBUG"] == "1"
    ? [.unsafeFlags(["-O"], .when(configuration: .debug))] : []

let package = Package(
    name: "HitchBench",
    products: [
        // For strategy authors and their tests: the chart, the renderer, the strategy protocol and registry, the
        // reference renderer, and what runs and checks a strategy (traces, runner, frame records, equivalence
        // check). Only that is public (scripts/public-symbols.sh counts it); what only the command line, the fuzz
        // targets and the tests use (writers, file formats, comparisons, gates, sweeps) is `package`.
        .library(
            name: "HitchBench",
            targets: ["HitchBench", "Raster", "ChartKit", "RenderStrategies", "DisplayModel", "ScrollReplay", "FrameTiming", "BenchKit"]
        ),
        // For an executable that wants the whole `harness` command line with its own strategies added.
        .library(name: "HitchBenchCommandLine", targets: ["HitchBenchCommandLine"]),
        .executable(name: "harness", targets: ["harness"]),
    ],
    targets: [
        .target(name: "JSONText"),
        .target(name: "InputFiles"),
        // Instructions executed by chosen regions, counted under valgrind's callgrind (the instructions clock);
        // valgrind's client requests come from a header-only module (see its header for why not a C target).
        .systemLibrary(name: "CInstructionCounting"),
        .target(name: "InstructionCounting", dependencies: ["CInstructionCounting"]),
        // Counts a fixed loop under callgrind for InstructionCountingTests; not a product.
        .executableTarget(name: "instr-probe", dependencies: ["InstructionCounting"], path: "Tests/InstructionProbe"),
        .target(name: "Raster", swiftSettings: fastDebug),
        .target(name: "ChartKit", dependencies: ["Raster", "JSONText", "InputFiles"], swiftSettings: fastDebug),
        .target(name: "RenderStrategies", dependencies: ["ChartKit", "Raster"], swiftSettings: fastDebug),
        // The virtual display: vsyncs, which events belong to each, when frames start or are deferred, when
        // they are presented and how late, and the intervals Apple's hitch ratios are taken over.
        .target(name: "DisplayModel"),
        .target(name: "ScrollReplay", dependencies: ["DisplayModel", "JSONText", "InputFiles"]),
        // The shipped traces: Scenarios/*.json copied into a resource bundle, so the folder stays the one source
        // to edit. A trace added there must be listed here too (BenchKitTests checks that every one is shipped).
        .target(
            name: "ShippedScenarios", path: "Scenarios", exclude: ["README.md", "trace.schema.json"],
            resources: ["edge-stop.json", "fling.json", "highlight.json", "scrub.json", "slow-drag.json", "tap-select.json"].map {
                .copy($0)
            }
        ),
        .target(name: "FrameTiming", dependencies: ["DisplayModel", "JSONText"]),
        .target(
            name: "BenchKit",
            dependencies: [
                "RenderStrategies", "ChartKit", "Raster", "DisplayModel", "ScrollReplay", "FrameTiming", "JSONText", "InputFiles",
                "InstructionCounting", "ShippedScenarios",
            ]
        ),
        // `import HitchBench` brings every module above (see Sources/HitchBench).
        .target(
            name: "HitchBench",
            dependencies: ["BenchKit", "ChartKit", "DisplayModel", "FrameTiming", "Raster", "RenderStrategies", "ScrollReplay"]
        ),
        .target(
            name: "HitchBenchCommandLine",
            dependencies: [
                "BenchKit", "RenderStrategies", "ChartKit", "DisplayModel", "ScrollReplay", "FrameTiming", "JSONText",
                "InstructionCounting",
            ]
        ),
        .executableTarget(name: "harness", dependencies: ["HitchBenchCommandLine"]),
        // A harness with deliberately faulty strategies, run by HarnessTests; not a product.
        .executableTarget(
            name: "faulty-harness", dependencies: ["HitchBenchCommandLine", "RenderStrategies", "ChartKit", "Raster"],
            path: "Tests/FaultyHarness"),

        .testTarget(name: "JSONTextTests", dependencies: ["JSONText"]),
        .testTarget(name: "InputFilesTests", dependencies: ["InputFiles"]),
        .testTarget(name: "InstructionCountingTests", dependencies: ["InstructionCounting", "instr-probe"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "ChartKitTests", dependencies: ["ChartKit", "Raster"]),
        .testTarget(name: "RenderStrategiesTests", dependencies: ["RenderStrategies", "ChartKit", "Raster"]),
        .testTarget(name: "DisplayModelTests", dependencies: ["DisplayModel"]),
        .testTarget(name: "ScrollReplayTests", dependencies: ["ScrollReplay", "DisplayModel"]),
        .testTarget(name: "FrameTimingTests", dependencies: ["FrameTiming", "DisplayModel"]),
        .testTarget(name: "BenchKitTests", dependencies: ["BenchKit", "DisplayModel"]),
        // Runs the built `harness` binary end to end: exit codes, stderr lines, files written.
        .testTarget(name: "HarnessTests", dependencies: ["harness", "faulty-harness", "RenderStrategies"]),
    ]
)

// libFuzzer targets, one per input parser, built only by scripts/fuzz/run.sh (which sets
// HITCHBENCH_FUZZ and builds with -sanitize=fuzzer,address): libFuzzer supplies their `main`.
if Context.environment["HITCHBENCH_FUZZ"] != nil {
    let fuzzTargets: [(name: String, file: String, dependencies: [Target.Dependency])] = [
        ("fuzz-trace", "FuzzTrace.swift", ["ScrollReplay"]),
        ("fuzz-csv", "FuzzCSV.swift", ["ChartKit", "RenderStrategies"]),
        ("fuzz-baseline", "FuzzBaseline.swift", ["BenchKit", "RenderStrategies", "ScrollReplay"]),
        ("fuzz-sweep", "FuzzSweep.swift", ["BenchKit"]),
    ]
    for target in fuzzTargets {
        package.targets.append(
            .executableTarget(
                name: target.name, dependencies: target.dependencies, path: "Fuzz",
                exclude: ["corpus", "dictionaries"] + fuzzTargets.map(\.file).filter { $0 != target.file }, sources: [target.file],
                swiftSettings: [.unsafeFlags(["-parse-as-library"])]
            ))
    }
}
