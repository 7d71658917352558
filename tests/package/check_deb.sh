#!/usr/bin/env bash
# Builds the Debian package from the build tree into a scratch directory and
# checks that it installs both programs (and the CLI's companion), the desktop entry and the icon, that
# dpkg-shlibdeps filled in the Qt libraries, and that the packaged CLI runs.
set -euo pipefail
build=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work" >"$work/cpack.log" 2>&1 \
  || { cat "$work/cpack.log"; exit 1; }
deb=$(ls "$work"/*.deb)
fail() { echo "FAIL: $*" >&2; exit 1; }
contents=$(dpkg-deb -c "$deb")
for path in ./usr/bin/ascend-ops ./usr/bin/ascend-ops-cli ./usr/libexec/ascend-ops/ascend-ops-cli-cluster \
            ./usr/share/applications/ascend-ops.desktop \
            ./usr/share/icons/hicolor/scalable/apps/ascend-ops.svg \
            ./usr/share/man/man1/ascend-ops.1.gz ./usr/share/man/man1/ascend-ops-cli.1.gz \
            ./usr/share/bash-completion/completions/ascend-ops-cli \
            ./usr/share/fish/vendor_completions.d/ascend-ops-cli.fish; do
  grep -q " $path\$" <<<"$contents" || fail "$path is not in $(basename "$deb")"
done
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libqt6core6 libqt6widgets6 libqt6svg6 libc6; do
  grep -q "$lib" <<<"$depends" || fail "Depends lacks $lib: $depends"
done
dpkg-deb -x "$deb" "$work/root"
desktop=$work/root/usr/share/applications/ascend-ops.desktop
grep -q '^Exec=ascend-ops' "$desktop" || fail "the desktop entry does not start ascend-ops"
grep -q '^Icon=ascend-ops$' "$desktop" || fail "the desktop entry does not name the icon"
"$work/root/usr/bin/ascend-ops-cli" --version | grep -q '^ascend-ops-cli ' \
  || fail "the packaged ascend-ops-cli does not run"
# The cluster commands are the companion program's: the front finds it in libexec.
"$work/root/usr/bin/ascend-ops-cli" pipeline --help | grep -q 'pipeline run' \
  || fail "the packaged ascend-ops-cli does not hand pipeline to ascend-ops-cli-cluster"
# The manual pages render (where man is installed; else their source is
# read), and say what --help says.
page() { if command -v man >/dev/null; then man -l "$1" 2>/dev/null; else zcat "$1" | sed 's/\\-/-/g'; fi; }
page "$work/root/usr/share/man/man1/ascend-ops-cli.1.gz" | grep -q 'job profile' \
  || fail "man ascend-ops-cli does not render the commands' help"
page "$work/root/usr/share/man/man1/ascend-ops.1.gz" | grep -q -- '--demo' \
  || fail "man ascend-ops does not render the console's options"
bash -n "$work/root/usr/share/bash-completion/completions/ascend-ops-cli" \
  || fail "the packaged bash completion is not valid bash"
if command -v fish >/dev/null; then
  fish --no-execute "$work/root/usr/share/fish/vendor_completions.d/ascend-ops-cli.fish" \
    || fail "the packaged fish completion is not valid fish"
fi
echo "OK: $(basename "$deb") with Depends: $depends"
