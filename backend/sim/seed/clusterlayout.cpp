#include "sim/seed/clusterlayout.h"

#include <algorithm>
#include <cstdio>

namespace ascendops::sim {
namespace {

// Hosts .1-.250 of a /24, so no address ends in .0 or .255 whatever netmask
// a site uses.
constexpr int kHostsPerSubnet = 250;

std::string dotted(int a, int b, int c, int d)
{
    return std::to_string(a) + '.' + std::to_string(b) + '.' + std::to_string(c) + '.' + std::to_string(d);
}

} // namespace

std::vector<ServerSlot> layoutServers(const SimPreset &preset)
{
    std::vector<ServerSlot> slots;
    slots.reserve(std::size_t(preset.totalServers()));
    int rankIndex = 0;
    for (int pod = 0; pod < preset.superPods; ++pod) {
        const int jobServers = preset.jobServersIn(pod);
        for (int i = 0; i < preset.serversIn(pod); ++i) {
            const bool job = i < jobServers;
            const bool fleet = !job && i < jobServers + preset.fleetServersPerSuperPod;
            slots.push_back({int(slots.size()), pod, i, job ? rankIndex++ : -1, fleet});
        }
    }
    return slots;
}

std::string nodeName(int node)
{
    return "node-" + std::to_string(node);
}

std::string hostIp(const ServerSlot &slot)
{
    return dotted(10, slot.superPod, slot.indexInSuperPod / kHostsPerSubnet, slot.indexInSuperPod % kHostsPerSubnet + 1);
}

std::string podCidr(const ServerSlot &slot)
{
    return dotted(10, 128 + slot.node / 256, slot.node % 256, 0) + "/24";
}

std::string podIpInCidr(const std::string &cidr)
{
    const std::size_t slash = cidr.find('/');
    const std::string base = cidr.substr(0, slash);
    const std::size_t dot = base.rfind('.');
    return dot == std::string::npos ? std::string() : base.substr(0, dot) + ".2";
}

std::string deviceIp(const ServerSlot &slot, int devicesPerServer, int die)
{
    const int index = slot.node * devicesPerServer + die;
    const int subnet = index / kHostsPerSubnet;
    return dotted(172, 16 + subnet / 256, subnet % 256, index % kHostsPerSubnet + 1);
}

int superDeviceId(const ServerSlot &slot, int devicesPerServer, int die)
{
    return slot.indexInSuperPod * devicesPerServer + die;
}

int leavesIn(const SimPreset &preset, int superPod)
{
    const int servers = preset.serversIn(superPod);
    return std::max(1, (servers + kServersPerLeaf - 1) / kServersPerLeaf);
}

LeafPort leafPort(const ServerSlot &slot, const SimPreset &preset, int die)
{
    const int leaves = leavesIn(preset, slot.superPod);
    const int leaf = slot.indexInSuperPod % leaves;
    const int rackSlot = slot.indexInSuperPod / leaves;
    char mac[32];
    std::snprintf(mac, sizeof mac, "4c:f9:5d:%02x:%02x:%02x", (slot.superPod >> 8) & 0xff, slot.superPod & 0xff, leaf & 0xff);
    return {"leaf-" + std::to_string(slot.superPod) + '-' + std::to_string(leaf), mac,
            dotted(26, 10 + slot.superPod / 250, slot.superPod % 250, leaf + 1),
            "400GE1/0/" + std::to_string(rackSlot * preset.devicesPerServer + die + 1)};
}

std::vector<std::string> spineNames(const SimPreset &preset)
{
    int leaves = 0;
    for (int pod = 0; pod < preset.superPods; ++pod)
        leaves += leavesIn(preset, pod);
    const int spines = std::max(2, (leaves + 15) / 16);
    std::vector<std::string> names;
    for (int i = 0; i < spines; ++i)
        names.push_back("spine-" + std::to_string(i));
    return names;
}

nlohmann::ordered_json serverFabric(const ServerSlot &slot, const SimPreset &preset)
{
    const LeafPort first = leafPort(slot, preset, 0);
    nlohmann::ordered_json ports = nlohmann::ordered_json::array();
    for (int die = 0; die < preset.devicesPerServer; ++die)
        ports.push_back(leafPort(slot, preset, die).port);
    return {{"switch", first.leaf}, {"chassis_id", first.chassisId},
            {"management_address", first.managementAddress}, {"ports", std::move(ports)}};
}

nlohmann::ordered_json serverDevices(const ServerSlot &slot, const SimPreset &preset)
{
    const std::string host = hostIp(slot);
    nlohmann::ordered_json devices = nlohmann::ordered_json::array();
    for (int die = 0; die < preset.devicesPerServer; ++die) {
        nlohmann::ordered_json device{{"device_id", std::to_string(die)},
                                      {"device_ip", deviceIp(slot, preset.devicesPerServer, die)}};
        if (preset.superPodMode())
            device["super_device_id"] = std::to_string(superDeviceId(slot, preset.devicesPerServer, die));
        devices.push_back(std::move(device));
    }
    nlohmann::ordered_json server{{"server_id", host}, {"server_ip", host}, {"host_ip", host}};
    if (preset.superPodMode())
        server["super_pod_id"] = std::to_string(slot.superPod);
    server["devices"] = std::move(devices);
    return server;
}

} // namespace ascendops::sim
