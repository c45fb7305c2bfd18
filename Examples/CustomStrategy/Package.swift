// swift-tools-version:6.0
// This manifest's tools version may be lower than HitchBench's: what HitchBench needs is a Swift 6.2 compiler
// or later (`swift --version`), as its own manifest is tools version 6.2 and its code uses `SendableMetatype`
// and `InlineArray`; an older toolchain refuses HitchBench's manifest.
import PackageDescription

// An outside package that adds its own strategy to HitchBench: the strategy as a library (so its tests can
// import it), an executable with the whole `harness` command line plus that strategy, and its tests.
// HitchBench is the repository two folders up. A package elsewhere depends on it by URL: until a version is
// tagged (0.2.0 is unreleased, so `from: "0.2.0"` cannot resolve), at a commit of its main branch,
//     .package(url: "https://github.com/your-org/HitchBench.git", revision: "<commit sha>"),
// and once 0.2.0 is tagged, `from: "0.2.0"`. `package: "HitchBench"` below names the dependency: by its
// identity (the last path component of a URL without `.git`, the folder's name for a path dependency), or by
// the `name:` given to a path dependency, as here, so that it does not depend on what the clone is called.
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
