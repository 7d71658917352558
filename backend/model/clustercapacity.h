#pragma once
// What a cluster can still take, told truthfully: each server by what it is
// (running the job, a spare, faulty, down, cordoned), the spares each
// super-pod has left by whether a pod could land on them, and the NPUs
// (dies, as the device plugin counts them) free, in use, isolated, faulty,
// out of service with their server, or of unknown state. A server whose
// health is not known is never counted as a healthy spare. Pure: built from
// the topology the views already hold.
#include "model/clustertopology.h"

#include <QString>

#include <vector>

namespace ascendops {

// In order of precedence: a down server is down whatever else it is.
enum class ServerRole : std::uint8_t {
    Down,        // Node not Ready
    Cordoned,    // spec.unschedulable
    Faulty,      // its health (host, dies, links) says Fault
    InUse,       // runs the job's pod
    Spare,       // idle, healthy or sub-healthy: a pod could land here
    SpareUnknown // idle, but some of its state (a die, a map, a field) could not be read
};

ServerRole roleOf(const TopologyServer &server);
// "down", "cordoned", "faulty", "in use", "spare", "spare, health unknown".
QString roleName(ServerRole role);

struct SpareCount
{
    int healthy = 0;      // a pod could land: Ready, schedulable, health Ok, no die isolated
    int subHealthy = 0;   // as healthy, but a warning stands (MindCluster places there last)
    int faulty = 0;       // idle but out of service: faulty, down, cordoned or a die isolated
    int unknown = 0;      // idle, state not read
    int total() const { return healthy + subHealthy + faulty + unknown; }
    // A moved pod has somewhere to land: a healthy or sub-healthy spare.
    bool canLand() const { return healthy + subHealthy > 0; }
};

struct SuperPodCapacity
{
    int id = -1;          // -1: the servers of a cluster without super-pods
    SpareCount spares;
};

struct NpuCount
{
    int free = 0;         // on a server that takes pods, healthy, not in use
    int used = 0;         // holds a rank of a running pod
    int isolated = 0;     // separated by a person or the device plugin (ManuallySeparateNPU)
    int faulty = 0;       // its own health or a link says Fault
    int unavailable = 0;  // healthy, but its server is down or cordoned
    int unknown = 0;      // its device-info was not read
    int total() const { return free + used + isolated + faulty + unavailable + unknown; }
};

struct ClusterCapacity
{
    std::vector<SuperPodCapacity> superPods;   // one per super-pod; one with id -1 on A2
    SpareCount spares;                         // cluster-wide
    NpuCount npus;
};

ClusterCapacity capacityOf(const ClusterTopology &topology);
// The cluster-wide spares alone, reading the dies of idle servers only.
SpareCount sparesOf(const ClusterTopology &topology);

// Where a pod moved off NODE can land: the spares of NODE's super-pod (a
// logical super-pod's pods talk over HCCS, so a replacement stays in the
// physical super-pod: MindCluster's affinity scheduling), else the
// cluster's. *SUPERPOD: that super-pod's id, -1 for the cluster's.
SpareCount sparesWhereAPodLands(const ClusterTopology &topology, const QString &node, int *superPod = nullptr);
// "super-pod 3" or "the cluster", for the words about it.
QString landingPlaceName(int superPod);
// Where the pods of a job running on NODES can land: the spares of every
// super-pod it runs in (each replacement stays in its own), or the
// cluster's when one of its servers has no super-pod. *PLACE: that in words
// ("super-pods 0, 2", "the cluster").
SpareCount sparesWhereAJobsPodsLand(const ClusterTopology &topology, const QStringList &nodes, QString *place = nullptr);

} // namespace ascendops
