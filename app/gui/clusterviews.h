#pragma once
// The cluster side of the window: the topology and jobs views fed from one
// ClusterSession, and the status-bar label that shows the connection's state
// and API latency at all times. The window places the views; this wires them.
#include "formats/fabrictopology.h"
#include "model/clustertopology.h"

#include <QObject>
#include <QTimer>

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

    // The fabric shown: what LLDP on the probed nodes found, merged with the
    // file a person loaded (or, on the demo, the cluster's cabling plan):
    // its tiers, uplinks and spines, and the links of devices that did not answer.
    FabricTopology fabric() const;
    void setFabricFile(const FabricTopology &fabric);
    // Writes fabric() to PATH, keeping what a person added to the file
    // there by hand; *message says what was written, or why not.
    bool exportFabric(const QString &path, QString *message) const;

signals:
    // A pod's node was activated in the jobs view: the window shows the topology.
    void nodeRequested(const QString &nodeName);

private:
    void showState();
    void watchNodes();
    void followTraining();
    void showNode(const QString &node);
    // The cluster's topology with node telemetry merged in.
    ClusterTopology mergedTopology() const;
    void mergeTelemetry(TopologyServer &server) const;
    void showTopology();
    void showServers(const QList<int> &servers);
    void mergeNode(const QString &node);
    void showSelectedLink();
    void exportLink(bool png);
    void showFabric();

    ClusterSession *m_session;
    TopologyPanel *m_topology;
    JobsPanel *m_jobs;
    LinksPanel *m_links;
    QLabel *m_status;
    FabricTopology m_fabricFile;
    QString m_fabricCluster;     // the cluster m_fabricFile belongs to
    QTimer m_fabricDelay;        // probes come node by node: the fabric is rebuilt at most once a second
    FabricTopology m_shownFabric;
    std::size_t m_shownFabricServers = 0;
};

} // namespace ascendops
