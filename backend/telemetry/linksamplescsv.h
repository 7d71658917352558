#pragma once
// A link's samples as CSV for spreadsheets and scripts: one row per sample
// kept, oldest first; the time in UTC ISO-8601 with milliseconds, power in
// mW, temperatures in °C, the RoCE error counters as read. A reading the
// probe did not get is an empty cell, never a zero.
#include "linkseries.h"

#include <QByteArray>

namespace ascendops::telemetry {

QByteArray linkSamplesCsv(const LinkSeries &series);

} // namespace ascendops::telemetry
