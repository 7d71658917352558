#!/usr/bin/env bash
# The tests built with clang's address and undefined-behaviour sanitizers in
# the fuzz build (build-fuzz/ or $FUZZ_BUILD_DIR, configured by
# scripts/fuzz.sh, which runs first) and run there, offscreen: a memory error
# or undefined behaviour fails the run. The programs the tests start
# (ascend-ops-cli, ascend-ops) are built sanitized too.
# Runs the unit, widget and CLI suites and the integration suites but three:
# tst_pipeline_ladder, _overlap and _guards spend six minutes waiting on a
# pipeline's real-time steps; they run unsanitized in scripts/test.sh, and the
# code they drive runs sanitized here in tst_recoverypipeline, tst_cli_pipeline
# and tst_pipeline_telemetry. Nor tst_translations, which needs the release's
# .qm files (it runs in scripts/test.sh).
#   bash scripts/sanitize.sh
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${FUZZ_BUILD_DIR:-$root/build-fuzz}
[[ -f "$build/build.ninja" ]] || { echo "sanitize: run scripts/fuzz.sh first (it configures $build)" >&2; exit 2; }
skipped='tst_translations|tst_pipeline_ladder|tst_pipeline_overlap|tst_pipeline_guards'
mapfile -t tests < <(cd "$root/tests" && ls unit/tst_*.cpp widgets/tst_*.cpp cli/tst_*.cpp integration/tst_*.cpp \
                     | sed 's|.*/||; s/\.cpp$//' | grep -Ev "^($skipped)\$")
cmake --build "$build" -j "$(nproc)" --target ascend-ops-cli ascend-ops "${tests[@]}"
cd "$build"
# Leaks are not looked for: Qt keeps process-wide singletons until exit.
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=0
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
ctest --output-on-failure -j "$(nproc)" -R '^(unit|widgets|cli|integration)/' -E "$skipped"
