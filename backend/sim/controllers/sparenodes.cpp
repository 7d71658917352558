#include "sim/controllers/sparenodes.h"

#include "sim/store/jobobjects.h"
#include "sim/controllers/nodehealthmaps.h"
#include "sim/store/objectmeta.h"

namespace ascendops::sim {
namespace {

std::set<std::string> nodesRunningJobPods(const ObjectStore &store)
{
    std::set<std::string> used;
    for (const ObjectPtr &pod : store.list(objects::pods(), "", LabelSelector(), FieldSelector()).items) {
        if (!objects::jobOfPod(pod->value).empty())
            used.insert(pod->value.value("spec", nlohmann::json::object()).value("nodeName", ""));
    }
    return used;
}

} // namespace

int superPodOf(const ObjectStore &store, const std::string &node)
{
    const std::optional<DeviceInfoCfg> info = readDeviceInfo(store, node);
    return info ? info->superPodId : -2;
}

bool jobLivesInOneSuperPod(const ObjectStore &store, const std::string &ns, const std::string &job)
{
    std::set<int> superPods;
    for (const ObjectPtr &pod : objects::podsOfJob(store, ns, job))
        superPods.insert(superPodOf(store, pod->value.value("spec", nlohmann::json::object()).value("nodeName", "")));
    return superPods.size() == 1 && *superPods.begin() >= 0;
}

bool isNodeHealthy(const ObjectStore &store, const std::string &node)
{
    const std::optional<DeviceInfoCfg> info = readDeviceInfo(store, node);
    if (!info || !info->unhealthy.empty() || !info->networkUnhealthy.empty())
        return false;
    // Cordoned (kubectl cordon, or isolated by the console), or chips an
    // operator separated by hand: the scheduler places nothing new there.
    const StoreResult object = store.get(objects::nodes(), "", node);
    if (object && object.object->value.value("spec", nlohmann::json::object()).value("unschedulable", false))
        return false;
    const StoreResult deviceInfo = store.get(objects::configMaps(), std::string(kDeviceInfoNamespace), std::string(kDeviceInfoPrefix) + node);
    if (deviceInfo && !deviceInfo.object->value.value("data", nlohmann::json::object()).value("ManuallySeparateNPU", "").empty())
        return false;
    const std::string nodeD = nodeInfoStatus(store, node);
    return isNodeReady(store, node) && (nodeD.empty() || nodeD == "Healthy");
}

std::string pickSpareNode(const ObjectStore &store, const std::string &faultyNode, const std::set<std::string> &reserved)
{
    const std::set<std::string> used = nodesRunningJobPods(store);
    const int superPod = superPodOf(store, faultyNode);
    for (const ObjectPtr &node : store.list(objects::nodes(), "", LabelSelector(), FieldSelector()).items) {
        const std::string name = metaString(node->value, "name");
        if (name == faultyNode || used.count(name) || reserved.count(name) || !isNodeHealthy(store, name))
            continue;
        if (superPod < 0 || superPodOf(store, name) == superPod)
            return name;
    }
    return {};
}

} // namespace ascendops::sim
