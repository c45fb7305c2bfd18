#!/usr/bin/env bash
# The public API of the `HitchBench` product, the surface a strategy author builds on, counted one way (the
# only count HitchBench reports; scripts/docs.sh runs this script for it):
# `swift-symbolgraph-extract -minimum-access-level public` on each module of the product, every symbol of the
# symbol graphs (members the compiler synthesizes, such as `!=`, included).
#
# Prints the count per module and the total, and lists any public symbol declared without a `///` comment.
# Exits 1 when the total is above the budget (440) or a public symbol is undocumented, 2 when it cannot
# measure. Builds the product first (debug, in .build/), so run it from a checkout with the toolchain on PATH.
#
#   scripts/public-symbols.sh             # count and check
#   scripts/public-symbols.sh --list      # also print every public symbol, module by module
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
budget=440
list=no
case "${1:-}" in
    "") ;;
    --list) list=yes ;;
    *) echo "usage: scripts/public-symbols.sh [--list]" >&2; exit 2 ;;
esac

swift build --target HitchBench >&2
modules_dir="$(swift build --show-bin-path)/Modules"
triple="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
# The product's modules, from the manifest, so a module added to the product is counted without editing this.
modules="$(swift package describe --type json | python3 -c '
import json, sys
package = json.load(sys.stdin)
print(" ".join(next(p["targets"] for p in package["products"] if p["name"] == "HitchBench")))')"
[ -n "$modules" ] || { echo "public-symbols: no HitchBench product in the manifest" >&2; exit 2; }

graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
for module in $modules; do
    mkdir -p "$graphs/$module"
    # No -I for the valgrind header: the product's modules do not import InstructionCounting. FrameTiming imports
    # the header-only CBuildTarget (the build's ISA level), whose module map is found in its source folder.
    swift-symbolgraph-extract -module-name "$module" -minimum-access-level public \
        -I "$modules_dir" -I Sources/CBuildTarget -target "$triple" -output-dir "$graphs/$module" >&2
done

python3 - "$graphs" "$budget" "$list" $modules <<'EOF'
import glob, json, os, sys

graphs, budget, show, modules = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "yes", sys.argv[4:]
total = 0
undocumented = []
print("public symbols of the HitchBench product (swift-symbolgraph-extract -minimum-access-level public):")
for module in modules:
    symbols = []
    # <Module>.symbols.json, plus <Module>@<Other>.symbols.json for public extensions of other modules' types.
    for path in sorted(glob.glob(os.path.join(graphs, module, "*.symbols.json"))):
        symbols += json.load(open(path))["symbols"]
    total += len(symbols)
    print(f"  {module:<18}{len(symbols):>5}")
    for symbol in sorted(symbols, key=lambda s: s["pathComponents"]):
        name = ".".join(symbol["pathComponents"])
        synthesized = "::SYNTHESIZED::" in symbol["identifier"]["precise"]
        if show:
            print(f"      {symbol['kind']['identifier']:<20}{name}{'  (synthesized)' if synthesized else ''}")
        # Members the compiler synthesizes (Equatable's `!=`, RawRepresentable's `hashValue`) have no source to
        # comment; every declared symbol must have its own or an inherited protocol requirement's comment.
        if not synthesized and not symbol.get("docComment"):
            undocumented.append(f"{module}: {name}")
print(f"  {'total':<18}{total:>5}   (budget {budget})")
failed = False
if undocumented:
    print(f"public-symbols: {len(undocumented)} public symbols without a doc comment:", file=sys.stderr)
    for name in undocumented:
        print(f"  {name}", file=sys.stderr)
    failed = True
if total > budget:
    print(f"public-symbols: {total} public symbols, more than the budget of {budget}: make what only the command "
          "line, the fuzz targets or HitchBench's own tests use `package`", file=sys.stderr)
    failed = True
sys.exit(1 if failed else 0)
EOF
