#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (one per input parser, and fuzz-raster for the renderer's
# unsafe-pointer code) with the address sanitizer and runs each from a seed corpus, printing executions and
# findings per target.
#
#   bash scripts/fuzz/run.sh [--runs N | --time SECONDS] [--seed S] [--findings DIR] [TARGET ...]
#
# --runs N runs each target for N inputs (deterministic with --seed), --time S for S seconds
# (default: --time 60). TARGET is fuzz-trace, fuzz-csv, fuzz-baseline, fuzz-sweep, fuzz-instruments,
# fuzz-compare or fuzz-raster (default: all). Seeds: Fuzz/corpus/<target>/ plus the shipped scenarios (traces), the committed
# baseline and the sweep results and plot fixtures (sweeps); fuzz-instruments (the XML reader, xctrace's tables
# and the Instruments import) and fuzz-raster (drawing programs) have only their own, and comparisons only their own small ones, as the repository's
# hold every frame and would slow each run a hundredfold. They are read, never written: inputs the fuzzer finds
# interesting go to a scratch corpus, and crashes, hangs and leaks to the findings folder
# (default .build/fuzz/findings), which is printed. Exits 1 when anything was found.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

limit=(-max_total_time=60)
seed=()
findings=".build/fuzz/findings"
targets=()
while (($#)); do
    case "$1" in
        --runs) limit=(-runs="$2"); shift 2 ;;
        --time) limit=(-max_total_time="$2"); shift 2 ;;
        --seed) seed=(-seed="$2"); shift 2 ;;
        --findings) findings="$2"; shift 2 ;;
        # The scroll physics springs further than the rubber band's limit after fast flings
        # (a known issue, ScrollSessionBoundsTests); this checks only that offsets stay finite.
        fuzz-trace|fuzz-csv|fuzz-baseline|fuzz-sweep|fuzz-instruments|fuzz-compare|fuzz-raster) targets+=("$1"); shift ;;
        *) echo "usage: $0 [--runs N | --time SECONDS] [--seed S] [--findings DIR] [fuzz-trace|fuzz-csv|fuzz-baseline|fuzz-sweep|fuzz-instruments|fuzz-compare|fuzz-raster ...]" >&2; exit 2 ;;
    esac
done
((${#targets[@]})) || targets=(fuzz-trace fuzz-csv fuzz-baseline fuzz-sweep fuzz-instruments fuzz-compare fuzz-raster)

# Extra seeds each target gets from the repository, beyond its own Fuzz/corpus/<target>/.
seeds_for() {
    case "$1" in
        fuzz-trace) echo Scenarios/*.json ;;
        fuzz-baseline) echo results/baseline.json ;;
        fuzz-sweep) echo results/reference/sweep-*.json scripts/fixtures/sweep-*.json ;;
    esac
}

# The tokens each target's dictionary holds.
dictionary_for() {
    case "$1" in
        fuzz-csv) echo csv ;;
        fuzz-instruments) echo xml ;;
        fuzz-raster) echo raster ;;
        *) echo json ;;
    esac
}

for target in "${targets[@]}"; do
    # One -sanitize=fuzzer,address: swiftc keeps only the last -sanitize flag, so SwiftPM's
    # '--sanitize=fuzzer --sanitize=address' would build the libraries without coverage.
    HITCHBENCH_FUZZ=1 swift build -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address --build-path .build/fuzz \
        --product "$target" 2>&1 | grep -E "error|warning: " | grep -v "__asan_extra_spill_area" || true
    [[ -x ".build/fuzz/release/$target" ]] || { echo "$target: build failed" >&2; exit 2; }
done

mkdir -p "$findings"
status=0
printf '%-14s %12s %9s  %s\n' target executions findings "coverage, corpus"
for target in "${targets[@]}"; do
    scratch="$(mktemp -d)"
    seeds="$(mktemp -d)"
    # One folder of seeds (the trace schema among the scenarios is not a trace, but a fine input).
    for file in Fuzz/corpus/"$target"/* $(seeds_for "$target"); do
        cp "$file" "$seeds/$(dirname "$file" | tr / -)-$(basename "$file")"
    done
    log="$findings/$target.log"
    before=$(find "$findings" -maxdepth 1 -name "$target-*" | wc -l)
    # Fixed hashing keeps runs with one --seed alike; the Swift runtime's backtracer reads its own stack
    # in a way ASan flags, and the fuzzer prints the input anyway.
    SWIFT_DETERMINISTIC_HASHING=1 SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" ".build/fuzz/release/$target" "${limit[@]}" "${seed[@]}" \
        -dict="Fuzz/dictionaries/$(dictionary_for "$target").dict" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 -artifact_prefix="$findings/$target-" \
        "$scratch" "$seeds" >"$log" 2>&1 || true
    after=$(find "$findings" -maxdepth 1 -name "$target-*" | wc -l)
    executions="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
    progress="$(grep -E '^#[0-9]+' "$log" | tail -n 1 | sed -E 's/^#[0-9]+ +[A-Z]+ +//' || true)"
    printf '%-14s %12s %9s  %s\n' "$target" "${executions:-?}" "$((after - before))" "$progress"
    if ((after > before)) || ! grep -q '^Done [0-9]* runs\|^stat::number_of_executed_units' "$log"; then
        status=1
        grep -E 'ERROR|Fatal error|SUMMARY|panic|Test unit written' "$log" | head -n 5 | sed "s/^/    /" || true
    fi
    rm -rf "$scratch" "$seeds"
done
exit "$status"
