#!/usr/bin/env bash
# HitchBench as a user meets it: a throwaway package that depends on this repository through a git URL at a
# tag (`from:`), with no HITCHBENCH_* variables set, registers a strategy of its own (.ci/consumer/) and runs
# `compare` with it on a shipped trace: resolution by version, the products, and the shipped traces reaching a
# dependent package's executable as a resource bundle. (SwiftPM before 6.2 refused unsafe build flags in a
# package resolved by version; 6.2 accepts them from a dependency whose manifest is tools version 6.2, so this
# no longer catches them, and HitchBench's manifest declares none by default anyway.)
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

# The consumer package: the tagged HitchBench as a versioned dependency, and an executable with its strategy.
mkdir -p "$work/consumer"
cp -R .ci/consumer/Sources "$work/consumer/"
cat > "$work/consumer/Package.swift" <<EOF
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
EOF

cd "$work/consumer"
echo "consumer-from-tag: file://$work/HitchBench at tag $version"
swift package --disable-dependency-cache resolve
swift build -c release --disable-dependency-cache
harness=.build/release/consumer-harness
"$harness" --version
"$harness" compare --strategies render-all,visible,unculled --trace fling.json --repeat 1 --out-dir "$work/results"
# The comparison file holds the outside strategy's row.
grep -l '"strategy": "unculled"' "$work/results"/compare-fling*.json
