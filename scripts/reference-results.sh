#!/usr/bin/env bash
# Regenerates every committed reference result in results/reference/ — the files the tables and pictures of
# README.md and docs/Results.md come from — and nothing else: run from anywhere in the checkout, it rewrites
# exactly the files it lists at the end. Release build; about 8 minutes on an idle 2-core machine, most of it the slowdown
# searches and the instruction counts under valgrind (installed with `apt-get install valgrind`). Then put
# the tables into the docs with one command:
#     swift run -c release harness tables results/reference --write
# which replaces each table between its `<!-- generated: <section title> -->` and `<!-- end generated -->`
# lines (the key table in README.md, the rest in docs/Results.md) with the figures these files hold; `--check`
# says which differ (exit 1), and `swift test` (Tests/DocTablesTests/CommittedTablesTests.swift) fails until
# they match. The tables read the files by what they hold: compare-fling.json's settings decide which
# comparisons are "the traces" (and their 120 Hz, --snap none and instruction-clock counterparts), so keep the
# runs below in step. Review the diff, and update the prose figures around the tables (marked
# `<!-- figures: … -->` in docs/Results.md).
# The commands in the docs write to results/ (not tracked) and never touch these files.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

out=results/reference
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift build -c release
harness=.build/release/harness
# Everything but the tables' prose (table-prose.json), which is written by hand, not by a run.
find "$out" -mindepth 1 ! -name table-prose.json -delete 2>/dev/null || true
mkdir -p "$out/plots"

# Every shipped trace, every strategy, the seed's 60 days: at 60 Hz and at 120 Hz.
"$harness" compare --all --repeat 5 --out-dir "$out"
"$harness" compare --all --repeat 5 --refresh 120 --out-dir "$out"
# The seed's window without its .valueAligned snapping, next to the reference: what the snapping changes.
"$harness" compare --all --repeat 3 --strategies render-all,window --snap none --out-dir "$out"
# Five and ten years of data on fling.
"$harness" compare --trace fling.json --days 1825 --repeat 3 --out-dir "$out"
"$harness" compare --trace fling.json --days 3650 --repeat 3 --out-dir "$out"
# window-seamless across the whole data: 9,000 pt/s flings from the newest day to the oldest of 3,650 days.
"$harness" trace synth fling --velocity 9000 --count 40 --pause 1.5 --name fling-9000 --out "$work/fling-9000.json"
"$harness" compare --trace "$work/fling-9000.json" --days 3650 --repeat 1 --strategies window,window-seamless,visible \
    --out-dir "$out"
# Instructions per frame under valgrind, as CI's instruction gate counts them: every strategy on fling and tap-select at
# 60 days (compare-fling-instructions.json, compare-tap-select-instructions.json; exact, so one repeat).
"$harness" compare --trace fling.json,tap-select.json --clock instructions --out-dir "$out"

# The seed's phone as a check (docs/Results.md): how far each strategy's commit can be slowed before it hitches, and
# before its longest hitch passes 1, 2, 3 intervals, on fling at 60 days: at 60 and 120 Hz (every strategy's headroom,
# and the framework factor at which render-all's longest hitch is the seed's 25 ms), and visible at 80 Hz (the drawing
# factor at which its longest hitch is the 12.5 ms of the seed's DGCharts screen).
"$harness" slowdown --repeat 3 --out "$out/slowdown-fling.json"
"$harness" slowdown --repeat 3 --refresh 120 --out "$out/slowdown-fling-120hz.json"
"$harness" slowdown --repeat 3 --refresh 80 --strategies visible --out "$out/slowdown-fling-80hz-only-visible.json"
# Every strategy at the two factors those searches give, nothing else changed: each the geometric middle of the
# factors at which a strategy's longest hitch is the seed's (render-all's 3 intervals = 25 ms at 120 Hz, visible's
# 1 interval = 12.5 ms at 80 Hz), which `harness slowdown` writes as `exactly.middleFactor`; read here, not computed.
middle() { python3 -c 'import json, sys
strategies = {s["strategy"]: s for s in json.load(open(sys.argv[1]))["strategies"]}
print(strategies[sys.argv[2]]["thresholds"][int(sys.argv[3])]["exactly"]["middleFactor"])' "$@"; }
framework="$(middle "$out/slowdown-fling-120hz.json" render-all 3)"
drawing="$(middle "$out/slowdown-fling-80hz-only-visible.json" visible 1)"
"$harness" compare --trace fling.json --repeat 5 --refresh 120 --app-slowdown "framework=$framework,drawing=$drawing" --out-dir "$out"
"$harness" compare --trace fling.json --repeat 5 --refresh 80 --app-slowdown "framework=$framework,drawing=$drawing" --out-dir "$out"

# Growth with the data: to 36,500 days at 60 Hz (in two shards, merged), to 3,650 days at 120 Hz.
sizes=30,60,120,365,1825,3650,36500
# Part 1 is render-all's 36,500 days with the other strategies at that size; part 2 every other size.
"$harness" sweep --days "$sizes" --shard 1/2 --out "$work/sweep-part-1-of-2.json"
"$harness" sweep --days "$sizes" --shard 2/2 --out "$work/sweep-part-2-of-2.json"
"$harness" merge "$work/sweep-part-1-of-2.json" "$work/sweep-part-2-of-2.json" --out "$out/sweep-fling-36500d.json"
"$harness" sweep --refresh 120 --out "$out/sweep-fling-120hz.json"
# The phone model: each strategy paced on the shipped iPhone 16 Pro profile (deterministic, so one pass each) at
# the key sizes and both rates, and every strategy at the seed's settings for the held-out seed check.
"$harness" sweep --clock phone --days 60,365,3650 --refresh 60 --out "$out/sweep-fling-phone.json"
"$harness" sweep --clock phone --days 60,365,3650 --refresh 120 --out "$out/sweep-fling-120hz-phone.json"
"$harness" compare --trace fling.json --clock phone --refresh 120 --out-dir "$out"

# Pictures: the seed screen, and the plots of the results above, each named after its file:
# compare-fling-{timeline,summary}.png, compare-fling-1825d-{timeline,summary}.png,
# compare-tap-select-{timeline,summary}.png (a scroll, then taps outside it: what the scrolling ratio leaves out),
# compare-fling-instructions-{timeline,summary}.png, sweep-fling-36500d-growth.png, and the seed check at 120 Hz
# (compare-fling-120hz-slowdown-…-{timeline,summary}.png: the commit hitches of the phone's speed, lane by lane).
"$harness" render --out "$out/plots/frame.png"
"$harness" render --select 2025-10-27 --out "$out/plots/frame-selected.png"
python3 scripts/plot.py "$out/compare-fling.json" "$out/compare-fling-1825d.json" "$out/compare-tap-select.json" \
    "$out/compare-fling-instructions.json" "$out/sweep-fling-36500d.json" "$out"/compare-fling-120hz-slowdown-*.json \
    --out-dir "$out/plots"

echo "== wrote:"
find "$out" -type f | sort
