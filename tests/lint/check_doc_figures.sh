#!/usr/bin/env bash
# Every measured figure the README and the user guides quote is one that
# docs/PERFORMANCE.md records. A quoted figure is one with a unit (MB, GB,
# ms, s, %) in a paragraph or list item that cites PERFORMANCE.md; each must
# stand in PERFORMANCE.md as written, so a new measurement that changes it
# fails here until the prose follows.
set -euo pipefail
root=$1
perf=$root/docs/PERFORMANCE.md
status=0
for doc in "$root/README.md" "$root"/docs/USER-GUIDE*.md; do
  [[ -f $doc ]] || continue
  # Records: paragraphs and list items, each on one line.
  while IFS= read -r record; do
    [[ $record == *PERFORMANCE.md* ]] || continue
    while IFS= read -r figure; do
      [[ -n $figure ]] || continue
      if ! grep -qF -- "$figure" "$perf"; then
        echo "$(basename "$doc"): \"$figure\" is not in docs/PERFORMANCE.md: $record" | cut -c1-300 >&2
        status=1
      fi
    done < <(grep -oE '[0-9][0-9,]*(\.[0-9]+)? ?(MB|GB|ms|s|%)\b' <<<"$record" || true)
  done < <(awk '/^[[:space:]]*$/ || /^- / || /^#/ || /^[0-9]+\. / { if (r != "") print r; r = "" } { r = r " " $0 } END { if (r != "") print r }' "$doc")
done
[[ $status -eq 0 ]] && echo "OK: every figure quoted from docs/PERFORMANCE.md is in it"
exit $status
