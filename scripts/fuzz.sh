#!/usr/bin/env bash
# Builds the fuzz targets with clang (into build-fuzz/ or $FUZZ_BUILD_DIR) and
# runs each for SECONDS (default 30), seeded from the test fixtures. A crash
# leaves its input in build-fuzz/crashes/ and fails the run.
#   bash scripts/fuzz.sh [SECONDS]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${FUZZ_BUILD_DIR:-$root/build-fuzz}
seconds=${1:-30}
bash "$root/scripts/deps.sh"
# clang and its libFuzzer runtime (Debian's clang and libclang-rt-14-dev).
if ! command -v clang++ >/dev/null || ! compgen -G "/usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a" >/dev/null; then
  sudo=""; [[ $(id -u) -ne 0 ]] && sudo="sudo"
  $sudo apt-get install -y -qq --no-install-recommends clang libclang-rt-14-dev >/dev/null
fi
if [[ ! -f "$build/build.ninja" ]]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
        -DASCENDOPS_FUZZ=ON -DBUILD_TESTING=OFF >/dev/null
fi
targets=(fuzz_deviceinfo fuzz_nodeinfo fuzz_switchinfo fuzz_alarmevent fuzz_jsonreader)
cmake --build "$build" -j "$(nproc)" --target "${targets[@]}"
mkdir -p "$build/crashes"
seed() {   # the fixtures each target starts from
  case "$1" in
    fuzz_deviceinfo|fuzz_nodeinfo|fuzz_switchinfo) echo "$root/tests/data/deviceinfo" ;;
    fuzz_jsonreader) echo "$root/tests/data/ranktable" ;;
    *) echo "" ;;
  esac
}
status=0
for target in "${targets[@]}"; do
  corpus="$build/corpus/$target"
  mkdir -p "$corpus"
  dirs=("$corpus")
  [[ -n "$(seed "$target")" ]] && dirs+=("$(seed "$target")")
  echo "== $target, ${seconds}s"
  if ! "$build/tests/fuzz/$target" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 \
       -artifact_prefix="$build/crashes/$target-" "${dirs[@]}" 2>"$build/$target.log"; then
    status=1
    tail -30 "$build/$target.log"
  fi
  grep -E "^(Done|#[0-9]+.*DONE)" "$build/$target.log" | tail -1 || true
done
exit $status
