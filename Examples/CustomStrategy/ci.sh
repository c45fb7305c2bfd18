#!/usr/bin/env bash
# CI for the custom-strategy example, run from the repository root of a fresh clone
# (`Examples/CustomStrategy/ci.sh`): builds the example in release, prints its compare table on fling and
# its equivalence check, then runs its tests. Writes nothing in the repository but the example's .build/.
# Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

echo "== build the example (release)"
swift build -c release

echo "== compare render-all, tiles and scroll-blit on fling"
swift run -c release custom-harness compare --strategies render-all,tiles,scroll-blit --trace fling.json --out-dir "$out"

echo "== equivalence of scroll-blit with the reference"
swift run -c release custom-harness equivalence --strategy scroll-blit --trace highlight.json

echo "== swift test (the example's tests)"
swift test
