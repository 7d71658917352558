#include "simcluster.h"

#include "sim/seed/clusterbuilder.h"
#include "sim/seed/clusterseed.h"
#include "sim/nodes/npuexportermetrics.h"


#include <algorithm>

namespace ascendops::sim {

SimCluster::SimCluster(const SimPreset &preset, double speed, QObject *parent, const Clock &clock)
    : QObject(parent)
    , m_preset(preset)
    , m_clock(speed, clock)
{
    m_objectCount = seedCluster(m_store, buildClusterObjects(m_preset));
    m_telemetry.populateFrom(m_store);
    m_jobs = std::make_unique<JobController>(m_store, m_clock);
    m_jobs->setRankTableOperator(preset.rankTableOperator);
    m_jobs->setBackupNics(preset.backupNics);
    m_training = std::make_unique<TrainingProgress>(
        m_store, m_clock, TrainingSettings{m_preset.secondsPerStep, m_preset.checkpointIntervalSteps});
    m_training->setTelemetry(&m_telemetry);
    m_faults = std::make_unique<FaultController>(m_store, m_clock, *m_jobs, m_training.get(), &m_telemetry);
    m_processes = std::make_unique<ProcessRecovery>(m_store, m_clock);
    m_server = std::make_unique<ApiServer>(m_store);
    m_server->setNodeMetrics([this](const std::string &node) {
        return npuExporterMetrics(m_store, m_telemetry, node, m_clock.nowMs());
    });
}

// The server goes first: no request may reach controllers being torn down.
// Then the fault controller, which drives the job controller and training.
// The node tools stop listening before anything they watch goes.
SimCluster::~SimCluster()
{
    m_nodeTools.reset();
    m_server.reset();
    m_churn.reset();
    m_processes.reset();
    m_faults.reset();
    m_training.reset();
    m_jobs.reset();
}

bool SimCluster::listen(const QHostAddress &address, quint16 port, QString *error)
{
    return m_server->listen(address, port, error);
}

bool SimCluster::startChurn(int podWritesPerMinute, QString *error)
{
    if (!m_preset.fleet()) {
        *error = QStringLiteral("the preset %1 has no fleet to move (a3-fleet has)").arg(QString::fromStdString(m_preset.name));
        return false;
    }
    m_churn = std::make_unique<FleetChurn>(m_store, m_clock, podWritesPerMinute);
    return true;
}

bool SimCluster::startNodeTools(const QString &dir, QString *error)
{
    if (m_nodeTools) {
        *error = QStringLiteral("the node tools are kept in %1 already").arg(m_nodeTools->dir());
        return false;
    }
    auto tools = std::make_unique<NodeToolDir>(m_store, m_telemetry, dir);
    if (!tools->start(error))
        return false;
    m_nodeTools = std::move(tools);
    return true;
}

} // namespace ascendops::sim

namespace ascendops::sim {

bool SimCluster::startNodeAccess(const QString &sshDir, int maxNodes, QString *error)
{
    if (!m_nodeTools) {
        *error = QStringLiteral("node access needs the node tools");
        return false;
    }
    QStringList nodes;
    for (const std::string &node : m_telemetry.nodes())
        nodes << QString::fromStdString(node);
    // node-2 before node-10, as the cluster numbers them.
    std::sort(nodes.begin(), nodes.end(), [](const QString &a, const QString &b) {
        return a.size() != b.size() ? a.size() < b.size() : a < b;
    });
    auto access = std::make_unique<SimNodeAccess>(sshDir);
    if (!access->start(*m_nodeTools, nodes.mid(0, maxNodes), error))
        return false;
    m_nodeAccess = std::move(access);
    return true;
}

} // namespace ascendops::sim
