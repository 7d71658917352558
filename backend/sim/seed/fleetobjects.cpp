#include "sim/seed/fleetobjects.h"

#include "sim/seed/trainingjobobjects.h"

#include "sim/controllers/deviceallocation.h"
#include "formats/operatorranktable.h"

#include <cstdio>
#include <functional>

namespace ascendops::sim {
namespace {

using Json = nlohmann::json;

constexpr const char *kTeams[] = {"llm-pretrain", "llm-sft", "multimodal", "speech", "recsys", "eval"};
constexpr const char *kInferenceNamespace = "inference";
constexpr const char *kTrainingImage = "swr.cn-south-1.myhuaweicloud.com/ascendhub/mindspore:2.4.0-a3";
constexpr int kNpuServices = 12;        // model servers, one die per replica, on a ninth of the servers
constexpr int kCpuServices = 12;        // routers and tokenizers on CPU
constexpr int kCpuReplicasPer880 = 256;   // each, on 880 servers (a3-fleet's); as many for fewer

struct Daemon
{
    const char *name;
    const char *ns;
    const char *image;
};

// What runs on every node of a MindCluster fleet besides the work.
constexpr Daemon kDaemons[] = {
    {"ascend-device-plugin-daemonset", "kube-system", "ascend-k8sdeviceplugin:v6.0.0"},
    {"noded", "mindx-dl", "noded:v6.0.0"},
    {"npu-exporter", "npu-exporter", "npu-exporter:v6.0.0"},
    {"kube-proxy", "kube-system", "registry.k8s.io/kube-proxy:v1.32.0"},
    {"calico-node", "kube-system", "docker.io/calico/node:v3.28.2"},
    {"node-local-dns", "kube-system", "registry.k8s.io/dns/k8s-dns-node-cache:1.23.1"},
    {"node-exporter", "monitoring", "quay.io/prometheus/node-exporter:v1.8.2"},
    {"fluent-bit", "logging", "cr.fluentbit.io/fluent/fluent-bit:3.1.9"},
};

// Five characters as a ReplicaSet or DaemonSet names its pods, fixed by `seed`.
std::string podSuffix(const std::string &seed)
{
    static constexpr char kAlphabet[] = "bcdfghjklmnpqrstvwxz2456789";
    std::size_t h = std::hash<std::string>{}(seed);
    std::string suffix;
    for (int i = 0; i < 5; ++i, h /= 27)
        suffix += kAlphabet[h % 27];
    return suffix;
}

Json runningStatus(const std::string &container, const std::string &image, const std::string &hostIp,
                   const std::string &podIp, const std::string &started)
{
    return {{"phase", "Running"}, {"hostIP", hostIp}, {"podIP", podIp}, {"startTime", started},
            {"containerStatuses", {{{"name", container}, {"image", image}, {"ready", true}, {"restartCount", 0},
                                    {"state", {{"running", {{"startedAt", started}}}}}}}}};
}

Json markedFleet(Json object)
{
    object["metadata"]["annotations"][objects::kFleetAnnotation] = "true";
    return object;
}

void appendDaemons(std::vector<Json> &objects, const std::vector<ServerSlot> &servers, const BuildTimes &times)
{
    for (const Daemon &d : kDaemons) {
        Json set = builtObject("apps/v1", "DaemonSet", d.name, d.ns, times.clusterCreated);
        const Json labels{{"app", d.name}};
        const Json containers = Json::array({Json{{"name", d.name}, {"image", d.image}}});
        set["spec"] = {{"selector", {{"matchLabels", labels}}},
                       {"template", {{"metadata", {{"labels", labels}}}, {"spec", {{"containers", containers}}}}}};
        const int count = int(servers.size());
        set["status"] = {{"desiredNumberScheduled", count}, {"currentNumberScheduled", count},
                         {"numberReady", count}, {"numberAvailable", count}, {"updatedNumberScheduled", count}};
        set = markedFleet(std::move(set));
        for (const ServerSlot &slot : servers) {
            const std::string node = nodeName(slot.node);
            Json pod = builtObject("v1", "Pod", std::string(d.name) + '-' + podSuffix(node + d.name),
                                   d.ns, times.clusterCreated);
            pod["metadata"]["labels"] = {{"app", d.name}, {"pod-template-generation", "1"}};
            pod["metadata"]["ownerReferences"] = Json::array({ownerReferenceTo(set)});
            pod["spec"] = {{"nodeName", node}, {"hostNetwork", true}, {"priorityClassName", "system-node-critical"},
                           {"containers", containers}};
            pod["status"] = runningStatus(d.name, d.image, hostIp(slot), hostIp(slot), times.clusterCreated);
            objects.push_back(markedFleet(std::move(pod)));
        }
        objects.push_back(std::move(set));
    }
}

// The dies of the fleet's servers in order, handed out one by one.
class DieCursor
{
public:
    DieCursor(std::vector<ServerSlot> slots, int dies) : m_slots(std::move(slots)), m_dies(dies) {}
    int left() const { return (int(m_slots.size()) - m_server) * m_dies - m_die; }
    std::pair<const ServerSlot *, int> next()
    {
        const std::pair<const ServerSlot *, int> taken{&m_slots[std::size_t(m_server)], m_die};
        if (++m_die == m_dies) {
            m_die = 0;
            ++m_server;
        }
        return taken;
    }

private:
    std::vector<ServerSlot> m_slots;
    int m_dies;
    int m_server = 0;
    int m_die = 0;
};

FleetPodPlace placeOn(const ServerSlot &slot, const SimPreset &preset, int die)
{
    return {nodeName(slot.node), hostIp(slot), podIpInCidr(podCidr(slot)), die, serverDevices(slot, preset)};
}

// Job j's size, spread evenly over 1-256 pods; its kind, team and fate.
int jobSize(int j) { return 1 + (j * 173) % 256; }
bool isAscendJobKind(int j) { return j % 3 == 2; }
const char *teamOf(int j) { return kTeams[j % std::size(kTeams)]; }
enum class Fate { Run, Finished, Failed };
Fate fateOf(int j) { return j % 4 < 2 ? Fate::Run : (j % 16 == 3 ? Fate::Failed : Fate::Finished); }

std::string fleetJobName(int j)
{
    static constexpr const char *kModels[] = {"llama3-70b", "qwen2-72b", "deepseek-v3", "glm4-9b", "pangu-38b",
                                              "whisper-l", "vit-h", "dlrm"};
    return std::string(kModels[j % std::size(kModels)]) + "-run-" + std::to_string(j);
}

Json fleetJob(int j, const BuildTimes &times)
{
    SimPreset shape;
    shape.jobName = fleetJobName(j);
    shape.ascendJob = isAscendJobKind(j);
    const std::string ns = teamOf(j);
    const int size = jobSize(j);
    const Json container{{"name", "ascend"}, {"image", kTrainingImage},
                         {"env", {{{"name", "HCCL_CONNECT_TIMEOUT"}, {"value", "120"}},
                                  {{"name", "HCCL_EXEC_TIMEOUT"}, {"value", "1836"}}}},
                         {"resources", {{"requests", {{"huawei.com/Ascend910", "1"}}}, {"limits", {{"huawei.com/Ascend910", "1"}}}}}};
    const Json podTemplate{{"spec", {{"schedulerName", "volcano"}, {"containers", {container}}}}};
    Json job;
    if (shape.ascendJob) {
        job = builtObject("mindxdl.gitee.com/v1", "AscendJob", shape.jobName, ns, times.jobStarted);
        Json replicas{{"Master", {{"replicas", 1}, {"template", podTemplate}}}};
        if (size > 1)
            replicas["Worker"] = {{"replicas", size - 1}, {"template", podTemplate}};
        job["spec"] = {{"schedulerName", "volcano"}, {"replicaSpecs", replicas},
                       {"runPolicy", {{"schedulingPolicy", {{"minAvailable", size}, {"queue", ns}}}}}};
        job["metadata"]["labels"] = trainingJobLabels(shape);
        job["metadata"]["labels"]["framework"] = "pytorch";
    } else {
        job = builtObject("batch.volcano.sh/v1alpha1", "Job", shape.jobName, ns, times.jobStarted);
        job["spec"] = {{"minAvailable", size}, {"schedulerName", "volcano"}, {"queue", ns},
                       {"tasks", {{{"name", "worker"}, {"replicas", size}, {"template", podTemplate}}}}};
        job["metadata"]["labels"] = trainingJobLabels(shape);
    }
    return markedFleet(std::move(job));
}

void setFleetJobPhase(Json &job, const char *phase, int running, const BuildTimes &times)
{
    if (job.value("kind", "") == "AscendJob") {
        job["status"] = {{"conditions", {{{"type", phase}, {"status", "True"}, {"reason", std::string("Job") + phase},
                                           {"lastTransitionTime", times.jobStarted}}}}};
        return;
    }
    job["status"] = {{"state", {{"phase", phase}, {"lastTransitionTime", times.jobStarted}}},
                     {"minAvailable", job["spec"]["minAvailable"]}, {"running", running}};
}

std::string eventSuffix(const std::string &seed)
{
    char suffix[17];
    std::snprintf(suffix, sizeof suffix, "%016zx", std::hash<std::string>{}(seed));
    return suffix;
}

void appendPlacedEvents(std::vector<Json> &objects, const Json &pod, const std::string &time)
{
    const std::string node = pod["spec"].value("nodeName", "");
    const std::string name = pod["metadata"]["name"].get<std::string>();
    objects.push_back(fleetEvent(pod, "Normal", "Scheduled",
                                 "Successfully assigned " + pod["metadata"].value("namespace", "") + '/' + name + " to " + node,
                                 "volcano", time));
    objects.push_back(fleetEvent(pod, "Normal", "Started", "Started container " + pod["spec"]["containers"][0].value("name", ""),
                                 "kubelet", time));
}

// Finished pods stay on the servers they ran on, as pods do until their job
// is deleted; they hold no die any more.
void appendTrainingJobs(std::vector<Json> &objects, const std::vector<ServerSlot> &fleet, DieCursor &dies,
                        const SimPreset &preset, const BuildTimes &times)
{
    std::size_t finishedOn = 0;
    for (int j = 0; j < preset.fleetTrainingJobs; ++j) {
        Json job = fleetJob(j, times);
        const int size = jobSize(j);
        const Fate fate = fateOf(j);
        const bool runs = fate == Fate::Run && dies.left() >= size;
        std::vector<Json> pods;
        for (int rank = 0; rank < size; ++rank) {
            if (runs) {
                const auto [slot, die] = dies.next();
                pods.push_back(fleetTrainingPod(job, rank, placeOn(*slot, preset, die), "Running", times.jobStarted));
            } else if (fate == Fate::Run) {
                pods.push_back(fleetTrainingPod(job, rank, {}, "Pending", times.jobStarted));
            } else {
                const ServerSlot &slot = fleet[finishedOn++ % fleet.size()];
                pods.push_back(fleetTrainingPod(job, rank, placeOn(slot, preset, rank % preset.devicesPerServer),
                                                fate == Fate::Failed ? "Failed" : "Succeeded", times.clusterCreated));
            }
        }
        const char *phase = runs ? "Running" : fate == Fate::Run ? "Pending" : fate == Fate::Failed ? "Failed" : "Completed";
        setFleetJobPhase(job, phase, runs ? size : 0, times);
        objects.push_back(fleetRingsConfig(job, pods, runs, times.jobStarted, times.nowSeconds));
        objects.push_back(fleetPodGroup(job, runs ? "Running" : fate == Fate::Run ? "Pending" : "Completed", times.jobStarted));
        if (fate == Fate::Run && !runs)
            objects.push_back(fleetEvent(objects.back(), "Warning", "Unschedulable",
                                         "0/" + std::to_string(fleet.size()) + " nodes are unavailable: "
                                             + std::to_string(fleet.size()) + " Insufficient huawei.com/Ascend910.",
                                         "volcano", times.now));
        for (Json &pod : pods) {
            if (runs)
                appendPlacedEvents(objects, pod, times.jobStarted);
            objects.push_back(std::move(pod));
        }
        objects.push_back(std::move(job));
    }
}

void appendService(std::vector<Json> &objects, const std::string &name, int replicas, bool npu,
                   const std::vector<ServerSlot> &fleet, DieCursor &dies, std::size_t &cpuPlacement,
                   const SimPreset &preset, const BuildTimes &times)
{
    const std::string image = npu ? "swr.cn-south-1.myhuaweicloud.com/ascendhub/mindie:2.0.RC1-a3"
                                  : "docker.io/library/nginx:1.27";
    const std::string hash = podSuffix(name).substr(0, 5) + "9f";
    const Json labels{{"app", name}};
    Json container{{"name", "server"}, {"image", image}};
    if (npu)
        container["resources"] = {{"requests", {{"huawei.com/Ascend910", "1"}}}, {"limits", {{"huawei.com/Ascend910", "1"}}}};
    Json deployment = builtObject("apps/v1", "Deployment", name, kInferenceNamespace, times.jobStarted);
    deployment["spec"] = {{"replicas", replicas}, {"selector", {{"matchLabels", labels}}},
                          {"template", {{"metadata", {{"labels", labels}}}, {"spec", {{"containers", {container}}}}}}};
    deployment["status"] = {{"replicas", replicas}, {"readyReplicas", replicas}, {"availableReplicas", replicas}};
    deployment = markedFleet(std::move(deployment));
    Json set = builtObject("apps/v1", "ReplicaSet", name + '-' + hash, kInferenceNamespace, times.jobStarted);
    set["metadata"]["labels"] = {{"app", name}, {"pod-template-hash", hash}};
    set["metadata"]["ownerReferences"] = Json::array({ownerReferenceTo(deployment)});
    set["spec"] = {{"replicas", replicas}, {"selector", {{"matchLabels", set["metadata"]["labels"]}}}};
    set["status"] = {{"replicas", replicas}, {"readyReplicas", replicas}};
    set = markedFleet(std::move(set));
    for (int i = 0; i < replicas; ++i) {
        const std::string podName = set["metadata"]["name"].get<std::string>() + '-' + podSuffix(name + std::to_string(i));
        Json pod = builtObject("v1", "Pod", podName, kInferenceNamespace, times.jobStarted);
        pod["metadata"]["labels"] = set["metadata"]["labels"];
        pod["metadata"]["ownerReferences"] = Json::array({ownerReferenceTo(set)});
        const ServerSlot *slot = &fleet[cpuPlacement++ % fleet.size()];
        int die = -1;
        if (npu)
            std::tie(slot, die) = dies.next();
        pod["spec"] = {{"nodeName", nodeName(slot->node)}, {"containers", {container}}};
        if (npu) {
            pod["metadata"]["annotations"] = {{"huawei.com/Ascend910", "Ascend910-" + std::to_string(die)}};
            nlohmann::ordered_json devices = serverDevices(*slot, preset);
            devices["devices"] = nlohmann::ordered_json::array({devices["devices"][std::size_t(die)]});
            pod["metadata"]["annotations"][kDeviceConfigurationAnnotation] = podDeviceConfiguration(devices, 0);
        }
        pod["status"] = runningStatus("server", image, hostIp(*slot), podIpInCidr(podCidr(*slot)), times.jobStarted);
        pod = markedFleet(std::move(pod));
        appendPlacedEvents(objects, pod, times.jobStarted);
        objects.push_back(std::move(pod));
    }
    objects.push_back(std::move(set));
    objects.push_back(std::move(deployment));
}

} // namespace

Json fleetTrainingPod(const Json &job, int rankIndex, const FleetPodPlace &place, const std::string &phase,
                      const std::string &time)
{
    SimPreset shape;
    shape.jobName = job["metadata"]["name"].get<std::string>();
    shape.ascendJob = job.value("kind", "") == "AscendJob";
    const std::string ns = job["metadata"]["namespace"].get<std::string>();
    Json pod = builtObject("v1", "Pod", trainingPodName(shape, rankIndex), ns, time);
    Json &meta = pod["metadata"];
    meta["labels"] = trainingPodLabels(shape, rankIndex);
    if (!shape.ascendJob) {
        meta["labels"]["volcano.sh/job-namespace"] = ns;
        meta["annotations"] = {{"volcano.sh/job-name", shape.jobName}, {"volcano.sh/task-spec", "worker"}};
    }
    meta["annotations"][kRankIndexAnnotation] = std::to_string(rankIndex);
    meta["annotations"]["scheduling.k8s.io/group-name"] = shape.jobName;
    meta["ownerReferences"] = Json::array({ownerReferenceTo(job)});
    const Json container{{"name", "ascend"}, {"image", kTrainingImage},
                         {"resources", {{"requests", {{"huawei.com/Ascend910", "1"}}}, {"limits", {{"huawei.com/Ascend910", "1"}}}}}};
    pod["spec"] = {{"schedulerName", "volcano"}, {"restartPolicy", "Never"}, {"containers", {container}}};
    pod["status"] = {{"phase", phase}};
    if (place.node.empty())
        return markedFleet(std::move(pod));
    pod["spec"]["nodeName"] = place.node;
    meta["annotations"]["huawei.com/Ascend910"] = "Ascend910-" + std::to_string(place.die);
    nlohmann::ordered_json devices = place.serverDevices;
    devices["devices"] = nlohmann::ordered_json::array({devices["devices"][std::size_t(place.die)]});
    meta["annotations"][kDeviceConfigurationAnnotation] = podDeviceConfiguration(devices, rankIndex);
    if (phase == "Running") {
        pod["status"] = runningStatus("ascend", kTrainingImage, place.hostIp, place.podIp, time);
    } else if (phase != "Pending") {
        const int code = phase == "Failed" ? 1 : 0;
        const Json terminated{{"exitCode", code}, {"reason", code ? "Error" : "Completed"}, {"finishedAt", time}};
        const Json container{{"name", "ascend"}, {"image", kTrainingImage}, {"ready", false}, {"restartCount", 0},
                             {"state", {{"terminated", terminated}}}};
        pod["status"] = {{"phase", phase}, {"hostIP", place.hostIp}, {"startTime", time},
                         {"containerStatuses", Json::array({container})}};
    }
    return markedFleet(std::move(pod));
}

Json fleetRingsConfig(const Json &job, const std::vector<Json> &pods, bool running, const std::string &time,
                      std::int64_t version)
{
    std::vector<const Json *> refs;
    for (const Json &pod : pods)
        refs.push_back(&pod);
    const std::optional<nlohmann::ordered_json> table = running ? rankTableFromPods(refs, true) : std::nullopt;
    Json map = builtObject("v1", "ConfigMap", kRingsConfigPrefix + job["metadata"]["name"].get<std::string>(),
                           job["metadata"]["namespace"], time);
    map["metadata"]["labels"] = {{"ring-controller.atlas", "ascend-910"}};
    map["data"] = {{kRankTableKey, (table ? *table : initializingRankTable()).dump()},
                   {kRankTableVersionKey, std::to_string(version)}};
    return markedFleet(std::move(map));
}

Json fleetPodGroup(const Json &job, const char *phase, const std::string &time)
{
    Json group = builtObject("scheduling.volcano.sh/v1beta1", "PodGroup", job["metadata"]["name"],
                             job["metadata"]["namespace"], time);
    group["metadata"]["ownerReferences"] = Json::array({ownerReferenceTo(job)});
    const Json &spec = job["spec"];
    const int size = spec.contains("minAvailable") ? spec.value("minAvailable", 0)
                                                   : spec["runPolicy"]["schedulingPolicy"].value("minAvailable", 0);
    group["spec"] = {{"minMember", size}, {"queue", job["metadata"]["namespace"]}};
    group["status"] = {{"phase", phase}};
    return markedFleet(std::move(group));
}

Json fleetEvent(const Json &object, const char *type, const char *reason, const std::string &message,
                const char *component, const std::string &time)
{
    const Json &meta = object["metadata"];
    const std::string name = meta["name"].get<std::string>();
    const std::string ns = meta.value("namespace", "default");
    Json event = builtObject("v1", "Event", name + '.' + eventSuffix(name + reason + time), ns, time);
    event["involvedObject"] = {{"kind", object["kind"]}, {"name", name}, {"namespace", ns}, {"uid", meta["uid"]},
                               {"apiVersion", object["apiVersion"]}};
    event["type"] = type;
    event["reason"] = reason;
    event["message"] = message;
    event["source"] = {{"component", component}};
    event["reportingComponent"] = component;
    event["firstTimestamp"] = time;
    event["lastTimestamp"] = time;
    event["count"] = 1;
    return markedFleet(std::move(event));
}

void appendFleetObjects(std::vector<Json> &objects, const std::vector<ServerSlot> &servers, const SimPreset &preset,
                        const BuildTimes &times)
{
    std::vector<ServerSlot> fleet;
    for (const ServerSlot &slot : servers) {
        if (slot.fleet)
            fleet.push_back(slot);
    }
    appendDaemons(objects, servers, times);
    if (fleet.empty())
        return;
    // Inference holds the last servers' dies, training the others from the first.
    const std::size_t inferenceServers = fleet.size() / 9;
    const std::size_t split = fleet.size() - inferenceServers;
    DieCursor trainingDies({fleet.begin(), fleet.begin() + std::ptrdiff_t(split)}, preset.devicesPerServer);
    DieCursor inferenceDies({fleet.begin() + std::ptrdiff_t(split), fleet.end()}, preset.devicesPerServer);
    appendTrainingJobs(objects, fleet, trainingDies, preset, times);
    static constexpr const char *kModels[] = {"qwen2-72b", "deepseek-v3", "llama3-8b", "glm4-9b"};
    std::size_t cpuPlacement = 0;   // routers spread over the fleet's servers
    const int npuReplicas = inferenceDies.left() / kNpuServices;
    const int cpuReplicas = std::max(1, int(fleet.size()) * kCpuReplicasPer880 / 880);
    for (int i = 0; i < kNpuServices; ++i) {
        const int replicas = std::min(npuReplicas, inferenceDies.left());
        appendService(objects, std::string("mindie-") + kModels[i % 4] + '-' + std::to_string(i), replicas, true, fleet,
                      inferenceDies, cpuPlacement, preset, times);
    }
    for (int i = 0; i < kCpuServices; ++i)
        appendService(objects, "llm-router-" + std::to_string(i), cpuReplicas, false, fleet, inferenceDies,
                      cpuPlacement, preset, times);
}

} // namespace ascendops::sim
