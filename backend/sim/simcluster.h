#pragma once
// One running embedded cluster: the store seeded from a preset, the
// controllers that make it behave like a cluster (jobs, pods, rank tables,
// training progress, injected faults and their recovery), the per-device
// telemetry the node tools would report, and the HTTPS API server in front. `sim serve` runs one on its main thread;
// the console runs one on a worker thread (EmbeddedCluster). On request it
// also keeps a node-tools directory (nodetooldir.h): npu-smi and hccn_tool
// for every node, so that SSH to a simulated node answers as hardware does.
#include "sim/apiserver/apiserver.h"
#include "sim/controllers/faultcontroller.h"
#include "sim/controllers/fleetchurn.h"
#include "sim/controllers/jobcontroller.h"
#include "sim/nodes/nodetooldir.h"
#include "sim/store/objectstore.h"
#include "sim/controllers/processrecovery.h"
#include "simclock.h"
#include "sim/nodes/simnodeaccess.h"
#include "sim/seed/simpreset.h"
#include "sim/nodes/telemetry.h"
#include "sim/controllers/trainingprogress.h"

#include <QHostAddress>
#include <QObject>

#include <memory>

namespace ascendops::sim {

class SimCluster : public QObject
{
    Q_OBJECT

public:
    // The controllers take their time and callbacks from `clock` (a test's
    // manual clock runs the cluster in memory as the test steps it).
    SimCluster(const SimPreset &preset, double speed, QObject *parent = nullptr,
               const Clock &clock = Clock::system());
    ~SimCluster() override;

    bool listen(const QHostAddress &address, quint16 port, QString *error);
    // Keeps DIR/bin/{npu-smi,hccn_tool} and DIR/nodes/<node>/ current from
    // now on (off unless called); false, with the reason, when DIR cannot be
    // written. Once only.
    bool startNodeTools(const QString &dir, QString *error);
    // Null unless startNodeTools() succeeded.
    NodeToolDir *nodeTools() { return m_nodeTools.get(); }
    // After startNodeTools(): the first maxNodes nodes (in the cluster's
    // numbering) behind sshd on loopback, ssh_config and known_hosts in
    // sshDir (SimNodeAccess). Null until then.
    bool startNodeAccess(const QString &sshDir, int maxNodes, QString *error);
    const SimNodeAccess *nodeAccess() const { return m_nodeAccess.get(); }
    // Keeps the fleet moving at that many pod writes a minute from now on
    // (FleetChurn); false, with the reason, when the preset has no fleet.
    bool startChurn(int podWritesPerMinute, QString *error);
    const FleetChurn *churn() const { return m_churn.get(); }

    ObjectStore &store() { return m_store; }
    ApiServer &server() { return *m_server; }
    const SimPreset &preset() const { return m_preset; }
    int objectCount() const { return m_objectCount; }
    const TelemetryStore &telemetry() const { return m_telemetry; }
    TrainingProgress &training() { return *m_training; }

private:
    SimPreset m_preset;
    SimClock m_clock;
    ObjectStore m_store;
    int m_objectCount = 0;
    TelemetryStore m_telemetry;
    std::unique_ptr<JobController> m_jobs;
    std::unique_ptr<TrainingProgress> m_training;
    std::unique_ptr<FaultController> m_faults;
    std::unique_ptr<ProcessRecovery> m_processes;
    std::unique_ptr<ApiServer> m_server;
    std::unique_ptr<FleetChurn> m_churn;
    std::unique_ptr<NodeToolDir> m_nodeTools;
    std::unique_ptr<SimNodeAccess> m_nodeAccess;
};

} // namespace ascendops::sim
