#pragma once
// A job's goodput over a window: the share of the window the job trained,
// and the time it lost, by cause, as the journal measured its recoveries:
// each resolved incident's phases (detection, decision, rescheduling, link
// setup, checkpoint load, compile), a hang's wait until it was seen, the
// steps rolled back at the step time the job's log prints, and the time an
// incident still open has taken so far. Pure: from the journal's incidents.
#include "journalincident.h"

#include <QString>
#include <QStringList>

#include <map>
#include <vector>

namespace ascendops::pipeline {

struct GoodputReport
{
    QString job;
    qint64 fromMs = 0, toMs = 0;
    double goodput = 1.0;                    // 0..1: 1 - lost / window
    std::map<QString, double> lostSeconds;   // by cause: a timeline phase, "hang", "steps rolled back", "still recovering"
    int incidents = 0;                       // of the job, in the window
    QStringList notMeasured;                 // what could not be counted, and why
    double lostTotal() const;
};

// STEPSECONDS: the job's step time (its log's); 0 or less: steps rolled back are not counted in time.
GoodputReport jobGoodput(const std::vector<JournalIncident> &incidents, const QString &job, qint64 fromMs, qint64 toMs,
                         double stepSeconds);

} // namespace ascendops::pipeline
