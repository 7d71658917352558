#include "sim/seed/serverobjects.h"

#include "recoverytime/routingplanning.h"

#include "sim/controllers/deviceallocation.h"
#include "formats/deviceinfocfg.h"
#include "sim/controllers/nodehealthmaps.h"


namespace ascendops::sim {
namespace {

using Json = nlohmann::json;

constexpr const char *kAscendResource = "huawei.com/Ascend910";

// Kunpeng 920 hosts: 192 cores, about 1.5 TiB of memory, the kubelet's
// default of 110 pods.
Json nodeResources(const SimPreset &preset, bool allocatable)
{
    return {{"cpu", allocatable ? "190" : "192"},
            {"memory", allocatable ? "1583595520Ki" : "1584693248Ki"},
            {"ephemeral-storage", "3750000000Ki"},
            {"pods", "110"},
            {kAscendResource, std::to_string(preset.devicesPerServer)}};
}

Json nodeLabels(const std::string &name, const SimPreset &preset)
{
    return {{"kubernetes.io/hostname", name}, {"kubernetes.io/os", "linux"}, {"kubernetes.io/arch", "arm64"},
            {"node-role.kubernetes.io/worker", ""}, {"host-arch", "huawei-arm"},
            {"accelerator", "huawei-Ascend910"},
            {"accelerator-type", preset.acceleratorType()},
            {"workerselector", "dls-worker-node"}, {"nodeDEnable", "on"}};
}

Json nodeConditions(const BuildTimes &times)
{
    struct Condition { const char *type, *status, *reason, *message; };
    static constexpr Condition kConditions[] = {
        {"MemoryPressure", "False", "KubeletHasSufficientMemory", "kubelet has sufficient memory available"},
        {"DiskPressure", "False", "KubeletHasNoDiskPressure", "kubelet has no disk pressure"},
        {"PIDPressure", "False", "KubeletHasSufficientPID", "kubelet has sufficient PID available"},
        {"Ready", "True", "KubeletReady", "kubelet is posting ready status"},
    };
    Json conditions = Json::array();
    for (const Condition &c : kConditions) {
        conditions.push_back({{"type", c.type}, {"status", c.status}, {"reason", c.reason}, {"message", c.message},
                              {"lastHeartbeatTime", times.now}, {"lastTransitionTime", times.clusterCreated}});
    }
    return conditions;
}

Json node(const ServerSlot &slot, const SimPreset &preset, const BuildTimes &times)
{
    const std::string name = nodeName(slot.node);
    Json object = builtObject("v1", "Node", name, "", times.clusterCreated);
    object["metadata"]["labels"] = nodeLabels(name, preset);
    object["metadata"]["annotations"] = {{kNodeDevicesAnnotation, serverDevices(slot, preset).dump()},
                                         {kNodeFabricAnnotation, serverFabric(slot, preset).dump()}};
    if (preset.modelArts)
        // What CCE's cabinet plugin writes once it delivered the node's
        // topology and rank table (seed 002's troubleshooting step).
        object["metadata"]["annotations"][recoverytime::kNodeRankTableAnnotation] =
            nlohmann::ordered_json{{"server_id", hostIp(slot)}, {"tor", leafPort(slot, preset, 0).leaf}}.dump();
    const std::string cidr = podCidr(slot);
    object["spec"] = {{"podCIDR", cidr}, {"podCIDRs", {cidr}}};
    object["status"] = {
        {"conditions", nodeConditions(times)},
        {"addresses", {{{"type", "InternalIP"}, {"address", hostIp(slot)}}, {{"type", "Hostname"}, {"address", name}}}},
        {"capacity", nodeResources(preset, false)},
        {"allocatable", nodeResources(preset, true)},
        {"daemonEndpoints", {{"kubeletEndpoint", {{"Port", 10250}}}}},
        {"nodeInfo", {{"kubeletVersion", "v1.32.0"}, {"kubeProxyVersion", "v1.32.0"}, {"architecture", "arm64"},
                      {"operatingSystem", "linux"}, {"osImage", "openEuler 22.03 (LTS-SP4)"},
                      {"kernelVersion", "5.10.0-216.0.0.115.oe2203sp4.aarch64"},
                      {"containerRuntimeVersion", "containerd://1.7.22"}}}};
    return object;
}

Json lease(const ServerSlot &slot, const BuildTimes &times)
{
    const std::string name = nodeName(slot.node);
    Json object = builtObject("coordination.k8s.io/v1", "Lease", name, "kube-node-lease", times.clusterCreated);
    object["spec"] = {{"holderIdentity", name}, {"leaseDurationSeconds", 40}, {"renewTime", times.nowMicro}};
    return object;
}

// Every die healthy. SuperPodID and ServerIndex are -2 on A2: the device
// does not report super-pod information.
std::string healthyDeviceInfo(const ServerSlot &slot, const SimPreset &preset, const BuildTimes &times)
{
    DeviceInfoCfg info;
    info.resource = kAscendResource;
    for (int die = 0; die < preset.devicesPerServer; ++die)
        info.healthy.push_back(die);
    info.updateTime = times.nowSeconds;
    info.superPodId = preset.superPodMode() ? slot.superPod : -2;
    info.serverIndex = preset.superPodMode() ? slot.indexInSuperPod : -2;
    return encodeDeviceInfo(info);
}

// The UnifiedBus switch state of an A3 node with nothing to report.
std::string healthySwitchInfo(const BuildTimes &times)
{
    const nlohmann::ordered_json value{{"FaultCode", Json::array()}, {"FaultLevel", "NotHandle"},
                                       {"UpdateTime", times.nowSeconds}, {"NodeStatus", "Healthy"},
                                       {"FaultTimeAndLevelMap", Json::object()}};
    return value.dump();
}

Json deviceInfoMap(const ServerSlot &slot, const SimPreset &preset, const BuildTimes &times)
{
    Json object = builtObject("v1", "ConfigMap", std::string(kDeviceInfoPrefix) + nodeName(slot.node), std::string(kDeviceInfoNamespace),
                              times.clusterCreated);
    object["metadata"]["labels"] = {{"mx-consumer-cim", "true"}};
    object["data"] = {{"DeviceInfoCfg", healthyDeviceInfo(slot, preset, times)}};
    if (preset.superPodMode())
        object["data"]["SwitchInfoCfg"] = healthySwitchInfo(times);
    return object;
}

Json nodeInfoMap(const ServerSlot &slot, const BuildTimes &times)
{
    Json object = builtObject("v1", "ConfigMap", std::string(kNodeInfoPrefix) + nodeName(slot.node), std::string(kNodeInfoNamespace),
                              times.clusterCreated);
    object["data"] = {{"NodeInfo", encodeNodeInfo(NodeInfoCfg{"Healthy", {}})}};
    return object;
}

} // namespace

void appendServerObjects(std::vector<nlohmann::json> &objects, const ServerSlot &slot, const SimPreset &preset,
                         const BuildTimes &times)
{
    objects.push_back(node(slot, preset, times));
    objects.push_back(lease(slot, times));
    objects.push_back(deviceInfoMap(slot, preset, times));
    objects.push_back(nodeInfoMap(slot, times));
}

} // namespace ascendops::sim
