#include "clustermodel/podprojection.h"

#include "kube/writetime.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace ascendops::clustermodel {
namespace {

using Json = nlohmann::json;

// The labels and annotations read: which job a pod is of (Volcano's, the
// Ascend Operator's and kubeflow's keys), its rank and devices (the device
// plugin's configuration), MindCluster's hot switch, the super-pod
// scheduling policy, kubectl's default container. Each key costs a fleet's
// pods some megabytes: no more than these.
constexpr std::array kKeptPrefixes{std::string_view("ascend.kubectl.kubernetes.io/")};
constexpr std::array kKeptKeys{std::string_view("volcano.sh/job-name"), std::string_view("training.kubeflow.org/job-name"),
                               std::string_view("training.kubeflow.org/operator-name"), std::string_view("job-name"),
                               std::string_view("group-name"), std::string_view("version"), std::string_view("hccl/rankIndex"),
                               std::string_view("huawei.com/schedule_policy"), std::string_view("sp-block"),
                               std::string_view("inHotSwitchFlow"), std::string_view("backupSourcePodName"),
                               std::string_view("backupNewPodName"), std::string_view("kubectl.kubernetes.io/default-container")};

bool kept(std::string_view key)
{
    return std::find(kKeptKeys.begin(), kKeptKeys.end(), key) != kKeptKeys.end()
        || std::any_of(kKeptPrefixes.begin(), kKeptPrefixes.end(), [key](std::string_view p) { return key.starts_with(p); });
}

// Keeps only `keys` of an object; anything else of another shape is left as is.
template <std::size_t N>
void keepOnly(Json &object, const std::array<std::string_view, N> &keys)
{
    if (!object.is_object())
        return;
    for (auto it = object.begin(); it != object.end();) {
        if (std::find(keys.begin(), keys.end(), std::string_view(it.key())) == keys.end())
            it = object.erase(it);
        else
            ++it;
    }
}

void keepKnownKeys(Json &map)
{
    if (!map.is_object())
        return;
    for (auto it = map.begin(); it != map.end();) {
        if (kept(it.key()))
            ++it;
        else
            it = map.erase(it);
    }
}

void trimEach(Json &list, void (*trim)(Json &))
{
    if (list.is_array())
        for (Json &item : list)
            trim(item);
}

// The NPUs a container asks for (huawei.com/Ascend910, ascend-1980...).
// Its readers take limits first, as the device plugin allocates by them:
// requests are kept only where limits name no NPU (a fleet's 40,000 NPU
// pods carried both, some 14 MB).
void keepNpuResources(Json &resources)
{
    if (!resources.is_object())
        return;
    for (auto &[kind, amounts] : resources.items())
        if (amounts.is_object())
            for (auto it = amounts.begin(); it != amounts.end();)
                it = std::string_view(it.key()).starts_with("huawei.com/") ? std::next(it) : amounts.erase(it);
    if (const auto limits = resources.find("limits"); limits != resources.end() && limits->is_object() && !limits->empty())
        resources.erase("requests");
}

void trimContainer(Json &container)
{
    static constexpr std::array keys{std::string_view("name"), std::string_view("image"), std::string_view("command"),
                                     std::string_view("args"), std::string_view("resources")};
    keepOnly(container, keys);
    if (const auto resources = container.find("resources"); resources != container.end())
        keepNpuResources(*resources);
}

// Of its state only when it ended (terminated.finishedAt: when the job's
// containers ended); how it runs or ended is read afresh where it is shown.
void trimContainerStatus(Json &status)
{
    static constexpr std::array keys{std::string_view("restartCount"), std::string_view("state")};
    keepOnly(status, keys);
    if (const auto state = status.find("state"); state != status.end()) {
        static constexpr std::array ended{std::string_view("terminated")};
        keepOnly(*state, ended);
        if (const auto terminated = state->find("terminated"); terminated != state->end()) {
            static constexpr std::array when{std::string_view("finishedAt")};
            keepOnly(*terminated, when);
        }
        if (state->is_object() && state->empty())
            status.erase(state);
    }
}

void trimOwner(Json &owner)
{
    static constexpr std::array keys{std::string_view("kind"), std::string_view("name")};
    keepOnly(owner, keys);
}

// The conditions that are not True: what is wrong with the pod (its
// readers look for PodScheduled False). A running pod has five, all True:
// some kilobyte a pod, kept for nothing.
void keepUntrueConditions(Json &conditions)
{
    if (!conditions.is_array())
        return;
    static constexpr std::array keys{std::string_view("type"), std::string_view("status"), std::string_view("reason"),
                                     std::string_view("message")};
    Json kept = Json::array();
    for (Json &condition : conditions) {
        if (condition.is_object() && condition.value("status", Json()) == "True")
            continue;
        keepOnly(condition, keys);
        kept.push_back(std::move(condition));
    }
    conditions = std::move(kept);
}

} // namespace

void trimPod(Json &pod)
{
    if (!pod.is_object())
        return;
    // Not apiVersion and kind: every object of this cache is a v1 Pod.
    static constexpr std::array top{std::string_view("metadata"), std::string_view("spec"), std::string_view("status")};
    keepOnly(pod, top);
    if (const auto meta = pod.find("metadata"); meta != pod.end() && meta->is_object()) {
        static constexpr std::array keys{std::string_view("name"), std::string_view("namespace"), std::string_view("uid"),
                                         std::string_view("resourceVersion"), std::string_view("deletionTimestamp"),
                                         std::string_view("ownerReferences"), std::string_view("managedFields"),
                                         std::string_view("labels"), std::string_view("annotations")};
        keepOnly(*meta, keys);
        kube::keepNewestWrite(*meta);   // what the informer reads of managedFields
        if (const auto owners = meta->find("ownerReferences"); owners != meta->end())
            trimEach(*owners, trimOwner);
        for (const char *map : {"labels", "annotations"})
            if (const auto found = meta->find(map); found != meta->end()) {
                keepKnownKeys(*found);
                if (found->is_object() && found->empty())   // a daemon's pod keeps none: no empty map either
                    meta->erase(found);
            }
    }
    if (const auto spec = pod.find("spec"); spec != pod.end() && spec->is_object()) {
        static constexpr std::array keys{std::string_view("nodeName"), std::string_view("nodeSelector"),
                                         std::string_view("containers")};
        keepOnly(*spec, keys);
        if (const auto containers = spec->find("containers"); containers != spec->end())
            trimEach(*containers, trimContainer);
    }
    if (const auto status = pod.find("status"); status != pod.end() && status->is_object()) {
        static constexpr std::array keys{std::string_view("phase"), std::string_view("reason"), std::string_view("message"),
                                         std::string_view("podIP"), std::string_view("conditions"),
                                         std::string_view("containerStatuses")};
        keepOnly(*status, keys);
        if (const auto conditions = status->find("conditions"); conditions != status->end()) {
            keepUntrueConditions(*conditions);
            if (conditions->empty())
                status->erase(conditions);
        }
        if (const auto statuses = status->find("containerStatuses"); statuses != status->end())
            trimEach(*statuses, trimContainerStatus);
    }
}

} // namespace ascendops::clustermodel
