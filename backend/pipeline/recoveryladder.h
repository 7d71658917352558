#pragma once
// Decide: the smallest recovery that can work for a classified fault on a
// job, each rung only when its conditions hold (seed: operator retry, then
// process-level, pod-level and job-level rescheduling, then rollback to a
// checkpoint), and the next rung up when the last one failed or timed out.
// Pure: the same facts give the same decision, so it is tested alone.
#include "faultclass.h"
#include "formats/processrecoverhook.h"
#include "faultsignal.h"
#include "jobrecoveryprofile.h"
#include "model/clustercapacity.h"
#include "recoveryaction.h"

#include <optional>

namespace ascendops::pipeline {

struct LadderInput
{
    FaultSignal signal;
    FaultClass fault;
    const JobRecoveryProfile *job = nullptr;   // the job on the faulty server; null: none
    int faultyPodRank = -1;                    // hccl/rankIndex of its pod there; -1 unknown
    RecoveryAction failed = RecoveryAction::None; // the rung that did not work; None: first decision
    // The ladder decides over the set of faults a job has at once: the pods
    // on faulty servers, this incident's and those other recoveries of the
    // job are already moving, out of the job's replicas (0: unknown).
    int faultyPods = 0;
    int jobPods = 0;
    // An open incident of the job whose collectives already run on a
    // borrowed lane: borrowing happens once per communication domain, so a
    // second loss skips the retry rung. Empty: none.
    QString laneBorrowedBy;
    // The die's link stayed down past operator retry's window: whatever
    // moves the pod takes the chip out too, so that nothing lands on it.
    bool linkLost = false;
    // A pod of the job failed or its training stopped with the fault: a
    // fault that need not stop the job (Decision::awaitImpact) did.
    bool jobAffected = false;
    // The job's owner did not bring it back (MindCluster stalled past its
    // deadline, or the job failed in its hands): the console's ladder
    // decides, for a person.
    bool ownerGaveUp = false;
    // The spares where a pod moved off the faulty server would land (its
    // super-pod's, else the cluster's: clustercapacity.h), and that place
    // in words; null when no picture of the cluster was read.
    std::optional<SpareCount> landing;
    QString landingPlace;
    // MindCluster's hot switch in flow for the job (JobObservation::hotSwitch).
    QString hotSwitch;
};

// MindCluster's hot switch reports the pause and then the resume, each
// within 15 minutes, else it goes job-level itself (RT/01 亚健康热切): past
// both and a minute's slack, it has stalled.
inline constexpr qint64 kHotSwitchWaitMs = (2 * 15 + 1) * 60 * 1000;

Decision decideRecovery(const LadderInput &input);

// The answer proposed to ClusterD's question about JOB (its hook waiting):
// process-recover with retry for on-chip memory faults only, else recover,
// among what the job's recover-strategy allows; for a person in every mode.
Decision answerForClusterD(const ProcessHook &hook, const QStringList &recoverStrategies, const QString &job);

// HoldTime + (MaxCnt - 1) x IntervalTime, when the job enables operator
// retry for every level the fault breaks; nothing otherwise.
std::optional<qint64> opRetryWindowMs(const JobRecoveryProfile &job, const QStringList &levels);

} // namespace ascendops::pipeline
