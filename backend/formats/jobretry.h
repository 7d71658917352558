#pragma once
// What HCCL operator retry a training job runs with, read from the job as
// its platform reads it: on MindCluster, HCCL_OP_RETRY_ENABLE and
// HCCL_OP_RETRY_PARAMS of its pod templates; on ModelArts, the annotation
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

struct JobRetry
{
    RetrySettings settings;
    RetryPlatform platform = RetryPlatform::MindCluster;
    QString platformMarker;     // what made it a ModelArts job; "" on MindCluster
    Problems problems;          // unreadable values, and the variable set on ModelArts
};

JobRetry readJobRetry(const nlohmann::json &job);

} // namespace ascendops
