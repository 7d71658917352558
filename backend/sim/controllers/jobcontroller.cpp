#include "sim/controllers/jobcontroller.h"

#include "sim/seed/clusterlayout.h"
#include "sim/controllers/deviceallocation.h"
#include "sim/controllers/resetconfig.h"
#include "sim/store/jobobjects.h"
#include "sim/store/objectmeta.h"
#include "formats/operatorranktable.h"
#include "model/trainingjob.h"
#include "sim/simlog.h"
#include "sim/controllers/sparenodes.h"

#include <QDateTime>
#include <QMetaObject>
#include <QPointer>

#include <algorithm>
#include <climits>
#include <cstdlib>

namespace ascendops::sim {

namespace {

using Json = nlohmann::json;

// Pods, nodes, jobs and the job-of-a-pod lookups are shared with the fault
// controller (jobobjects.h); only Commands are this controller's own.
using namespace objects;
const ApiResource &commands()
{
    const ApiResource *found = findResource("bus.volcano.sh", "v1alpha1", "commands");
    Q_ASSERT(found);
    return *found;
}

// The pod as the job controller makes it anew: same name, spec and
// annotations, a fresh identity and no status yet.
Json freshPod(const Json &last)
{
    Json pod = last;
    Json &meta = pod["metadata"];
    for (const char *key : {"uid", "resourceVersion", "creationTimestamp", "deletionTimestamp"})
        meta.erase(key);
    pod["status"] = Json{{"phase", "Pending"}};
    return pod;
}

// The node a pod is bound to, or null when the store has none of that name.
ObjectPtr nodeOf(const ObjectStore &store, const Json &pod)
{
    const std::string name = pod.value("spec", Json::object()).value("nodeName", "");
    const StoreResult found = store.get(nodes(), "", name);
    return found ? found.object : nullptr;
}

std::string internalIp(const Json &node)
{
    for (const Json &address : node.value("status", Json::object()).value("addresses", Json::array())) {
        if (address.value("type", "") == "InternalIP")
            return address.value("address", "");
    }
    return {};
}

// The operator builds the table only once every replica runs (and has its
// devices); until then it holds the placeholder.
nlohmann::ordered_json operatorRankTable(const std::vector<ObjectPtr> &present, bool allRunning, bool backupNics)
{
    std::vector<const Json *> podObjects;
    for (const ObjectPtr &pod : present)
        podObjects.push_back(&pod->value);
    std::optional<nlohmann::ordered_json> table = allRunning ? rankTableFromPods(podObjects, backupNics) : std::nullopt;
    return table ? *table : initializingRankTable();
}

} // namespace

JobController::JobController(ObjectStore &store, SimClock clock, JobTimings timings, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_clock(clock)
    , m_timings(timings)
{
    // Listeners run under the store's lock: only queue the event here.
    QPointer<JobController> self(this);
    m_listener = m_store.addListener([self](const StoreEvent &event) {
        if (!self)
            return;
        QMetaObject::invokeMethod(self, [self, id = event.resourceId, type = event.type, object = event.object] {
            if (self)
                self->onEvent(id, type, object->value);
        }, Qt::QueuedConnection);
    });
}

JobController::~JobController()
{
    m_store.removeListener(m_listener);
}

void JobController::onEvent(const std::string &resourceId, EventType type, const Json &object)
{
    if (resourceId == commands().id() && type == EventType::Added)
        runCommand(object);
    else if (resourceId == pods().id() && type == EventType::Deleted && !isFleetObject(object))
        onPodGone(object);   // the fleet's pods are FleetChurn's to make again
}

// Volcano deletes a Command once it has taken it, so that it runs once.
void JobController::runCommand(const Json &command)
{
    const std::string ns = metaString(command, "namespace");
    const std::string name = metaString(command, "name");
    m_store.remove(commands(), ns, name, Preconditions{}, false);
    const std::string action = command.value("action", "");
    const Json &target = command.value("target", Json::object());
    if (target.value("kind", "") != "Job") {
        qCWarning(lcSim) << "command" << name.c_str() << "has no Job target; ignored";
        return;
    }
    // Volcano's Commands name Volcano Jobs: an AscendJob of that name is not theirs.
    if (action == "RestartJob" && m_store.get(jobs(), ns, target.value("name", "")))
        restartJob(ns, target.value("name", ""));
    else if (action == "RestartJob")
        qCWarning(lcSim) << "command" << name.c_str() << "names no Volcano Job; ignored";
    else
        qCInfo(lcSim) << "command action" << action.c_str() << "is not simulated; ignored";
}

void JobController::restartJob(const std::string &ns, const std::string &job)
{
    StoreResult current = findJob(m_store, ns, job);
    if (!current)
        return;
    Json updated = current.object->value;
    if (isAscendJob(updated)) {
        // MindCluster's job-level rescheduling of an AscendJob deletes its
        // pods; the operator recreates them and counts the restart (onPodGone).
        setJobPhase(updated, "Restarting", "jobRestarting", "Job " + ns + "/" + job + " is restarting.");
        m_store.update(ascendJobs(), ns, job, updated, false);
    } else {
        if (!updated["status"].is_object())
            updated["status"] = Json::object();
        Json &status = updated["status"];
        const int retries = std::min(status.value("retryCount", 0), INT_MAX - 1) + 1;   // int32 by the schema
        int maxRetry = updated.value("spec", Json::object()).value("maxRetry", 3);
        if (maxRetry <= 0)
            maxRetry = 3;   // Volcano's default, absent or 0
        status["retryCount"] = retries;
        setJobPhase(updated, retries > maxRetry ? "Failed" : "Restarting");
        m_store.update(jobs(), ns, job, updated, false);
    }
    // Every pod goes at once and comes back one by one: until it does, a
    // healthy server keeps its own pod's place, not a spare for another's.
    for (const ObjectPtr &pod : podsOfJob(m_store, ns, job)) {
        if (const std::string node = pod->value.value("spec", Json::object()).value("nodeName", ""); isNodeHealthy(m_store, node))
            m_bound.insert(node);
        m_store.remove(pods(), ns, metaString(pod->value, "name"), Preconditions{}, false);
    }
    publishRankTable(ns, job, initializingRankTable());
}

void JobController::placePod(const std::string &ns, const std::string &pod, const std::string &node)
{
    m_placements[ns + '/' + pod] = node;
}

// A pod of a running job that is gone is made again, as Volcano keeps the
// job's replicas; the kubelet then starts it.
void JobController::onPodGone(const Json &pod)
{
    const std::string job = jobOfPod(pod);
    if (job.empty())
        return;
    const std::string ns = metaString(pod, "namespace");
    const std::string name = metaString(pod, "name");
    StoreResult owner = findJob(m_store, ns, job);
    const std::string phase = owner ? jobPhase(owner.object->value) : std::string();
    if (!owner || phase == "Failed" || phase == "Aborted" || phase == "Terminated" || phase == "Completed"
        || phase == "Succeeded")
        return;
    publishRankTable(ns, job, initializingRankTable());
    Json fresh = freshPod(pod);
    if (isAscendJob(owner.object->value) && !countAscendJobRestart(owner.object->value, pod, fresh))
        return;
    if (auto placed = m_placements.find(ns + '/' + name); placed != m_placements.end()) {
        fresh["spec"]["nodeName"] = placed->second;
        m_placements.erase(placed);
    } else if (!bindAway(fresh)) {
        holdUnscheduled(fresh);
    }
    // The device plugin gives the pod the devices of the server it lands on;
    // a node that does not publish them keeps the pod's last allocation.
    if (const ObjectPtr node = nodeOf(m_store, fresh))
        allocateDevices(fresh, node->value);
    const bool bound = !fresh.value("spec", Json::object()).value("nodeName", "").empty();
    m_clock.callAfter(m_timings.podDeleteSeconds, this, [this, fresh = std::move(fresh), ns, name, job, bound] {
        if (m_store.create(pods(), ns, fresh, false)) {
            if (bound)
                m_clock.callAfter(m_timings.podStartSeconds, this, [this, ns, name] { startPod(ns, name); });
            else
                m_clock.callAfter(kPlacementRetrySeconds, this, [this, ns, name] { retryPlacement(ns, name); });
        }
        refreshJob(ns, job);
    });
}

// The scheduler binds the new pod where its devices are healthy: a server
// that lost a chip, its Ready state or was cordoned gets a standby server
// instead. False when the pod's server is unhealthy and no spare is left.
// (A server the store has no Node for, in tests that model none, keeps it.)
bool JobController::bindAway(Json &fresh)
{
    const std::string node = fresh.value("spec", Json::object()).value("nodeName", "");
    if (node.empty() || !nodeOf(m_store, fresh) || isNodeHealthy(m_store, node))
        return true;
    std::erase_if(m_bound, [this](const std::string &spare) { return jobPodOnNode(m_store, spare) != nullptr; });
    const std::string spare = pickSpareNode(m_store, node, m_bound);
    if (spare.empty())
        return false;
    fresh["spec"]["nodeName"] = spare;
    m_bound.insert(spare);
    return true;
}

// No server can take the pod: it stays Pending, unbound, with the condition
// the scheduler writes (PodScheduled False, Unschedulable, and why), until a
// server is healthy again or a spare appears.
void JobController::holdUnscheduled(Json &fresh)
{
    m_heldFrom[metaString(fresh, "namespace") + '/' + metaString(fresh, "name")] = fresh["spec"].value("nodeName", "");
    fresh["spec"].erase("nodeName");
    const std::size_t nodeCount = m_store.list(nodes(), "", {}, {}).items.size();
    fresh["status"]["conditions"] = Json::array({Json{
        {"type", "PodScheduled"}, {"status", "False"}, {"reason", "Unschedulable"}, {"lastTransitionTime", nowTimestamp()},
        {"message", "0/" + std::to_string(nodeCount) + " nodes are unavailable: " + std::to_string(nodeCount)
                        + " Insufficient huawei.com/Ascend910."}}});
}

// An unbound pod is tried again every few seconds while it exists: bound to
// its old server once healthy again, or to a spare, and then started.
void JobController::retryPlacement(const std::string &ns, const std::string &name)
{
    StoreResult current = m_store.get(pods(), ns, name);
    if (!current || !current.object->value.value("spec", Json::object()).value("nodeName", "").empty())
        return;
    Json pod = current.object->value;
    pod["spec"]["nodeName"] = m_heldFrom[ns + '/' + name];
    if (!bindAway(pod)) {
        // Recreated unbound (its job restarted meanwhile): the scheduler says why again.
        if (!current.object->value.value("status", Json::object()).contains("conditions")) {
            holdUnscheduled(pod);
            m_store.update(pods(), ns, name, pod, false);
        }
        m_clock.callAfter(kPlacementRetrySeconds, this, [this, ns, name] { retryPlacement(ns, name); });
        return;
    }
    m_heldFrom.erase(ns + '/' + name);
    pod["status"].erase("conditions");
    if (const ObjectPtr node = nodeOf(m_store, pod))
        allocateDevices(pod, node->value);
    m_store.update(pods(), ns, name, pod, false);
    m_clock.callAfter(m_timings.podStartSeconds, this, [this, ns, name] { startPod(ns, name); });
}

// The Ascend Operator's pod `version`: deleting a pod of the current
// version raises it, the recreated pod carries it, and a job past its
// runPolicy.backoffLimit (when above 0) fails instead. False when it failed.
bool JobController::countAscendJobRestart(const Json &job, const Json &gone, Json &fresh)
{
    const std::string ns = metaString(job, "namespace"), name = metaString(job, "name");
    const auto versionOf = [](const Json &pod) { return std::atoi(labelOf(pod, "version").c_str()); };
    int current = versionOf(gone);
    for (const ObjectPtr &pod : podsOfJob(m_store, ns, name))
        current = std::max(current, versionOf(pod->value));
    const int next = versionOf(gone) == current ? current + 1 : current;
    fresh["metadata"]["labels"]["version"] = std::to_string(next);
    const int limit = job.value("spec", Json::object()).value("runPolicy", Json::object()).value("backoffLimit", 0);
    if (limit <= 0 || next <= limit)
        return true;
    Json failed = job;
    setJobPhase(failed, "Failed", "JobFailed", "Job " + name + " has failed because it has reached the specified backoff limit");
    m_store.update(ascendJobs(), ns, name, failed, false);
    return false;
}

void JobController::startPod(const std::string &ns, const std::string &name)
{
    StoreResult current = m_store.get(pods(), ns, name);
    if (!current)
        return;
    Json pod = current.object->value;
    pod["status"]["phase"] = "Running";
    pod["status"]["startTime"] = nowTimestamp();
    if (const ObjectPtr node = nodeOf(m_store, pod)) {
        pod["status"]["hostIP"] = internalIp(node->value);
        const std::string cidr = node->value.value("spec", Json::object()).value("podCIDR", "");
        if (!cidr.empty()) {
            pod["status"]["podIP"] = podIpInCidr(cidr);
            pod["status"]["podIPs"] = Json::array({Json{{"ip", podIpInCidr(cidr)}}});
        }
    }
    m_store.update(pods(), ns, name, pod, false);
    refreshJob(ns, jobOfPod(pod));
}

void JobController::refreshJob(const std::string &ns, const std::string &job)
{
    StoreResult current = findJob(m_store, ns, job);
    if (!current)
        return;
    const std::vector<ObjectPtr> present = podsOfJob(m_store, ns, job);
    int running = 0;
    for (const ObjectPtr &pod : present)
        running += pod->value.value("status", Json::object()).value("phase", "") == "Running";
    Json updated = current.object->value;
    const bool ascend = isAscendJob(updated);
    if (!updated["status"].is_object())
        updated["status"] = Json::object();
    const int replicas = ascend ? jobExpectedPodsOf(updated)
                                : updated.value("spec", Json::object()).value("minAvailable", int(present.size()));
    const bool complete = running >= replicas && replicas > 0;
    Json &status = updated["status"];
    if (!ascend) {
        status["running"] = running;
        status["pending"] = int(present.size()) - running;
    }
    const std::string phase = jobPhase(updated);
    if (phase != "Failed") {
        // The operator does not go back to Created: a Running AscendJob
        // whose pod is replaced stays Running.
        const std::string waiting = ascend ? (phase.empty() ? "Created" : phase) : "Pending";
        const std::string next = complete ? "Running" : (phase == "Restarting" ? "Restarting" : waiting);
        if (phase != next)
            setJobPhase(updated, next);
    }
    m_store.update(jobResourceOf(updated), ns, job, updated, false);
    if (complete)   // TaskD restarts the stopped processes: ClusterD marks their ranks recovered
        markRanksRecovered(m_store, updated, m_clock.nowMs() / 1000);
    publishRankTable(ns, job, operatorRankTable(present, complete && int(present.size()) == running, m_backupNics));
}

// The Ascend Operator rewrites hccl.json whole and stamps the version; a
// table that would not change is left alone, as no watcher needs to hear of it.
void JobController::publishRankTable(const std::string &ns, const std::string &job, const nlohmann::ordered_json &table)
{
    if (!m_rankTableOperator && table.value("status", "") == "completed")
        return;
    const std::string name = kRingsConfigPrefix + job;
    StoreResult current = m_store.get(configMaps(), ns, name);
    if (!current)
        return;
    Json map = current.object->value;
    const std::string text = table.dump();
    if (dataOf(map, kRankTableKey) == text)
        return;
    const std::string version = nextRankTableVersion(dataOf(map, kRankTableVersionKey));
    map["data"][kRankTableKey] = text;
    map["data"][kRankTableVersionKey] = version;
    m_store.update(configMaps(), ns, name, map, false);
}

} // namespace ascendops::sim
