#pragma once
// The journal is the pipeline's memory: on start, the incidents it left open
// are read back from their records (what fault, which job, what was decided,
// whether an action was sent, which state it was in) so that the pipeline
// picks them up instead of opening them again for the same fault, and never
// sends an action twice. Pure: records in, incidents out.
#include "incident.h"
#include "journal/journalrecord.h"

#include <QStringList>

#include <vector>

namespace ascendops::pipeline {

using journal::JournalRecord;
using journal::RecordKind;

struct RecalledIncident
{
    Incident incident;          // its state as the journal left it; pickedUp set
    // A real (not dry-run) action record follows the last decision: the
    // writes may have been sent, so the action is never sent again; its
    // effect is verified instead.
    bool actionSent = false;
    bool manual = false;        // the decision in force is a person's request
    bool awaitReturn = false;   // its last state asked a person while watching for the job's return
};

// The incidents without a resolution, oldest first.
std::vector<RecalledIncident> recallOpenIncidents(const std::vector<JournalRecord> &records);

// Every Lease holder the journal's action records name: earlier runs of the
// pipeline that writes this journal (its lock admits one at a time).
QStringList journalHolders(const std::vector<JournalRecord> &records);

// The highest N of the journal's incident ids (inc-DATE-TIME-N), so that new
// ids never repeat an old one.
int highestIncidentSequence(const std::vector<JournalRecord> &records);

} // namespace ascendops::pipeline
