#include "sim/controllers/fleetchurn.h"

#include "sim/controllers/deviceallocation.h"
#include "sim/seed/fleetobjects.h"
#include "sim/store/jobobjects.h"
#include "sim/store/objectmeta.h"

#include <QDateTime>

#include <algorithm>
#include <optional>

namespace ascendops::sim {
namespace {

using Json = nlohmann::json;

constexpr qint64 kFirstChurnRun = 100000;

// How often the churn looks: often enough that N writes a minute come
// evenly, never more than 40 times a second.
qint64 tickMs(int perMinute)
{
    return std::clamp<qint64>(60000 / std::max(perMinute, 1), 25, 1000);
}

std::string podNodeName(const Json &pod)
{
    return pod.value("spec", Json::object()).value("nodeName", "");
}

// The die of a one-die pod: "Ascend910-7" -> 7; -1 otherwise.
int heldDie(const Json &pod)
{
    const std::string chips = objects::annotationOf(pod, "huawei.com/Ascend910");
    const std::size_t dash = chips.rfind('-');
    if (dash == std::string::npos || chips.find(',') != std::string::npos)
        return -1;
    return std::atoi(chips.c_str() + dash + 1);
}

// Where POD ran: its node, addresses and die, with the devices the node
// publishes; nothing when the node is gone or publishes none.
std::optional<FleetPodPlace> placeOf(const ObjectStore &store, const Json &pod)
{
    const std::string node = podNodeName(pod);
    const StoreResult server = store.get(objects::nodes(), "", node);
    if (!server)
        return std::nullopt;
    auto devices = nlohmann::ordered_json::parse(objects::annotationOf(server.object->value, kNodeDevicesAnnotation), nullptr, false);
    if (!devices.is_object())
        return std::nullopt;
    const Json status = pod.value("status", Json::object());
    return FleetPodPlace{node, status.value("hostIP", ""), status.value("podIP", ""), heldDie(pod), std::move(devices)};
}

} // namespace

FleetChurn::FleetChurn(ObjectStore &store, SimClock clock, int podWritesPerMinute, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_clock(clock)
    , m_perMinute(std::max(podWritesPerMinute, 1))
{
    readFleet();
    m_clock.callAfterMs(tickMs(m_perMinute), this, [this] { tick(); });
}

void FleetChurn::readFleet()
{
    for (const ObjectPtr &job : objects::allJobs(m_store)) {
        if (!objects::isFleetObject(job->value))
            continue;
        const Job entry{metaString(job->value, "namespace"), metaString(job->value, "name"), &objects::jobResourceOf(job->value)};
        const std::string phase = objects::jobPhase(job->value);
        if (phase == "Running")
            m_running.push_back(entry);
        else if (phase == "Completed" || phase == "Succeeded" || phase == "Failed")
            m_finished.push_back(entry);
    }
    for (const ObjectPtr &pod : m_store.list(objects::pods(), "", LabelSelector(), FieldSelector()).items)
        m_fleetPods += objects::isFleetObject(pod->value);
    m_podLimit = m_fleetPods;
    std::vector<ObjectPtr> events = m_store.list(objects::events(), "", LabelSelector(), FieldSelector()).items;
    std::stable_sort(events.begin(), events.end(), [](const ObjectPtr &a, const ObjectPtr &b) {
        return metaString(a->value, "creationTimestamp") < metaString(b->value, "creationTimestamp");
    });
    for (const ObjectPtr &event : events) {
        if (objects::isFleetObject(event->value))
            m_events.emplace_back(metaString(event->value, "namespace"), metaString(event->value, "name"));
    }
    m_eventLimit = m_events.size();
}

void FleetChurn::tick()
{
    const qint64 interval = tickMs(m_perMinute);
    m_budget = std::min(m_budget + double(m_perMinute) * double(interval) / 60000.0, double(m_perMinute));
    while (m_budget >= 1.0) {
        if (m_writes.empty())
            planNext();
        if (m_writes.empty())
            break;   // nothing in the fleet to move
        const Write write = std::move(m_writes.front());
        m_writes.pop_front();
        write.run();
        if (write.pod) {
            m_budget -= 1.0;
            ++m_podWrites;
        }
    }
    m_clock.callAfterMs(interval, this, [this] { tick(); });
}

// One round: a pod rescheduled; the oldest running job finishes and a job
// like it starts on the dies it freed; the oldest finished jobs go while
// the fleet holds more pods than it was built with.
void FleetChurn::planNext()
{
    ++m_cycle;
    rescheduleOnePod();
    if (!m_running.empty())
        finishOldestRunning();
    trimFinished();
}

std::vector<Json> FleetChurn::podsOf(const Job &job) const
{
    std::vector<Json> pods;
    for (const ObjectPtr &pod : objects::podsOfJob(m_store, job.ns, job.name))
        pods.push_back(pod->value);
    return pods;
}

void FleetChurn::setJobPhase(const Job &job, const char *phase)
{
    const StoreResult current = m_store.get(*job.resource, job.ns, job.name);
    if (!current)
        return;
    Json updated = current.object->value;
    objects::setJobPhase(updated, phase);
    m_store.update(*job.resource, job.ns, job.name, updated, false);
}

void FleetChurn::writeEvent(const Json &about, const char *type, const char *reason, const std::string &message,
                            const char *component)
{
    Json event = fleetEvent(about, type, reason, message, component, nowTimestamp());
    const std::string ns = metaString(event, "namespace"), name = metaString(event, "name");
    if (m_store.create(objects::events(), ns, std::move(event), false))
        m_events.emplace_back(ns, name);
    while (m_events.size() > m_eventLimit) {
        const auto [oldNs, oldName] = m_events.front();
        m_events.pop_front();
        m_store.remove(objects::events(), oldNs, oldName, Preconditions(), false);
    }
}

void FleetChurn::finishOldestRunning()
{
    const Job job = m_running.front();
    m_running.pop_front();
    std::vector<Json> freed;
    for (const Json &pod : podsOf(job)) {
        if (objects::podPhase(pod) == "Running" && heldDie(pod) >= 0)
            freed.push_back(pod);
    }
    for (const Json &pod : freed) {
        m_writes.push_back({[this, pod] {
            const StoreResult current = m_store.get(objects::pods(), metaString(pod, "namespace"), metaString(pod, "name"));
            if (!current)
                return;
            Json done = current.object->value;
            const std::string now = nowTimestamp();
            done["status"]["phase"] = "Succeeded";
            done["status"]["containerStatuses"][0]["ready"] = false;
            done["status"]["containerStatuses"][0]["state"] = {{"terminated", {{"exitCode", 0}, {"reason", "Completed"}, {"finishedAt", now}}}};
            m_store.update(objects::pods(), metaString(done, "namespace"), metaString(done, "name"), done, false);
        }});
    }
    // The job ends with its last pod's write, and one like it starts there.
    m_writes.push_back({[this, job, freed] {
        setJobPhase(job, "Completed");
        m_finished.push_back(job);
        startJobLike(job, freed);
    }, false});
}

void FleetChurn::startJobLike(const Job &finished, const std::vector<Json> &freed)
{
    const StoreResult old = m_store.get(*finished.resource, finished.ns, finished.name);
    if (!old || freed.empty())
        return;
    const std::string stem = finished.name.substr(0, finished.name.rfind("-run-"));
    Json job = old.object->value;
    // Numbered past any the fleet was built with.
    const std::string name = stem + "-run-" + std::to_string(kFirstChurnRun + m_jobsStarted++);
    job["metadata"] = {{"name", name}, {"namespace", finished.ns}, {"labels", job["metadata"].value("labels", Json::object())},
                       {"annotations", {{objects::kFleetAnnotation, "true"}}}};
    job.erase("status");
    objects::setJobPhase(job, "Running");
    const StoreResult created = m_store.create(*finished.resource, finished.ns, job, false);
    if (!created)
        return;
    const Json made = created.object->value;
    m_store.create(objects::podGroups(), finished.ns, fleetPodGroup(made, "Running", nowTimestamp()), false);
    m_running.push_back({finished.ns, name, finished.resource});
    auto pods = std::make_shared<std::vector<Json>>();
    for (std::size_t rank = 0; rank < freed.size(); ++rank) {
        m_writes.push_back({[this, made, pods, place = freed[rank], rank] {
            const std::optional<FleetPodPlace> at = placeOf(m_store, place);
            if (!at)
                return;
            Json pod = fleetTrainingPod(made, int(rank), *at, "Running", nowTimestamp());
            if (m_store.create(objects::pods(), metaString(pod, "namespace"), pod, false)) {
                ++m_fleetPods;
                writeEvent(pod, "Normal", "Scheduled", "Successfully assigned " + metaString(pod, "namespace") + '/'
                               + metaString(pod, "name") + " to " + at->node, "volcano");
                pods->push_back(std::move(pod));
            }
        }});
    }
    m_writes.push_back({[this, made, pods] {
        const qint64 version = QDateTime::currentSecsSinceEpoch();
        m_store.create(objects::configMaps(), metaString(made, "namespace"),
                       fleetRingsConfig(made, *pods, true, nowTimestamp(), version), false);
    }, false});
}

// Volcano deletes a pod and makes it again under the same name: here on the
// same die, as a pod evicted for a moment would come back.
void FleetChurn::rescheduleOnePod()
{
    if (m_running.empty())
        return;
    const Job job = m_running[std::size_t(m_cycle) % m_running.size()];
    const std::vector<Json> pods = podsOf(job);
    if (pods.empty())
        return;
    const Json pod = pods[std::size_t(m_cycle * 7) % pods.size()];
    if (objects::podPhase(pod) != "Running" || heldDie(pod) < 0)
        return;
    m_writes.push_back({[this, pod] {
        if (m_store.remove(objects::pods(), metaString(pod, "namespace"), metaString(pod, "name"), Preconditions(), false)) {
            --m_fleetPods;
            writeEvent(pod, "Normal", "Killing", "Stopping container ascend", "kubelet");
        }
    }});
    m_writes.push_back({[this, job, pod] {
        const StoreResult owner = m_store.get(*job.resource, job.ns, job.name);
        const std::optional<FleetPodPlace> at = placeOf(m_store, pod);
        if (!owner || !at)
            return;
        Json fresh = fleetTrainingPod(owner.object->value, objects::rankIndexOf(pod), *at, "Running", nowTimestamp());
        if (m_store.create(objects::pods(), job.ns, fresh, false)) {
            ++m_fleetPods;
            writeEvent(fresh, "Normal", "Started", "Started container ascend", "kubelet");
        }
    }});
}

// A finished job is deleted with its pods, its PodGroup and its rank table,
// as its TTL after finishing would, while the fleet is over its size.
void FleetChurn::trimFinished()
{
    qint64 planned = m_fleetPods;
    while (planned > m_podLimit && !m_finished.empty()) {
        const Job job = m_finished.front();
        m_finished.pop_front();
        const std::vector<Json> pods = podsOf(job);
        planned -= qint64(pods.size());
        for (const Json &pod : pods) {
            m_writes.push_back({[this, pod] {
                if (m_store.remove(objects::pods(), metaString(pod, "namespace"), metaString(pod, "name"), Preconditions(), false))
                    --m_fleetPods;
            }});
        }
        m_writes.push_back({[this, job] {
            m_store.remove(objects::podGroups(), job.ns, job.name, Preconditions(), false);
            m_store.remove(objects::configMaps(), job.ns, "rings-config-" + job.name, Preconditions(), false);
            m_store.remove(*job.resource, job.ns, job.name, Preconditions(), false);
        }, false});
    }
}

} // namespace ascendops::sim
