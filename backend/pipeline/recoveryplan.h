#pragma once
// The writes that carry out a decision, in the order they must land:
// isolation first (so that the scheduler already avoids the chip or the
// server), then the rescheduling itself.
//   isolate a chip   device-info ConfigMap: chip added to ManuallySeparateNPU
//                    (conditional on resourceVersion), the list MindCluster
//                    keeps until an operator releases the chip
//   isolate a server cordon (spec.unschedulable) and label ascendops.io/isolated
//   pod-reschedule   delete the faulty pod, uid precondition, grace or force
//                    per fault-scheduling; Volcano (or the Ascend Operator) recreates it
//   job-reschedule   Volcano Command RestartJob targeting the job; for an
//                    AscendJob every pod deleted (uid preconditions), as
//                    MindCluster's job-level rescheduling does: the Ascend
//                    Operator recreates them and counts the restart
//   rollback         job annotation ascendops.io/restore-checkpoint, then the restart
//   process-recover  PodGroup annotation ProcessRecoverStrategy
#include "actionrunner.h"
#include "recoveryaction.h"

#include "model/trainingjob.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace ascendops::kube {
class ApiClient;
}

namespace ascendops::pipeline {

struct PodRef
{
    QString name;
    QString uid;                  // the incarnation to delete, and only that one
};

struct ChipRef
{
    QString node;
    int die = -1;
    nlohmann::json deviceInfo;    // the node's device-info ConfigMap as cached
};

struct RecoveryTarget
{
    QString nameSpace;            // the job's namespace
    QString job;
    QString jobUid;
    JobKind jobKind = JobKind::VolcanoJob;
    nlohmann::json jobObject;     // the job as cached (rollback)
    std::vector<PodRef> pods;     // the job's pods on the faulty servers
    std::vector<PodRef> jobPods;  // all its pods (an AscendJob restarts by deleting them)
    std::vector<ChipRef> chips;   // faulty chips (isolate a chip)
    std::vector<nlohmann::json> nodes; // faulty servers as cached (isolate a server)
    QString processStrategy;      // process-recover: the strategy to request
    QString podGroup;             // the job's PodGroup ("" unknown: named as the job)
    QString confirmedRanks;       // the answer to ClusterD's hook: the ranks it asked about
};

// Empty when the decision writes nothing (none, op-retry-wait).
std::vector<WriteStep> planWrites(const Decision &decision, const RecoveryTarget &target, kube::ApiClient &client);

// A job's rank table to complete after a replacement, in place of an Ascend
// Operator that left it initializing.
struct RankTableRepair
{
    nlohmann::json configMap;     // rings-config-<job> as cached (its resourceVersion is the precondition)
    std::string table;            // hccl.json as the operator would write it
    int servers = 0;
};

// Replaces hccl.json and stamps `version` (a Unix time, as the operator
// does, and always past the one there), conditional on resourceVersion.
WriteStep completeRankTable(const RankTableRepair &repair, kube::ApiClient &client);

// The annotation a rollback leaves on the job: the checkpoint step to
// restart from, or "latest".
inline constexpr const char *kRestoreCheckpointAnnotation = "ascendops.io/restore-checkpoint";
inline constexpr const char *kIsolatedLabel = "ascendops.io/isolated";

} // namespace ascendops::pipeline
