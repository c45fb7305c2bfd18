// swift-tools-version:6.2
// 6.2: StrategyRegistry constrains strategy types with `SendableMetatype`, which compilers before 6.2 do not know.
import PackageDescription

// The modules read as the data flow, and dependencies point one way:
//   inputs (InputFiles, JSONText) → Raster → ChartKit → RenderStrategies → DisplayModel → ScrollReplay
//   → FrameTiming → XctraceExport → DeviceImport (→ MetricKitFiles, DeviceFiles) → StrategyRun → BenchSuite → BenchGate
//   → ResultFiles → ResultText
//   → DocTables → Workspace → HitchBenchCommandLine (with CommandLineOptions, which stands alone) → harness, with
//   CallgrindProfiles and Calibration (a profile fitted to device runs) beside ResultFiles.
// StrategyRun (one strategy on one trace, public: the author's runner) holds no file format and counts
// instructions only through a protocol, so the author product needs no valgrind header; BenchSuite runs
// configurations, repeats, comparisons, sweeps and the render benchmark and brings InstructionCounting (the
// instruction clock under valgrind, which stands alone) to the runner; BenchGate judges a comparison against a
// baseline; ResultFiles reads and writes every file format; ResultText is what people read (the text, Markdown
// and tables of runs, comparisons, sweeps and gates); DocTables makes the docs' generated tables from the
// reference results; CallgrindProfiles reads Callgrind's profiles and diffs them by function; Workspace runs the
// processes and finds the folders (valgrind, a base revision's git worktree and build, the project root, traces
// by name). The command line parses, checks and calls them. Every module a target imports is
// one of its dependencies here (scripts/test_package_imports.py checks it). ShippedScenarios is the `Scenarios/`
// folder as a resource bundle, so an installed or moved `harness` still finds the shipped traces.
//
// The renderer is the measured work and its loops are only fast when optimised. Reported times come from
// release builds (`-c release`), and debug builds say so. HITCHBENCH_FAST_DEBUG=1 (`HITCHBENCH_FAST_DEBUG=1
// swift test`, here or in a package that depends on this one: SwiftPM evaluates this manifest in the
// environment of the build) also compiles the renderer's targets with -O in debug builds, which makes the
// tests' rendering quicker. It is off by default, so the manifest declares no unsafe flags: SwiftPM before 6.2
// refused them in any package resolved by version (`from: "0.2.0"`); 6.2 accepts them from a dependency whose
// manifest is tools version 6.2, as this one is.
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
            targets: [
                "HitchBench", "Raster", "ChartKit", "RenderStrategies", "DisplayModel", "ScrollReplay", "FrameTiming", "StrategyRun",
            ]
        ),
        // For an executable that wants the whole `harness` command line with its own strategies added.
        .library(name: "HitchBenchCommandLine", targets: ["HitchBenchCommandLine"]),
        .executable(name: "harness", targets: ["harness"]),
    ],
    targets: [
        .target(name: "JSONText", dependencies: ["InputFiles"]),
        .target(name: "InputFiles"),
        // Instructions executed by chosen regions, counted under valgrind's callgrind (the instructions clock);
        // valgrind's client requests come from a header-only module (see its header for why not a C target).
        .systemLibrary(name: "CInstructionCounting"),
        .target(name: "InstructionCounting", dependencies: ["CInstructionCounting"]),
        // Counts a fixed loop under callgrind for InstructionCountingTests; not a product.
        .executableTarget(name: "instr-probe", dependencies: ["InstructionCounting"], path: "Tests/InstructionProbe"),
        .target(name: "Raster", swiftSettings: fastDebug),
        // A canvas as a PNG file: the Sub filter, a fixed-Huffman deflate and the chunks' checksums.
        .target(name: "PNGWriting", dependencies: ["Raster"], swiftSettings: fastDebug),
        .target(name: "ChartKit", dependencies: ["Raster", "JSONText", "InputFiles"], swiftSettings: fastDebug),
        .target(name: "RenderStrategies", dependencies: ["ChartKit", "Raster"], swiftSettings: fastDebug),
        // The virtual display and Apple's render loop: vsyncs, which events belong to each, when a frame begins,
        // where its commit and render land, when it is presented and how late, and the intervals Apple's hitch
        // ratios are taken over.
        .target(name: "DisplayModel"),
        // The ISA level a binary was compiled for, read from the compiler's predefined macros (see its header).
        .systemLibrary(name: "CBuildTarget"),
        .target(name: "ScrollReplay", dependencies: ["DisplayModel", "JSONText", "InputFiles"]),
        // The shipped traces: Scenarios/*.json copied into a resource bundle, so the folder stays the one source
        // to edit. A trace added there must be listed here too (StrategyRunTests checks that every one is shipped).
        .target(
            name: "ShippedScenarios", path: "Scenarios", exclude: ["README.md", "trace.schema.json"],
            resources: ["edge-stop.json", "fling.json", "highlight.json", "scrub.json", "slow-drag.json", "tap-select.json"].map {
                .copy($0)
            }
        ),
        .target(name: "FrameTiming", dependencies: ["DisplayModel", "ChartKit", "CBuildTarget"]),
        // The phone model: device profiles (profiles/*.json, each cost with its range and source) and the pricing
        // of a frame's counted work per stage on one.
        .target(name: "PhoneModel", dependencies: ["JSONText", "InputFiles", "ShippedProfiles"]),
        // The shipped device profiles: profiles/*.json as a resource bundle, as ShippedScenarios is for traces.
        .target(
            name: "ShippedProfiles", path: "profiles", exclude: ["README.md"],
            resources: ["iphone-16-pro.json"].map { .copy($0) }
        ),
        // xctrace's exports as they are written: a strict streaming XML reader over chunks of bytes, and the table
        // format read row by row (schemas, ids and refs, the ids a read column can reach), with no knowledge of
        // what the tables mean.
        .target(name: "XctraceExport", dependencies: ["InputFiles"]),
        // What a phone measured, as a device run with its summary, and Instruments' exported tables (read with
        // XctraceExport) imported as one.
        .target(name: "DeviceImport", dependencies: ["XctraceExport", "InputFiles", "JSONText", "DisplayModel"]),
        // MetricKit's payloads (MXMetricPayload JSON) imported as a device run.
        .target(name: "MetricKitFiles", dependencies: ["DeviceImport", "DisplayModel", "InputFiles", "JSONText"]),
        // The device file (`hitchbench-device/1`): a device run written as a stream and read back at any size.
        .target(name: "DeviceFiles", dependencies: ["DeviceImport", "DisplayModel", "InputFiles", "JSONText"]),
        .target(
            name: "StrategyRun",
            dependencies: [
                "RenderStrategies", "ChartKit", "Raster", "DisplayModel", "ScrollReplay", "FrameTiming", "InputFiles", "ShippedScenarios",
                "PhoneModel",
            ]
        ),
        .target(
            name: "BenchSuite",
            dependencies: [
                "StrategyRun", "RenderStrategies", "ChartKit", "DisplayModel", "ScrollReplay", "FrameTiming", "JSONText",
                "InstructionCounting", "Raster", "PhoneModel",
            ]
        ),
        .target(
            name: "BenchGate",
            dependencies: ["BenchSuite", "StrategyRun", "RenderStrategies", "FrameTiming", "DeviceImport", "InputFiles", "JSONText"]),
        // The words result files carry for the plots (what figures are medians of, the render loop), written once.
        .target(name: "ResultLabels", dependencies: ["FrameTiming", "JSONText"]),
        .target(
            name: "ResultFiles",
            dependencies: [
                "BenchGate", "BenchSuite", "StrategyRun", "RenderStrategies", "ChartKit", "FrameTiming", "DisplayModel", "JSONText",
                "InputFiles", "DeviceImport", "DeviceFiles", "ResultLabels",
            ]
        ),
        // Calibration from a phone: a profile's unit costs fitted to device runs of known strategy, trace and size
        // (non-negative least squares on each frame's counted work).
        .target(
            name: "Calibration",
            dependencies: [
                "PhoneModel", "BenchSuite", "StrategyRun", "DeviceImport", "DeviceFiles", "ResultFiles", "JSONText", "InputFiles",
                "FrameTiming", "RenderStrategies", "ScrollReplay", "DisplayModel",
            ]
        ),
        // What people read: the text, Markdown and tables of runs, comparisons, sweeps, searches, device runs and gates.
        .target(
            name: "ResultText",
            dependencies: [
                "ResultFiles", "BenchGate", "BenchSuite", "StrategyRun", "RenderStrategies", "ChartKit", "FrameTiming", "DisplayModel",
                "JSONText", "DeviceImport",
            ]
        ),
        // The docs' generated tables, made from the reference results, their prose read as data (table-prose.json).
        .target(
            name: "DocTables",
            dependencies: [
                "ResultText", "ResultFiles", "BenchSuite", "StrategyRun", "RenderStrategies", "FrameTiming", "JSONText", "InputFiles",
                "DisplayModel",
            ]
        ),
        // Callgrind's profiles: read, summarised beside an instruction baseline, and diffed by function.
        .target(name: "CallgrindProfiles", dependencies: ["BenchGate", "InputFiles", "JSONText"]),
        // Typed command-line options: each declared once with its value's type, checks, default and help; parsed
        // with the did-you-mean hints, read by declaration, and printed as help with the modes apart.
        .target(name: "CommandLineOptions"),
        // The processes and folders the command line works with: the project root and its results folder, where a
        // trace named on the command line is found, the file names a run's settings give, how the process was
        // started, a base revision's git worktree and build, the relaunch under Callgrind, the signals a long run
        // stops on, and the baseline and profile files a gate reads and keeps.
        .target(
            name: "Workspace",
            dependencies: [
                "BenchGate", "BenchSuite", "CallgrindProfiles", "ChartKit", "DeviceImport", "DeviceFiles", "FrameTiming", "InputFiles",
                "InstructionCounting", "PhoneModel",
                "RenderStrategies", "ResultFiles", "ResultText", "ScrollReplay", "ShippedProfiles", "StrategyRun",
            ]
        ),
        // `import HitchBench` brings every author module above (see Sources/HitchBench).
        .target(
            name: "HitchBench",
            dependencies: ["StrategyRun", "ChartKit", "DisplayModel", "FrameTiming", "Raster", "RenderStrategies", "ScrollReplay"]
        ),
        .target(
            name: "HitchBenchCommandLine",
            dependencies: [
                "ResultFiles", "ResultText", "DocTables", "CallgrindProfiles", "BenchGate", "BenchSuite", "StrategyRun", "RenderStrategies",
                "ChartKit", "DisplayModel", "ScrollReplay", "FrameTiming", "JSONText", "InputFiles", "InstructionCounting", "DeviceImport",
                "PhoneModel", "ShippedProfiles", "Calibration", "Workspace", "CommandLineOptions", "PNGWriting",
                "DeviceFiles", "MetricKitFiles",
            ]
        ),
        .executableTarget(name: "harness", dependencies: ["HitchBenchCommandLine"]),
        // A harness with deliberately faulty strategies, run by HarnessTests; not a product.
        .executableTarget(
            name: "faulty-harness", dependencies: ["HitchBenchCommandLine", "RenderStrategies", "ChartKit", "Raster"],
            path: "Tests/FaultyHarness"),

        // What the tests share: scratch folders and sparse files, fingerprints, scripted clocks, golden images and
        // the runs the suites build on. Not a product.
        .target(
            name: "TestSupport",
            dependencies: [
                "BenchSuite", "StrategyRun", "RenderStrategies", "ChartKit", "Raster", "PNGWriting", "ScrollReplay", "FrameTiming",
                "DisplayModel",
            ],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "JSONTextTests", dependencies: ["JSONText"]),
        .testTarget(name: "InputFilesTests", dependencies: ["InputFiles", "TestSupport"]),
        .testTarget(name: "InstructionCountingTests", dependencies: ["InstructionCounting", "instr-probe"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "PNGWritingTests", dependencies: ["PNGWriting", "Raster", "TestSupport"]),
        .testTarget(name: "ChartKitTests", dependencies: ["ChartKit", "Raster", "TestSupport"]),
        .testTarget(
            name: "RenderStrategiesTests", dependencies: ["RenderStrategies", "ChartKit", "Raster", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "DisplayModelTests", dependencies: ["DisplayModel"]),
        .testTarget(name: "PhoneModelTests", dependencies: ["PhoneModel", "ShippedProfiles", "JSONText"]),
        .testTarget(
            name: "CalibrationTests",
            dependencies: [
                "Calibration", "PhoneModel", "BenchSuite", "StrategyRun", "DeviceImport", "DeviceFiles", "ResultFiles", "ScrollReplay",
                "FrameTiming", "RenderStrategies", "ShippedProfiles", "TestSupport", "JSONText",
            ]),
        .testTarget(name: "ScrollReplayTests", dependencies: ["ScrollReplay", "DisplayModel", "TestSupport"]),
        .testTarget(name: "FrameTimingTests", dependencies: ["FrameTiming", "DisplayModel"]),
        .testTarget(name: "XctraceExportTests", dependencies: ["XctraceExport", "InputFiles", "TestSupport"]),
        .testTarget(
            name: "DeviceImportTests",
            dependencies: ["DeviceImport", "XctraceExport", "InputFiles", "FrameTiming", "DisplayModel", "TestSupport"]
        ),
        .testTarget(name: "MetricKitFilesTests", dependencies: ["MetricKitFiles", "DeviceImport", "TestSupport"]),
        .testTarget(
            name: "DeviceFilesTests",
            dependencies: ["DeviceFiles", "MetricKitFiles", "DeviceImport", "DisplayModel", "InputFiles", "JSONText", "TestSupport"]),
        .testTarget(
            name: "StrategyRunTests",
            dependencies: [
                "StrategyRun", "BenchSuite", "ResultFiles", "ResultText", "BenchGate", "DisplayModel", "TestSupport", "ChartKit",
                "FrameTiming", "Raster", "RenderStrategies", "ScrollReplay", "PhoneModel",
            ]),
        .testTarget(
            name: "BenchSuiteTests",
            dependencies: [
                "BenchSuite", "StrategyRun", "ResultFiles", "ResultText", "BenchGate", "ChartKit", "DisplayModel", "TestSupport",
                "FrameTiming", "RenderStrategies", "ScrollReplay",
            ]),
        .testTarget(
            name: "BenchGateTests",
            dependencies: [
                "BenchGate", "BenchSuite", "StrategyRun", "ResultFiles", "ResultText", "DeviceImport", "TestSupport", "ChartKit",
                "FrameTiming", "RenderStrategies", "PhoneModel", "ShippedProfiles",
            ]),
        .testTarget(
            name: "ResultFilesTests",
            dependencies: [
                "ResultFiles", "ResultText", "BenchGate", "BenchSuite", "StrategyRun", "ChartKit", "DisplayModel", "DeviceImport",
                "TestSupport", "FrameTiming", "RenderStrategies", "JSONText", "ResultLabels", "MetricKitFiles",
            ]),
        .testTarget(
            name: "ResultTextTests", dependencies: ["ResultText", "ResultFiles", "BenchGate", "BenchSuite", "StrategyRun", "TestSupport"]),
        .testTarget(
            name: "DocTablesTests", dependencies: ["DocTables", "ResultText", "ResultFiles", "BenchSuite", "StrategyRun", "TestSupport"]),
        .testTarget(
            name: "CallgrindProfilesTests", dependencies: ["CallgrindProfiles", "ResultText", "BenchGate", "FrameTiming", "TestSupport"]),
        .testTarget(name: "CommandLineOptionsTests", dependencies: ["CommandLineOptions"]),
        .testTarget(
            name: "WorkspaceTests", dependencies: ["Workspace", "StrategyRun", "TestSupport", "BenchGate", "BenchSuite", "ResultFiles"]),
        .testTarget(
            name: "HitchBenchCommandLineTests", dependencies: ["HitchBenchCommandLine", "CommandLineOptions", "RenderStrategies"]),
        // Runs the built `harness` binary end to end: exit codes, stderr lines, files written.
        .testTarget(
            name: "HarnessTests", dependencies: ["harness", "faulty-harness", "RenderStrategies", "TestSupport", "DeviceFiles"]),
    ]
)

// libFuzzer targets, one per input parser and one for the renderer, built only by scripts/fuzz/run.sh (which sets
// HITCHBENCH_FUZZ and builds with -sanitize=fuzzer,address): libFuzzer supplies their `main`.
if Context.environment["HITCHBENCH_FUZZ"] != nil {
    let fuzzTargets: [(name: String, file: String, dependencies: [Target.Dependency])] = [
        ("fuzz-trace", "FuzzTrace.swift", ["ScrollReplay"]),
        ("fuzz-csv", "FuzzCSV.swift", ["ChartKit", "RenderStrategies"]),
        (
            "fuzz-baseline", "FuzzBaseline.swift",
            ["ResultFiles", "ResultText", "BenchGate", "BenchSuite", "StrategyRun", "RenderStrategies", "ScrollReplay"]
        ),
        ("fuzz-sweep", "FuzzSweep.swift", ["ResultFiles", "ResultText", "BenchSuite"]),
        ("fuzz-instruments", "FuzzInstruments.swift", ["DeviceImport", "XctraceExport", "DeviceFiles", "InputFiles"]),
        ("fuzz-compare", "FuzzCompare.swift", ["ResultFiles", "ResultText", "DocTables", "BenchSuite"]),
        // Not a parser: the renderer's unsafe-pointer code under hostile geometry (see the file).
        ("fuzz-raster", "FuzzRaster.swift", ["Raster", "PNGWriting"]),
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
