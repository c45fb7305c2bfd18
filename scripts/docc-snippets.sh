#!/usr/bin/env bash
# The DocC articles' code, built and run as written: every code block of Sources/HitchBench/HitchBench.docc is
# a file of one package (the MyCharts package Getting started lays out), a shell block run in it, or marked
# as skipped with its reason (<!-- snippet: … --> before the block; scripts/docc_snippets.py has the rules).
# The package depends on this checkout by path and is built as a user's package is, with no HITCHBENCH_*
# variables, in .build/docc-snippets/MyCharts, which is kept between runs so only what changed is rebuilt.
# The run blocks include `swift test -c release` and the articles' compare gates (the instruction clock needs
# valgrind). Prints each run block's time and the total; exits non-zero on any failure.
#
#   scripts/docc-snippets.sh          # build and run
#   scripts/docc-snippets.sh --list   # print each block and its directive
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
for name in $(env | sed -n 's/^\(HITCHBENCH_[A-Z_]*\)=.*/\1/p'); do unset "$name"; done
exec python3 scripts/docc_snippets.py "$@"
