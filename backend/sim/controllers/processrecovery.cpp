#include "sim/controllers/processrecovery.h"

#include "sim/controllers/resetconfig.h"
#include "sim/store/clusterevents.h"
#include "sim/store/jobobjects.h"
#include "sim/store/objectmeta.h"

#include <QMetaObject>
#include <QPointer>

namespace ascendops::sim {
namespace {

using Json = nlohmann::json;

constexpr const char *kStrategy = "ProcessRecoverStrategy";

// The containers run again: their terminated state is gone.
Json runningContainers(const Json &pod)
{
    Json statuses = Json::array();
    for (const Json &container : pod.value("spec", Json::object()).value("containers", Json::array()))
        statuses.push_back({{"name", container.value("name", "")}, {"ready", true}, {"restartCount", 1},
                            {"state", {{"running", {{"startedAt", nowTimestamp()}}}}}});
    return statuses;
}

} // namespace

ProcessRecovery::ProcessRecovery(ObjectStore &store, SimClock clock, RecoveryTimeModel timings, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_clock(clock)
    , m_timings(timings)
{
    // Listeners run under the store's lock: only queue the event here.
    QPointer<ProcessRecovery> self(this);
    const std::string groups = objects::podGroups().id();
    m_listener = m_store.addListener([self, groups](const StoreEvent &event) {
        if (event.resourceId != groups || event.type == EventType::Deleted)
            return;
        QMetaObject::invokeMethod(self, [self, object = event.object] {
            if (self)
                self->onPodGroup(object->value);
        }, Qt::QueuedConnection);
    });
}

ProcessRecovery::~ProcessRecovery()
{
    m_store.removeListener(m_listener);
}

void ProcessRecovery::onPodGroup(const Json &group)
{
    const std::string strategy = objects::annotationOf(group, kStrategy);
    if (strategy.empty() || strategy == "none")
        return;
    const std::string ns = metaString(group, "namespace"), job = metaString(group, "name");
    // A platform that answered ClusterD's question (ProcessResultFault) stays
    // in platform mode: the key is kept, empty for the next question.
    const bool platform = !objects::annotationOf(group, "ProcessResultFault").empty();
    m_store.patch(objects::podGroups(), ns, job, PatchType::Merge,
                  Json{{"metadata", {{"annotations", {{kStrategy, platform ? Json("") : Json(nullptr)}}}}}}, false);
    recordEvent(m_store, {ns, "Job", job, ns, "Normal", "ProcessRecover",
                          "restarting the failed training processes in place (" + strategy + ")", "clusterd"});
    tellFailedRanks(ns, job, strategy == "recover-in-place" ? RankRestart::FaultyProcesses : RankRestart::Processes);
    m_clock.callAfter(m_timings.processRestartSeconds, this, [this, ns, job, strategy] {
        restartProcesses(ns, job);
        if (const StoreResult owner = objects::findJob(m_store, ns, job))   // TaskD restarted them
            markRanksRecovered(m_store, owner.object->value, m_clock.nowMs() / 1000);
        // ClusterD's word on it, where a platform reads it.
        m_store.patch(objects::podGroups(), ns, job, PatchType::Merge,
                      Json{{"metadata", {{"annotations", {{"ProcessRecoverStatus", strategy + "-success"}}}}}}, false);
    });
}

// ClusterD names the failed pods' ranks in the job's reset.json, as for
// pod-level recovery, so that TaskD stops and restarts their processes.
void ProcessRecovery::tellFailedRanks(const std::string &ns, const std::string &job, RankRestart how)
{
    const StoreResult owner = objects::findJob(m_store, ns, job);
    if (!owner)
        return;
    std::vector<Json> failed;
    for (const ObjectPtr &pod : objects::podsOfJob(m_store, ns, job))
        if (objects::podPhase(pod->value) == "Failed")
            failed.push_back(pod->value);
    tellRanksToRestart(m_store, owner.object->value, failed, m_clock.nowMs() / 1000, how);
}

void ProcessRecovery::restartProcesses(const std::string &ns, const std::string &job)
{
    for (const ObjectPtr &pod : objects::podsOfJob(m_store, ns, job)) {
        if (objects::podPhase(pod->value) != "Failed")
            continue;
        Json running = pod->value;
        running["status"]["phase"] = "Running";
        running["status"].erase("reason");
        running["status"].erase("message");
        running["status"]["containerStatuses"] = runningContainers(running);
        m_store.update(objects::pods(), ns, metaString(running, "name"), running, false);
    }
}

} // namespace ascendops::sim
