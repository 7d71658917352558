#include "sim/store/jobobjects.h"

#include "sim/store/objectmeta.h"
#include "model/jobsummary.h"
#include "model/trainingjob.h"

#include <QtGlobal>

#include <cstdlib>

namespace ascendops::sim::objects {
namespace {

using Json = nlohmann::json;

const ApiResource &resource(const char *group, const char *version, const char *plural)
{
    const ApiResource *found = findResource(group, version, plural);
    Q_ASSERT(found);
    return *found;
}

std::string mapValue(const Json &object, const char *map, const char *key)
{
    const Json &meta = object.value("metadata", Json::object());
    const auto values = meta.find(map);
    if (values == meta.end() || !values->is_object())
        return {};
    const auto it = values->find(key);
    return it != values->end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::optional<std::string> envIn(const Json &containers, const char *name)
{
    if (!containers.is_array())
        return std::nullopt;
    for (const Json &container : containers) {
        for (const Json &env : container.value("env", Json::array())) {
            if (env.value("name", "") == name && env.contains("value") && env["value"].is_string())
                return env["value"].get<std::string>();
        }
    }
    return std::nullopt;
}

} // namespace

const ApiResource &pods() { return resource("", "v1", "pods"); }
const ApiResource &nodes() { return resource("", "v1", "nodes"); }
const ApiResource &configMaps() { return resource("", "v1", "configmaps"); }
const ApiResource &events() { return resource("", "v1", "events"); }
const ApiResource &jobs() { return resource("batch.volcano.sh", "v1alpha1", "jobs"); }
const ApiResource &ascendJobs() { return resource("mindxdl.gitee.com", "v1", "ascendjobs"); }

bool isAscendJob(const Json &job)
{
    return jobKindOf(job) == JobKind::AscendJob;
}

const ApiResource &jobResourceOf(const Json &job)
{
    return isAscendJob(job) ? ascendJobs() : jobs();
}

StoreResult findJob(const ObjectStore &store, const std::string &ns, const std::string &name)
{
    StoreResult found = store.get(jobs(), ns, name);
    return found ? found : store.get(ascendJobs(), ns, name);
}

std::vector<ObjectPtr> allJobs(const ObjectStore &store)
{
    std::vector<ObjectPtr> all = store.list(jobs(), "", LabelSelector(), FieldSelector()).items;
    for (const ObjectPtr &job : store.list(ascendJobs(), "", LabelSelector(), FieldSelector()).items)
        all.push_back(job);
    return all;
}
const ApiResource &faults() { return resource("sim.ascendops.io", "v1alpha1", "faults"); }
const ApiResource &podGroups() { return resource("scheduling.volcano.sh", "v1beta1", "podgroups"); }

std::string jobOfPod(const Json &pod)
{
    return ascendops::jobOfPod(pod).toStdString();
}

std::vector<ObjectPtr> podsOfJob(const ObjectStore &store, const std::string &ns, const std::string &job)
{
    std::vector<ObjectPtr> found;
    for (const ObjectPtr &pod : store.list(pods(), ns, LabelSelector(), FieldSelector()).items) {
        if (jobOfPod(pod->value) == job)
            found.push_back(pod);
    }
    return found;
}

ObjectPtr jobPodOnNode(const ObjectStore &store, const std::string &node)
{
    for (const ObjectPtr &pod : store.list(pods(), "", LabelSelector(), FieldSelector()).items) {
        const Json &spec = pod->value.value("spec", Json::object());
        if (spec.value("nodeName", "") == node && !jobOfPod(pod->value).empty())
            return pod;
    }
    return nullptr;
}

int rankIndexOf(const Json &pod)
{
    const std::string text = annotationOf(pod, "hccl/rankIndex");
    if (text.empty())
        return -1;
    char *end = nullptr;
    const long value = std::strtol(text.c_str(), &end, 10);
    return end && *end == '\0' ? int(value) : -1;
}

std::string podPhase(const Json &pod)
{
    return pod.value("status", Json::object()).value("phase", "");
}

std::string jobPhase(const Json &job)
{
    return jobPhaseOf(job).toStdString();
}

void setJobPhase(Json &job, const std::string &phase, const std::string &reason, const std::string &message)
{
    if (!job["status"].is_object())
        job["status"] = Json::object();
    Json &status = job["status"];
    if (!isAscendJob(job)) {
        if (!status["state"].is_object())
            status["state"] = Json::object();
        status["state"]["phase"] = phase;
        status["state"]["lastTransitionTime"] = nowTimestamp();
        if (!reason.empty()) {
            status["state"]["reason"] = reason;
            status["state"]["message"] = message;
        }
        return;
    }
    Json conditions = Json::array();
    Json previous = status.value("conditions", Json::array());
    if (!previous.is_array())
        previous = Json::array();
    for (Json &condition : previous) {
        if (!condition.is_object())
            continue;
        const std::string type = condition.value("type", "");
        if (type == phase || (phase == "Running" && type == "Restarting") || (phase == "Restarting" && type == "Running"))
            continue;
        if (type == "Running" && (phase == "Failed" || phase == "Succeeded"))
            condition["status"] = "False";
        conditions.push_back(std::move(condition));
    }
    conditions.push_back({{"type", phase}, {"status", "True"}, {"reason", reason.empty() ? "Job" + phase : reason},
                          {"message", message}, {"lastUpdateTime", nowTimestamp()}, {"lastTransitionTime", nowTimestamp()}});
    status["conditions"] = std::move(conditions);
}

std::string labelOf(const Json &object, const char *key) { return mapValue(object, "labels", key); }
std::string annotationOf(const Json &object, const char *key) { return mapValue(object, "annotations", key); }
bool isFleetObject(const Json &object) { return !annotationOf(object, kFleetAnnotation).empty(); }

std::string dataOf(const Json &configMap, const std::string &key)
{
    const auto data = configMap.is_object() ? configMap.find("data") : configMap.end();
    if (data == configMap.end() || !data->is_object())
        return {};
    const auto it = data->find(key);
    return it != data->end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::optional<std::string> templateEnv(const Json &job, const char *name)
{
    for (const Json *podTemplate : podTemplatesOf(job)) {
        const auto spec = podTemplate->find("spec");
        if (spec == podTemplate->end() || !spec->is_object())
            continue;
        for (const char *list : {"containers", "initContainers"}) {
            if (std::optional<std::string> value = envIn(spec->value(list, Json::array()), name))
                return value;
        }
    }
    return std::nullopt;
}

} // namespace ascendops::sim::objects
