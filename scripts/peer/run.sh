#!/usr/bin/env bash
# Peer measurement: cairo drawing HitchBench's own viewport display list, timed the same way
# (thread CPU, median/p95), next to `harness bench render`.
#
# Usage: bash scripts/peer/run.sh [cairo_scene options, e.g. --repeat 500 --breakdown]
# Needs: a release build (swift build -c release), python3, a C compiler and cairo headers.
# Builds and writes scenes/PNGs into ${TMPDIR:-/tmp}/hitchbench-peer (nothing in the repository).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
harness="${HARNESS:-$root/.build/release/harness}"
out="${TMPDIR:-/tmp}/hitchbench-peer"

fail() { echo "peer/run.sh: $*" >&2; exit 1; }

[[ -x "$harness" ]] || fail "no release harness at $harness; run 'swift build -c release' first (or set HARNESS=...)"
command -v python3 >/dev/null || fail "python3 is needed to convert the scene JSON (scene_to_ops.py)"
cc="${CC:-cc}"
command -v "$cc" >/dev/null || fail "no C compiler '$cc'; install one (e.g. apt-get install -y gcc) or set CC=..."
if ! command -v pkg-config >/dev/null || ! pkg-config --exists cairo; then
    fail "cairo development files not found (pkg-config cannot find 'cairo').
Install them with:  apt-get update && apt-get install -y libcairo2-dev pkg-config"
fi

mkdir -p "$out"
# shellcheck disable=SC2046  # pkg-config output must word-split into flags
"$cc" -O2 -std=c99 -Wall -Wextra -o "$out/cairo_scene" "$here/cairo_scene.c" $(pkg-config --cflags --libs cairo) -lm \
    || fail "compiling cairo_scene.c failed"

run_scene() {   # name, harness render options...
    local name="$1"; shift
    "$harness" render "$@" --scene "$out/$name.json" --out "$out/$name.harness.png" >/dev/null
    python3 "$here/scene_to_ops.py" "$out/$name.json" "$out/$name.ops"
    echo "== scene: $name (harness render ${*:-<defaults>}) =="
    "$out/cairo_scene" "$out/$name.ops" --png "$out/$name.cairo.png" "${cairo_args[@]}"
}

cairo_args=("$@")
run_scene default
run_scene radius4 --corner-radius 4

echo
echo "== harness bench render (HitchBench's renderer: 'viewport draw' draws the default scene's display list"
echo "   above, as cairo does; 'viewport frame' also lays the display list out) =="
"$harness" bench render
echo
echo "== harness bench render --corner-radius 4 (the radius4 scene above) =="
"$harness" bench render --corner-radius 4
echo
echo "PNGs to eyeball (harness vs cairo): $out/{default,radius4}.{harness,cairo}.png"
