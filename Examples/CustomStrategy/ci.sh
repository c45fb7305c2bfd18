#!/usr/bin/env bash
# CI for the custom-strategy example, run from the repository root of a fresh clone
# (`Examples/CustomStrategy/ci.sh [--scratch-path DIR]`): runs the example's tests with HitchBench's renderer
# optimised, builds custom-harness in release, prints its compare table on fling and tap-select while recording
# a baseline, checks that scroll-blit's own counters (`fullRedraws`, `blits`) reach the compare JSON and the
# baseline, gates against that baseline (and sees a changed custom counter fail it), and runs the equivalence
# check. Writes nothing in the repository but the build folder (the example's .build/, or DIR; results and the
# baseline go to a temporary folder). Exits non-zero on any failure.
#
# --scratch-path DIR builds in DIR instead of .build/. .ci/run gives it the repository's own .build: the
# example depends on the checkout by path, whose modules SwiftPM compiles with the same flags as the checkout's
# own `HITCHBENCH_FAST_DEBUG=1 swift test` and release build do, so they are reused and only the example's
# targets are compiled.
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"
scratch=()
case "${1:-}" in
    "") ;;
    --scratch-path) [ -n "${2:-}" ] || { echo "usage: $0 [--scratch-path DIR]" >&2; exit 2; }; scratch=(--scratch-path "$2") ;;
    *) echo "usage: $0 [--scratch-path DIR]" >&2; exit 2 ;;
esac
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

# The tests in a debug build with HitchBench's renderer compiled -O (HITCHBENCH_FAST_DEBUG=1: SwiftPM evaluates
# HitchBench's manifest in this environment), and custom-harness in release for the figures: the binary the
# baseline is recorded with and checked by is always `swift build -c release`'s. (`swift test -c release`
# would be a third build, for testing, whose binary executes 6-25 % more instructions: never gate one against
# a baseline recorded by the other.)
echo "== the example's tests (a debug build, the renderer optimised)"
HITCHBENCH_FAST_DEBUG=1 swift test "${scratch[@]}"
echo "== custom-harness in release"
swift build -c release --product custom-harness "${scratch[@]}"
harness="$(swift build -c release --show-bin-path "${scratch[@]}")/custom-harness"

# tap-select's taps make scroll-blit redraw in full; fling only blits. The gate runs on the phone clock: each
# frame's counted work priced by the phone model, the same on every run, so its time ratios cannot fail on a
# busy or slower host as this CPU's times can (a run at +34 % by the lowest repeat failed one; the host-time gate
# is `compare --against`, paired base against head).
echo "== compare render-all, tiles and scroll-blit on fling and tap-select, recording a baseline"
"$harness" compare --strategies render-all,tiles,scroll-blit --trace fling.json,tap-select.json --clock phone \
    --baseline "$out/baseline.json" --write-baseline --out-dir "$out"

echo "== scroll-blit's own counters (fullRedraws, blits) in the compare JSON and the baseline"
python3 - "$out" <<'EOF'
import glob, json, os, sys

out = sys.argv[1]
names = ("fullRedraws", "blits")
baseline = json.load(open(os.path.join(out, "baseline.json")))
totals = dict.fromkeys(names, 0)
files = sorted(glob.glob(os.path.join(out, "compare-*.json")))
if len(files) != 2:
    sys.exit(f"ci: expected 2 compare files in {out}, found {len(files)}")
for path in files:
    document = json.load(open(path))
    trace = document["trace"]
    [result] = [r for r in document["results"] if r["metadata"]["strategy"] == "scroll-blit"]
    entry = baseline["traces"][trace]["scroll-blit"]["counters"]
    for name in names:
        if name not in result["counterNames"]:
            sys.exit(f"ci: {os.path.basename(path)}: scroll-blit's counterNames lack {name}")
        total = result["metrics"][f"total.{name}"]
        if sum(frame["counters"][name] for frame in result["frames"]) != total:
            sys.exit(f"ci: {os.path.basename(path)}: scroll-blit's frames do not add up to total.{name} {total}")
        if entry.get(name) != total:
            sys.exit(f"ci: baseline {trace}/scroll-blit {name} is {entry.get(name)}, the compare JSON's total {total}")
        totals[name] += total
    print(f"{trace}: scroll-blit " + ", ".join(f"{name} {result['metrics'][f'total.{name}']}" for name in names)
          + " (compare JSON = baseline)")
for name, total in totals.items():
    if total <= 0:
        sys.exit(f"ci: scroll-blit's {name} total 0 over {', '.join(map(os.path.basename, files))}")
EOF

echo "== the gate: the same run checked against that baseline (the verdict is on stderr)"
"$harness" compare --strategies render-all,tiles,scroll-blit --trace fling.json,tap-select.json --clock phone \
    --baseline "$out/baseline.json" --check --out-dir "$out/check" > /dev/null

echo "== the gate fails when a custom counter differs from the baseline (fullRedraws + 1 on tap-select)"
python3 - "$out/baseline.json" "$out/changed.json" <<'EOF'
import json, sys
baseline = json.load(open(sys.argv[1]))
baseline["traces"]["tap-select"]["scroll-blit"]["counters"]["fullRedraws"] += 1
json.dump(baseline, open(sys.argv[2], "w"), indent=2)
EOF
status=0
"$harness" compare --strategies render-all,tiles,scroll-blit --trace tap-select.json --clock phone --repeat 1 \
    --allow-missing --baseline "$out/changed.json" --check --out-dir "$out/changed" 2> "$out/changed.txt" > /dev/null || status=$?
if [ "$status" != 1 ] || ! grep -q '^regression: tap-select/scroll-blit: .*fullRedraws' "$out/changed.txt"; then
    cat "$out/changed.txt" >&2
    echo "ci: the gate did not report scroll-blit's changed fullRedraws (exit $status)" >&2
    exit 1
fi
grep '^regression: ' "$out/changed.txt"

echo "== equivalence of scroll-blit with the reference"
"$harness" equivalence --strategy scroll-blit --trace highlight.json
