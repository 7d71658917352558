#include "clustercapacity.h"

#include <QCoreApplication>

#include <set>

#include <algorithm>

namespace ascendops {
namespace {

bool anyIsolated(const TopologyServer &server)
{
    return std::any_of(server.npus.begin(), server.npus.end(), [](const TopologyNpu &npu) {
        return std::any_of(npu.dies.begin(), npu.dies.end(), [](const TopologyDie &die) { return die.isolated; });
    });
}

// Something about the server could not be read, or it has no die to judge:
// whatever else it says, it is no known-healthy spare.
bool notFullyRead(const TopologyServer &server)
{
    if (server.health == Health::Unknown || !server.unread.isEmpty() || server.npus.empty())
        return true;
    return std::any_of(server.npus.begin(), server.npus.end(), [](const TopologyNpu &npu) {
        return npu.dies.empty() || std::any_of(npu.dies.begin(), npu.dies.end(), [](const TopologyDie &die) { return die.health == Health::Unknown; });
    });
}

void countSpare(const TopologyServer &server, SpareCount &count)
{
    if (!server.spare)   // a faulty or cordoned server running the job is no spare either
        return;
    switch (roleOf(server)) {
    case ServerRole::InUse: return;
    case ServerRole::SpareUnknown: ++count.unknown; return;
    case ServerRole::Spare: ++(server.health == Health::Warning ? count.subHealthy : count.healthy); return;
    case ServerRole::Down:
    case ServerRole::Cordoned:
    case ServerRole::Faulty: ++count.faulty; return;
    }
}

// Isolation and faults first: they hold whatever the server does. A down
// host (or one NodeD calls faulty) takes its dies out of service even where
// a pod still names them; a cordoned one keeps the pods it runs.
void countDie(const TopologyServer &server, const TopologyDie &die, NpuCount &count)
{
    const bool hostOut = !server.ready || server.nodeHealth == Health::Fault;
    const bool running = die.rank >= 0 && server.podPhase.isEmpty();
    if (die.isolated)
        ++count.isolated;
    else if (die.health == Health::Fault || die.hccsLink == Health::Fault || die.roceLink == Health::Fault)
        ++count.faulty;
    else if (hostOut)
        ++count.unavailable;
    else if (running)
        ++count.used;
    else if (server.cordoned)
        ++count.unavailable;
    else if (die.health == Health::Unknown)
        ++count.unknown;
    else
        ++count.free;
}

} // namespace

ServerRole roleOf(const TopologyServer &server)
{
    if (!server.ready)
        return ServerRole::Down;
    if (server.cordoned)
        return ServerRole::Cordoned;
    if (server.health == Health::Fault || anyIsolated(server))
        return ServerRole::Faulty;
    if (!server.spare)
        return ServerRole::InUse;
    return notFullyRead(server) ? ServerRole::SpareUnknown : ServerRole::Spare;
}

QString roleName(ServerRole role)
{
    switch (role) {
    case ServerRole::Down: return QCoreApplication::translate("ascendops::ServerRole", "down");
    case ServerRole::Cordoned: return QCoreApplication::translate("ascendops::ServerRole", "cordoned");
    case ServerRole::Faulty: return QCoreApplication::translate("ascendops::ServerRole", "faulty");
    case ServerRole::InUse: return QCoreApplication::translate("ascendops::ServerRole", "in use");
    case ServerRole::Spare: return QCoreApplication::translate("ascendops::ServerRole", "spare");
    case ServerRole::SpareUnknown: return QCoreApplication::translate("ascendops::ServerRole", "spare, health unknown");
    }
    return {};
}

SpareCount sparesOf(const ClusterTopology &topology)
{
    SpareCount count;
    for (const TopologyServer &server : topology.servers)
        countSpare(server, count);
    return count;
}

namespace {

// NODE's super-pod id; -1 for a server without one, or one the picture lacks.
int superPodOf(const ClusterTopology &topology, const QString &node)
{
    const int index = topology.serverIndex(node);
    return index >= 0 ? topology.servers[std::size_t(index)].superPodId : -1;
}

// The spares of SUPERPODS; the cluster's when one of them is -1 or none is given.
SpareCount sparesIn(const ClusterTopology &topology, const std::set<int> &superPods)
{
    if (superPods.empty() || superPods.count(-1))
        return sparesOf(topology);
    SpareCount count;
    for (const TopologyServer &server : topology.servers)
        if (superPods.count(server.superPodId))
            countSpare(server, count);
    return count;
}

} // namespace

SpareCount sparesWhereAPodLands(const ClusterTopology &topology, const QString &node, int *superPod)
{
    const int id = superPodOf(topology, node);
    if (superPod)
        *superPod = id;
    return sparesIn(topology, {id});
}

QString landingPlaceName(int superPod)
{
    return superPod >= 0 ? QCoreApplication::translate("ascendops::ServerRole", "super-pod %1").arg(superPod)
                         : QCoreApplication::translate("ascendops::ServerRole", "the cluster");
}

SpareCount sparesWhereAJobsPodsLand(const ClusterTopology &topology, const QStringList &nodes, QString *place)
{
    std::set<int> superPods;
    for (const QString &node : nodes)
        superPods.insert(superPodOf(topology, node));
    if (place) {
        QStringList ids;
        for (int id : superPods)
            ids << QString::number(id);
        *place = superPods.empty() || superPods.count(-1) ? landingPlaceName(-1)
               : superPods.size() == 1                    ? landingPlaceName(*superPods.begin())
                   : QCoreApplication::translate("ascendops::ServerRole", "super-pods %1").arg(ids.join(QStringLiteral(", ")));
    }
    return sparesIn(topology, superPods);
}

ClusterCapacity capacityOf(const ClusterTopology &topology)
{
    ClusterCapacity capacity;
    auto tally = [&capacity, &topology](int superPodId, const std::vector<int> &indices) {
        SuperPodCapacity pod{superPodId, {}};
        for (int index : indices) {
            const TopologyServer &server = topology.servers[std::size_t(index)];
            countSpare(server, pod.spares);
            countSpare(server, capacity.spares);
            for (const TopologyNpu &npu : server.npus)
                for (const TopologyDie &die : npu.dies)
                    countDie(server, die, capacity.npus);
        }
        capacity.superPods.push_back(pod);
    };
    for (const TopologySuperPod &superPod : topology.superPods)
        tally(superPod.id, superPod.servers);
    // Servers in no super-pod (all of an A2 cluster's) are counted together.
    std::vector<int> outside;
    for (std::size_t i = 0; i < topology.servers.size(); ++i)
        if (topology.servers[i].superPodId < 0)
            outside.push_back(int(i));
    if (!outside.empty())
        tally(-1, outside);
    return capacity;
}

} // namespace ascendops
