#pragma once
// The cluster side of the window: the topology and jobs views fed from one
// ClusterSession, and the status-bar label that shows the connection's state
// and API latency at all times. The window places the views; this wires them.
#include "model/clustertopology.h"

#include <QObject>

class QLabel;
class QStatusBar;
class QWidget;

namespace ascendops {

class ClusterSession;
class JobsPanel;
class LinksPanel;
class TopologyPanel;

class ClusterViews : public QObject
{
    Q_OBJECT

public:
    ClusterViews(ClusterSession *session, QStatusBar *statusBar, QWidget *parent);

    TopologyPanel *topology() const { return m_topology; }
    JobsPanel *jobs() const { return m_jobs; }
    LinksPanel *links() const { return m_links; }
    QLabel *statusLabel() const { return m_status; }

signals:
    // A pod's node was activated in the jobs view: the window shows the topology.
    void nodeRequested(const QString &nodeName);

private:
    void showState();
    void watchNodes();
    void showNode(const QString &node);
    // The cluster's topology with node telemetry merged in.
    ClusterTopology mergedTopology() const;
    void showTopology();
    void showServers(const QList<int> &servers);
    void mergeNode(const QString &node);
    void showSelectedLink();
    void exportLink(bool png);

    ClusterSession *m_session;
    TopologyPanel *m_topology;
    JobsPanel *m_jobs;
    LinksPanel *m_links;
    QLabel *m_status;
};

} // namespace ascendops
