#!/usr/bin/env bash
# Installs the Debian 12 packages Ascend Ops Console builds, runs and tests with.
# Idempotent and silent when everything is there already.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config dpkg-dev file
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-svg-dev qt6-translations-l10n libqcustomplot-dev libqcustomplot2.1-qt6
  libyaml-cpp-dev libssh-dev nlohmann-json3-dev rapidjson-dev libssl-dev libgl-dev libxkbcommon-dev
  fonts-wqy-microhei
  openssh-server
  # The completion tests load the zsh and fish scripts in their own shells.
  zsh fish
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

sudo=""
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "deps.sh: need root (or sudo) to install: ${missing[*]}" >&2; exit 2; }
  sudo="sudo"
fi
echo "Installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
