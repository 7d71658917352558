#pragma once
// The fabric as the nodes' LLDP answers show it: for every probed device
// whose switch answered, a link to that switch and port; each switch seen is
// a leaf (a server's NIC reaches the leaf it is cabled to; spines are out of
// LLDP's sight and are added to the file by hand).
#include "formats/fabrictopology.h"
#include "model/clusterfabric.h"
#include "model/clustertopology.h"
#include "telemetry/nodeprobe.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace ascendops::telemetry {

struct ProbedServer
{
    QString server;          // the name links take: the node's name or the host probed
    const NodeProbe *probe = nullptr;
};

struct FabricDiscovery
{
    FabricTopology topology;
    // "node-3 device 5: the switch did not answer LLDP", one per device
    // without a link, so that no port is left out without a word.
    QStringList unanswered;
};

FabricDiscovery discoverFabric(const std::vector<ProbedServer> &servers);

// The fabric on the topology's servers and dies: a link's server by node
// name or host IP and its die by device id, else the die by the link's
// device_ip. Switches that are uplinks of others, or not of tier "leaf",
// are drawn as spines.
ClusterFabric clusterFabricOf(const FabricTopology &fabric, const ClusterTopology &topology);

} // namespace ascendops::telemetry
