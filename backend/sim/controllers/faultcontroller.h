#pragma once
// Plays a Fault object (sim.ascendops.io/v1alpha1, spec.kind/node/device/
// faultCode/durationSeconds) the way the cluster's own components would see
// and handle it: the device plugin rewrites the node's device-info ConfigMap
// and records Occur/Recovery Events, NodeD and the node lifecycle controller
// mark a lost node, the job's processes fail (or HCCL operator retry hides a
// short flap), and Volcano with the Ascend Operator reschedules pods or the
// job (PodRecovery). Telemetry follows every link and optical change. When
// durationSeconds elapses (or the Fault is deleted) what is transient is
// undone. The Fault's status shows the progress: phase Active, Cleared or
// Failed (a spec that cannot be played), startTime, endTime, message.
#include "formats/faultcodetable.h"
#include "sim/controllers/jobcontroller.h"
#include "sim/store/objectstore.h"
#include "sim/controllers/manualisolation.h"
#include "sim/controllers/podrecovery.h"
#include "model/recoverytimemodel.h"
#include "sim/simclock.h"

#include <QObject>

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace ascendops::sim {

class TelemetryStore;
class TrainingProgress;

class FaultController : public QObject
{
    Q_OBJECT

public:
    // Listens to the store from now on; store, jobs, training and telemetry
    // must outlive this object (training and telemetry may be null).
    FaultController(ObjectStore &store, SimClock clock, JobController &jobs, TrainingProgress *training,
                    TelemetryStore *telemetry, RecoveryTimeModel timings = {},
                    const FaultCodeTable &codes = FaultCodeTable::builtIn(), QObject *parent = nullptr);
    ~FaultController() override;

private:
    struct Active
    {
        std::uint64_t id = 0;
        std::string ns, name, kind, node;
        int die = 0;
        std::string code;                 // npu-fault: the code; network faults: 81078603
        FaultHandling level = FaultHandling::NotHandleFault;
        double durationSeconds = -1;      // < 0: until deleted
        std::string jobNs, job;           // the job whose pod runs on the node, if any
        std::string pod;
        bool reported = false;            // the device plugin has put it in device-info
        bool begun = false;               // false while spec.delaySeconds runs: nothing to undo
    };

    void onEvent(EventType type, const nlohmann::json &fault);
    void start(const nlohmann::json &fault);
    std::string validate(const nlohmann::json &spec) const;
    void begin(Active &fault);
    // Begins the fault and schedules its end when it has a duration.
    void play(Active &fault);
    void end(const std::string &key, bool deleted);
    void later(const Active &fault, double seconds, std::function<void(Active &)> work);

    void beginNetworkFault(Active &fault, bool persistent);
    bool borrowLane(const Active &fault, const nlohmann::json &job);
    void beginNpuFault(Active &fault);
    void beginNodeDown(Active &fault);
    void beginHang(Active &fault);
    void watchHang(Active &fault, int hungRounds);
    void reportHangCode(const Active &fault, bool hung);
    void beginOpticalDegrade(Active &fault);
    void beginProcessCrash(Active &fault);
    void beginSwitchFault(Active &fault);
    void undo(const Active &fault);

    void reportNetworkFault(const Active &fault, FaultHandling level, bool linkDown);
    void reportDeviceRecovery(const Active &fault, const char *faultType);
    void deviceEvent(const Active &fault, const char *assertion, FaultHandling level);
    bool otherActive(const Active &fault, const std::vector<std::string> &kinds) const;
    void failJobPod(const Active &fault, FailureCause cause, const std::string &message);
    void setStatus(const Active &fault, const std::string &phase, const std::string &message, bool ended);

    ObjectStore &m_store;
    SimClock m_clock;
    TrainingProgress *m_training;
    TelemetryStore *m_telemetry;
    RecoveryTimeModel m_timings;
    const FaultCodeTable &m_codes;
    PodRecovery m_recovery;
    ManualIsolation m_isolation;   // the device plugin's frequency rules, ClusterD's threshold
    std::map<std::string, Active> m_active;   // "ns/name"
    std::map<std::string, std::string> m_borrowedLanes;   // job "ns/name" -> uid of the pod that borrowed
    std::uint64_t m_nextId = 1;
    int m_listener = 0;
};

} // namespace ascendops::sim
