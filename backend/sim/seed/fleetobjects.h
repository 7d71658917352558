#pragma once
// The rest of a busy fleet, on the servers a preset gives it
// (SimPreset::fleetServersPerSuperPod), beside the preset's own job:
//   - the per-node daemons on every node (the Ascend Device Plugin, NodeD,
//     the NPU Exporter, kube-proxy, the CNI, DNS cache, node exporter, log
//     shipper): their DaemonSets and one pod per node each;
//   - SimPreset::fleetTrainingJobs training jobs of 1 to 256 pods (Volcano Jobs and AscendJobs)
//     in the teams' namespaces, one die per pod: running where they fit,
//     finished (their pods Succeeded or Failed) or queued (pods Pending)
//     otherwise, each with its PodGroup and the Ascend Operator's
//     rings-config;
//   - inference Deployments with their ReplicaSets: model servers holding
//     one die each on a ninth of the fleet's servers, and routers on CPU;
//   - the Events the scheduler and the kubelets wrote for what runs.
// All of it is marked as the fleet's (objects::kFleetAnnotation), so that the
// embedded cluster's own controllers leave it to FleetChurn, which keeps it
// moving (sim serve --churn). Names and numbers follow from the preset
// alone: the same preset builds the same fleet.
#include "sim/seed/builtobject.h"
#include "sim/seed/clusterlayout.h"
#include "sim/seed/simpreset.h"
#include "sim/store/jobobjects.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace ascendops::sim {


void appendFleetObjects(std::vector<nlohmann::json> &objects, const std::vector<ServerSlot> &servers,
                        const SimPreset &preset, const BuildTimes &times);

// Pieces FleetChurn builds again as the fleet moves: a training pod of a
// fleet job on one die of `node` ("" and die -1: Pending, not yet placed),
// and an Event about an object.
struct FleetPodPlace
{
    std::string node;
    std::string hostIp;
    std::string podIp;
    int die = -1;
    nlohmann::ordered_json serverDevices;   // clusterlayout.h serverDevices(), when placed
};

nlohmann::json fleetTrainingPod(const nlohmann::json &job, int rankIndex, const FleetPodPlace &place,
                                const std::string &phase, const std::string &time);
nlohmann::json fleetPodGroup(const nlohmann::json &job, const char *phase, const std::string &time);
// The Ascend Operator's rings-config of a fleet job: the table made from its
// pods when it runs, "initializing" otherwise.
nlohmann::json fleetRingsConfig(const nlohmann::json &job, const std::vector<nlohmann::json> &pods, bool running,
                                const std::string &time, std::int64_t version);
nlohmann::json fleetEvent(const nlohmann::json &object, const char *type, const char *reason,
                          const std::string &message, const char *component, const std::string &time);

} // namespace ascendops::sim
