#!/usr/bin/env bash
# Every view of the console in English and Chinese, on the embedded demo
# cluster (the rank table view on a test table), written to docs/images as
# view-<view>-<lang>.png at 1280 x 800. Builds first; needs no display.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-$root/build}
out=${1:-$root/docs/images}
bash "$root/scripts/build.sh"
mkdir -p "$out"
gui="$build/app/gui/ascend-ops"
for lang in en zh_CN; do
  for view in overview topology jobs incidents links; do
    echo "view-$view-$lang.png"
    "$gui" --demo --lang "$lang" --view "$view" --screenshot "$out/view-$view-$lang.png" >/dev/null 2>&1
  done
  echo "view-ranktable-$lang.png"
  "$gui" --lang "$lang" --open "$root/tests/data/ranktable/superpod-a3-1.2.json" --view ranktable \
    --screenshot "$out/view-ranktable-$lang.png" >/dev/null 2>&1
done
