#pragma once
// Whether a job is set up for rank-table routing planning (seed 002), each
// condition checked with its evidence: the job's size, the launcher, the
// command running bootstrap.sh and reading /tmp/RANK_AFTER_ACC, the start
// script's NODE_RANK and MASTER_ADDR (as written), the cabinet annotation, the
// configmap1980 and svc plugins, MA_NUM_HOSTS/replicas/minAvailable and the
// NPU requests against MA_NUM_GPUS, the anti-affinity on the job's name, and,
// live, each job node's ascend-rank-table annotation.
#include "recoverytime/jobfacts.h"
#include "recoverytime/jobprofile.h"

#include <nlohmann/json.hpp>

namespace ascendops::recoverytime {

// The seed's conditions and advice.
inline constexpr int kRoutingMinNodes = 3;
inline constexpr int kRoutingAdvisedCards = 512;
inline constexpr const char *kCabinetAnnotation = "cabinet";
inline constexpr const char *kNodeRankTableAnnotation = "cce.kubectl.kubernetes.io/ascend-rank-table";

// What the job's spec says, read in gatherJobFacts.
RoutingFacts gatherRoutingFacts(const nlohmann::json &job, const nlohmann::json &chosenTemplate,
                                const QString &templatePlace);

// On: asked for and every condition holds; Conflict: asked for and one
// fails (every failure in the note, each with its place); Unknown: nothing
// fails but something could not be read (offline, the nodes' annotation);
// Off: not asked for (no NODE_RANK=$RANK_AFTER_ACC, no cabinet annotation).
// Failures after the first are added to `problems` as warnings at their places.
Setting routingPlanning(const JobFacts &facts, Problems *problems);

} // namespace ascendops::recoverytime
