#!/usr/bin/env bash
# Peak memory and time of 'harness import instruments' on synthetic exports of growing size (made by
# scripts/inputs/make_xctrace.py: a displayed-surfaces-interval table of 120 Hz frames with the real columns):
# up to nearly the largest table HitchBench keeps (500,000 structured values, a narrative a row), one past it that
# it refuses at the limit, and a 2 GB sparse file it refuses by its size. A benchmark, not a test: it prints a
# Markdown table.
#
#   bash scripts/inputs/measure-import.sh [HARNESS] [INPUT_DIR]
#
# HARNESS defaults to .build/release/harness (build it with 'swift build -c release'); INPUT_DIR (default
# /tmp/hitchbench-xctrace) holds the exports, made when missing (about 0.7 GB).
set -uo pipefail
cd "$(dirname "$0")/../.."
harness="$(realpath "${1:-.build/release/harness}")"
inputs="${2:-/tmp/hitchbench-xctrace}"
mkdir -p "$inputs"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for size in 10 100 250 350; do
    [[ -f "$inputs/surfaces-${size}mb.xml" ]] || python3 scripts/inputs/make_xctrace.py "$inputs/surfaces-${size}mb.xml" "$size" > /dev/null
done
[[ -f "$inputs/sparse-2gb.xml" ]] || truncate -s 2147483648 "$inputs/sparse-2gb.xml"

printf '| input | bytes | exit | peak memory (MB) | time (s) | what it said |\n|---|---:|---:|---:|---:|---|\n'
for file in surfaces-10mb.xml surfaces-100mb.xml surfaces-250mb.xml surfaces-350mb.xml sparse-2gb.xml; do
    path="$inputs/$file"
    /usr/bin/time -v "$harness" import instruments "$path" --out "$work/out.json" > "$work/stdout" 2> "$work/stderr"
    status=$?
    memory=$(sed -n 's/^[[:space:]]*Maximum resident set size (kbytes): //p' "$work/stderr")
    elapsed=$(sed -n 's/^[[:space:]]*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/stderr")
    said=$(grep -v '^[[:space:]]' "$work/stderr" | grep -v 'Command being timed' | head -n 1)
    [[ -n "$said" ]] || said=$(grep '^frames:' "$work/stdout")
    seconds=$(awk -F: '{ print ($1 * 60) + $2 }' <<< "$elapsed")
    printf '| %s | %s | %s | %.0f | %.1f | %s |\n' "$file" "$(stat -c %s "$path")" "$status" "$((memory / 1024))" "$seconds" "${said//|/\\|}"
    rm -f "$work/out.json"
done
