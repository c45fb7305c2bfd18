// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way:
// Raster → ChartKit → RenderStrategies → BenchKit → harness,
// with ScrollReplay and FrameTiming standing alone beneath BenchKit.
let package = Package(
    name: "HitchBench",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "harness", targets: ["harness"]),
    ],
    targets: [
        .target(name: "Raster"),
        .target(name: "ChartKit", dependencies: ["Raster"]),
        .target(name: "RenderStrategies", dependencies: ["ChartKit", "Raster"]),
        .target(name: "ScrollReplay"),
        .target(name: "FrameTiming"),
        .target(
            name: "BenchKit",
            dependencies: ["RenderStrategies", "ChartKit", "Raster", "ScrollReplay", "FrameTiming"]
        ),
        .executableTarget(
            name: "harness",
            dependencies: ["BenchKit", "RenderStrategies", "ChartKit", "ScrollReplay", "FrameTiming"]
        ),

        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "ChartKitTests", dependencies: ["ChartKit", "Raster"]),
        .testTarget(name: "RenderStrategiesTests", dependencies: ["RenderStrategies", "ChartKit", "Raster"]),
        .testTarget(name: "ScrollReplayTests", dependencies: ["ScrollReplay"]),
        .testTarget(name: "FrameTimingTests", dependencies: ["FrameTiming"]),
        .testTarget(name: "BenchKitTests", dependencies: ["BenchKit"]),
    ]
)
