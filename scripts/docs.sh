#!/usr/bin/env bash
# Builds the DocC documentation of the HitchBench product from symbol graphs with the toolchain's docc,
# warnings as errors, after scripts/public-symbols.sh has counted the public symbols and checked that each has
# a doc comment (the one count of the surface). The `HitchBench` module re-exports the author-facing modules,
# so its symbol graph is extracted with them (-experimental-allowed-reexported-modules). Writes
# .build/docs/HitchBench.doccarchive.
# Run from anywhere in the checkout, after nothing (it builds what it needs).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
export HITCHBENCH_FAST_DEBUG="${HITCHBENCH_FAST_DEBUG:-1}"

modules=ChartKit,DisplayModel,FrameTiming,Raster,RenderStrategies,ScrollReplay,StrategyRun
scripts/public-symbols.sh
swift build --target HitchBench > /dev/null
graphs=.build/docs/symbol-graphs
rm -rf "$graphs" .build/docs/HitchBench.doccarchive
mkdir -p "$graphs"
swift-symbolgraph-extract -module-name HitchBench -I .build/debug/Modules -I Sources/CBuildTarget \
    -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public -skip-synthesized-members \
    -experimental-allowed-reexported-modules="$modules" -output-dir "$graphs"

docc convert Sources/HitchBench/HitchBench.docc --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name HitchBench --fallback-bundle-identifier org.hitchbench.HitchBench \
    --warnings-as-errors --output-path .build/docs/HitchBench.doccarchive
echo "wrote documentation -> .build/docs/HitchBench.doccarchive"
