#include "clusterviews.h"

#include "core/atomicfile.h"

#include "clustersession.h"
#include "cluster/jobsmodel.h"
#include "cluster/jobspanel.h"
#include "pipelinesession.h"
#include "pipeline/recoverypipeline.h"
#include "clustermodel/clusterwatch.h"
#include "cluster/linkhealthview.h"
#include "cluster/linkspanel.h"
#include "fabricfile.h"
#include "telemetry/fabricdiscovery.h"
#include "telemetry/nodecollector.h"
#include "telemetry/topologylinks.h"
#include "cluster/topologypanel.h"
#include "cluster/topologyview.h"

#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>

#include <algorithm>

namespace ascendops {

namespace {

// The RoCE addresses of a server's dies, in order.
QStringList dieAddresses(const TopologyServer &server)
{
    QStringList addresses;
    for (const TopologyNpu &npu : server.npus)
        for (const TopologyDie &die : npu.dies)
            addresses << die.deviceIp;
    return addresses;
}

} // namespace

ClusterViews::ClusterViews(ClusterSession *session, QStatusBar *statusBar, QWidget *parent)
    : QObject(parent)
    , m_session(session)
    , m_topology(new TopologyPanel(parent))
    , m_jobs(new JobsPanel(parent))
    , m_links(new LinksPanel(parent))
    , m_status(new QLabel(statusBar))
{
    m_topology->setObjectName(QStringLiteral("topologyPanel"));
    m_jobs->setObjectName(QStringLiteral("jobsPanel"));
    m_links->setObjectName(QStringLiteral("linksPanel"));
    m_links->setMessage(tr("Node telemetry comes over SSH; connect to the demo cluster to see it."));
    connect(session, &ClusterSession::nodesChanged, this, &ClusterViews::watchNodes);
    connect(m_links, &LinksPanel::linkSelected, this, &ClusterViews::showSelectedLink);
    connect(m_links->view(), &LinkHealthView::exportPngRequested, this, [this] { exportLink(true); });
    connect(m_links->view(), &LinkHealthView::exportCsvRequested, this, [this] { exportLink(false); });
    m_status->setObjectName(QStringLiteral("clusterStatus"));
    statusBar->addPermanentWidget(m_status);
    connect(session, &ClusterSession::stateChanged, this, &ClusterViews::showState);
    m_fabricDelay.setSingleShot(true);
    m_fabricDelay.setInterval(1000);
    connect(&m_fabricDelay, &QTimer::timeout, this, &ClusterViews::showFabric);
    connect(session, &ClusterSession::topologyChanged, this, &ClusterViews::showTopology);
    connect(session, &ClusterSession::serversChanged, this, &ClusterViews::showServers);
    connect(session, &ClusterSession::jobsChanged, this, [this] { m_jobs->setJobs(m_session->watch()->jobs()); });
    connect(session, &ClusterSession::pipelineChanged, this, &ClusterViews::followTraining);
    followTraining();
    connect(m_jobs, &JobsPanel::nodeActivated, this, [this](const QString &node) {
        m_topology->showNode(node);
        emit nodeRequested(node);
    });
    showState();
}

// What the jobs' logs say comes from the pipeline's log readers, while it runs.
void ClusterViews::followTraining()
{
    if (!m_session->pipeline())
        return;
    const clustermodel::JobProgressWatch &progress = m_session->pipeline()->pipeline().progress();
    connect(&progress, &clustermodel::JobProgressWatch::progressChanged, this, [this, &progress](const QString &jobKey) {
        if (const clustermodel::JobProgress *job = progress.progressOf(jobKey))
            m_jobs->model()->setTraining(jobKey, *job);
    });
}

void ClusterViews::watchNodes()
{
    telemetry::NodeCollector *nodes = m_session->nodes();
    if (!nodes) {
        m_links->setMessage(m_session->nodesProblem());
        return;
    }
    m_links->setMessage(tr("Probing %n node(s) over SSH every %1 s with npu-smi and hccn_tool.", nullptr,
                           int(nodes->nodes().size()))
                            .arg(nodes->intervalMs() / 1000));
    // Settings applied again reuse the collector: connect once.
    connect(nodes, &telemetry::NodeCollector::nodeUpdated, this, &ClusterViews::showNode, Qt::UniqueConnection);
    connect(nodes, &telemetry::NodeCollector::nodeFailed, m_links, &LinksPanel::setNodeError, Qt::UniqueConnection);
    // The set of probed nodes may have changed: every server's merge may too.
    if (m_session->watch() && m_session->watch()->isReady())
        showServers({});
}

ClusterTopology ClusterViews::mergedTopology() const
{
    ClusterTopology topology = m_session->watch()->topology();
    for (TopologyServer &server : topology.servers)
        mergeTelemetry(server);
    return topology;
}

// What the probes of SERVER's node said of its links, when it is probed.
void ClusterViews::mergeTelemetry(TopologyServer &server) const
{
    if (const telemetry::NodeCollector *nodes = m_session->nodes(); nodes && nodes->probes(server.nodeName))
        telemetry::mergeLinkTelemetry(server, telemetry::linkTelemetryOf(*nodes, server.nodeName));
}

void ClusterViews::showTopology()
{
    m_topology->setTopology(mergedTopology());
    m_shownFabricServers = std::size_t(-1);   // a new shape: the fabric is matched again
    showFabric();
}

FabricTopology ClusterViews::fabric() const
{
    std::vector<telemetry::ProbedServer> probed;
    if (const telemetry::NodeCollector *nodes = m_session->nodes()) {
        QStringList names = nodes->nodes();
        names.sort();   // the file lists the servers in one order, whatever order they answered in
        for (const QString &node : names)
            if (const telemetry::NodeProbe *probe = nodes->lastProbe(node))
                probed.push_back({node, probe});
    }
    const bool sameCluster = m_fabricCluster == m_session->clusterLabel();
    const FabricTopology file = sameCluster ? m_fabricFile
                              : m_session->isDemo() ? m_session->demoFabric() : FabricTopology();
    return mergeHandEdits(telemetry::discoverFabric(probed).topology, file);
}

void ClusterViews::setFabricFile(const FabricTopology &fabric)
{
    m_fabricFile = fabric;
    m_fabricCluster = m_session->clusterLabel();
    showFabric();
}

void ClusterViews::showFabric()
{
    if (m_fabricCluster != m_session->clusterLabel()) {
        m_fabricFile = m_session->isDemo() ? m_session->demoFabric() : FabricTopology();
        m_fabricCluster = m_session->clusterLabel();
    }
    // Probes come back every few seconds with the same answers: the view is
    // rebuilt only when the fabric or the shape of the cluster changed.
    FabricTopology now = fabric();
    const std::size_t servers = m_topology->view()->topology().servers.size();
    if (now == m_shownFabric && servers == m_shownFabricServers)
        return;
    m_topology->setFabric(telemetry::clusterFabricOf(now, m_topology->view()->topology()));
    m_shownFabric = std::move(now);
    m_shownFabricServers = servers;
}

bool ClusterViews::exportFabric(const QString &path, QString *message) const
{
    FabricTopology previous;
    if (QFile::exists(path)) {
        // What a person added to the file by hand is kept; a file that does
        // not read is not overwritten.
        const Parsed<FabricTopology> parsed = readFabricFile(path);
        if (!parsed) {
            *message = tr("%1 exists and is no fabric topology (%2); it is left as it is").arg(path, parsed.error());
            return false;
        }
        previous = parsed.value();
    }
    const FabricTopology merged = mergeHandEdits(fabric(), previous);
    const std::string text = writeFabricTopology(merged);
    QString reason;
    if (!writeFileAtomically(path, QByteArrayView(text.data(), qsizetype(text.size())), &reason)) {
        *message = tr("%1: %2").arg(path, reason);
        return false;
    }
    *message = tr("Fabric written to %1: %2 links to %3 switches").arg(path).arg(merged.links.size()).arg(merged.switches.size());
    return true;
}

// An empty list: every server (the probed set changed).
void ClusterViews::showServers(const QList<int> &servers)
{
    // Only the servers that changed are copied and merged (none: all of them).
    const ClusterTopology &topology = m_session->watch()->topology();
    std::vector<std::pair<int, TopologyServer>> changed;
    const auto take = [&](int s) {
        if (s >= 0 && std::size_t(s) < topology.servers.size()) {
            changed.emplace_back(s, topology.servers[std::size_t(s)]);
            mergeTelemetry(changed.back().second);
        }
    };
    if (servers.isEmpty()) {
        for (int s = 0; std::size_t(s) < topology.servers.size(); ++s)
            take(s);
    }
    for (int s : servers)
        take(s);
    // A pod that moved takes its dies' addresses along, and the fabric's
    // links may be matched to servers by those: match them again.
    const ClusterTopology &shown = m_topology->view()->topology();
    const bool addressesMoved = std::any_of(changed.cbegin(), changed.cend(), [&](const auto &server) {
        const auto &[s, now] = server;
        return std::size_t(s) >= shown.servers.size() || dieAddresses(shown.servers[std::size_t(s)]) != dieAddresses(now);
    });
    m_topology->updateServers(changed);
    if (addressesMoved) {
        m_shownFabricServers = std::size_t(-1);
        showFabric();
    }
}

// One node's probe came back: only its server is merged again, and
// repainted only when a colour changed.
void ClusterViews::mergeNode(const QString &node)
{
    const clustermodel::ClusterWatch *watch = m_session->watch();
    const telemetry::NodeCollector *nodes = m_session->nodes();
    if (!watch || !nodes)
        return;
    const int index = watch->topology().serverIndex(node);
    const ClusterTopology &shown = m_topology->view()->topology();
    if (index < 0 || index >= int(shown.servers.size()) || shown.servers.size() != watch->topology().servers.size())
        return;
    TopologyServer server = watch->topology().servers[std::size_t(index)];
    telemetry::mergeLinkTelemetry(server, telemetry::linkTelemetryOf(*nodes, node));
    m_topology->updateServer(index, server, !telemetry::sameColours(server, shown.servers[std::size_t(index)]));
}

void ClusterViews::showNode(const QString &node)
{
    mergeNode(node);
    if (!m_fabricDelay.isActive())
        m_fabricDelay.start();
    const telemetry::NodeCollector *nodes = m_session->nodes();
    for (int device : nodes->devices(node))
        m_links->setDeviceHealth(node, device, nodes->health(node, device));
    QString selectedNode;
    int device = -1;
    if (m_links->selected(&selectedNode, &device) && selectedNode == node)
        showSelectedLink();
}

void ClusterViews::showSelectedLink()
{
    QString node;
    int device = -1;
    const telemetry::NodeCollector *nodes = m_session->nodes();
    if (!nodes || !m_links->selected(&node, &device))
        return;
    if (const telemetry::LinkSeries *series = nodes->series(node, device))
        m_links->showLink(tr("%1 · device %2 · RoCE port").arg(node).arg(device), *series, nodes->health(node, device));
}

// The view renders; the file is written here, whole or not at all.
void ClusterViews::exportLink(bool png)
{
    auto *window = qobject_cast<QWidget *>(parent());
    const QString path = QFileDialog::getSaveFileName(window, png ? tr("Export plots as PNG") : tr("Export samples as CSV"),
                                                      QString(), png ? tr("PNG images (*.png)") : tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    const QByteArray data = png ? m_links->view()->toPng() : m_links->view()->toCsv();
    QString reason;
    if (!writeFileAtomically(path, data, &reason))
        QMessageBox::warning(window, tr("Export failed"), tr("%1: %2").arg(path, reason));
}

void ClusterViews::showState()
{
    using State = ClusterSession::State;
    const State state = m_session->state();
    const char *colour = state == State::Connected ? "#3aa655" : state == State::Failing ? "#d62f2f" : "#9a9a9a";
    m_status->setText(QStringLiteral("<span style='color:%1'>&#9679;</span> %2")
                          .arg(QLatin1String(colour), m_session->statusText().toHtmlEscaped()));
    m_status->setToolTip(m_session->problem());
}

} // namespace ascendops
