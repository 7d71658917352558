#pragma once
// The `NodeInfo` value of NodeD's `mindx-dl/mindx-dl-nodeinfo-<node>`
// ConfigMap: the node's own health (CPU, memory, disks, as NodeD sees them),
//   {"NodeInfo":{"FaultDevList":[{"DeviceType":"CPU","DeviceId":1,
//    "FaultCode":["00000011"],"FaultLevel":"SeparateFault"}],
//    "NodeStatus":"UnHealthy"},"CheckCode":"<sha256 of NodeInfo>"}
// Read by the pipeline and written by the embedded cluster, in one encoding.

#include "core/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace ascendops {

inline constexpr std::string_view kNodeInfoNamespace = "mindx-dl";
inline constexpr std::string_view kNodeInfoPrefix = "mindx-dl-nodeinfo-";

struct NodeFaultDevice
{
    std::string deviceType;             // CPU, Memory, Disk, ...
    int deviceId = -1;
    std::vector<std::string> codes;
    std::string level;                  // FaultLevel: NotHandleFault ... SeparateFault
};

struct NodeInfoCfg
{
    std::string nodeStatus;             // Healthy, UnHealthy (NodeD's spelling), ...
    std::vector<NodeFaultDevice> faultDevices;

    bool unhealthy() const { return nodeStatus == "UnHealthy"; }
};

// Errors name their JSON place; a fault device that cannot be read is left
// out with a warning at its place.
Parsed<NodeInfoCfg> decodeNodeInfo(std::string_view text);
std::string encodeNodeInfo(const NodeInfoCfg &info);

} // namespace ascendops
