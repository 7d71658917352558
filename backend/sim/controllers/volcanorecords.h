#pragma once
// What MindCluster's Volcano plugin keeps of a job's reschedules, where it
// keeps it (reference mindcluster-recovery.md §2.2): the unconditional
// retries left (volcano-system/vcjob-fault-npu-cm, remain-retry-times) and
// the last reschedules with their reasons (mindx-dl/job-reschedule-reason,
// recent-reschedule-records), both keyed "<namespace>/<name>-<uid>".
#include "sim/store/objectstore.h"

#include <QtGlobal>

#include <nlohmann/json.hpp>

#include <string>

namespace ascendops::sim {

// One of the job's unconditional retries (fault-retry-times) taken: false
// when none is left. A job without the label has no such budget: true.
bool spendUnconditionalRetry(ObjectStore &store, const nlohmann::json &job);

struct RescheduledPod
{
    std::string reason;     // pod-failed, CardUnhealthy, NodeUnhealthy, ...
    std::string pod;
    std::string node;
    int rankIndex = -1;
};

// Appends a record of the job's reschedule, keeping its last 10.
void recordReschedule(ObjectStore &store, const nlohmann::json &job, const RescheduledPod &pod, qint64 nowSeconds);

} // namespace ascendops::sim
