#pragma once
// One running embedded cluster: the store seeded from a preset, the
// controllers that make it behave like a cluster (jobs, pods, rank tables,
// training progress, injected faults and their recovery), the per-device
// telemetry the node tools would report, and the HTTPS API server in front. `sim serve` runs one on its main thread;
// the console runs one on a worker thread (EmbeddedCluster).
#include "apiserver.h"
#include "faultcontroller.h"
#include "jobcontroller.h"
#include "objectstore.h"
#include "simclock.h"
#include "simpreset.h"
#include "telemetry.h"
#include "trainingprogress.h"

#include <QHostAddress>
#include <QObject>

#include <memory>

namespace ascendops::sim {

class SimCluster : public QObject
{
    Q_OBJECT

public:
    SimCluster(const SimPreset &preset, double speed, QObject *parent = nullptr);
    ~SimCluster() override;

    bool listen(const QHostAddress &address, quint16 port, QString *error);

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
    std::unique_ptr<ApiServer> m_server;
};

} // namespace ascendops::sim
