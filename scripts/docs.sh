#!/usr/bin/env bash
# Builds the DocC documentation of the HitchBench product from symbol graphs with the toolchain's docc,
# warnings as errors, and checks that every public symbol has a doc comment. The `HitchBench` module
# re-exports the author-facing modules, so its symbol graph is extracted with them
# (-experimental-allowed-reexported-modules). Writes .build/docs/HitchBench.doccarchive.
# Run from anywhere in the checkout, after nothing (it builds what it needs).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
export HITCHBENCH_FAST_DEBUG="${HITCHBENCH_FAST_DEBUG:-1}"

modules=BenchKit,ChartKit,DisplayModel,FrameTiming,JSONText,Raster,RenderStrategies,ScrollReplay
swift build --target HitchBench > /dev/null
graphs=.build/docs/symbol-graphs
rm -rf "$graphs" .build/docs/HitchBench.doccarchive
mkdir -p "$graphs"
swift-symbolgraph-extract -module-name HitchBench -I .build/debug/Modules -I Sources/CInstructionCounting \
    -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public -skip-synthesized-members \
    -experimental-allowed-reexported-modules="$modules" -output-dir "$graphs"

# Every public symbol documented: a symbol graph symbol without a docComment is one without `///`.
python3 - "$graphs/HitchBench.symbols.json" <<'PY'
import json, sys
symbols = json.load(open(sys.argv[1]))["symbols"]
missing = [s["pathComponents"] for s in symbols if not s.get("docComment")]
print(f"public symbols of the HitchBench product: {len(symbols)}, undocumented: {len(missing)}")
for path in missing[:40]:
    print("  undocumented: " + ".".join(path))
sys.exit(1 if missing else 0)
PY

docc convert Sources/HitchBench/HitchBench.docc --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name HitchBench --fallback-bundle-identifier org.hitchbench.HitchBench \
    --warnings-as-errors --output-path .build/docs/HitchBench.doccarchive
echo "wrote documentation -> .build/docs/HitchBench.doccarchive"
