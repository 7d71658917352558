#pragma once
// MindCluster's recovery ladder for one job (model/jobladder.h), read from
// the job the way MindCluster's components read it: which rungs the job asks
// for (labels, recover-strategy, HCCL_OP_RETRY_ENABLE) and every documented
// constraint that blocks one (reference mindcluster-recovery.md §3: not an
// AscendJob, a rank table mounted from a ConfigMap, the watchdog on, the
// framework, fault-scheduling not grace, no fault-retry-times, the retry
// budget spent, ...), and who recovers the job.
#include "model/jobladder.h"
#include "recoverytime/jobfacts.h"
#include "recoverytime/jobprofile.h"

#include <optional>

namespace ascendops::recoverytime {

// What only the live cluster says.
struct LadderLive
{
    std::optional<int> retriesLeft;   // before the job fails for good (maxRetry, backoffLimit)
    // Volcano's remain-retry-times for the job's fault-retry-times.
    std::optional<int> unconditionalRetriesLeft;
    std::optional<SpareCount> spares;   // where the job's pods land, when a picture of it was read
    QString sparesPlace;                // ... that place in words; "" not said
};

// settings and framework: the profile's; retryBlockers: what stops the
// operator retry the job switches on (readSettings).
JobLadder ladderOf(const JobFacts &facts, const std::vector<Setting> &settings, const QString &framework,
                   const QStringList &retryBlockers, const LadderLive &live = {});

} // namespace ascendops::recoverytime
