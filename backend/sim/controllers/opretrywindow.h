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

} // namespace ascendops::sim
