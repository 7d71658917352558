#pragma once
// What the controllers of a real cluster do to a training job, played in the
// embedded cluster: Volcano's job controller (a RestartJob Command kills every
// pod, bumps status.retryCount and is deleted; maxRetry exhausted fails the
// job; missing pods are recreated under the same name) or, for an AscendJob,
// the Ascend Operator's (missing pods recreated with the next `version`
// label, the job Failed past runPolicy.backoffLimit, its state in kubeflow
// conditions), the kubelet (a new pod
// goes Pending, then Running after its start time), the Ascend Device Plugin
// (a pod made anew gets the devices of the server it lands on) and the Ascend
// Operator (the job's rings-config rank table is {"status":"initializing"}
// while pods are missing and, once all run, made anew from the pods and
// "completed"; each rewrite bumps the ConfigMap's version). Durations are
// modeled and scaled by the clock.
#include "sim/store/objectstore.h"
#include "sim/simclock.h"

#include <QObject>

#include <nlohmann/json.hpp>

#include <map>
#include <set>
#include <string>

namespace ascendops::sim {

struct JobTimings
{
    double podDeleteSeconds = 2.0;   // graceful termination of a pod
    double podStartSeconds = 15.0;   // image present: container start to Running
};

class JobController : public QObject
{
    Q_OBJECT

public:
    // Listens to the store from now on; the store must outlive this object.
    JobController(ObjectStore &store, SimClock clock, JobTimings timings = {}, QObject *parent = nullptr);
    ~JobController() override;

    // What a RestartJob Command does: every pod killed, retryCount + 1, the
    // job Failed once retries exceed maxRetry. Public so that the simulated
    // fault handling (job-level rescheduling) takes the same path.
    void restartJob(const std::string &ns, const std::string &job);
    // Off: the Ascend Operator is gone; rank tables go to initializing when
    // pods are lost and nothing completes them again.
    void setRankTableOperator(bool on) { m_rankTableOperator = on; }
    // Off: the A3 tables it writes give no backup_device_ip (no lane borrowing).
    void setBackupNics(bool on) { m_backupNics = on; }
    // Binds the pod's next incarnation to `node` (Volcano rescheduling it onto
    // a standby server); until then pods come back on the node they had.
    void placePod(const std::string &ns, const std::string &pod, const std::string &node);

private:
    void onEvent(const std::string &resourceId, EventType type, const nlohmann::json &object);
    void runCommand(const nlohmann::json &command);
    void onPodGone(const nlohmann::json &pod);
    bool bindAway(nlohmann::json &fresh);
    void holdUnscheduled(nlohmann::json &fresh);
    void retryPlacement(const std::string &ns, const std::string &name);
    static constexpr double kPlacementRetrySeconds = 5;
    bool countAscendJobRestart(const nlohmann::json &job, const nlohmann::json &gone, nlohmann::json &fresh);
    void startPod(const std::string &ns, const std::string &name);
    // Phase, running count and the rank table from the pods present.
    void refreshJob(const std::string &ns, const std::string &job);
    void publishRankTable(const std::string &ns, const std::string &job, const nlohmann::ordered_json &table);

    ObjectStore &m_store;
    SimClock m_clock;
    JobTimings m_timings;
    int m_listener = 0;
    std::map<std::string, std::string> m_placements;   // "ns/pod" -> node
    std::set<std::string> m_bound;                     // spares chosen for pods not yet created
    std::map<std::string, std::string> m_heldFrom;     // "ns/pod" held unbound -> the server it was on
    bool m_rankTableOperator = true;
    bool m_backupNics = true;
};

} // namespace ascendops::sim
