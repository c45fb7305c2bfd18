#!/usr/bin/env bash
# Peak memory and time of the harness on every kind of input it reads: 25 MB and 250 MB files it must
# refuse, the largest file each format accepts, and /dev/zero, /dev/urandom, a FIFO, a directory and a
# file without read permission. A benchmark, not a test: it prints a Markdown table.
#
#   bash scripts/inputs/measure.sh [HARNESS] [INPUT_DIR]
#
# HARNESS defaults to .build/release/harness (build it with 'swift build -c release'); INPUT_DIR holds
# the files scripts/inputs/make_inputs.py writes (made when missing, about 1.1 GB). Each run is capped
# at 8 GB of address space and 120 s (10 s for devices, FIFO, directory, unreadable file), so an old build that reads /dev/zero or waits on a FIFO forever
# shows as killed instead of taking the machine down. The unreadable case runs as user nobody.
set -uo pipefail
cd "$(dirname "$0")/../.."
harness="$(realpath "${1:-.build/release/harness}")"
inputs="${2:-/tmp/hitchbench-inputs}"
[[ -f "$inputs/trace-largest.json" ]] || python3 scripts/inputs/make_inputs.py "$inputs"
work="$(mktemp -d)"
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT
mkfifo "$work/fifo"
mkdir "$work/dir"
printf 'date,channel,value\n2025-01-01,a,1\n' > "$work/secret"
chmod 000 "$work/secret"

# The command that reads FILE for each kind; outputs go to a folder that is removed afterwards.
command_for() {
    case "$1" in
        trace) echo "$harness trace check $2" ;;
        data) echo "$harness render --data $2 --out $work/out/frame.png" ;;
        baseline) echo "$harness compare --trace $inputs/tiny-trace.json --strategies tiles --days 8 --repeat 1 --baseline $2 --check --out-dir $work/out" ;;
        sweep) echo "$harness merge $2 --out $work/out/merged.json" ;;
    esac
}
printf '{"format":"hitchbench-trace/1","name":"tiny","events":[{"t":0,"type":"tap","x":1,"y":1},{"t":0.1,"type":"end"}]}' > "$inputs/tiny-trace.json"

measure() {  # kind label file [seconds] [runner prefix]
    local kind="$1" label="$2" file="$3" seconds="${4:-120}" prefix="${5:-}"
    rm -rf "$work/out"
    mkdir -p "$work/out"
    chmod 777 "$work/out"
    ( ulimit -v 8388608; cd "$work" && /usr/bin/time -v -o "$work/time.txt" timeout -s KILL "$seconds" $prefix $(command_for "$kind" "$file") \
        >/dev/null 2>"$work/stderr.txt" )
    local status rss elapsed message
    status="$(sed -n 's/.*Exit status: //p' "$work/time.txt")"
    rss="$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt")"
    elapsed="$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/time.txt")"
    local signal
    signal="$(sed -n 's/.*Command terminated by signal //p' "$work/time.txt")"
    [[ -n "$signal" ]] && status="signal $signal"
    [[ "$status" == 137 || "$signal" == 9 ]] && status="killed at the ${seconds} s cap"
    message="$(grep -v '^warning: this is a debug build' "$work/stderr.txt" | grep -v '^compare: \[' | head -n 1 | cut -c 1-150)"
    printf '| %s | %s | %s | %.1f | %s | %s |\n' "$kind" "$label" "$status" "$(echo "${rss:-0} / 1024" | bc -l)" "$elapsed" "${message//|/\\|}"
}

echo "harness: $harness"
echo
echo "| input | case | exit | peak MB | time | first line on stderr |"
echo "|---|---|---|---:|---:|---|"
for kind in trace data baseline sweep; do
    extension=json
    [[ "$kind" == data ]] && extension=csv
    for label in 25MB 250MB largest; do
        measure "$kind" "$label" "$inputs/$kind-$label.$extension"
    done
    measure "$kind" "/dev/zero" /dev/zero 10
    measure "$kind" "/dev/urandom" /dev/urandom 10
    measure "$kind" "FIFO" "$work/fifo" 10
    measure "$kind" "directory" "$work/dir" 10
    measure "$kind" "unreadable" "$work/secret" 10 "setpriv --reuid=65534 --regid=65534 --clear-groups"
done
