#pragma once
// Where every server of a simulated cluster sits and the addresses it has.
// Nodes are numbered over the whole cluster, super-pod by super-pod, each
// super-pod's job servers first, then its fleet servers, then its spares; the addresses follow
// from that place alone, so every object that names a server, a pod or a
// device NIC agrees without looking the others up:
//   host IP     10.<super-pod>.<i / 250>.<i % 250 + 1>   (i: index in the super-pod)
//   pod CIDR    10.<128 + n / 256>.<n % 256>.0/24          (n: node number), pod IP .2
//   device IP   172.16.0.0/12, dense over (n, die), .1-.250 of each /24
//   super_device_id  i x devicesPerServer + die, unique within a super-pod
// The RoCE fabric: each super-pod's servers are racked under leaf switches,
// kServersPerLeaf to a leaf, cabled so that server i of the super-pod is
// under leaf i % leaves: neighbours in list order sit under different leaves,
// so the job's rank order is not route-affine and routing planning has work.
// Every leaf goes up to every spine.
#include "sim/seed/simpreset.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace ascendops::sim {

struct ServerSlot
{
    int node = 0;              // n of node-<n>
    int superPod = 0;
    int indexInSuperPod = 0;
    int rankIndex = -1;        // hccl/rankIndex of the job pod it runs; -1 for the others
    bool fleet = false;        // runs the fleet's work (SimPreset::fleetServersPerSuperPod)

    bool runsJob() const { return rankIndex >= 0; }
    bool spare() const { return rankIndex < 0 && !fleet; }
};

// Every server in node order.
std::vector<ServerSlot> layoutServers(const SimPreset &preset);

std::string nodeName(int node);
std::string hostIp(const ServerSlot &slot);
std::string podCidr(const ServerSlot &slot);
// The address the first pod on a node gets: "10.128.3.0/24" -> "10.128.3.2".
std::string podIpInCidr(const std::string &cidr);
std::string deviceIp(const ServerSlot &slot, int devicesPerServer, int die);
int superDeviceId(const ServerSlot &slot, int devicesPerServer, int die);

inline constexpr int kServersPerLeaf = 4;
inline constexpr const char *kNodeFabricAnnotation = "sim.ascendops.io/fabric";

// The switch port one die's NIC is cabled to, as LLDP announces it.
struct LeafPort
{
    std::string leaf;                 // "leaf-<super-pod>-<k>"
    std::string chassisId;            // its MAC
    std::string managementAddress;
    std::string port;                 // "400GE1/0/<n>"
};

int leavesIn(const SimPreset &preset, int superPod);
LeafPort leafPort(const ServerSlot &slot, const SimPreset &preset, int die);
std::vector<std::string> spineNames(const SimPreset &preset);
// The Node annotation that carries the server's cabling to its node tools
// (kNodeFabricAnnotation): {"switch", "chassis_id", "management_address",
// "ports": [port per die]}.
nlohmann::ordered_json serverFabric(const ServerSlot &slot, const SimPreset &preset);

// The server's devices as the Ascend Device Plugin describes them on a pod
// it allocates them to (without pod_name): server_id, server_ip, host_ip,
// super_pod_id (A3) and devices [{device_id, device_ip, super_device_id (A3)}].
nlohmann::ordered_json serverDevices(const ServerSlot &slot, const SimPreset &preset);

} // namespace ascendops::sim
