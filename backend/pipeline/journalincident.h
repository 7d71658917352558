#pragma once
// An incident as the journal remembers it, for the console's history: the
// records of one incident id in order, the last decision and its reason, how
// it ended, and the phase timeline the pipeline wrote when it resolved it.
// Built from records alone (Journal::read), so it shows incidents of earlier
// sessions and of other pipelines that shared the journal.
#include "incident.h"
#include "journal/journalrecord.h"

#include <QString>

#include <vector>

namespace ascendops::pipeline {

using journal::JournalRecord;
using journal::RecordKind;

struct JournalIncident
{
    QString id;
    QString job;                // "namespace/name", may be empty
    QString node;
    QString device;
    QString level;              // the fault handling level
    QString action;             // the last decision's action name ("pod-reschedule")
    QString reason;             // the last decision's reason
    QString outcome;            // what the last record says
    bool resolved = false;
    bool dryRunOnly = false;    // its actions were all dry runs: observed, nothing written
    qint64 firstMs = 0;
    qint64 lastMs = 0;
    std::vector<JournalRecord> records;     // every record of the incident, in journal order
    std::vector<TimelinePhase> phases;      // from the resolution's phasesMs, laid end to end
    qint64 stepsLost = -1;
    QString closedBy;           // a person closed it by hand: no recovery was measured

    // The kinds in order, a repeat shown once with a count: "detected ×2 → classified → decided → action → resolved".
    QString kindSequence() const;
};

// One entry per incident id (records of no incident, breaker changes, are
// left out), the most recently active first.
std::vector<JournalIncident> groupJournalIncidents(const std::vector<JournalRecord> &records);

} // namespace ascendops::pipeline
