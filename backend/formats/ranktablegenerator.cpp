#include "formats/ranktablegenerator.h"

#include <algorithm>
#include <string>

namespace ascendops {
namespace {

// Hosts .1-.250 of each /24, so no address ends in .0 or .255 whatever
// netmask a site uses.
constexpr std::size_t kHostsPerSubnet = 250;
constexpr std::size_t kSubnetsPerOctet = 256;
constexpr int kDevicePort = 16666;
constexpr int kBackupDevicePort = 16667;   // differs from every primary port
constexpr int kFirstHostPort = 60001;      // one per device of a server

std::string dotted(std::size_t a, std::size_t b, std::size_t c, std::size_t d)
{
    std::string text = std::to_string(a);
    for (std::size_t octet : {b, c, d}) {
        text.push_back('.');
        text.append(std::to_string(octet));
    }
    return text;
}

// NIC address of the index-th device of the table on one network plane:
// plane 0 in 10.0-127.x.x, plane 1 in 10.128-255.x.x, 8.19 million devices
// each, so addresses stay unique far past 65,536 devices.
std::string deviceAddress(std::size_t index, std::size_t plane)
{
    const std::size_t subnet = index / kHostsPerSubnet;
    return dotted(10, plane * 128 + subnet / kSubnetsPerOctet, subnet % kSubnetsPerOctet,
                  index % kHostsPerSubnet + 1);
}

// Host address of a server: 172.16.0.0/12, away from the device planes.
std::string hostAddress(std::size_t server)
{
    const std::size_t subnet = server / kHostsPerSubnet;
    return dotted(172, 16 + subnet / kSubnetsPerOctet, subnet % kSubnetsPerOctet,
                  server % kHostsPerSubnet + 1);
}

JsonValue text(const std::string &value) { return JsonValue::string(value); }
JsonValue text(long long value) { return JsonValue::string(std::to_string(value)); }

std::string serverId(int server) { return "node_" + std::to_string(server); }

// Header members in the order of the HCCL reference examples.
JsonValue tableHeader(const char *version)
{
    JsonValue root = JsonValue::object();
    root.appendMember("status", text("completed"));
    root.appendMember("version", text(version));
    return root;
}

JsonValue device10(const RankTableSpec &spec, int server, int device)
{
    const long long rank = (long long)server * spec.devicesPerServer + device;
    JsonValue entry = JsonValue::object();
    entry.reserve(4);
    entry.appendMember("device_id", text(device));
    entry.appendMember("device_ip", text(deviceAddress(std::size_t(rank), 0)));
    entry.appendMember("device_port", text(kDevicePort));
    entry.appendMember("rank_id", text(rank));
    return entry;
}

// A3: device 2k and 2k+1 are the two dies of one NPU, each the other's
// borrow-rail backup. An odd last device has no partner and no backup.
JsonValue device12(const RankTableSpec &spec, int server, int device)
{
    const long long rank = (long long)server * spec.devicesPerServer + device;
    const int podSize = spec.superPodSize > 0 ? spec.superPodSize : spec.servers;
    const long long superDeviceId = (long long)(server % podSize) * spec.devicesPerServer + device;
    const int partner = device ^ 1;
    JsonValue entry = JsonValue::object();
    entry.reserve(8);
    entry.appendMember("device_id", text(device));
    entry.appendMember("super_device_id", text(superDeviceId));
    entry.appendMember("device_ip", text(deviceAddress(std::size_t(rank), 0)));
    entry.appendMember("device_port", text(kDevicePort));
    if (partner < spec.devicesPerServer) {
        const long long partnerRank = rank - device + partner;
        entry.appendMember("backup_device_ip", text(deviceAddress(std::size_t(partnerRank), 0)));
        entry.appendMember("backup_device_port", text(kBackupDevicePort));
    }
    entry.appendMember("host_port", text(kFirstHostPort + device));
    entry.appendMember("rank_id", text(rank));
    return entry;
}

JsonValue server1x(const RankTableSpec &spec, int server)
{
    JsonValue devices = JsonValue::array();
    devices.reserve(std::size_t(spec.devicesPerServer));
    for (int d = 0; d < spec.devicesPerServer; ++d) {
        devices.append(spec.version == RankTableVersion::V1_2 ? device12(spec, server, d)
                                                              : device10(spec, server, d));
    }
    JsonValue entry = JsonValue::object();
    entry.appendMember("server_id", text(serverId(server)));
    entry.appendMember("host_ip", text(hostAddress(std::size_t(server))));
    entry.appendMember("device", std::move(devices));
    return entry;
}

// Consecutive servers form a super-pod, as they are listed together.
JsonValue superPodList(const RankTableSpec &spec)
{
    const int podSize = spec.superPodSize > 0 ? spec.superPodSize : spec.servers;
    JsonValue pods = JsonValue::array();
    for (int first = 0, pod = 0; first < spec.servers; first += podSize, ++pod) {
        JsonValue members = JsonValue::array();
        for (int s = first; s < std::min(spec.servers, first + podSize); ++s) {
            JsonValue member = JsonValue::object();
            member.appendMember("server_id", text(serverId(s)));
            members.append(std::move(member));
        }
        JsonValue entry = JsonValue::object();
        entry.appendMember("super_pod_id", text(pod));
        entry.appendMember("server_list", std::move(members));
        pods.append(std::move(entry));
    }
    return pods;
}

JsonValue table1x(const RankTableSpec &spec)
{
    const bool superPods = spec.version == RankTableVersion::V1_2;
    JsonValue root = tableHeader(superPods ? "1.2" : "1.0");
    root.appendMember("server_count", text(spec.servers));
    JsonValue servers = JsonValue::array();
    servers.reserve(std::size_t(spec.servers));
    for (int s = 0; s < spec.servers; ++s)
        servers.append(server1x(spec, s));
    root.appendMember("server_list", std::move(servers));
    if (superPods)
        root.appendMember("super_pod_list", superPodList(spec));
    return root;
}

JsonValue stringArray(std::initializer_list<std::string> items)
{
    JsonValue array = JsonValue::array();
    for (const std::string &item : items)
        array.append(text(item));
    return array;
}

JsonValue rankAddress(std::string addr, JsonValue ports, const char *planeId)
{
    JsonValue entry = JsonValue::object();
    entry.appendMember("addr_type", text("IPV4"));
    entry.appendMember("addr", text(addr));
    entry.appendMember("ports", std::move(ports));
    if (planeId)
        entry.appendMember("plane_id", text(planeId));
    return entry;
}

JsonValue level(int layer, std::string instance, const char *type, JsonValue address)
{
    JsonValue addresses = JsonValue::array();
    addresses.append(std::move(address));
    JsonValue entry = JsonValue::object();
    entry.appendMember("net_layer", JsonValue::number(layer));
    entry.appendMember("net_instance_id", text(instance));
    entry.appendMember("net_type", text(type));
    entry.appendMember("net_attr", text(""));
    entry.appendMember("rank_addr_list", std::move(addresses));
    return entry;
}

// Layer 0: the links inside the server (described by the topology file);
// layer 1: the CLOS network between servers, four ports of one die.
JsonValue levelList(int server, int device, long long rank)
{
    const std::string die = std::to_string(device % 2);
    JsonValue levels = JsonValue::array();
    levels.append(level(0, "az0-server" + std::to_string(server), "TOPO_FILE_DESC",
                        rankAddress(deviceAddress(std::size_t(rank), 0), stringArray({die + "/0"}), nullptr)));
    levels.append(level(1, "az0", "CLOS",
                        rankAddress(deviceAddress(std::size_t(rank), 1),
                                    stringArray({die + "/4", die + "/5", die + "/6", die + "/7"}), "plane0")));
    return levels;
}

JsonValue rank20(const RankTableSpec &spec, int server, int device)
{
    const long long rank = (long long)server * spec.devicesPerServer + device;
    JsonValue entry = JsonValue::object();
    entry.appendMember("rank_id", JsonValue::number(rank));
    entry.appendMember("local_id", JsonValue::number(device));
    entry.appendMember("device_id", JsonValue::number(device));
    entry.appendMember("device_port", JsonValue::number(kDevicePort));
    entry.appendMember("host_port", JsonValue::number(kFirstHostPort + device));
    entry.appendMember("level_list", levelList(server, device, rank));
    return entry;
}

JsonValue table20(const RankTableSpec &spec)
{
    JsonValue root = tableHeader("2.0");
    const long long count = (long long)spec.servers * spec.devicesPerServer;
    root.appendMember("rank_count", JsonValue::number(count));
    JsonValue ranks = JsonValue::array();
    ranks.reserve(std::size_t(count));
    for (int s = 0; s < spec.servers; ++s) {
        for (int d = 0; d < spec.devicesPerServer; ++d)
            ranks.append(rank20(spec, s, d));
    }
    root.appendMember("rank_list", std::move(ranks));
    return root;
}

} // namespace

JsonValue generateRankTable(const RankTableSpec &requested)
{
    RankTableSpec spec = requested;
    spec.servers = std::max(1, spec.servers);
    spec.devicesPerServer = std::clamp(spec.devicesPerServer, 1, spec.version == RankTableVersion::V2_0 ? 65 : 64);
    spec.superPodSize = std::max(0, spec.superPodSize);
    switch (spec.version) {
    case RankTableVersion::V1_0:
    case RankTableVersion::V1_2: return table1x(spec);
    case RankTableVersion::V2_0: return table20(spec);
    case RankTableVersion::Template2:   // legacy: read and converted, never generated
    case RankTableVersion::Unknown: break;
    }
    return JsonValue::object();
}

} // namespace ascendops
