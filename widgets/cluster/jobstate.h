#pragma once
// How the console says and colours a job's state (pipeline::jobStateOf:
// its phase, or Degraded, Recovering, Stopped) and a pod's phase, the same
// in the Jobs view and the overview; and the order that puts the jobs
// needing a person first.
#include <QColor>
#include <QString>

namespace ascendops {

QString jobStateText(const QString &state);
// Red for what stopped or failed, amber for what is on its way back or
// short of pods; invalid (the view's own text colour) otherwise.
QColor jobStateColor(const QString &state);
// Lower first: Stopped, Failed, Aborted, Degraded, Recovering, Restarting,
// Pending, the rest.
int jobStateRank(const QString &state);

} // namespace ascendops
