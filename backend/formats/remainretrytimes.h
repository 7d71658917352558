#pragma once
// What is left of a job's unconditional retries (fault-retry-times), as
// MindCluster's Volcano plugin keeps it: ConfigMap volcano-system/
// vcjob-fault-npu-cm, key remain-retry-times, a JSON object keyed by
// "<namespace>/<name>-<uid>" of {"UUID": ..., "Times": N} (reference
// mindcluster-recovery.md §2.2; the Ascend Operator reads it by that key).
#include "core/result.h"

#include <QString>

#include <map>
#include <optional>
#include <string_view>

namespace ascendops {

inline constexpr const char *kVolcanoFaultNamespace = "volcano-system";
inline constexpr const char *kVolcanoFaultMap = "vcjob-fault-npu-cm";
inline constexpr const char *kRemainRetryTimesKey = "remain-retry-times";

// Retries left by job key. An empty text is an empty map (Volcano writes
// the key before any job has one); text that is not a JSON object is an
// error; an entry without a whole, non-negative Times is a warning naming
// its key, and is left out.
Parsed<std::map<QString, int>> readRemainRetryTimes(std::string_view text);

// The job's entry: the key with its uid, else the one key of its name with
// another uid (Volcano keeps the job's PodGroup's), else nothing.
std::optional<int> remainRetriesOf(const std::map<QString, int> &left, const QString &nameSpace,
                                   const QString &name, const QString &uid);

} // namespace ascendops
