#include "sim/controllers/podrecovery.h"

#include "sim/store/clusterevents.h"
#include "sim/store/jobobjects.h"
#include "sim/store/objectmeta.h"
#include "sim/controllers/sparenodes.h"
#include "sim/controllers/resetconfig.h"
#include "sim/controllers/volcanorecords.h"
#include "formats/jobretry.h"
#include "formats/operatorranktable.h"
#include "model/trainingjob.h"


#include <QDateTime>
#include <QTimeZone>
#include <cstdlib>

namespace ascendops::sim {
namespace {

using Json = nlohmann::json;

// Volcano's RescheduleReason for the cause (reference §2.2): a fault the
// device plugin reported on the card, the node's heartbeat, or a pod that
// failed without either.
const char *rescheduleReasonOf(FailureCause cause)
{
    switch (cause) {
    case FailureCause::DeviceFault:
    case FailureCause::NetworkFault: return "CardUnhealthy";
    case FailureCause::NodeLost: return "NodeUnhealthy";
    case FailureCause::ProcessCrash: return "pod-failed";
    }
    return "pod-failed";
}

const char *reasonOf(FailureCause cause)
{
    switch (cause) {
    case FailureCause::DeviceFault: return "DeviceFault";
    case FailureCause::NetworkFault: return "NetworkFault";
    case FailureCause::NodeLost: return "NodeLost";
    case FailureCause::ProcessCrash: return "Error";
    }
    return "Error";
}

// The container statuses of a pod whose training process exited with an
// error at AT_MS (the cluster's clock: a scaled or manual one in tests).
Json terminatedContainers(const Json &pod, const char *reason, qint64 atMs)
{
    const std::string at = QDateTime::fromMSecsSinceEpoch(atMs, QTimeZone::utc()).toString(Qt::ISODateWithMs).toStdString();
    Json statuses = Json::array();
    for (const Json &container : pod.value("spec", Json::object()).value("containers", Json::array())) {
        statuses.push_back({{"name", container.value("name", "")}, {"ready", false}, {"restartCount", 0},
                            {"state", {{"terminated", {{"exitCode", 1}, {"reason", reason}, {"finishedAt", at}}}}}});
    }
    return statuses;
}

// A pod template that mounts the operator's rank table from its
// rings-config ConfigMap: MindCluster escalates a pod-level rescheduling of
// such a job to job level (reference 2.7).
bool rankTableFromConfigMap(const Json &job)
{
    for (const Json *podTemplate : podTemplatesOf(job))
        for (const Json &volume : podTemplate->value("spec", Json::object()).value("volumes", Json::array()))
            if (volume.value("configMap", Json::object()).value("name", "").rfind(kRingsConfigPrefix, 0) == 0)
                return true;
    return false;
}

// Pod-level needs the job's consent, and the pod with rankIndex 0 (the one
// every rank rendezvouses with) always takes the whole job down, as does a
// rank table mounted from a ConfigMap.
bool podLevelRescheduling(const Json &job, const Json &pod)
{
    return objects::labelOf(job, "pod-rescheduling") == "on" && objects::rankIndexOf(pod) != 0
        && !rankTableFromConfigMap(job);
}

} // namespace

PodRecovery::PodRecovery(ObjectStore &store, SimClock clock, JobController &jobs, RecoveryTimeModel timings,
                         QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_clock(clock)
    , m_jobs(jobs)
    , m_timings(timings)
{
}

// ModelArts restarts a job with a retry budget itself (seed 004); a process
// that failed by itself only when the restarts are unconditional.
bool PodRecovery::modelArtsRestarts(const Json &job, FailureCause cause) const
{
    const JobRetry retry = readJobRetry(job);
    return retry.platform == RetryPlatform::ModelArts && retry.restarts.afterFault(cause == FailureCause::ProcessCrash);
}

void PodRecovery::failPod(const std::string &ns, const std::string &pod, FailureCause cause, const std::string &message)
{
    const StoreResult found = m_store.get(objects::pods(), ns, pod);
    if (!found || objects::podPhase(found.object->value) == "Failed")
        return;
    Json failed = found.object->value;
    failed["status"]["phase"] = "Failed";
    failed["status"]["reason"] = reasonOf(cause);
    failed["status"]["message"] = message;
    failed["status"]["containerStatuses"] = terminatedContainers(failed, reasonOf(cause), m_clock.nowMs());
    m_store.update(objects::pods(), ns, pod, failed, false);
    const double detect = cause == FailureCause::ProcessCrash ? m_timings.processExitSeconds : 0.0;
    const StoreResult job = objects::findJob(m_store, ns, objects::jobOfPod(failed));
    // Only grace and force make Volcano reschedule. external-force and
    // external-grace leave the failed pod to an external component
    // (reference 2.4), off and no label leave the job alone; unless
    // ModelArts owns the job's restarts (fault-tolerance/job-retry-num),
    // which it takes whatever Volcano is told.
    const std::string scheduling = job ? objects::labelOf(job.object->value, "fault-scheduling") : std::string();
    if (job && scheduling != "grace" && scheduling != "force" && !modelArtsRestarts(job.object->value, cause))
        return;
    if (job && askPlatform(job.object->value, failed, cause))
        return;
    const bool podLevel = job && podLevelRescheduling(job.object->value, failed);
    const double delay = detect + (podLevel ? m_timings.podRescheduleSeconds : m_timings.jobRescheduleSeconds);
    m_clock.callAfter(delay, this, [this, ns, pod, uid = metaString(failed, "uid"), cause] {
        reschedule(ns, pod, uid, cause);
    });
}

// ClusterD in platform mode (reference 2.3): a process-level job (grace, a
// recover-strategy) whose PodGroup carries ProcessRecoverStrategy, empty, is
// not rescheduled at once: ClusterD names the fault ranks in
// ProcessConfirmFault and waits 300 s for the platform's answer, which
// ProcessRecovery takes; unanswered, it falls back to rescheduling.
bool PodRecovery::askPlatform(const Json &job, const Json &pod, FailureCause cause)
{
    if (objects::labelOf(job, "fault-scheduling") != "grace" || objects::annotationOf(job, "recover-strategy").empty())
        return false;
    const std::string ns = metaString(job, "namespace"), name = metaString(job, "name");
    const StoreResult group = m_store.get(objects::podGroups(), ns, name);
    if (!group)
        return false;
    const Json annotations = group.object->value.value("metadata", Json::object()).value("annotations", Json::object());
    const auto strategy = annotations.find("ProcessRecoverStrategy");
    if (strategy == annotations.end() || !strategy->is_string() || !(strategy->get<std::string>().empty() || *strategy == "none"))
        return false;
    std::string asked = annotations.value("ProcessConfirmFault", std::string());
    asked += (asked.empty() ? "" : ",") + std::to_string(objects::rankIndexOf(pod)) + ":1";
    m_store.patch(objects::podGroups(), ns, name, PatchType::Merge,
                  Json{{"metadata", {{"annotations", {{"ProcessConfirmFault", asked}}}}}}, false);
    recordEvent(m_store, {ns, "Job", name, ns, "Warning", "WaitPlatformStrategy",
                          "waiting for the platform's process-recovery strategy for ranks " + asked, "clusterd"});
    m_clock.callAfter(300.0, this, [this, ns, podName = metaString(pod, "name"), uid = metaString(pod, "uid"), cause] {
        const StoreResult still = m_store.get(objects::pods(), ns, podName);
        if (!still || metaString(still.object->value, "uid") != uid || objects::podPhase(still.object->value) != "Failed")
            return;
        // Unanswered: ClusterD stops asking and falls back to rescheduling.
        const std::string job = objects::jobOfPod(still.object->value);
        m_store.patch(objects::podGroups(), ns, job, PatchType::Merge,
                      Json{{"metadata", {{"annotations", {{"ProcessConfirmFault", ""}}}}}}, false);
        reschedule(ns, podName, uid, cause);
    });
    return true;
}

void PodRecovery::reschedule(const std::string &ns, const std::string &podName, const std::string &uid,
                             FailureCause cause)
{
    const StoreResult pod = m_store.get(objects::pods(), ns, podName);
    if (!pod || metaString(pod.object->value, "uid") != uid)
        return;   // already replaced: a job restart got there first
    const std::string jobName = objects::jobOfPod(pod.object->value);
    const StoreResult job = objects::findJob(m_store, ns, jobName);
    if (!job || objects::jobPhase(job.object->value) == "Failed")
        return;
    if (cause == FailureCause::ProcessCrash && !spendUnconditionalRetry(m_store, job.object->value))
        return failJob(job.object->value, "fault-retry-times used up; pod " + podName + " stays failed");
    const std::string node = pod.object->value.value("spec", Json::object()).value("nodeName", "");
    const std::string target = targetNode(node);
    if (target != node)
        m_jobs.placePod(ns, podName, target);
    const bool modelArts = modelArtsRestarts(job.object->value, cause);
    const bool podLevel = !modelArts && podLevelRescheduling(job.object->value, pod.object->value);
    const std::string where = target == node ? "on " + node : "from " + node + " to standby " + target;
    if (!modelArts)
        recordReschedule(m_store, job.object->value,
                         {rescheduleReasonOf(cause), podName, node, objects::rankIndexOf(pod.object->value)},
                         m_clock.nowMs() / 1000);
    recordEvent(m_store, {ns, "Job", jobName, ns, "Warning", podLevel ? "PodReschedule" : "JobReschedule",
                          podLevel ? "pod " + podName + " rescheduled " + where
                                   : "job restarted after pod " + podName + " failed; it comes back " + where,
                          modelArts ? "modelarts" : "volcano"});
    if (podLevel) {
        tellRanksToRestart(m_store, job.object->value, {pod.object->value}, m_clock.nowMs() / 1000);
        m_store.remove(objects::pods(), ns, podName, Preconditions{uid, std::nullopt}, false);
    }
    else
        m_jobs.restartJob(ns, jobName);
}

// The same server when it is healthy again (a crashed process, a flap that
// passed), otherwise a standby server; with no standby left the pod has
// nowhere else to go and waits on its own server.
std::string PodRecovery::targetNode(const std::string &node)
{
    if (isNodeHealthy(m_store, node))
        return node;
    std::erase_if(m_promisedSpares, [this](const std::string &spare) { return objects::jobPodOnNode(m_store, spare) != nullptr; });
    const std::string spare = pickSpareNode(m_store, node, m_promisedSpares);
    if (spare.empty())
        return node;
    m_promisedSpares.insert(spare);
    return spare;
}

void PodRecovery::failJob(const Json &job, const std::string &message)
{
    const std::string ns = metaString(job, "namespace"), name = metaString(job, "name");
    Json failed = job;
    objects::setJobPhase(failed, "Failed", "FaultRetryExhausted", message);
    m_store.update(objects::jobResourceOf(job), ns, name, failed, false);
    recordEvent(m_store, {ns, "Job", name, ns, "Warning", "FaultRetryExhausted", message, "volcano"});
}

} // namespace ascendops::sim
