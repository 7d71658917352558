#pragma once
// The start scripts of the simulated training job, kept as a real cluster
// keeps them: a ConfigMap `train-scripts-<job>` mounted at /job/code/scripts,
// holding train_start.sh (what the container's command runs) and train.py
// (the entry point it launches). The job trains with PyTorch or MindSpore
// (SimPreset::pyTorch); its recovery settings (SimPreset::jobSettings)
// decide what the scripts switch on:
//   default  today's demo job: the watchdog on by default, the operator's rank
//            table, checkpoints from storage, no compile cache;
//   bare     the watchdog switched off and no caches;
//   tuned    everything the recovery-time documents name: MindIO ACP, the
//            compile cache on a shared (NFS) volume, pod-level rescheduling
//            with reset_process.py, Parallel Store (PyTorch).
// The same profile the console shows (recoverytime/) reads them back, and the
// embedded cluster plays its estimate, so the two never disagree.
#include "sim/seed/builtobject.h"
#include "sim/seed/simpreset.h"

#include <nlohmann/json.hpp>

namespace ascendops::sim {

inline constexpr const char *kScriptsDir = "/job/code/scripts";
inline constexpr const char *kSharedDir = "/job/shared";

// Where a PyTorch job's launcher is told to save its checkpoints (--save),
// on the shared volume: Megatron keeps latest_checkpointed_iteration.txt there.
inline std::string checkpointDirOf(const std::string &jobName) { return std::string(kSharedDir) + "/ckpt/" + jobName; }

nlohmann::json trainingScriptsConfigMap(const SimPreset &preset, const BuildTimes &times);
// The image of the job's framework.
std::string trainingImage(const SimPreset &preset);

} // namespace ascendops::sim
