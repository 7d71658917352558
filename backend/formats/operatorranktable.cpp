#include "operatorranktable.h"
#include "formats/jsondocument.h"

#include <QDateTime>

#include <algorithm>
#include <charconv>
#include <cstdlib>

namespace ascendops {
namespace {

using Json = nlohmann::json;
using Ordered = nlohmann::ordered_json;

// Ports of the HCCL 1.2 example: a NIC listens on one port as a primary and
// another as a borrowed backup, as HCCL requires.
constexpr const char *kDevicePort = "16666";
constexpr const char *kBackupDevicePort = "16667";

struct PodDevices
{
    int rankIndex = -1;
    Json configuration;   // the device plugin's annotation, parsed
    std::string podIp;
};

std::string stringAt(const Json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::string metadataEntry(const Json &pod, const char *map, const char *key)
{
    const auto meta = pod.find("metadata");
    if (meta == pod.end() || !meta->is_object() || !meta->contains(map) || !(*meta)[map].is_object())
        return {};
    return stringAt((*meta)[map], key);
}

int parseIndex(const std::string &text)
{
    int value = -1;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc() && end == text.data() + text.size() && value >= 0 ? value : -1;
}

std::optional<PodDevices> readPod(const Json &pod)
{
    PodDevices read;
    read.rankIndex = parseIndex(metadataEntry(pod, "annotations", kRankIndexAnnotation));
    read.configuration = parseJsonOrDiscarded(metadataEntry(pod, "annotations", kDeviceConfigurationAnnotation));
    if (read.rankIndex < 0 || !read.configuration.is_object())
        return std::nullopt;
    const auto devices = read.configuration.find("devices");
    if (devices == read.configuration.end() || !devices->is_array() || devices->empty())
        return std::nullopt;
    read.podIp = stringAt(pod.value("status", Json::object()), "podIP");
    return read;
}

// The device_ip of the other die of the same NPU (device_id ^ 1) in this pod.
std::string partnerIp(const Json &devices, const std::string &deviceId)
{
    const int partner = parseIndex(deviceId) ^ 1;
    for (const Json &device : devices) {
        if (parseIndex(stringAt(device, "device_id")) == partner)
            return stringAt(device, "device_ip");
    }
    return {};
}

Ordered tableDevice(const Json &devices, const Json &device, long long rank, bool superPodMode, bool backupNics)
{
    const std::string id = stringAt(device, "device_id");
    Ordered entry{{"device_id", id}};
    if (superPodMode)
        entry["super_device_id"] = stringAt(device, "super_device_id");
    entry["device_ip"] = stringAt(device, "device_ip");
    if (superPodMode) {
        entry["device_port"] = kDevicePort;
        if (const std::string backup = partnerIp(devices, id); backupNics && !backup.empty()) {
            entry["backup_device_ip"] = backup;
            entry["backup_device_port"] = kBackupDevicePort;
        }
    }
    entry["rank_id"] = std::to_string(rank);
    return entry;
}

Ordered tableServer(const PodDevices &pod, bool superPodMode, bool backupNics)
{
    const Json &devices = pod.configuration["devices"];
    Ordered list = Ordered::array();
    for (std::size_t i = 0; i < devices.size(); ++i) {
        const long long rank = (long long)pod.rankIndex * (long long)devices.size() + (long long)i;
        list.push_back(tableDevice(devices, devices[i], rank, superPodMode, backupNics));
    }
    Ordered server{{"server_id", stringAt(pod.configuration, "server_id")},
                   {"host_ip", stringAt(pod.configuration, "host_ip")}};
    if (!pod.podIp.empty())
        server["container_ip"] = pod.podIp;
    server["device"] = std::move(list);
    return server;
}

// Servers of one super-pod listed together, super-pods in the order their
// first server appears.
Ordered superPodList(const std::vector<PodDevices> &pods)
{
    Ordered list = Ordered::array();
    std::vector<std::string> ids;
    for (const PodDevices &pod : pods) {
        const std::string id = stringAt(pod.configuration, "super_pod_id");
        auto found = std::find(ids.begin(), ids.end(), id);
        if (found == ids.end()) {
            ids.push_back(id);
            list.push_back({{"super_pod_id", id}, {"server_list", Ordered::array()}});
            found = ids.end() - 1;
        }
        list[std::size_t(found - ids.begin())]["server_list"].push_back({{"server_id", stringAt(pod.configuration, "server_id")}});
    }
    return list;
}

bool oneOf(const std::string &value, std::initializer_list<const char *> choices)
{
    return std::any_of(choices.begin(), choices.end(), [&](const char *c) { return value == c; });
}

} // namespace

std::string rankTableVersionForPod(const Json &pod)
{
    const Json &selector = pod.value("spec", Json::object()).value("nodeSelector", Json::object());
    const bool a3 = oneOf(stringAt(selector, "accelerator-type"), {"module-a3-16-super-pod", "module-a3-8-super-pod"})
        || oneOf(metadataEntry(pod, "annotations", "huawei.com/schedule_policy"), {"chip2-node16-sp", "chip2-node8-sp"})
        || !metadataEntry(pod, "annotations", "sp-block").empty();
    return a3 ? "1.2" : "1.0";
}

std::optional<Ordered> rankTableFromPods(const std::vector<const Json *> &pods, bool backupNics)
{
    if (pods.empty())
        return std::nullopt;
    std::vector<PodDevices> read;
    read.reserve(pods.size());
    for (const Json *pod : pods) {
        std::optional<PodDevices> devices = readPod(*pod);
        if (!devices)
            return std::nullopt;
        read.push_back(std::move(*devices));
    }
    // By first rank, which is rankIndex x devices: by rank index.
    std::stable_sort(read.begin(), read.end(), [](const PodDevices &a, const PodDevices &b) { return a.rankIndex < b.rankIndex; });
    const std::string version = rankTableVersionForPod(*pods.front());
    const bool superPodMode = version == "1.2";
    Ordered servers = Ordered::array();
    for (const PodDevices &pod : read)
        servers.push_back(tableServer(pod, superPodMode, backupNics));
    Ordered table{{"status", "completed"}, {"version", version}, {"server_count", std::to_string(read.size())},
                  {"server_list", std::move(servers)}};
    if (superPodMode)
        table["super_pod_list"] = superPodList(read);
    return table;
}

bool rankTableGivesBackupLane(const std::string &tableText, const Json &pod, int die)
{
    const Json table = parseJsonOrDiscarded(tableText);
    if (!table.is_object() || stringAt(table, "version") != "1.2" || !table.contains("server_list")
        || !table["server_list"].is_array())
        return false;
    const std::string serverId = stringAt(parseJsonOrDiscarded(metadataEntry(pod, "annotations", kDeviceConfigurationAnnotation)),
                                          "server_id");
    for (const Json &server : table["server_list"]) {
        if (!server.is_object() || serverId.empty() || stringAt(server, "server_id") != serverId)
            continue;
        const auto devices = server.find("device");
        if (devices == server.end() || !devices->is_array())
            return false;
        for (const Json &device : *devices)
            if (device.is_object() && parseIndex(stringAt(device, "device_id")) == die)
                return !stringAt(device, "backup_device_ip").empty();
    }
    return false;
}

Ordered initializingRankTable()
{
    return Ordered{{"status", "initializing"}};
}

std::string nextRankTableVersion(const std::string &previous)
{
    const long long now = QDateTime::currentSecsSinceEpoch();
    const long long before = std::atoll(previous.c_str());
    return std::to_string(std::max(now, before + 1));
}

} // namespace ascendops
