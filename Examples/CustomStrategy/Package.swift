// swift-tools-version:6.0
import PackageDescription

// An outside package that adds its own strategy to HitchBench: the strategy as a library (so its tests can
// import it), an executable with the whole `harness` command line plus that strategy, and its tests.
// HitchBench is the repository two folders up; a package elsewhere would use `.package(url:branch:)` instead.
let package = Package(
    name: "CustomStrategy",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "HitchBench", path: "../.."),
    ],
    targets: [
        // The strategy: HitchBench's `HitchBench` product is everything a strategy author needs.
        .target(
            name: "ScrollBlit",
            dependencies: [.product(name: "HitchBench", package: "HitchBench")]
        ),
        // `harness` with scroll-blit registered: every command, option and output format of HitchBench's own.
        .executableTarget(
            name: "custom-harness",
            dependencies: [
                "ScrollBlit",
                .product(name: "HitchBench", package: "HitchBench"),
                .product(name: "HitchBenchCommandLine", package: "HitchBench"),
            ]
        ),
        .testTarget(
            name: "ScrollBlitTests",
            dependencies: ["ScrollBlit", .product(name: "HitchBench", package: "HitchBench")]
        ),
    ]
)
