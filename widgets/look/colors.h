#pragma once
// The console's one palette. Every view colours health, severity, failure
// and the past from here, so a fault reads the same in the topology, the
// Links tab, the Jobs view and the Incidents tab, and the legend agrees.

#include "core/problem.h"
#include "model/clustertopology.h"

#include <QBrush>
#include <QColor>

namespace ascendops {

// The colour of a health state: green, amber, red, and grey for unknown
// (never green: a value the console could not read is not healthy).
QColor healthColor(Health health);

namespace look {

QColor failed();      // text of what failed: a critical fault, a failed step or job
QColor attention();   // text of what needs watching: a major fault, a job restarting
QColor quiet();       // text of what matters less: a minor fault, the journal's past
QColor isolatedHatch(); // the cross-hatch over a die an operator separated
QColor ringCrossing();  // a hop of the job's ring from one leaf switch to another
// A light tint behind a cell with a problem; none for a note.
QBrush problemTint(Problem::Severity severity);

} // namespace look
} // namespace ascendops
