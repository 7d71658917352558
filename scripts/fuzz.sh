#!/usr/bin/env bash
# Builds the fuzz targets with clang (into build-fuzz/ or $FUZZ_BUILD_DIR) and
# runs each for SECONDS (default 30), seeded from the test fixtures (and with
# tests/fuzz/NAME.dict as its dictionary where there is one). A crash
# leaves its input in build-fuzz/crashes/ and fails the run.
# FUZZ_RUNS=N stops a target earlier, after N executions (a long campaign:
# FUZZ_RUNS=10000000 bash scripts/fuzz.sh 3600).
#   bash scripts/fuzz.sh [SECONDS]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${FUZZ_BUILD_DIR:-$root/build-fuzz}
seconds=${1:-30}
# Built in the checked build (scripts/sanitized-build.sh), which the tests
# share.
targets=(fuzz_deviceinfo fuzz_nodeinfo fuzz_switchinfo fuzz_alarmevent fuzz_jsonreader
         fuzz_ranktable fuzz_retryparams fuzz_nodetools fuzz_nodeprobe fuzz_sshconfig fuzz_knownhosts
         fuzz_kubeconfig fuzz_execcredential fuzz_watchevents
         fuzz_journalsegment fuzz_faultcustomization fuzz_httprequest fuzz_startscript fuzz_jobprofile fuzz_nodefiles
         fuzz_topologybuilder fuzz_objectpatch fuzz_fabric fuzz_simwrites fuzz_traininglog
         fuzz_chipisolation fuzz_processhook fuzz_remainretrytimes fuzz_reschedulerecords fuzz_resetinfo
         fuzz_pipelineobjects)
bash "$root/scripts/sanitized-build.sh" "${targets[@]}"
mkdir -p "$build/crashes"
seed() {   # the fixtures each target starts from
  case "$1" in
    fuzz_deviceinfo|fuzz_nodeinfo|fuzz_switchinfo) echo "$root/tests/data/deviceinfo" ;;
    fuzz_jsonreader|fuzz_ranktable) echo "$root/tests/data/ranktable" ;;
    fuzz_nodetools|fuzz_nodeprobe) echo "$root/tests/data/telemetry" ;;
    fuzz_sshconfig|fuzz_knownhosts) echo "$root/tests/data/ssh" ;;
    fuzz_kubeconfig) echo "$root/tests/data/kubeconfig" ;;
    fuzz_faultcustomization) echo "$root/resources/mindcluster" ;;
    fuzz_startscript|fuzz_jobprofile) echo "$root/tests/data/jobprofile" ;;
    fuzz_topologybuilder) echo "$root/tests/fuzz/seeds/topologybuilder" ;;
    fuzz_objectpatch) echo "$root/tests/fuzz/seeds/objectpatch" ;;
    fuzz_fabric) echo "$root/tests/data/fabric" ;;
    fuzz_traininglog) echo "$root/tests/data/traininglogs" ;;
    fuzz_chipisolation) echo "$root/tests/data/isolation" ;;
    fuzz_remainretrytimes|fuzz_reschedulerecords) echo "$root/tests/data/volcano" ;;
    fuzz_resetinfo) echo "$root/tests/data/mindcluster" ;;
    *) echo "" ;;   # retry strings, journal lines, exec credentials, watch streams, HTTP requests: no fixture files
  esac
}
status=0
for target in "${targets[@]}"; do
  corpus="$build/corpus/$target"
  mkdir -p "$corpus"
  dirs=("$corpus")
  [[ -n "$(seed "$target")" ]] && dirs+=("$(seed "$target")")
  # Inputs that once broke a reader stay in its seeds.
  regressions="$root/tests/fuzz/seeds/${target#fuzz_}"
  [[ -d "$regressions" && "$regressions" != "$(seed "$target")" ]] && dirs+=("$regressions")
  # Keywords the reader compares through Qt, where libFuzzer cannot see them.
  options=()
  dict="$root/tests/fuzz/${target#fuzz_}.dict"
  [[ -f "$dict" ]] && options+=(-dict="$dict")
  [[ -n "${FUZZ_RUNS:-}" ]] && options+=(-runs="$FUZZ_RUNS")
  echo "== $target, ${seconds}s"
  if ! "$build/tests/fuzz/$target" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 ${options[@]+"${options[@]}"} \
       -artifact_prefix="$build/crashes/$target-" "${dirs[@]}" 2>"$build/$target.log"; then
    status=1
    tail -30 "$build/$target.log"
  fi
  grep -E "^(Done|#[0-9]+.*DONE)" "$build/$target.log" | tail -1 || true
done
exit $status
