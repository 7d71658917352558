#pragma once
// Volcano's record of the reschedules it made (MindCluster's Volcano
// plugin): ConfigMap mindx-dl/job-reschedule-reason, key
// recent-reschedule-records, a JSON object keyed by "<namespace>/<name>-<uid>"
// of {"JobID", "TotalRescheduleTimes", "RescheduleRecords": [{
// "LogFileFormatTime", "RescheduleTimeStamp", "ReasonOfTask": [{
// "RescheduleReason", "PodName", "NodeName", "NodeRankIndex"}]}]}; it keeps
// the last 10 records of a job (reference mindcluster-recovery.md §2.2).
#include "core/result.h"

#include <QString>

#include <map>
#include <string_view>
#include <vector>

namespace ascendops {

inline constexpr const char *kRescheduleReasonNamespace = "mindx-dl";
inline constexpr const char *kRescheduleReasonMap = "job-reschedule-reason";
inline constexpr const char *kRescheduleRecordsKey = "recent-reschedule-records";

struct RescheduledTask
{
    QString reason;     // pod-failed, NodeUnhealthy, CardUnhealthy, SubHealthFault, RelationFaultSeparate, ...
    QString pod;
    QString node;
    QString rankIndex;  // "" when not given
};

struct RescheduleRecord
{
    qint64 timestamp = 0;   // seconds since the epoch; 0 when not given
    std::vector<RescheduledTask> tasks;
};

struct JobReschedules
{
    int total = 0;                          // TotalRescheduleTimes
    std::vector<RescheduleRecord> records;  // oldest first, as Volcano appends them
};

// Records by job key. An empty text is an empty map; text that is not a JSON
// object is an error; a job entry that is not an object, or a record or
// task of the wrong shape, is a warning naming its place, and is left out.
Parsed<std::map<QString, JobReschedules>> readRescheduleRecords(std::string_view text);

// "CardUnhealthy on node-3 (pod job-worker-1, rank 1)": one task, for people.
QString describeRescheduledTask(const RescheduledTask &task);

} // namespace ascendops
