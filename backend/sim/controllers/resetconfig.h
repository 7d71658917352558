#pragma once
// What ClusterD tells the processes of a job it recovers at pod level
// (reference mindcluster-recovery.md §2.2 and the pod-level path): it writes
// reset.json in the job's reset-config-<job> ConfigMap, which the job's YAML
// created, with restartType podReschedule, naming the faulty pod's ranks
// unrecovered so that TaskD stops the surviving processes; once the
// replacement runs, the ranks are recovered. Process-level recovery names
// the failed pods' ranks the same way, without a restartType (RT/01
// 进程级别重调度), and recover-in-place sets RestartFaultProcess. A job without the map gets
// nothing written: ClusterD writes only into a map the job made.
#include "sim/store/objectstore.h"

#include <QtGlobal>

#include <nlohmann/json.hpp>

#include <vector>

namespace ascendops::sim {

// How ClusterD has the named ranks restart.
enum class RankRestart {
    PodReschedule,     // their pod is replaced (restartType podReschedule)
    Processes,         // process-level: their processes restart, no pod moves
    FaultyProcesses,   // recover-in-place: only the faulty processes (RestartFaultProcess)
};

// The ranks of PODS (each one's device plugin annotation) become
// unrecovered, with policy restart; RetryTime counts the recoveries told.
void tellRanksToRestart(ObjectStore &store, const nlohmann::json &job, const std::vector<nlohmann::json> &pods,
                        qint64 nowSeconds, RankRestart how = RankRestart::PodReschedule);

// Every pod of the job runs again: its unrecovered ranks are recovered.
void markRanksRecovered(ObjectStore &store, const nlohmann::json &job, qint64 nowSeconds);

} // namespace ascendops::sim
