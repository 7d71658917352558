#!/usr/bin/env bash
# House rules a reviewer would otherwise check by eye:
# - no source file over 800 lines;
# - the pipeline takes its time from its Clock: no Qt timer and no wall clock
#   in backend/pipeline (a wait there is a time on the clock, so that tests
#   step it);
# - backend/kube is the generic client: it includes no Ascend domain layer.
# - the translations are whole: Chinese finished, English plurals in both forms;
# - the README stays a landing page (at most 200 lines, its two commands first).
set -euo pipefail
root=$1
cd "$root"
status=0
while read -r lines file; do
  [[ "$file" == total ]] && continue
  if (( lines > 800 )); then
    echo "FAIL: $file has $lines lines (at most 800)" >&2
    status=1
  fi
done < <(git ls-files -- 'backend/*.cpp' 'backend/*.h' 'app/*.cpp' 'app/*.h' 'widgets/*.cpp' 'widgets/*.h' \
                        'tests/*.cpp' 'tests/*.h' 'bench/*.cpp' 'bench/*.h' | xargs wc -l)
if grep -rnE 'QTimer|QElapsedTimer|currentMSecsSinceEpoch|currentDateTime|steady_clock|system_clock' backend/pipeline; then
  echo "FAIL: backend/pipeline waits on a Qt timer or reads the wall clock (use its Clock)" >&2
  status=1
fi
if grep -rnE '#include "(recoverytime|clustermodel|pipeline|telemetry|sim)/|#include "model/(trainingjob|jobsummary|clustertopology|retrysettings|recoverytimemodel)' backend/kube; then
  echo "FAIL: backend/kube includes a layer above the generic client" >&2
  status=1
fi
# Translations: nothing left unfinished in Chinese, and every English plural
# has its two forms ("1 pod", "2 pods"; never "1 pod(s)").
if grep -q 'type="unfinished"' translations/ascendops_zh_CN.ts; then
  echo "FAIL: translations/ascendops_zh_CN.ts has unfinished translations (ninja update_translations, then translate them)" >&2
  status=1
fi
if awk '/<message numerus="yes">/{m=1} m&&(/type="unfinished"/||/<numerusform><\/numerusform>/||/<numerusform>[^<]*\(s\)/){print; bad=1} /<\/message>/{m=0} END{exit !bad}' \
     translations/ascendops_en.ts; then
  echo "FAIL: translations/ascendops_en.ts has a plural without its English forms" >&2
  status=1
fi
# The README is a landing page: at most 200 lines, opening on its two commands.
if (( $(wc -l < README.md) > 200 )) || ! sed -n 3,6p README.md | grep -q '^bash scripts/demo.sh' \
   || ! sed -n 3,6p README.md | grep -q '^bash scripts/test.sh'; then
  echo "FAIL: README.md has more than 200 lines or does not open with scripts/demo.sh and scripts/test.sh" >&2
  status=1
fi
(( status == 0 )) && echo "OK: file sizes, the pipeline's clock, the generic client, the translations, the README's length"
exit $status
