#pragma once
// Verify: has the job come back? Marks the timeline as the job passes each
// stage after an action: every pod Running again with the faulty
// incarnations replaced (rescheduling done), the rank table completed again
// (links can be set up), the step counter advancing (checkpoint loaded,
// graph compiled, training resumed). For operator retry: no pod was
// recreated, the steps kept advancing, and the link is back, or (RoCE with
// a backup NIC) training goes on over the other die's NIC: a borrowed lane.
#include "incident.h"

#include <QSet>
#include <QString>

namespace ascendops::pipeline {

// What the pipeline can see of a job at one moment.
struct JobObservation
{
    bool found = false;
    QString phase;                 // Volcano status.state.phase
    bool ascendJob = false;        // an AscendJob (the Ascend Operator's), not a Volcano Job
    int pods = 0;
    int runningPods = 0;
    int failedPods = 0;            // phase Failed
    // From the first failed pod's containers ending to the last's
    // (terminated.finishedAt); -1 when a failed pod's time was not read.
    qint64 failedSpreadMs = -1;
    int expectedPods = 0;          // the job's replicas (sum over spec.tasks); 0 unknown
    QSet<QString> podUids;         // uids of the job's pods now
    QString rankTableStatus;       // rings-config status; empty: the job has none
    qint64 step = -1;              // the last step its log printed; -1: none read
    qint64 stepChanges = 0;        // how many new steps its log has printed since it was first read
    QString trainingPhase;         // link-setup, checkpoint-load, compile, training; empty: its log says none
    // A pod the scheduler says it cannot place (PodScheduled False,
    // Unschedulable), with the scheduler's words: "POD: 0/10 nodes are
    // unavailable: ..."; empty when every pod is placed or on its way.
    QString unplaceable;
    // MindCluster's hot switch in flow (a job labelled subHealthyStrategy
    // hotSwitch whose pods are annotated inHotSwitchFlow): "POD to backup
    // pod BACKUP", one per switching pod; empty: none.
    QString hotSwitch;
};

struct VerifyState
{
    QSet<QString> replacedUids;    // pods that must be gone (recreated) for the action to count
    qint64 baselineStep = -1;      // the last step read when the job could train again
    qint64 baselineChanges = 0;    // ... and the count of steps read then: one more is training again
};

// Every pod of an AscendJob Failed within seconds of each other:
// MindCluster reschedules an Ascend Operator job only when some of its pods
// fail; when all fail within seconds it counts the job failed and recovers
// nothing (resumable training's principles, "service plane faults"). The
// document says "seconds" without a figure: 10 s is taken, and pods whose
// end was not read are not said to have failed at once.
inline constexpr qint64 kFailedAtOnceMs = 10'000;
bool everyPodFailedAtOnce(const JobObservation &seen);

// Borrowed: operator retry kept the job training over a borrowed lane while
// its own link stays down.
enum class Verdict { Pending, Recovered, Failed, Borrowed };

// Advances the incident's timeline marks from `seen`; Recovered once every
// stage has been reached, Failed when the job is Failed or gone.
Verdict observeRecovery(Incident &incident, VerifyState &state, const JobObservation &seen, qint64 nowMs);

// After the operator-retry window: Recovered when the link fault is gone,
// no pod of the job was replaced and the job still runs. A fault still
// active fails the retry, unless the lane can be borrowed (a RoCE link, L2
// retry on, a backup NIC in the rank table, not borrowed before in the
// domain): then Borrowed once the steps advance past the fault. An HCCS
// fault never borrows: retry is credited only once the switches' route
// converges, which the switch fault clearing says.
// baselineStep: where the counter stood at the fault (-1: the job reports none).
Verdict judgeRetryWindow(const Incident &incident, const JobObservation &seen, bool faultStillActive,
                         const QSet<QString> &uidsAtFault, qint64 baselineStep, bool laneBorrowable = false);

} // namespace ascendops::pipeline
