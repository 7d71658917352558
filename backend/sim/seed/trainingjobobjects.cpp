#include "sim/seed/trainingjobobjects.h"

#include "sim/seed/trainingscripts.h"

#include "sim/controllers/deviceallocation.h"
#include "formats/operatorranktable.h"

#include <cstdio>
#include <functional>

namespace ascendops::sim {
namespace {

using Json = nlohmann::json;

constexpr const char *kNamespace = "default";
constexpr const char *kTask = "worker";
constexpr const char *kContainer = "ascend";
constexpr const char *kRankTableDir = "/user/serverid/devindex/config";
constexpr const char *kResetDir = "/user/restore/reset/config";
constexpr int kMaxRetry = 3;
constexpr int kScheduledEvents = 32;   // enough to read, light on a 1,024-pod job

// An AscendJob's pods are <job>-<replica type>-<index>: rank 0 the Master,
// the others Workers from index 0.
std::string replicaType(const SimPreset &preset, int rankIndex)
{
    return preset.ascendJob && rankIndex == 0 ? "master" : kTask;
}

int replicaIndex(const SimPreset &preset, int rankIndex)
{
    return preset.ascendJob && rankIndex > 0 ? rankIndex - 1 : rankIndex;
}

std::string podName(const SimPreset &preset, int rankIndex)
{
    return preset.jobName + "-" + replicaType(preset, rankIndex) + "-" + std::to_string(replicaIndex(preset, rankIndex));
}

Json jobLabels(const SimPreset &preset)
{
    Json labels{{"ring-controller.atlas", "ascend-910"}, {"fault-scheduling", preset.faultScheduling}, {"fault-retry-times", "3"}};
    if (preset.podRescheduling)
        labels["pod-rescheduling"] = "on";
    if (preset.modelArts)
        labels["ring-controller.cce"] = "ascend-1980";
    return labels;
}

// A ModelArts job's fault tolerance (seed 004): operator retry by the
// annotation, never the variable; three automatic restarts, hung jobs too.
Json modelArtsAnnotations(const SimPreset &preset)
{
    Json annotations{{"fault-tolerance/job-retry-num", "3"}, {"fault-tolerance/hang-retry", "true"}};
    if (!preset.opRetryEnable.empty())
        annotations["fault-tolerance/hccl_op_retry"] = "true";
    return annotations;
}

const char *npuResource(const SimPreset &preset)
{
    return preset.modelArts ? "huawei.com/ascend-1980" : "huawei.com/Ascend910";
}

Json env(const char *name, const std::string &value)
{
    return {{"name", name}, {"value", value}};
}

// The HCCL timeouts at their documented defaults; op retry (A3 only) with
// the AI_CPU expansion mode it requires and MindCluster's retry parameters.
Json containerEnv(const SimPreset &preset)
{
    Json list{env("HCCL_CONNECT_TIMEOUT", "120"), env("HCCL_EXEC_TIMEOUT", "1836"),
              env("RANK_TABLE_FILE", std::string(kRankTableDir) + "/hccl.json"),
              {{"name", "XDL_IP"}, {"valueFrom", {{"fieldRef", {{"fieldPath", "status.hostIP"}}}}}}};
    if (!preset.opRetryEnable.empty()) {
        list.push_back(env("HCCL_OP_EXPANSION_MODE", "AI_CPU"));
        if (!preset.modelArts)   // ModelArts switches it on by annotation
            list.push_back(env("HCCL_OP_RETRY_ENABLE", preset.opRetryEnable));
        list.push_back(env("HCCL_OP_RETRY_PARAMS", "MaxCnt:3, HoldTime:5000, IntervalTime:1000"));
    }
    if (preset.modelArts) {
        list.push_back(env("MA_NUM_GPUS", std::to_string(preset.devicesPerServer)));
        list.push_back(env("MA_NUM_HOSTS", std::to_string(preset.jobServers())));
        list.push_back(env("MA_VJ_NAME", preset.jobName));
        list.push_back(env("MA_TASK_NAME", kTask));
    }
    return list;
}

Json container(const SimPreset &preset)
{
    const std::string npus = std::to_string(preset.devicesPerServer);
    return {{"name", kContainer}, {"image", trainingImage(preset)}, {"imagePullPolicy", "IfNotPresent"},
            {"command", {"/bin/bash", "-c", "bash " + std::string(kScriptsDir) + "/train_start.sh"}},
            {"env", containerEnv(preset)},
            {"resources", {{"requests", {{npuResource(preset), npus}}}, {"limits", {{npuResource(preset), npus}}}}},
            {"volumeMounts", {{{"name", "ascend-910-config"}, {"mountPath", kRankTableDir}},
                              {{"name", "reset-config"}, {"mountPath", kResetDir}},
                              {{"name", "code"}, {"mountPath", kScriptsDir}},
                              {{"name", "shared"}, {"mountPath", kSharedDir}}}}};
}

Json podSpec(const SimPreset &preset)
{
    return {{"schedulerName", "volcano"}, {"restartPolicy", "Never"},
            {"nodeSelector", {{"host-arch", "huawei-arm"},
                              {"accelerator-type", preset.acceleratorType()}}},
            {"containers", {container(preset)}},
            {"volumes", {{{"name", "ascend-910-config"}, {"configMap", {{"name", kRingsConfigPrefix + preset.jobName}}}},
                         {{"name", "reset-config"}, {"configMap", {{"name", "reset-config-" + preset.jobName}}}},
                         preset.scriptsHostDir.empty()
                             ? Json{{"name", "code"}, {"configMap", {{"name", "train-scripts-" + preset.jobName}}}}
                             : Json{{"name", "code"}, {"hostPath", {{"path", preset.scriptsHostDir}, {"type", "Directory"}}}},
                         // The cluster's shared storage, where compile caches and
                         // checkpoints survive a pod: NFS, or with the scripts on a host
                         // directory, one beside them (read over SSH, as on shared storage).
                         preset.scriptsHostDir.empty()
                             ? Json{{"name", "shared"}, {"nfs", {{"server", "10.255.0.1"}, {"path", "/export/ascend"}}}}
                             : Json{{"name", "shared"}, {"hostPath", {{"path", preset.scriptsHostDir + "/shared"}, {"type", "DirectoryOrCreate"}}}}}}};
}

Json podLabels(const SimPreset &preset)
{
    return {{"volcano.sh/job-name", preset.jobName}, {"volcano.sh/job-namespace", kNamespace},
            {"volcano.sh/task-spec", kTask}, {"ring-controller.atlas", "ascend-910"}};
}

// The labels the Ascend Operator puts on an AscendJob's pod (kubeflow's).
Json ascendPodLabels(const SimPreset &preset, int rankIndex)
{
    Json labels{{"training.kubeflow.org/operator-name", "ascendjob-controller"}, {"group-name", "mindxdl.gitee.com"},
                {"training.kubeflow.org/job-name", preset.jobName}, {"job-name", preset.jobName},
                {"training.kubeflow.org/replica-type", replicaType(preset, rankIndex)},
                {"replica-type", replicaType(preset, rankIndex)},
                {"training.kubeflow.org/replica-index", std::to_string(replicaIndex(preset, rankIndex))},
                {"replica-index", std::to_string(replicaIndex(preset, rankIndex))},
                {"version", "0"}, {"ring-controller.atlas", "ascend-910"}};
    if (rankIndex == 0)
        labels["training.kubeflow.org/job-role"] = "master";
    return labels;
}

// MindCluster's PyTorch sample, at this cluster's size: one Master, the
// other servers Workers, each a whole server's NPUs.
Json ascendJob(const SimPreset &preset, const BuildTimes &times)
{
    const int servers = preset.jobServers();
    Json job = builtObject("mindxdl.gitee.com/v1", "AscendJob", preset.jobName, kNamespace, times.jobStarted);
    job["metadata"]["labels"] = jobLabels(preset);
    job["metadata"]["labels"]["framework"] = "pytorch";
    if (preset.modelArts)
        job["metadata"]["annotations"] = modelArtsAnnotations(preset);
    Json podTemplate{{"spec", podSpec(preset)}};
    Json replicaSpecs{{"Master", {{"replicas", 1}, {"restartPolicy", "Never"}, {"template", podTemplate}}}};
    if (servers > 1)
        replicaSpecs["Worker"] = {{"replicas", servers - 1}, {"restartPolicy", "Never"}, {"template", podTemplate}};
    job["spec"] = {{"schedulerName", "volcano"},
                   {"runPolicy", {{"backoffLimit", kMaxRetry}, {"schedulingPolicy", {{"minAvailable", servers}, {"queue", "default"}}}}},
                   {"successPolicy", "AllWorkers"}, {"replicaSpecs", replicaSpecs}};
    job["status"] = {{"conditions", {{{"type", "Created"}, {"status", "True"}, {"reason", "JobCreated"},
                                       {"lastUpdateTime", times.jobStarted}, {"lastTransitionTime", times.jobStarted}},
                                      {{"type", "Running"}, {"status", "True"}, {"reason", "JobRunning"},
                                       {"message", "Job default/" + preset.jobName + " is running."},
                                       {"lastUpdateTime", times.jobStarted}, {"lastTransitionTime", times.jobStarted}}}},
                     {"replicaStatuses", {{"Master", {{"active", 1}}}, {"Worker", {{"active", servers - 1}}}}},
                     {"startTime", times.jobStarted}};
    return job;
}

Json volcanoJob(const SimPreset &preset, const BuildTimes &times)
{
    const int servers = preset.jobServers();
    Json job = builtObject("batch.volcano.sh/v1alpha1", "Job", preset.jobName, kNamespace, times.jobStarted);
    job["metadata"]["labels"] = jobLabels(preset);
    if (preset.modelArts)
        job["metadata"]["annotations"] = modelArtsAnnotations(preset);
    job["spec"] = {{"minAvailable", servers}, {"maxRetry", kMaxRetry}, {"schedulerName", "volcano"}, {"queue", "default"},
                   // "Ignore" is MindCluster's patched Volcano action: its own rescheduling takes over.
                   {"policies", {{{"event", "PodFailed"}, {"action", "Ignore"}}}},
                   {"tasks", {{{"name", kTask}, {"replicas", servers},
                               {"template", {{"metadata", {{"labels", podLabels(preset)}}}, {"spec", podSpec(preset)}}}}}}};
    job["status"] = {{"state", {{"phase", "Running"}, {"lastTransitionTime", times.jobStarted}}},
                     {"minAvailable", servers}, {"running", servers}, {"pending", 0}, {"succeeded", 0}, {"failed", 0},
                     {"retryCount", 0}, {"version", 1},
                     {"taskStatusCount", {{kTask, {{"phase", {{"Running", servers}}}}}}}};
    return job;
}

Json ownerReference(const Json &owner)
{
    return {{"apiVersion", owner["apiVersion"]}, {"kind", owner["kind"]}, {"name", owner["metadata"]["name"]},
            {"uid", owner["metadata"]["uid"]}, {"controller", true}, {"blockOwnerDeletion", true}};
}

Json podGroup(const SimPreset &preset, const Json &job, const BuildTimes &times)
{
    const int servers = preset.jobServers();
    Json group = builtObject("scheduling.volcano.sh/v1beta1", "PodGroup", preset.jobName, kNamespace, times.jobStarted);
    group["metadata"]["labels"] = jobLabels(preset);
    group["metadata"]["ownerReferences"] = Json::array({ownerReference(job)});
    group["spec"] = {{"minMember", servers}, {"queue", "default"}, {"minTaskMember", {{kTask, servers}}}};
    group["status"] = {{"phase", "Running"}, {"running", servers}};
    return group;
}

Json podConditions(const BuildTimes &times)
{
    Json conditions = Json::array();
    for (const char *type : {"PodScheduled", "Initialized", "ContainersReady", "Ready"})
        conditions.push_back({{"type", type}, {"status", "True"}, {"lastTransitionTime", times.jobStarted}});
    return conditions;
}

Json podStatus(const ServerSlot &slot, const SimPreset &preset, const BuildTimes &times)
{
    const std::string ip = podIpInCidr(podCidr(slot));
    return {{"phase", "Running"}, {"hostIP", hostIp(slot)}, {"podIP", ip}, {"podIPs", {{{"ip", ip}}}},
            {"startTime", times.jobStarted}, {"qosClass", "BestEffort"}, {"conditions", podConditions(times)},
            {"containerStatuses", {{{"name", kContainer}, {"image", trainingImage(preset)}, {"ready", true}, {"started", true},
                                    {"restartCount", 0}, {"state", {{"running", {{"startedAt", times.jobStarted}}}}}}}}};
}

// The chips the device plugin gave the pod: "Ascend910-0,...,Ascend910-15".
std::string allocatedChips(const SimPreset &preset)
{
    std::string chips;
    for (int die = 0; die < preset.devicesPerServer; ++die)
        chips += (die ? ",Ascend910-" : "Ascend910-") + std::to_string(die);
    return chips;
}

Json pod(const ServerSlot &slot, const SimPreset &preset, const Json &job, const BuildTimes &times)
{
    Json object = builtObject("v1", "Pod", podName(preset, slot.rankIndex), kNamespace, times.jobStarted);
    Json &meta = object["metadata"];
    meta["labels"] = trainingPodLabels(preset, slot.rankIndex);
    meta["annotations"] = {{kRankIndexAnnotation, std::to_string(slot.rankIndex)},
                           {"scheduling.k8s.io/group-name", preset.jobName},
                           {"huawei.com/Ascend910", allocatedChips(preset)},
                           {kDeviceConfigurationAnnotation, podDeviceConfiguration(serverDevices(slot, preset), slot.rankIndex)}};
    if (!preset.ascendJob) {
        meta["annotations"]["volcano.sh/job-name"] = preset.jobName;
        meta["annotations"]["volcano.sh/task-spec"] = kTask;
        meta["annotations"]["volcano.sh/job-version"] = "0";
    }
    meta["ownerReferences"] = Json::array({ownerReference(job)});
    object["spec"] = podSpec(preset);
    object["spec"]["nodeName"] = nodeName(slot.node);
    object["status"] = podStatus(slot, preset, times);
    return object;
}

Json ringsConfig(const SimPreset &preset, const std::vector<const Json *> &pods, const BuildTimes &times)
{
    const std::optional<nlohmann::ordered_json> table = rankTableFromPods(pods, preset.backupNics);
    Json map = builtObject("v1", "ConfigMap", kRingsConfigPrefix + preset.jobName, kNamespace, times.jobStarted);
    map["metadata"]["labels"] = {{"ring-controller.atlas", "ascend-910"}};
    map["data"] = {{kRankTableKey, (table ? *table : initializingRankTable()).dump()},
                   {kRankTableVersionKey, std::to_string(times.nowSeconds)}};
    return map;
}

// As the job's YAML creates it; the device plugin fills it in on a fault.
Json resetConfig(const SimPreset &preset, const BuildTimes &times)
{
    Json map = builtObject("v1", "ConfigMap", "reset-config-" + preset.jobName, kNamespace, times.jobStarted);
    map["metadata"]["labels"] = {{"ring-controller.atlas", "ascend-910"}};
    map["data"] = {{"reset.json", R"({"status":"initializing"})"}, {"checkCode", ""}};
    return map;
}

Json rescheduleRecords(const BuildTimes &times)
{
    Json map = builtObject("v1", "ConfigMap", "job-reschedule-reason", "mindx-dl", times.clusterCreated);
    map["data"] = {{"recent-reschedule-records", "{}"}};
    return map;
}

// Event names are <object>.<16 hex digits>, as the API server's clients make them.
std::string eventName(const std::string &object)
{
    char suffix[17];
    std::snprintf(suffix, sizeof suffix, "%016zx", std::hash<std::string>{}(object + "/Scheduled"));
    return object + '.' + suffix;
}

Json scheduledEvent(const Json &pod, const BuildTimes &times)
{
    const std::string name = pod["metadata"]["name"];
    const std::string node = pod["spec"]["nodeName"];
    Json event = builtObject("v1", "Event", eventName(name), kNamespace, times.jobStarted);
    event["involvedObject"] = {{"kind", "Pod"}, {"name", name}, {"namespace", kNamespace},
                               {"uid", pod["metadata"]["uid"]}, {"apiVersion", "v1"}};
    event["type"] = "Normal";
    event["reason"] = "Scheduled";
    event["message"] = "Successfully assigned default/" + name + " to " + node;
    event["source"] = {{"component", "volcano"}};
    event["reportingComponent"] = "volcano";
    event["firstTimestamp"] = times.jobStarted;
    event["lastTimestamp"] = times.jobStarted;
    event["count"] = 1;
    return event;
}

// Jobs waiting in the queue beside the running one, each with its start
// scripts: one with the watchdog off and no cache, one with every
// recovery-time setting on, and a ModelArts one (its retry switched on by
// annotation on A3 super-pods). They hold no pods (no NPU is free for them),
// so they change nothing the running job or the topology shows; the
// recovery-time profile reads them as it reads any job.
void appendQueuedJobs(std::vector<Json> &objects, const SimPreset &running, const BuildTimes &times)
{
    struct Queued
    {
        const char *name;
        JobSettings settings;
        bool ascendJob;
        bool modelArts;
    };
    for (const Queued &queued : {Queued{"queued-llama-bare", JobSettings::Bare, false, false},
                                 Queued{"queued-llama-tuned", JobSettings::Tuned, true, false},
                                 Queued{"queued-modelarts-llama", JobSettings::Default, false, true}}) {
        SimPreset preset = running;
        preset.jobName = queued.name;
        preset.jobSettings = queued.settings;
        preset.ascendJob = queued.ascendJob;
        preset.podRescheduling = queued.settings == JobSettings::Tuned;
        preset.modelArts = queued.modelArts;
        if (!queued.modelArts || !running.superPodMode())
            preset.opRetryEnable.clear();
        preset.scriptsHostDir.clear();   // their scripts stay in ConfigMaps
        Json job = preset.ascendJob ? ascendJob(preset, times) : volcanoJob(preset, times);
        if (preset.ascendJob)
            job["status"] = {{"conditions", {{{"type", "Created"}, {"status", "True"}, {"reason", "JobCreated"},
                                              {"lastUpdateTime", times.jobStarted}, {"lastTransitionTime", times.jobStarted}}}}};
        else
            job["status"] = {{"state", {{"phase", "Pending"}, {"lastTransitionTime", times.jobStarted}}},
                             {"minAvailable", preset.jobServers()}, {"running", 0}, {"pending", 0}, {"retryCount", 0}};
        objects.push_back(std::move(job));
        objects.push_back(trainingScriptsConfigMap(preset, times));
    }
}

} // namespace

std::string trainingPodName(const SimPreset &preset, int rankIndex)
{
    return podName(preset, rankIndex);
}

Json trainingPodLabels(const SimPreset &preset, int rankIndex)
{
    return preset.ascendJob ? ascendPodLabels(preset, rankIndex) : podLabels(preset);
}

Json trainingJobLabels(const SimPreset &preset)
{
    return jobLabels(preset);
}

Json ownerReferenceTo(const Json &owner)
{
    return ownerReference(owner);
}

void appendJobObjects(std::vector<Json> &objects, const std::vector<ServerSlot> &servers, const SimPreset &preset,
                      const BuildTimes &times)
{
    const Json job = preset.ascendJob ? ascendJob(preset, times) : volcanoJob(preset, times);
    std::vector<Json> pods;
    pods.reserve(std::size_t(preset.jobServers()));
    for (const ServerSlot &slot : servers) {
        if (slot.runsJob())
            pods.push_back(pod(slot, preset, job, times));
    }
    std::vector<const Json *> podRefs;
    podRefs.reserve(pods.size());
    for (const Json &p : pods)
        podRefs.push_back(&p);
    objects.push_back(ringsConfig(preset, podRefs, times));
    objects.push_back(resetConfig(preset, times));
    objects.push_back(trainingScriptsConfigMap(preset, times));
    objects.push_back(rescheduleRecords(times));
    objects.push_back(podGroup(preset, job, times));
    for (std::size_t i = 0; i < pods.size() && i < std::size_t(kScheduledEvents); ++i)
        objects.push_back(scheduledEvent(pods[i], times));
    objects.push_back(job);
    for (Json &p : pods)
        objects.push_back(std::move(p));
    appendQueuedJobs(objects, preset, times);
}

} // namespace ascendops::sim
