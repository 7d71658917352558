#!/usr/bin/env bash
# Installs what is missing, builds, and opens the console on the demo cluster.
# Without a display it writes a screenshot instead (demo.png), so the command
# also proves itself on a headless machine.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-$root/build}
bash "$root/scripts/build.sh"
if [[ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]]; then
  echo "No display: writing a screenshot of the demo console to $root/demo.png"
  exec "$build/app/gui/ascend-ops" --demo --screenshot "$root/demo.png" "$@"
fi
exec "$build/app/gui/ascend-ops" --demo "$@"
