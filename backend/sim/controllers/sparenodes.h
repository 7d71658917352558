#pragma once
// Choosing where a rescheduled pod goes, as Volcano with MindCluster's
// scheduling plugin does: a standby server that is Ready, runs no job's pod,
// has every chip healthy (device plugin) and a healthy node (NodeD). On A3
// only a server of the same super-pod: a logical super-pod's pods talk over
// HCCS, so MindCluster's affinity scheduling keeps a replacement there (and
// the pod stays Pending when that super-pod has no spare left).
#include "sim/store/objectstore.h"

#include <set>
#include <string>

namespace ascendops::sim {

// A healthy, unused NPU node other than `faultyNode` and not in `reserved`
// (spares already promised to pods being rescheduled), in `faultyNode`'s
// super-pod when it has one; "" when none.
std::string pickSpareNode(const ObjectStore &store, const std::string &faultyNode, const std::set<std::string> &reserved);

// The super-pod id device-info gives the node; negative without one (A2).
int superPodOf(const ObjectStore &store, const std::string &node);

// Every pod of the job on servers of one and the same super-pod.
bool jobLivesInOneSuperPod(const ObjectStore &store, const std::string &ns, const std::string &job);

// Every chip healthy, node Ready and schedulable, no chip separated by hand
// (device-info ManuallySeparateNPU) and NodeD not reporting it unhealthy.
bool isNodeHealthy(const ObjectStore &store, const std::string &node);

} // namespace ascendops::sim
