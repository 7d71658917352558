#pragma once
// Builds the Kubernetes objects of a simulated Ascend cluster from a preset:
// Nodes with MindCluster labels, the Volcano Job with its PodGroup and Pods,
// the device-info, node-info, rings-config and reset-config ConfigMaps,
// Leases. The objects are consistent with each other (device IPs, host IPs,
// super-device ids, backup IPs, rank = rankIndex x devices + index).
#include "sim/seed/simpreset.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace ascendops::sim {

// Every object with apiVersion, kind and metadata (name, namespace where
// namespaced, labels, annotations, uid, creationTimestamp) set;
// resourceVersion is left to the store that serves them.
std::vector<nlohmann::json> buildClusterObjects(const SimPreset &preset);

} // namespace ascendops::sim
