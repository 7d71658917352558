#pragma once
// The objects of the simulated training job, all in namespace default: the
// Volcano Job with MindCluster's recovery labels and the HCCL environment,
// its PodGroup, one running Pod per job server (rank index in node order,
// devices allocated by the device plugin), the Ascend Operator's
// rings-config (a completed rank table made from those pods), the device
// plugin's reset-config, ClusterD's `mindx-dl/job-reschedule-reason`, the
// scheduler's Scheduled events for the first pods, the job's start scripts
// (seed/trainingscripts.h), and two jobs queued without pods whose scripts
// differ: queued-llama-bare (watchdog off, no cache) and queued-llama-tuned
// (an AscendJob with every recovery-time setting on).
#include "sim/seed/builtobject.h"
#include "sim/seed/clusterlayout.h"
#include "sim/seed/simpreset.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace ascendops::sim {

// What the job's own pods carry, for any job of that name and kind: a pod's
// name (<job>-worker-<i>, or an AscendJob's <job>-master-0 and
// <job>-worker-<i>), its labels, the job's labels, and an ownerReference.
std::string trainingPodName(const SimPreset &preset, int rankIndex);
nlohmann::json trainingPodLabels(const SimPreset &preset, int rankIndex);
nlohmann::json trainingJobLabels(const SimPreset &preset);
nlohmann::json ownerReferenceTo(const nlohmann::json &owner);

void appendJobObjects(std::vector<nlohmann::json> &objects, const std::vector<ServerSlot> &servers,
                      const SimPreset &preset, const BuildTimes &times);

} // namespace ascendops::sim
