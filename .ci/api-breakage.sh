#!/usr/bin/env bash
# The public API of the library products (HitchBench, HitchBenchCommandLine) against the last release, with
# `swift package diagnose-api-breaking-changes`.
#
# The last release is found from CHANGELOG.md, not from tags: a CI clone may carry none, and commits may be
# rebased or squashed when they land. The released version is the newest dated heading; its commit is the one
# a "Release commit: <sha>" line right under that heading names (0.1.0 was never tagged or dated in its own
# commit), else the last commit that changed a dated heading, as a release commit dates its version's heading
# ("## [0.2.0] - Unreleased" becomes "## [0.2.0] - 2026-12-01"; see docs/Releasing.md).
# `HitchBenchVersion.current` names the version being prepared:
#   - a breaking bump over the release (a new major; before 1.0.0 also a new minor): breaking changes are
#     listed (say them in CHANGELOG.md) and the step passes;
#   - the released version itself or a patch: any breaking change fails the step.
# The release commit must be in this clone's history: a shallow clone (actions/checkout fetches one commit
# unless `fetch-depth: 0`) or a squashed one lacks it, and the step then FAILS, naming what to fetch, rather
# than pass without comparing anything. Only a checkout of the release commit itself has nothing to compare.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

dated='^## \[[0-9]+\.[0-9]+\.[0-9]+\] - [0-9]{4}-[0-9]{2}-[0-9]{2}'
# In a shallow clone `git log` sees a cut history whose oldest commit seems to add every line, so the search
# below would find that commit rather than the release: refuse it first.
if [ "$(git rev-parse --is-shallow-repository)" = true ]; then
    echo "api-breakage: this clone is shallow, so the last release's commit cannot be found or compared; fetch the history (git fetch --unshallow, or actions/checkout with fetch-depth: 0)" >&2
    exit 1
fi
released="$(grep -m1 -E "$dated" CHANGELOG.md | sed -E 's/^## \[([0-9.]+)\].*/\1/')"
# The "Release commit:" line within the two lines after the newest dated heading, if any.
named="$(grep -m1 -E -A2 "$dated" CHANGELOG.md | sed -nE 's/^Release commit: ([0-9a-f]{7,40})$/\1/p')"
if [ -n "$named" ]; then
    release="$(git rev-parse --verify --quiet "$named^{commit}" || true)"
else
    release="$(git log -1 --format=%H -G "$dated" -- CHANGELOG.md)"
fi
current="$(sed -nE 's/.*static let current = "([0-9]+\.[0-9]+\.[0-9]+)".*/\1/p' Sources/HitchBenchCommandLine/HitchBenchVersion.swift)"
[ -n "$released" ] && [ -n "$current" ] || {
    echo "api-breakage: no dated version in CHANGELOG.md or no version in Sources/HitchBenchCommandLine/HitchBenchVersion.swift" >&2
    exit 2
}
if [ -z "$release" ]; then
    echo "api-breakage: the last release ($released${named:+, commit $named}) is not in this clone's history; fetch it (git fetch --unshallow, or actions/checkout with fetch-depth: 0)" >&2
    exit 1
fi
if [ "$release" = "$(git rev-parse HEAD)" ]; then
    echo "api-breakage: HEAD is the last release ($released) itself: nothing to compare"
    exit 0
fi

IFS=. read -r released_major released_minor _ <<<"$released"
IFS=. read -r current_major current_minor _ <<<"$current"
breaking_allowed=no
if (( current_major > released_major )) || (( current_major == 0 && released_major == 0 && current_minor > released_minor )); then
    breaking_allowed=yes
fi
echo "api-breakage: $current against the last release, $released (commit ${release:0:12}); breaking changes allowed: $breaking_allowed"

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
# The baseline's symbol graphs are kept per release commit, so a second local run builds only this tree.
swift package diagnose-api-breaking-changes "$release" --products HitchBench HitchBenchCommandLine \
    --baseline-dir ".build/api-baseline/$release" 2>&1 | tee "$log" || status=$?
if (( status == 0 )); then exit 0; fi
if ! grep -q "API breakage:" "$log"; then
    echo "api-breakage: the check itself failed (exit status $status), see above" >&2
    exit "$status"
fi
if [ "$breaking_allowed" = yes ]; then
    echo "api-breakage: breaking changes listed above are allowed: $current is a breaking release after $released (list them in CHANGELOG.md)"
    exit 0
fi
echo "api-breakage: breaking changes since $released; a breaking change needs a new version (HitchBenchVersion.current and an Unreleased CHANGELOG.md entry)" >&2
exit 1
