#pragma once
// What recovery a training job allows, read from its Volcano Job or
// AscendJob the way MindCluster's components read it (reference 2.4): the
// fault-scheduling, pod-rescheduling, fault-retry-times and
// process-recover-enable labels, the recover-strategy annotation, the retry
// limit and count, and its HCCL operator retry (formats/jobretry). A
// ModelArts job also says, in its fault-tolerance annotations, whether the
// platform restarts it by itself.
#include "core/problem.h"
#include "formats/jobretry.h"
#include "formats/retryeligibility.h"
#include "model/jobladder.h"
#include "model/retrysettings.h"
#include "model/trainingjob.h"

#include <QString>
#include <QStringList>

#include <limits>
#include <optional>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace ascendops::pipeline {

enum class FaultScheduling { Off, Grace, Force };

struct JobRecoveryProfile
{
    QString nameSpace;
    QString name;
    QString uid;
    QString resourceVersion;
    JobKind kind = JobKind::VolcanoJob;
    QString phase;                  // jobPhaseOf
    FaultScheduling faultScheduling = FaultScheduling::Off;
    bool podRescheduling = false;   // pod-rescheduling: "on"
    int faultRetryTimes = 0;        // fault-retry-times; 0: unconditional retry off
    QStringList recoverStrategies;  // recover-strategy: retry, recover, recover-in-place, ...
    QString processRecoverEnable;   // process-recover-enable: on, pause, off ("" when absent)
    int maxRetry = 3;               // spec.maxRetry, an AscendJob's runPolicy.backoffLimit; -1: no limit
    int retryCount = 0;             // status.retryCount, an AscendJob's pod version
    RetrySettings operatorRetry;    // HCCL_OP_RETRY_ENABLE / _PARAMS, or ModelArts' annotation
    QString operatorRetryWhere;     // where the job's profile read it; "" when read from the spec alone
    RetryPlatform platform = RetryPlatform::MindCluster;
    QString platformMarker;         // what made it a ModelArts job
    PlatformRestarts platformRestarts;  // ModelArts' own, from the fault-tolerance annotations
    Problems problems;              // unreadable settings, named by JSON pointer
    // What is known to stop operator retry where the job runs (seed 003:
    // A3 super-nodes, PyTorch only): the eligibility errors of what its
    // nodes and its own labels and images say; a window that cannot happen
    // is not waited out. Empty: nothing known stops it.
    QStringList retryBlockers;
    // Who recovers it (its labels say), and MindCluster's rungs for it as
    // its recovery-time profile read them (not known until it was profiled).
    OwnerVerdict owner;
    JobLadder ladder;

    QString key() const { return nameSpace + QLatin1Char('/') + name; }
    // Process-level recovery: a recover-strategy that restarts or migrates
    // processes, with process recovery not switched off.
    bool allowsProcessRecovery() const;
    // ModelArts restarts the job itself after a fault (a retry budget; a
    // process that failed by itself only when unconditional) or, with
    // hang-retry too, after a hang: the pipeline must not restart it a
    // second time.
    bool platformOwnsRestart(bool hang, bool processFailure) const;
    // Retries left before Volcano (or the Ascend Operator) fails the job.
    int retriesLeft() const { return maxRetry < 0 ? std::numeric_limits<int>::max() : maxRetry - retryCount; }
};

// `pods` are the job's: an AscendJob counts its restarts in their version label.
JobRecoveryProfile readRecoveryProfile(const nlohmann::json &job, const std::vector<const nlohmann::json *> &pods = {});
// The job's framework as its label (framework) or its images say; where; "" unknown.
RetryFact frameworkOfJob(const nlohmann::json &job);
// Sets retryBlockers from the hardware its nodes' accelerator-type label
// says (HARDWARE, WHERE) and the framework the job shows.
void judgeRetryEligibility(JobRecoveryProfile &profile, const nlohmann::json &job, NpuHardware hardware, const QString &where);

const char *faultSchedulingName(FaultScheduling mode);

} // namespace ascendops::pipeline
