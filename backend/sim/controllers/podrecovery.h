#pragma once
// What MindCluster's Volcano plugin and the Ascend Operator do when a job's
// training process fails: the pod goes Failed, then after the modeled delay
// either only that pod is rebuilt (Pod-level rescheduling: job label
// `pod-rescheduling: "on"` and not the pod with hccl/rankIndex 0) or the
// whole job is restarted (Job-level). A pod on a server that is no longer
// healthy comes back on a healthy, unused standby server when there is one.
// Failures nobody could diagnose (a crashed process) spend the job's
// `fault-retry-times` budget ("unconditional retry"); at zero the job fails.
#include "sim/controllers/jobcontroller.h"
#include "sim/store/objectstore.h"
#include "model/recoverytimemodel.h"
#include "sim/simclock.h"

#include <QObject>

#include <set>
#include <string>

namespace ascendops::sim {

enum class FailureCause { DeviceFault, NetworkFault, NodeLost, ProcessCrash };

class PodRecovery : public QObject
{
    Q_OBJECT

public:
    PodRecovery(ObjectStore &store, SimClock clock, JobController &jobs, RecoveryTimeModel timings,
                QObject *parent = nullptr);

    // The training process in the pod has failed (`message` says why): the
    // pod is marked Failed now and rescheduled later. A pod already failed
    // is left to the recovery under way.
    void failPod(const std::string &ns, const std::string &pod, FailureCause cause, const std::string &message);

private:
    void reschedule(const std::string &ns, const std::string &pod, const std::string &uid, FailureCause cause);
    bool modelArtsRestarts(const nlohmann::json &job, FailureCause cause) const;
    bool askPlatform(const nlohmann::json &job, const nlohmann::json &pod, FailureCause cause);
    std::string targetNode(const std::string &node);
    void failJob(const nlohmann::json &job, const std::string &message);

    ObjectStore &m_store;
    SimClock m_clock;
    JobController &m_jobs;
    RecoveryTimeModel m_timings;
    std::set<std::string> m_promisedSpares;   // standby nodes a rescheduled pod is on its way to
};

} // namespace ascendops::sim
