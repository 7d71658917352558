#!/usr/bin/env bash
# The unit tests (backend only, in memory) built with clang's address and
# undefined-behaviour sanitizers in the fuzz build (build-fuzz/ or
# $FUZZ_BUILD_DIR, configured by scripts/fuzz.sh, which runs first) and run
# there: a memory error or undefined behaviour fails the run. Widget, CLI and
# integration tests are not built here: they would need Qt's widgets and the
# programs sanitized too, which does not fit CI's time.
#   bash scripts/sanitize.sh
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${FUZZ_BUILD_DIR:-$root/build-fuzz}
[[ -f "$build/build.ninja" ]] || { echo "sanitize: run scripts/fuzz.sh first (it configures $build)" >&2; exit 2; }
# tst_translations needs the translation files, built with the programs.
mapfile -t tests < <(cd "$root/tests/unit" && ls tst_*.cpp | sed 's/\.cpp$//' | grep -v '^tst_translations$')
cmake --build "$build" -j "$(nproc)" --target "${tests[@]}"
cd "$build"
# Leaks are not looked for: Qt keeps process-wide singletons until exit.
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=0
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
ctest --output-on-failure -j "$(nproc)" -R '^unit/' -E 'tst_translations'
