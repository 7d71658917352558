#pragma once
// The RoCE fabric as the topology view draws it: the switches (leaves, and
// the spines above them) and which die's port reaches which leaf, by index
// into a ClusterTopology. Built from a fabric topology file or the nodes'
// LLDP answers (telemetry/fabricdiscovery.h); a link's health is its die's
// RoCE link, read when painting, so it follows the telemetry as it changes.
#include <QString>

#include <vector>

namespace ascendops {

struct FabricSwitchNode
{
    QString name;
    bool spine = false;               // a spine (or any tier above the leaves)
    std::vector<int> uplinks;         // indices of the switches above it
};

struct FabricDiePort
{
    int server = -1;                  // index into ClusterTopology::servers
    int npu = -1;
    int die = -1;
    int switchIndex = -1;
    QString port;                     // the switch port, "400GE1/0/1"
};

struct ClusterFabric
{
    std::vector<FabricSwitchNode> switches;
    std::vector<FabricDiePort> ports;
    // The leaf most of each server's ports reach, -1 when none; by server index.
    std::vector<int> serverLeaf;
    // Links of the file no server or die of the topology matched.
    int unmatched = 0;

    bool empty() const { return switches.empty(); }
};

} // namespace ascendops
