#include "gotopalette.h"

#include "clustersession.h"
#include "clusterviews.h"
#include "mainwindow.h"
#include "objectinspection.h"
#include "pipelinesession.h"
#include "recoveryviews.h"

#include "cluster/jobspanel.h"
#include "cluster/topologypanel.h"
#include "cluster/topologyview.h"
#include "dialogs/commandpalette.h"
#include "incidents/incidentspanel.h"
#include "clustermodel/clusterwatch.h"
#include "kube/kubeconfig.h"

#include <QLineEdit>
#include "pipeline/fleetoverview.h"

namespace ascendops {

namespace {

// Brackets: no kubeconfig context can be mistaken for it.
const QString kDemoContext = QStringLiteral("(demo cluster)");

std::vector<PaletteEntry> entriesOf(MainWindow *window)
{
    std::vector<PaletteEntry> entries;
    for (const QString &view : {QStringLiteral("overview"), QStringLiteral("topology"), QStringLiteral("jobs"),
                                QStringLiteral("incidents"), QStringLiteral("links"), QStringLiteral("ranktable")})
        entries.push_back({QStringLiteral("view"), view, {}});
    for (const QString &context : kube::Kubeconfig::loadDefault().contextNames())
        entries.push_back({QStringLiteral("ctx"), context, {}});
    entries.push_back({QStringLiteral("ctx"), kDemoContext, GoToPalette::tr("the embedded demo cluster")});
    ClusterSession *cluster = window->cluster();
    if (!cluster->watch())
        return entries;
    for (const TopologyServer &server : window->clusterViews()->topology()->view()->topology().servers)
        entries.push_back({QStringLiteral("node"), server.nodeName, server.hostIp});
    for (const JobSummary &job : cluster->watch()->jobs()) {
        const QString key = job.key();
        entries.push_back({QStringLiteral("job"), key, pipeline::jobStateOf(job).state});
        for (const JobPodSummary &pod : job.pods)
            entries.push_back({QStringLiteral("pod"), pod.name,
                               GoToPalette::tr("job %1, node %2, rank %3").arg(key, pod.nodeName).arg(pod.rankIndex)});
    }
    if (const PipelineSession *session = cluster->pipeline()) {
        for (const auto &[id, incident] : session->pipeline().incidents())
            entries.push_back({QStringLiteral("incident"), id,
                               QStringLiteral("%1 %2").arg(incident.job.isEmpty() ? incident.first.node : incident.job,
                                                           QLatin1String(pipeline::incidentStateName(incident.state)))});
    }
    return entries;
}

} // namespace

GoToPalette::GoToPalette(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
}

CommandPalette *GoToPalette::open()
{
    if (!m_palette) {
        m_palette = new CommandPalette(m_window);
        m_palette->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_palette, &CommandPalette::entryChosen, this, &GoToPalette::go);
    }
    m_palette->setEntries(entriesOf(m_window));
    m_palette->show();
    m_palette->raise();
    m_palette->input()->setFocus();
    m_palette->input()->selectAll();
    return m_palette;
}

bool GoToPalette::go(const QString &kind, const QString &name)
{
    if (kind == QLatin1String("view"))
        return m_window->showView(name);
    if (kind == QLatin1String("ctx")) {
        return m_window->switchCluster(name == kDemoContext ? QString() : name);
    }
    if (kind == QLatin1String("node")) {
        m_window->showView(QStringLiteral("topology"));
        return m_window->clusterViews()->topology()->search(name);
    }
    if (kind == QLatin1String("pod")) {
        // The pod itself: its description, Events and log.
        const clustermodel::ClusterWatch *watch = m_window->cluster()->watch();
        for (const JobSummary &job : watch ? watch->jobs() : std::vector<JobSummary>{})
            for (const JobPodSummary &pod : job.pods)
                if (pod.name == name)
                    return m_window->recoveryViews()->inspection()->inspectPod(job.key().section(QLatin1Char('/'), 0, 0)
                                                                               + QLatin1Char('/') + name)
                        != nullptr;
        return false;
    }
    if (kind == QLatin1String("job")) {
        m_window->showView(QStringLiteral("jobs"));
        return m_window->clusterViews()->jobs()->selectJob(name);
    }
    if (kind == QLatin1String("incident")) {
        m_window->showView(QStringLiteral("incidents"));
        return m_window->recoveryViews()->incidents()->selectIncident(name);
    }
    return false;
}

} // namespace ascendops
