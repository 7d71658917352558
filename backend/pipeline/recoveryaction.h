#pragma once
// The rungs of the recovery ladder, smallest first, and a decision to take
// one: what, why in words an operator can check, and what else goes with it
// (isolating the faulty chip or server, how long to wait).
#include "model/jobladder.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace ascendops::pipeline {

enum class RecoveryAction {
    None,            // nothing to do, or nothing the pipeline may do: a person decides
    OpRetryWait,     // HCCL operator retry rides it out: wait and verify
    ProcessRecover,  // MindCluster process-level recovery (recover-strategy)
    PodReschedule,   // recreate only the faulty pod, elsewhere if its server is faulty
    JobReschedule,   // Volcano RestartJob: every pod recreated
    Rollback,        // restart the job from a chosen checkpoint
    Isolate,         // take a chip or server out of service, no job touched
};

// "none", "op-retry-wait", "process-recover", "pod-reschedule",
// "job-reschedule", "rollback", "isolate": the journal's action names.
const char *recoveryActionName(RecoveryAction action);
// The action in words, for a person ("pod-level rescheduling"), translated;
// recoveryActionName is the journal's and the CLI's.
QString recoveryActionWords(RecoveryAction action);
std::optional<RecoveryAction> recoveryActionFromName(const QString &name);
// The action writes to the cluster (not none, not waiting out operator retry).
bool writesSomething(RecoveryAction action);

struct Decision
{
    RecoveryAction action = RecoveryAction::None;
    QString reason;
    qint64 waitMs = 0;            // op-retry-wait: the retry window
    bool isolateDevice = false;   // the chip goes into the device-info ManuallySeparateNPU list
    bool isolateNode = false;     // the server is cordoned and labelled
    bool forceDelete = false;     // fault-scheduling force: pods are deleted without grace
    qint64 rollbackStep = -1;     // rollback: the checkpoint's step; -1 the latest
    bool needsPerson = false;     // the ladder ran out, or a rule says a person decides
    // The platform restarts the job itself (ModelArts' fault-tolerance
    // annotations, MindCluster's fault-scheduling): the pipeline observes
    // and writes nothing.
    bool platformOwned = false;
    // Who brings the job back from this fault.
    RecoveryOwner owner = RecoveryOwner::Console;
    // Nothing else recovers the job from this fault on a job a platform
    // owns (MindCluster gave up, or does not act on it): the console's
    // recovery is proposed to a person in every mode, never sent by itself.
    bool personOnly = false;
    // process-recover as the answer to ClusterD's hook: the strategy, and the
    // ranks ClusterD asked about, confirmed back (ProcessResultFault).
    QString processStrategy;
    QString confirmedRanks;
    // ... and the answers the job allows, of which a person may choose
    // another before approving (RecoveryPipeline::chooseStrategy).
    QStringList strategyChoices;
    // A parameter-plane fault that need not stop training (seeds 000, 001):
    // nothing is done unless the job is affected (its pods fail, it hangs)
    // or the fault's level rises; until then the incident says so.
    bool awaitImpact = false;
    // How long the platform that owns the recovery may take by its own
    // documents before the console counts it stalled (MindCluster's hot
    // switch: a pause and a resume report, 15 minutes each); 0: the
    // pipeline's verify timeout.
    qint64 ownerWaitMs = 0;
};

} // namespace ascendops::pipeline
