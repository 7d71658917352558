#include "clusterviews.h"

#include "clustersession.h"
#include "jobspanel.h"
#include "kube/clusterwatch.h"
#include "topologypanel.h"

#include <QLabel>
#include <QStatusBar>

namespace ascendops {

ClusterViews::ClusterViews(ClusterSession *session, QStatusBar *statusBar, QWidget *parent)
    : QObject(parent)
    , m_session(session)
    , m_topology(new TopologyPanel(parent))
    , m_jobs(new JobsPanel(parent))
    , m_status(new QLabel(statusBar))
{
    m_topology->setObjectName(QStringLiteral("topologyPanel"));
    m_jobs->setObjectName(QStringLiteral("jobsPanel"));
    m_status->setObjectName(QStringLiteral("clusterStatus"));
    statusBar->addPermanentWidget(m_status);
    connect(session, &ClusterSession::stateChanged, this, &ClusterViews::showState);
    connect(session, &ClusterSession::topologyChanged, this,
            [this] { m_topology->setTopology(m_session->watch()->topology()); });
    connect(session, &ClusterSession::serversChanged, this,
            [this](const QList<int> &servers) { m_topology->updateServers(m_session->watch()->topology(), servers); });
    connect(session, &ClusterSession::jobsChanged, this, [this] { m_jobs->setJobs(m_session->watch()->jobs()); });
    connect(m_jobs, &JobsPanel::nodeActivated, this, [this](const QString &node) {
        m_topology->showNode(node);
        emit nodeRequested(node);
    });
    showState();
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
