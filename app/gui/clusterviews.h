#pragma once
// The cluster side of the window: the topology and jobs views fed from one
// ClusterSession, and the status-bar label that shows the connection's state
// and API latency at all times. The window places the views; this wires them.
#include <QObject>

class QLabel;
class QStatusBar;
class QWidget;

namespace ascendops {

class ClusterSession;
class JobsPanel;
class TopologyPanel;

class ClusterViews : public QObject
{
    Q_OBJECT

public:
    ClusterViews(ClusterSession *session, QStatusBar *statusBar, QWidget *parent);

    TopologyPanel *topology() const { return m_topology; }
    JobsPanel *jobs() const { return m_jobs; }
    QLabel *statusLabel() const { return m_status; }

signals:
    // A pod's node was activated in the jobs view: the window shows the topology.
    void nodeRequested(const QString &nodeName);

private:
    void showState();

    ClusterSession *m_session;
    TopologyPanel *m_topology;
    JobsPanel *m_jobs;
    QLabel *m_status;
};

} // namespace ascendops
