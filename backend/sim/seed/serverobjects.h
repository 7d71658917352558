#pragma once
// The objects one simulated server contributes to the cluster: its Node
// (MindCluster labels, Ready, the Ascend910 resource), its kubelet Lease in
// kube-node-lease, the device plugin's `kube-system/mindx-dl-deviceinfo-<node>`
// (every die healthy) and NodeD's `mindx-dl/mindx-dl-nodeinfo-<node>`.
#include "sim/seed/builtobject.h"
#include "sim/seed/clusterlayout.h"
#include "sim/seed/simpreset.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace ascendops::sim {

void appendServerObjects(std::vector<nlohmann::json> &objects, const ServerSlot &slot, const SimPreset &preset,
                         const BuildTimes &times);

} // namespace ascendops::sim
