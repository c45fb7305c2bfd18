#!/usr/bin/env bash
# Peak memory, time, speed and device-file size of 'harness import instruments' on synthetic exports of growing
# size, made by scripts/inputs/make_xctrace.py: `displayed-surfaces-interval` tables of 120 Hz frames, `hitches`
# tables, `hitches-renders` tables, `display-vsyncs-interval` tables, `display-surface-swap` tables, `swiftui-updates` tables and `OSSignpostIntervals`
# tables (imported with --scroll signpost:Scroll) with the real columns, of 150 MB, 500 MB and 1.07 GB (just under
# the 1 GiB limit), and a 2 GB sparse file refused by its size. A benchmark, not a test: it prints a Markdown table.
#
#   bash scripts/inputs/measure-import.sh [HARNESS] [INPUT_DIR] [KIND...]
#
# HARNESS defaults to .build/release/harness (build it with 'swift build -c release'); INPUT_DIR (default
# /tmp/hitchbench-xctrace) holds the exports, made when missing (about 10 GB). KIND (surfaces, hitches, renders,
# vsyncs, swaps, swiftui-updates, signposts) measures those tables only, without the sparse file; default all.
set -uo pipefail
cd "$(dirname "$0")/../.."
harness="$(realpath "${1:-.build/release/harness}")"
inputs="${2:-/tmp/hitchbench-xctrace}"
mkdir -p "$inputs"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
kinds=("${@:3}")
[[ ${#kinds[@]} -gt 0 ]] || kinds=(surfaces hitches renders vsyncs swaps swiftui-updates signposts sparse)
files=()
for table in "${kinds[@]}"; do
    if [[ "$table" == sparse ]]; then
        [[ -f "$inputs/sparse-2gb.xml" ]] || truncate -s 2147483648 "$inputs/sparse-2gb.xml"
        files+=(sparse-2gb.xml)
        continue
    fi
    for size in 150 500 1070; do
        file="$table-${size}mb.xml"
        [[ -f "$inputs/$file" ]] || python3 scripts/inputs/make_xctrace.py "$inputs/$file" "$size" "$table" > /dev/null
        files+=("$file")
    done
done

printf '| input | bytes | exit | peak memory (MB) | time (s) | MB/s | device file (bytes) | what it said |\n'
printf '|---|---:|---:|---:|---:|---:|---:|---|\n'
for file in "${files[@]}"; do
    path="$inputs/$file"
    options=()
    # A signpost table names the scrolls among its intervals; without --scroll the import asks which they are.
    [[ "$file" == signposts-* ]] && options=(--scroll signpost:Scroll)
    /usr/bin/time -v "$harness" import instruments "$path" "${options[@]}" --out "$work/out.json" > "$work/stdout" 2> "$work/stderr"
    status=$?
    memory=$(sed -n 's/^[[:space:]]*Maximum resident set size (kbytes): //p' "$work/stderr")
    elapsed=$(sed -n 's/^[[:space:]]*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/stderr")
    said=$(grep -v '^[[:space:]]' "$work/stderr" | grep -v 'Command being timed' | head -n 1)
    [[ -n "$said" ]] || said=$(grep -E '^(tables|frames|hitches|commit p50/p99/max):' "$work/stdout" | tr -s ' ' | paste -sd ';' -)
    seconds=$(awk -F: '{ print ($1 * 60) + $2 }' <<< "$elapsed")
    bytes=$(stat -L -c %s "$path")
    speed=$(awk -v b="$bytes" -v s="$seconds" -v x="$status" 'BEGIN { if (s > 0 && x == 0) printf "%.0f", b / 1e6 / s; else print "-" }')
    written=$(stat -c %s "$work/out.json" 2> /dev/null || echo "-")
    printf '| %s | %s | %s | %.0f | %.1f | %s | %s | %s |\n' "$file" "$bytes" "$status" "$((memory / 1024))" "$seconds" "$speed" \
        "$written" "${said//|/\\|}"
    rm -f "$work/out.json"
done
