#include "overviewviews.h"

#include "goodputviews.h"

#include "clustersession.h"
#include "clusterviews.h"
#include "pipelinesession.h"
#include "recoveryviews.h"

#include "cluster/jobsmodel.h"
#include "cluster/jobspanel.h"
#include "cluster/linkspanel.h"
#include "cluster/topologypanel.h"
#include "cluster/topologyview.h"
#include "incidents/incidentspanel.h"
#include "clustermodel/clusterwatch.h"
#include "overview/overviewpanel.h"
#include "pipeline/fleetoverview.h"
#include "telemetry/nodecollector.h"

#include <QDateTime>
#include <QEvent>

namespace ascendops {

namespace {

constexpr int kRefreshMs = 500;

std::vector<pipeline::PortVerdict> portsOf(const telemetry::NodeCollector *nodes)
{
    std::vector<pipeline::PortVerdict> ports;
    if (!nodes)
        return ports;
    QStringList names = nodes->nodes();
    names.sort();
    for (const QString &node : names) {
        for (int device : nodes->devices(node))
            ports.push_back({node, device, nodes->health(node, device)});
    }
    return ports;
}

std::optional<TopologyLayer> layerNamed(const QString &name)
{
    if (name == QLatin1String("servers"))
        return TopologyLayer::Servers;
    if (name == QLatin1String("dies"))
        return TopologyLayer::Dies;
    if (name == QLatin1String("roce"))
        return TopologyLayer::Roce;
    if (name == QLatin1String("hccs"))
        return TopologyLayer::Hccs;
    return std::nullopt;
}

std::optional<TopologyMark> markNamed(const QString &name)
{
    static const std::pair<const char *, TopologyMark> marks[] = {
        {"ok", TopologyMark::Ok}, {"warning", TopologyMark::Warning}, {"fault", TopologyMark::Fault},
        {"unknown", TopologyMark::Unknown}, {"isolated", TopologyMark::Isolated}, {"notready", TopologyMark::NotReady}};
    for (const auto &[text, mark] : marks) {
        if (name == QLatin1String(text))
            return mark;
    }
    return std::nullopt;
}

} // namespace

OverviewViews::OverviewViews(ClusterSession *session, ClusterViews *views, RecoveryViews *recovery, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_views(views)
    , m_recovery(recovery)
    , m_panel(new OverviewPanel(window))
{
    m_delay.setSingleShot(true);
    m_delay.setInterval(kRefreshMs);
    connect(&m_delay, &QTimer::timeout, this, &OverviewViews::refresh);
    for (auto changed : {&ClusterSession::stateChanged, &ClusterSession::topologyChanged, &ClusterSession::jobsChanged})
        connect(session, changed, this, &OverviewViews::schedule);
    connect(session, &ClusterSession::serversChanged, this, &OverviewViews::schedule);
    connect(session, &ClusterSession::pipelineChanged, this, &OverviewViews::attachPipeline);
    connect(session, &ClusterSession::nodesChanged, this, &OverviewViews::attachNodes);
    connect(m_panel, &OverviewPanel::linkActivated, this, &OverviewViews::follow);
    m_panel->installEventFilter(this);
    attachPipeline();
    attachNodes();
}

void OverviewViews::attachPipeline()
{
    if (PipelineSession *session = m_session->pipeline()) {
        // Unique: the same pipeline can be announced again.
        connect(&session->pipeline(), &pipeline::RecoveryPipeline::incidentChanged, this, &OverviewViews::schedule, Qt::UniqueConnection);
        connect(session, &PipelineSession::historyRead, this, &OverviewViews::schedule, Qt::UniqueConnection);
    }
    schedule();
}

void OverviewViews::attachNodes()
{
    if (telemetry::NodeCollector *nodes = m_session->nodes()) {
        // Unique: nodesChanged() comes again for the same collector (settings, host keys).
        connect(nodes, &telemetry::NodeCollector::nodeUpdated, this, &OverviewViews::schedule, Qt::UniqueConnection);
        connect(nodes, &telemetry::NodeCollector::nodeFailed, this, &OverviewViews::schedule, Qt::UniqueConnection);
    }
    schedule();
}

// A summary nobody sees is not made: the panel refreshes when it is shown,
// if anything changed while it was hidden.
bool OverviewViews::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_panel && event->type() == QEvent::Show && m_dirty)
        refresh();
    return QObject::eventFilter(watched, event);
}

void OverviewViews::setConnectProblem(const QString &problem)
{
    m_connectProblem = problem;
    refresh();
}

void OverviewViews::schedule()
{
    m_dirty = true;
    if (m_panel->isVisible() && !m_delay.isActive())
        m_delay.start();
}

void OverviewViews::refresh()
{
    m_delay.stop();
    m_dirty = false;
    using State = ClusterSession::State;
    switch (m_session->state()) {
    case State::Disconnected: {
        const QString hint = tr("Not connected. Connect with File > Connect to Cluster, or start on the demo cluster (ascend-ops --demo).");
        m_panel->clear(m_connectProblem.isEmpty() ? hint : tr("Cannot connect:\n%1\n\n%2").arg(m_connectProblem, hint));
        return;
    }
    case State::Starting:
    case State::Syncing:
        m_panel->clear(tr("Reading %1: its nodes, pods, jobs and device info.").arg(m_session->clusterLabel()));
        return;
    case State::Failing:
        if (!m_session->watch() || m_session->watch()->topology().servers.empty()) {
            m_panel->clear(m_session->problem());
            return;
        }
        break;   // what was read before the failure is still worth showing
    case State::Connected: break;
    }
    static const std::map<QString, pipeline::Incident> none;
    static const std::vector<pipeline::JournalIncident> noHistory;
    const PipelineSession *session = m_session->pipeline();
    pipeline::FleetOverview overview = pipeline::summarizeFleet(
        m_views->topology()->view()->topology(), m_session->watch()->jobs(),
        session ? session->pipeline().incidents() : none, session ? session->history() : noHistory,
        portsOf(m_session->nodes()), QDateTime::currentMSecsSinceEpoch());
    if (m_goodput && !m_goodput->reports().isEmpty()) {
        const std::vector<pipeline::GoodputReport> reports(m_goodput->reports().cbegin(), m_goodput->reports().cend());
        overview.goodput = pipeline::fleetGoodput(reports);
        overview.goodputJobs = int(reports.size());
    }
    m_panel->setOverview(overview);
}

void OverviewViews::setGoodput(const GoodputViews *goodput)
{
    m_goodput = goodput;
    connect(goodput, &GoodputViews::changed, this, &OverviewViews::schedule);
    schedule();
}

bool OverviewViews::follow(const QString &target)
{
    const QStringList parts = target.split(QLatin1Char(':'));
    bool found = false;
    if (parts.value(0) == QLatin1String("topology"))
        found = followTopology(parts);
    else if (parts.value(0) == QLatin1String("links"))
        found = followLinks(parts.value(1));
    else if (parts.value(0) == QLatin1String("jobs"))
        found = followJobs(parts);
    else if (parts.value(0) == QLatin1String("incidents"))
        found = followIncidents(parts.value(1));
    if (!found)
        emit message(tr("Nothing there any more: the overview is refreshed."), 6000);
    refresh();
    return found;
}

bool OverviewViews::followTopology(const QStringList &parts)
{
    const std::optional<TopologyLayer> layer = layerNamed(parts.value(1));
    const std::optional<TopologyMark> mark = markNamed(parts.value(2));
    if (!layer || !mark)
        return false;
    emit viewRequested(QStringLiteral("topology"));
    // The first element counted, whatever was selected before.
    return m_views->topology()->selectNext(*layer, *mark, false, true);
}

bool OverviewViews::followLinks(const QString &what)
{
    emit viewRequested(QStringLiteral("links"));
    if (what == QLatin1String("worst"))
        return m_views->links()->selectWorst();
    const std::vector<pipeline::PortVerdict> ports = portsOf(m_session->nodes());
    const pipeline::PortVerdict *chosen = nullptr;
    for (const pipeline::PortVerdict &port : ports) {
        const telemetry::LinkHealth &h = port.health;
        const bool matches = what == QLatin1String("flapping") ? h.flapping
                           : what == QLatin1String("optics")   ? h.weakOptics
                                                               : h.health == Health::Unknown;
        if (matches) {
            chosen = &port;
            break;
        }
    }
    return chosen && m_views->links()->select(chosen->node, chosen->device);
}

bool OverviewViews::followJobs(const QStringList &parts)
{
    emit viewRequested(QStringLiteral("jobs"));
    JobsPanel *jobs = m_views->jobs();
    if (parts.value(1) == QLatin1String("job"))
        return jobs->selectJob(parts.mid(2).join(QLatin1Char(':')));
    if (parts.value(1) == QLatin1String("state")) {
        const QString state = parts.value(2);
        for (const JobSummary &job : m_session->watch() ? m_session->watch()->jobs() : std::vector<JobSummary>{}) {
            if (jobs->model()->stateOf(job).state == state)
                return jobs->selectJob(job.key());
        }
        return false;
    }
    return true;   // "jobs:all": the tab itself
}

bool OverviewViews::followIncidents(const QString &what)
{
    emit viewRequested(QStringLiteral("incidents"));
    const PipelineSession *session = m_session->pipeline();
    if (!session)
        return false;
    using pipeline::IncidentState;
    for (const auto &[id, incident] : session->pipeline().incidents()) {
        const bool matches = what == QLatin1String("approval")     ? incident.state == IncidentState::AwaitingApproval
                           : what == QLatin1String("person")       ? incident.state == IncidentState::NeedsPerson
                           : what == QLatin1String("recovering")   ? pipeline::recoveryInFlight(incident.state)
                                                                   : pipeline::isOpen(incident.state);
        if (matches)
            return m_recovery->incidents()->selectIncident(id);
    }
    return false;
}

} // namespace ascendops
