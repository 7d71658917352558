#pragma once
// A job's goodput over a window: the share of the window the job trained,
// and the time it lost, by cause, as the pipeline measured its recoveries:
// each incident's phases (detection, decision, rescheduling, link setup,
// checkpoint load, compile), a hang's wait until it was seen, the steps
// rolled back at the step time the job's log prints, and the time an
// incident still open without phases has taken so far. Incidents of one
// job that overlap lose the job that time once: where two cover the same
// moment, it counts for the one that began first. Pure: from the journal's
// incidents and, in a running console or pipeline, this run's.
#include "incident.h"
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
    // Each timeline phase's mean over the job's recoveries in the window that
    // were measured (resolved, with a timeline; a phase one of them skipped
    // counts 0 there; one none of them had is left out), in the timeline's
    // order: against the estimate, phase by phase. Empty when none was.
    std::vector<std::pair<QString, double>> meanPhaseSeconds;
    int recoveriesMeasured = 0;
    double lostTotal() const;
};

// STEPSECONDS: the job's step time (its log's); 0 or less: steps rolled back are not counted in time.
GoodputReport jobGoodput(const std::vector<JournalIncident> &incidents, const QString &job, qint64 fromMs, qint64 toMs,
                         double stepSeconds);
// The same with this run's incidents beside the journal's earlier ones (an
// incident in both is taken as it is live); open ones count up to TOMS.
GoodputReport jobGoodput(const std::vector<JournalIncident> &history, const std::map<QString, Incident> &live,
                         const QString &job, qint64 fromMs, qint64 toMs, double stepSeconds);

// The fleet's share of time trained: the mean goodput of REPORTS; -1 when empty.
double fleetGoodput(const std::vector<GoodputReport> &reports);

} // namespace ascendops::pipeline
