#include "sim/seed/clusterlayout.h"

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
        for (int i = 0; i < jobServers + preset.sparesPerSuperPod; ++i) {
            const bool spare = i >= jobServers;
            slots.push_back({int(slots.size()), pod, i, spare ? -1 : rankIndex++});
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
