#pragma once
// What HCCL operator retry a training job runs with, read from the job as
// its platform reads it: on MindCluster and for a job submitted to a
// ModelArts Lite pool (seeds 002, 003), HCCL_OP_RETRY_ENABLE and
// HCCL_OP_RETRY_PARAMS of its pod templates; for a ModelArts training job
// (model/trainingjob.h says how the two are told apart), the annotation
// fault-tolerance/hccl_op_retry, which switches retry on for the
// communication domains between servers and super-nodes (L1, L2), while the
// environment variable alone switches nothing on (seed 004: the platform's
// components cannot see it). The pipeline and the embedded cluster both read
// it here, so that they agree on the window.
#include "core/problem.h"
#include "formats/retryeligibility.h"
#include "model/retrysettings.h"

#include <QString>

#include <nlohmann/json_fwd.hpp>

namespace ascendops {

// ModelArts' own restarts (seed 004, reference 7.6), from a job's
// fault-tolerance annotations.
struct PlatformRestarts
{
    int budget = 0;             // fault-tolerance/job-retry-num
    bool unconditional = false; // job-unconditional-retry: a process that fails by itself restarts too
    bool hang = false;          // hang-retry: a hung job restarts in its containers

    // After a fault of the hardware or the network the platform sees, or
    // (processFailure) a process that exited by itself.
    bool afterFault(bool processFailure) const { return budget > 0 && (!processFailure || unconditional); }
    bool afterHang() const { return budget > 0 && hang; }
};

struct JobRetry
{
    RetrySettings settings;
    RetryPlatform platform = RetryPlatform::MindCluster;
    QString platformMarker;     // what made it a ModelArts training job; "" otherwise
    QString liteMarker;         // a job a user submitted to a ModelArts Lite pool: the pool's marker
    PlatformRestarts restarts;  // ModelArts only; none on MindCluster
    Problems problems;          // unreadable values, and the variable set on ModelArts
};

// How the fault-tolerance annotations read, for every reader alike: "true"
// in any case is on; the retry budget is a whole number, 0 when it is not one.
// The first literal value the job's pod templates give the variable (every
// task of a training job carries the same HCCL environment); nothing when
// none does.
std::optional<QString> templateEnv(const nlohmann::json &job, const char *variable);
bool annotationIsTrue(QStringView value);
int retryBudgetOf(QStringView value);

JobRetry readJobRetry(const nlohmann::json &job);

} // namespace ascendops
