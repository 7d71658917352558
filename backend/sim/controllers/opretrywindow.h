#pragma once
// How long HCCL operator retry can hide a broken link from a job: read as
// the console reads it (formats/jobretry: the variables of the job's pod
// template, or a ModelArts job's annotation).
#include <nlohmann/json.hpp>

#include <optional>

namespace ascendops::sim {

// HoldTime + (MaxCnt - 1) x IntervalTime in seconds when retry is on for the
// communication domains a RoCE link carries (L1 between servers, L2 between
// super-pods); nothing when it is off. A variable that does not parse leaves
// what was read before it. Without
// HCCL_OP_RETRY_PARAMS the defaults of model/retrysettings.h apply, the same
// the console assumes (MaxCnt 3, HoldTime 5000 ms, IntervalTime 1000 ms): a
// 7 s window.
std::optional<double> opRetryWindowSeconds(const nlohmann::json &job);

// How long the RoCE NIC retransmits before a collective sees the link as
// broken: HCCL_RDMA_RETRY_CNT (1 to 7, default 7) waits of at least
// 4.096 us x 2^HCCL_RDMA_TIMEOUT (5 to 20 on A2 and A3, default 20), some
// 30 s by default (CANN's environment variable reference). A flap shorter
// than this is ridden out by the transport itself and stops nothing.
double rdmaRetransmitSeconds(const nlohmann::json &job);

} // namespace ascendops::sim
