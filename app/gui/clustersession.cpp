#include "clustersession.h"

#include <QTimer>

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "sim/seed/simfabric.h"

#include "demokubeconfig.h"
#include "pipelinesession.h"

#include "clustermodel/clusterwatch.h"
#include "clustermodel/eventstore.h"
#include "kube/kubeclient.h"
#include "kube/kubeconfig.h"
#include "sim/embeddedcluster.h"
#include "ssh/knownhostswriter.h"
#include "ssh/nodesshsettingsstore.h"
#include "ssh/sshconfig.h"
#include "telemetry/nodecollector.h"

#include <QDir>

namespace ascendops {

ClusterSession::ClusterSession(QObject *parent)
    : QObject(parent)
{
}

// The watch and client go before the embedded cluster they talk to.
ClusterSession::~ClusterSession()
{
    if (m_client)
        emit clientClosing();
    m_pipeline.reset();
    m_nodes.reset();
    m_events.reset();
    m_watch.reset();
    m_client.reset();
    m_demo.reset();
}

QString ClusterSession::demoKubeconfig() const
{
    return m_demoKubeconfig ? m_demoKubeconfig->path() : QString();
}

FabricTopology ClusterSession::demoFabric() const
{
    return m_demo ? sim::simFabric(m_demoPreset) : FabricTopology();
}

void ClusterSession::connectToDemo(const sim::SimPreset &preset, double speed)
{
    disconnectFromCluster();
    m_label = tr("demo cluster (%1)").arg(QString::fromStdString(preset.name));
    m_demo = std::make_unique<sim::EmbeddedCluster>();
    m_demoPreset = preset;
    // The demo's nodes answer over SSH too: their tools and a loopback sshd
    // live in a directory of this session's, gone when it ends.
    m_demoDir = std::make_unique<QTemporaryDir>();
    if (m_demoDir->isValid()) {
        m_demo->setNodeToolsDir(m_demoDir->filePath(QStringLiteral("tools")));
        m_demo->setNodeAccess(m_demoDir->filePath(QStringLiteral("ssh")), kDemoSshNodes);
    }
    connect(m_demo.get(), &sim::EmbeddedCluster::nodeAccessReady, this, &ClusterSession::startNodeTelemetry);
    connect(m_demo.get(), &sim::EmbeddedCluster::started, this, [this](const QByteArray &kubeconfig, const QString &) {
        const kube::Kubeconfig config = kube::Kubeconfig::fromYaml(kubeconfig, tr("embedded demo cluster"));
        const kube::Kubeconfig::Resolved resolved = config.resolve();
        if (!resolved.connection) {
            m_problem = tr("The demo cluster's kubeconfig could not be read.");
            setState(State::Failing);
            return;
        }
        // Written for kubectl and `sim inject` before the console connects:
        // a person who reads the path can use it at once.
        m_demoKubeconfig = std::make_unique<DemoKubeconfig>();
        if (QString error; !m_demoKubeconfig->write(kubeconfig, &error))
            m_demoKubeconfigProblem = tr("The demo cluster's kubeconfig was not written: %1").arg(error);
        const QString label = m_label;
        connectTo(*resolved.connection);
        m_label = label;
        emit stateChanged();
    });
    connect(m_demo.get(), &sim::EmbeddedCluster::failed, this, [this](const QString &error) {
        m_problem = tr("The demo cluster did not start: %1").arg(error);
        setState(State::Failing);
    });
    setState(State::Starting);
    m_demo->start(preset, speed);
}

void ClusterSession::startNodeTelemetry(const QString &sshConfig, const QStringList &nodes, const QString &error)
{
    if (!error.isEmpty()) {
        m_nodesProblem = tr("Node telemetry over SSH is off: %1").arg(error);
        emit nodesChanged();
        return;
    }
    Problems problems;
    m_sshConfig = ssh::SshConfig::load(sshConfig, &problems);
    m_sshConfigSource = tr("the demo cluster's ssh_config");
    m_candidates = nodes;
    m_nodeSsh = ssh::NodeSshSettingsStore().load(settingsContext());
    applyNodeTargets();
}

void ClusterSession::consentToProbe(const QString &context)
{
    // The question was about CONTEXT: a window switched since says nothing
    // about the cluster it shows now.
    if (context != settingsContext() || m_nodes || m_candidates.isEmpty())
        return;
    setNodeSshSettings(m_nodeSsh);   // saved: the question is not asked again for this context
}

// A production cluster's nodes are reached as ssh would reach them, by the
// operator's ~/.ssh/config and the console's settings for this context.
void ClusterSession::startClusterNodeTelemetry()
{
    if (m_demo || m_nodes || !m_watch)
        return;
    Problems problems;
    m_sshConfig = ssh::SshConfig::loadDefault(&problems);
    m_sshConfigSource = QFile::exists(QDir::homePath() + QStringLiteral("/.ssh/config")) ? QStringLiteral("~/.ssh/config")
                                                                                         : QString();
    m_candidates.clear();
    m_hostIps.clear();
    for (const TopologyServer &server : m_watch->topology().servers) {
        m_candidates.append(server.nodeName);
        if (!server.hostIp.isEmpty())
            m_hostIps.insert(server.nodeName, server.hostIp);
    }
    const ssh::NodeSshSettingsStore store;
    m_nodeSsh = store.load(settingsContext());
    // Probing every node of a large cluster over SSH, from a desktop, every
    // few seconds is not done on a guess: with nothing chosen for this
    // context yet, a person says so first.
    if (!store.contains(settingsContext()) && m_candidates.size() > m_probeConsentAbove) {
        m_nodesProblem = tr("%1 nodes and no node SSH settings for this context yet: none is probed until you choose "
                            "(Cluster > Node SSH Settings).").arg(m_candidates.size());
        emit nodesChanged();
        emit probeConsentNeeded(int(m_candidates.size()));
        return;
    }
    applyNodeTargets();
}

QHash<QString, ssh::SshTarget> ClusterSession::nodeTargets() const
{
    const ssh::SshOverrides overrides = m_nodeSsh.overrides();
    QHash<QString, ssh::SshTarget> targets;
    for (const QString &node : m_candidates) {
        if (!m_nodeSsh.selects(node))
            continue;
        ssh::SshTarget target = m_sshConfig.resolve(node, overrides);
        // Node names need not resolve on the operator's desktop; the node's
        // InternalIP does, unless ssh_config names the host otherwise.
        if (target.hostName == node && m_hostIps.contains(node))
            target.hostName = m_hostIps.value(node);
        target.acceptedHostKeys = m_acceptedOnce.value(target.knownHostsName());
        for (ssh::SshHost &hop : target.jumps)
            hop.acceptedHostKeys = m_acceptedOnce.value(hop.knownHostsName());
        targets.insert(node, target);
    }
    return targets;
}

void ClusterSession::applyNodeTargets()
{
    const bool fresh = !m_nodes;
    if (fresh)
        m_nodes = std::make_unique<telemetry::NodeCollector>();
    m_nodes->setTargets(nodeTargets());
    m_nodes->setInterval(m_nodeSsh.probeIntervalSec * 1000);
    if (fresh)
        m_nodes->start();
    else
        m_nodes->retryNow();
    // Node telemetry is a source of the pipeline's too: lasting link faults,
    // npu-smi's word on a hang the log shows, files on the nodes.
    if (m_pipeline)
        m_pipeline->pipeline().watchLinks(*m_nodes);
    m_nodesProblem = m_nodes->nodes().isEmpty() ? tr("No node is selected for probing in the node SSH settings.")
                                                : QString();
    emit nodesChanged();
}

// The first lists of a large cluster are parsed from bodies of tens of
// megabytes; once the caches hold what they keep, glibc still holds the
// freed parse buffers in its arenas. Handing them back keeps the console's
// footprint what it watches, which counts with several clusters at once
// (docs/PERFORMANCE.md, two a3-scale clusters).
void ClusterSession::returnFreedMemory()
{
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}

QString ClusterSession::settingsContext() const
{
    if (m_demo)
        return QStringLiteral("demo");
    return m_client ? m_client->connection().contextName : QString();
}

void ClusterSession::setNodeSshSettings(const ssh::NodeSshSettings &settings)
{
    m_nodeSsh = settings;
    if (!settingsContext().isEmpty())
        ssh::NodeSshSettingsStore().save(settingsContext(), settings);
    if (m_nodes || !m_candidates.isEmpty())
        applyNodeTargets();
}

void ClusterSession::acceptHostKeyOnce(const ssh::HostKeyRefusal &key)
{
    if (key.kind != ssh::HostKeyRefusal::Kind::Unknown)
        return;  // a changed key is never accepted
    QStringList &accepted = m_acceptedOnce[key.knownHostsName];
    if (!accepted.contains(key.fingerprint))
        accepted.append(key.fingerprint);
    if (m_nodes)
        applyNodeTargets();
}

bool ClusterSession::rememberHostKey(const ssh::HostKeyRefusal &key, QString *error)
{
    if (!ssh::recordKnownHost(key, error))
        return false;
    if (m_nodes)
        m_nodes->retryNow();
    return true;
}

void ClusterSession::connectTo(const kube::ClusterConnection &connection)
{
    stopPipeline();
    if (m_client)
        emit clientClosing();
    m_events.reset();
    m_watch.reset();
    m_client.reset();
    m_label = connection.contextName;
    m_problem.clear();
    m_latencyMs = -1;
    m_client = std::make_unique<kube::KubeClient>(connection);
    m_watch = std::make_unique<clustermodel::ClusterWatch>(m_client.get());
    m_events = std::make_unique<clustermodel::EventStore>(m_client.get());
    connect(m_client.get(), &kube::KubeClient::latencyMeasured, this, [this](qint64 ms) {
        m_latencyMs = ms;
        emit stateChanged();
    });
    connect(m_client.get(), &kube::KubeClient::connectionFailed, this, &ClusterSession::onFailure);
    connect(m_client.get(), &kube::KubeClient::connectionWorking, this, [this] {
        m_problem.clear();
        setState(m_watch && m_watch->isReady() ? State::Connected : State::Syncing);
    });
    connect(m_watch.get(), &clustermodel::ClusterWatch::synced, this, [this] {
        setState(State::Connected);
        startPipeline();
        // The rest in a pass of its own: at 16k ranks the pipeline's first
        // look at the caches and the views synced() redraws take tens of
        // milliseconds each (tests/chaos/console_stall.py). On the watch, so
        // that it does not run if the console moved to another cluster.
        QTimer::singleShot(0, m_watch.get(), [this] {
            startClusterNodeTelemetry();
            // After the first view: a fleet's Events are tens of thousands.
            if (m_events && !m_events->informer()->isRunning())
                m_events->start();
            emit synced();
            QTimer::singleShot(0, m_watch.get(), &ClusterSession::returnFreedMemory);
        });
    });
    connect(m_watch.get(), &clustermodel::ClusterWatch::topologyChanged, this, &ClusterSession::topologyChanged);
    connect(m_watch.get(), &clustermodel::ClusterWatch::serversChanged, this, &ClusterSession::serversChanged);
    connect(m_watch.get(), &clustermodel::ClusterWatch::jobsChanged, this, &ClusterSession::jobsChanged);
    setState(State::Syncing);
    m_watch->start();
}

void ClusterSession::disconnectFromCluster()
{
    stopPipeline();
    m_nodes.reset();
    m_nodesProblem.clear();
    m_candidates.clear();
    m_hostIps.clear();
    m_acceptedOnce.clear();
    if (m_client)
        emit clientClosing();
    m_events.reset();
    m_watch.reset();
    m_client.reset();
    m_demo.reset();
    m_demoDir.reset();
    m_demoKubeconfig.reset();
    m_demoKubeconfigProblem.clear();
    m_label.clear();
    m_problem.clear();
    setState(State::Disconnected);
}

// One pipeline per connection, on a complete view of the cluster: faults
// already present open incidents at once. The demo's journal is its own,
// apart from any kubeconfig context that happens to share its name.
void ClusterSession::startPipeline()
{
    if (m_pipeline || !m_client || !m_watch)
        return;
    const QString journalName = m_demo ? QStringLiteral("demo") : m_client->connection().contextName;
    m_pipeline = std::make_unique<PipelineSession>(*m_client, *m_watch, journalName);
    m_pipeline->start();
    if (m_nodes)
        m_pipeline->pipeline().watchLinks(*m_nodes);
    emit pipelineChanged();
}

void ClusterSession::stopPipeline()
{
    if (!m_pipeline)
        return;
    m_pipeline.reset();
    emit pipelineChanged();
}

void ClusterSession::onFailure(const kube::KubeError &error)
{
    // The client's summaries already say what went wrong and what to check.
    m_problem = error.summary;
    if (!m_problem.isEmpty())
        m_problem[0] = m_problem[0].toUpper();
    setState(State::Failing);
}

void ClusterSession::setState(State state)
{
    m_state = state;
    emit stateChanged();
}

QString ClusterSession::statusText() const
{
    const QString latency = m_latencyMs >= 0 ? tr(" · API %1 ms").arg(m_latencyMs) : QString();
    switch (m_state) {
    case State::Disconnected: return tr("Not connected to a cluster");
    case State::Starting: return tr("Starting the %1…").arg(m_label);
    case State::Syncing: return tr("Connecting to %1: reading nodes, pods and device info…").arg(m_label) + latency;
    case State::Connected: return tr("Connected to %1").arg(m_label) + latency;
    case State::Failing: return tr("%1: %2").arg(m_label.isEmpty() ? tr("Cluster") : m_label, m_problem);
    }
    return {};
}

} // namespace ascendops
