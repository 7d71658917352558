#!/usr/bin/env bash
# Configures (once) and builds the checked build: clang with the address and
# undefined-behaviour sanitizers and libFuzzer's coverage, into build-fuzz/
# (or $FUZZ_BUILD_DIR). Every test runs in it (scripts/test.sh) and every fuzz
# target is built in it (scripts/fuzz.sh): one build serves both.
# -O1 with line tables only: what the sanitizers' reports need, and a third
# less compiling than -O2 -g.
#   bash scripts/sanitized-build.sh [TARGET...]   (no target: everything)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${FUZZ_BUILD_DIR:-$root/build-fuzz}
bash "$root/scripts/deps.sh"
# clang, its libFuzzer runtime and lld (Debian's clang, libclang-rt-14-dev, lld).
if ! command -v clang++ >/dev/null || ! command -v ld.lld >/dev/null \
   || ! compgen -G "/usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a" >/dev/null; then
  sudo=""; [[ $(id -u) -ne 0 ]] && sudo="sudo"
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends clang libclang-rt-14-dev lld >/dev/null
fi
flags="-O1 -gline-tables-only -DNDEBUG"
if [[ ! -f "$build/build.ninja" ]] || ! grep -q '^BUILD_TESTING:BOOL=ON' "$build/CMakeCache.txt" \
   || ! grep -qF -- "CMAKE_CXX_FLAGS_RELWITHDEBINFO:STRING=$flags" "$build/CMakeCache.txt"; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$flags" -DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld \
        -DASCENDOPS_FUZZ=ON -DBUILD_TESTING=ON >/dev/null
fi
if (($#)); then
  cmake --build "$build" -j "$(nproc)" --target "$@"
else
  cmake --build "$build" -j "$(nproc)"
fi
