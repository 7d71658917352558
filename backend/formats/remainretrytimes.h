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

// Whether KEY names the job of PREFIX ("<ns>/<name>-") with some uid: a
// UUID, so "ns/job-2-<uuid>" is not job's.
bool isVolcanoJobKey(const QString &key, const QString &prefix);

// The job's entry in a map Volcano keys by "<ns>/<name>-<uid>": the key with
// its uid, else the one key of its name with another uid (Volcano keeps the
// job's PodGroup's), else nothing.
template <typename T>
const T *volcanoJobEntry(const std::map<QString, T> &entries, const QString &nameSpace, const QString &name,
                         const QString &uid)
{
    const QString prefix = nameSpace + QLatin1Char('/') + name + QLatin1Char('-');
    if (const auto exact = entries.find(prefix + uid); !uid.isEmpty() && exact != entries.end())
        return &exact->second;
    const T *found = nullptr;
    for (auto it = entries.lower_bound(prefix); it != entries.end() && it->first.startsWith(prefix); ++it) {
        if (!isVolcanoJobKey(it->first, prefix))
            continue;
        if (found)
            return nullptr;   // two of its name: which is this job's is not known
        found = &it->second;
    }
    return found;
}

inline std::optional<int> remainRetriesOf(const std::map<QString, int> &left, const QString &nameSpace,
                                          const QString &name, const QString &uid)
{
    const int *times = volcanoJobEntry(left, nameSpace, name, uid);
    return times ? std::optional<int>(*times) : std::nullopt;
}

} // namespace ascendops
