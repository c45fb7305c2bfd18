// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way:
// Raster → ChartKit → RenderStrategies → BenchKit → HarnessCLI (the command line as a library) → harness,
// with ScrollReplay and FrameTiming standing alone beneath BenchKit, and at the bottom JSONText
// (stable number and string formatting for every file the tool writes, and a strict JSON reader) and
// InputFiles (reading an input file whole only when it is a regular file within its format's size limit).
// The renderer is the measured work and its loops are only fast when optimised; a debug build
// compiles these targets with -O too, so `swift test` and `swift run harness` stay quick. Reported
// times still come from release builds (`-c release`), and debug builds say so.
let optimisedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "HitchBench",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "harness", targets: ["harness"]),
    ],
    targets: [
        .target(name: "JSONText"),
        .target(name: "InputFiles"),
        .target(name: "Raster", swiftSettings: optimisedInDebug),
        .target(name: "ChartKit", dependencies: ["Raster", "JSONText", "InputFiles"], swiftSettings: optimisedInDebug),
        .target(name: "RenderStrategies", dependencies: ["ChartKit", "Raster"], swiftSettings: optimisedInDebug),
        .target(name: "ScrollReplay", dependencies: ["JSONText", "InputFiles"]),
        .target(name: "FrameTiming", dependencies: ["JSONText"]),
        .target(
            name: "BenchKit",
            dependencies: ["RenderStrategies", "ChartKit", "Raster", "ScrollReplay", "FrameTiming", "JSONText", "InputFiles"]
        ),
        .target(
            name: "HarnessCLI",
            dependencies: ["BenchKit", "RenderStrategies", "ChartKit", "ScrollReplay", "FrameTiming", "JSONText"]
        ),
        .executableTarget(name: "harness", dependencies: ["HarnessCLI"]),

        .testTarget(name: "JSONTextTests", dependencies: ["JSONText"]),
        .testTarget(name: "InputFilesTests", dependencies: ["InputFiles"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "ChartKitTests", dependencies: ["ChartKit", "Raster"]),
        .testTarget(name: "RenderStrategiesTests", dependencies: ["RenderStrategies", "ChartKit", "Raster"]),
        .testTarget(name: "ScrollReplayTests", dependencies: ["ScrollReplay"]),
        .testTarget(name: "FrameTimingTests", dependencies: ["FrameTiming"]),
        .testTarget(name: "BenchKitTests", dependencies: ["BenchKit"]),
        // Runs the built `harness` binary end to end: exit codes, stderr lines, files written.
        .testTarget(name: "HarnessTests", dependencies: ["harness"]),
    ]
)

// libFuzzer targets, one per input parser, built only by scripts/fuzz/run.sh (which sets
// HITCHBENCH_FUZZ and builds with -sanitize=fuzzer,address): libFuzzer supplies their `main`.
if Context.environment["HITCHBENCH_FUZZ"] != nil {
    let fuzzTargets: [(name: String, file: String, dependencies: [Target.Dependency])] = [
        ("fuzz-trace", "FuzzTrace.swift", ["ScrollReplay"]),
        ("fuzz-csv", "FuzzCSV.swift", ["ChartKit", "BenchKit"]),
        ("fuzz-baseline", "FuzzBaseline.swift", ["BenchKit", "RenderStrategies", "ScrollReplay"]),
        ("fuzz-sweep", "FuzzSweep.swift", ["BenchKit"]),
    ]
    for target in fuzzTargets {
        package.targets.append(.executableTarget(
            name: target.name, dependencies: target.dependencies, path: "Fuzz",
            exclude: ["corpus", "dictionaries"] + fuzzTargets.map(\.file).filter { $0 != target.file }, sources: [target.file],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ))
    }
}
