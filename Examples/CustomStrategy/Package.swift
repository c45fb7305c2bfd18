// swift-tools-version:6.2
// 6.2, as HitchBench itself needs (its strategy registry uses `SendableMetatype`).
import PackageDescription

// An outside package that adds its own strategy to HitchBench: the strategy as a library (so its tests can
// import it), an executable with the whole `harness` command line plus that strategy, and its tests.
// HitchBench is the repository two folders up; a package elsewhere depends on a released version instead:
//     .package(url: "https://…/HitchBench.git", from: "0.2.0"),
let package = Package(
    name: "CustomStrategy",
    dependencies: [
        .package(name: "HitchBench", path: "../..")
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
