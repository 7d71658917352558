#pragma once
// What recovery a training job allows, read from its Volcano Job the way
// MindCluster's components read it (reference 2.4): the fault-scheduling,
// pod-rescheduling, fault-retry-times and process-recover-enable labels, the
// recover-strategy annotation, maxRetry and retryCount, and the HCCL
// operator-retry environment of its pod template.
#include "core/problem.h"
#include "model/retrysettings.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json_fwd.hpp>

namespace ascendops::pipeline {

enum class FaultScheduling { Off, Grace, Force };

struct JobRecoveryProfile
{
    QString nameSpace;
    QString name;
    QString uid;
    QString resourceVersion;
    QString phase;                  // status.state.phase
    FaultScheduling faultScheduling = FaultScheduling::Off;
    bool podRescheduling = false;   // pod-rescheduling: "on"
    int faultRetryTimes = 0;        // fault-retry-times; 0: unconditional retry off
    QStringList recoverStrategies;  // recover-strategy: retry, recover, recover-in-place, ...
    QString processRecoverEnable;   // process-recover-enable: on, pause, off ("" when absent)
    int maxRetry = 3;               // spec.maxRetry
    int retryCount = 0;             // status.retryCount
    RetrySettings operatorRetry;    // HCCL_OP_RETRY_ENABLE / HCCL_OP_RETRY_PARAMS
    Problems problems;              // unreadable settings, named by JSON pointer

    QString key() const { return nameSpace + QLatin1Char('/') + name; }
    // Process-level recovery: a recover-strategy that restarts or migrates
    // processes, with process recovery not switched off.
    bool allowsProcessRecovery() const;
    // Retries left before Volcano fails the job.
    int retriesLeft() const { return maxRetry - retryCount; }
};

JobRecoveryProfile readRecoveryProfile(const nlohmann::json &job);

const char *faultSchedulingName(FaultScheduling mode);

} // namespace ascendops::pipeline
