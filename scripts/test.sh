#!/usr/bin/env bash
# Installs what is missing, builds the checked build (clang with the address
# and undefined-behaviour sanitizers, scripts/sanitized-build.sh) and runs
# every test in it with ctest: a memory error or undefined behaviour fails the
# test it happens in. Arguments go to ctest (-R NAME, ...).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${FUZZ_BUILD_DIR:-$root/build-fuzz}
bash "$root/scripts/sanitized-build.sh"
cd "$build"
ctest --output-on-failure -j "$(nproc)" "$@"
