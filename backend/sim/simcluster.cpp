#include "simcluster.h"

#include "clusterbuilder.h"
#include "clusterseed.h"
#include "npuexportermetrics.h"

#include <QDateTime>

namespace ascendops::sim {

SimCluster::SimCluster(const SimPreset &preset, double speed, QObject *parent)
    : QObject(parent)
    , m_preset(preset)
    , m_clock(speed)
{
    m_objectCount = seedCluster(m_store, buildClusterObjects(m_preset));
    m_telemetry.populateFrom(m_store);
    m_jobs = std::make_unique<JobController>(m_store, m_clock);
    m_training = std::make_unique<TrainingProgress>(
        m_store, m_clock, TrainingSettings{m_preset.secondsPerStep, m_preset.checkpointIntervalSteps});
    m_faults = std::make_unique<FaultController>(m_store, m_clock, *m_jobs, m_training.get(), &m_telemetry);
    m_server = std::make_unique<ApiServer>(m_store);
    m_server->setNodeMetrics([this](const std::string &node) {
        return npuExporterMetrics(m_store, m_telemetry, node, QDateTime::currentMSecsSinceEpoch());
    });
}

// The server goes first: no request may reach controllers being torn down.
// Then the fault controller, which drives the job controller and training.
SimCluster::~SimCluster()
{
    m_server.reset();
    m_faults.reset();
    m_training.reset();
    m_jobs.reset();
}

bool SimCluster::listen(const QHostAddress &address, quint16 port, QString *error)
{
    return m_server->listen(address, port, error);
}

} // namespace ascendops::sim
