#!/usr/bin/env bash
# HitchBench as a user depends on it: a throwaway package that depends on this repository through a git URL at a
# tag (`from:`), with no HITCHBENCH_* variables set, resolves it by version and loads its package graph with both
# products (`HitchBench`, `HitchBenchCommandLine`) in its target: the tag, the manifest's tools version and the
# product names as a versioned dependency sees them. It builds nothing: building a dependent package, with its
# own strategy, tests and the shipped traces reaching its executable as a resource bundle, is what the DocC
# articles' package (scripts/docc-snippets.sh) and Examples/CustomStrategy do in .ci/run through a path
# dependency, which SwiftPM compiles the same way; a third build of HitchBench here took 100 s of .ci/run's
# 10-minute budget and checked nothing they do not. (SwiftPM before 6.2 refused unsafe build flags in a package
# resolved by version; 6.2 accepts them from a dependency whose manifest is tools version 6.2, and HitchBench's
# manifest declares none by default anyway.)
#
# The repository is cloned into a temporary folder (uncommitted changes of a local checkout are committed
# there, so a developer tests what they have), tagged with the version HitchBenchVersion.current names, and
# depended on as file://…/HitchBench. Everything it writes is in that temporary folder, removed on exit.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
for name in $(env | sed -n 's/^\(HITCHBENCH_[A-Z_]*\)=.*/\1/p'); do unset "$name"; done

version="$(sed -nE 's/.*static let current = "([0-9]+\.[0-9]+\.[0-9]+)".*/\1/p' Sources/HitchBenchCommandLine/HitchBenchVersion.swift)"
[ -n "$version" ] || { echo "consumer-from-tag: no version in Sources/HitchBenchCommandLine/HitchBenchVersion.swift" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git=(git -c user.name=ci -c user.email=ci@hitchbench -c advice.detachedHead=false)

# The clone: this checkout's history, plus its uncommitted state (tracked changes, deletions, new files that
# .gitignore does not exclude) as one more commit; then the tag.
"${git[@]}" clone --quiet --no-local . "$work/HitchBench"
git ls-files -z --deleted | (cd "$work/HitchBench" && xargs -0 -r git rm --quiet --)
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
    [ -f "$file" ] && printf '%s\0' "$file"
done | tar --null -T - -cf - | tar -xf - -C "$work/HitchBench"
(
    cd "$work/HitchBench"
    "${git[@]}" add -A
    "${git[@]}" diff --cached --quiet || "${git[@]}" commit --quiet -m "uncommitted state of the checkout under test"
    "${git[@]}" tag "$version"
)

# The consumer package: the tagged HitchBench as a versioned dependency, and an executable naming both products.
mkdir -p "$work/consumer/Sources/consumer-harness"
cat > "$work/consumer/Sources/consumer-harness/main.swift" <<'SWIFT'
import HitchBench
import HitchBenchCommandLine

HarnessCommandLine.main(strategies: [])
SWIFT
cat > "$work/consumer/Package.swift" <<MANIFEST
// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [
        .package(url: "file://$work/HitchBench", from: "$version"),
    ],
    targets: [
        .executableTarget(
            name: "consumer-harness",
            dependencies: [
                .product(name: "HitchBench", package: "HitchBench"),
                .product(name: "HitchBenchCommandLine", package: "HitchBench"),
            ]
        ),
    ]
)
MANIFEST

cd "$work/consumer"
echo "consumer-from-tag: file://$work/HitchBench at tag $version"
swift package --disable-dependency-cache resolve
# Loading the graph checks the products the target names (an unknown one is an error here); the resolved
# version must be the tag.
swift package --disable-dependency-cache show-dependencies --format json > "$work/dependencies.json"
python3 - "$work/dependencies.json" "$version" <<'PYTHON'
import json, sys

graph = json.load(open(sys.argv[1]))
found = [d for d in graph["dependencies"] if d["name"].lower() == "hitchbench"]
if len(found) != 1 or found[0]["version"] != sys.argv[2]:
    sys.exit(f"consumer-from-tag: HitchBench not resolved at the tag {sys.argv[2]}: {found}")
print(f"consumer-from-tag: HitchBench {found[0]['version']} resolved by version, both products found")
PYTHON
