#pragma once
// The topology view with what goes around it: a search box (node, pod, host
// IP, device IP or rank), fit and legend, and the details of the selection.
#include "model/clusterfabric.h"
#include "model/clustertopology.h"
#include "model/topologysearch.h"

#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QTimer;

namespace ascendops {

class FaultList;
class TopologyView;

class TopologyPanel : public QWidget
{
    Q_OBJECT

public:
    explicit TopologyPanel(QWidget *parent = nullptr);

    void setTopology(const ClusterTopology &topology);
    // The switches and ports (by index into the topology last set); the
    // ring choice then offers the job's ring in rank order and route-affine.
    void setFabric(const ClusterFabric &fabric);
    enum class Ring { None, RankOrder, Planned };
    void showRing(Ring ring);
    // The job's servers in rank order, and in the order routing planning
    // would give them (formats/routingplan.h), by server index.
    std::vector<int> rankOrderRing() const;
    std::vector<int> plannedRing() const;
    void updateServers(const std::vector<std::pair<int, TopologyServer>> &servers);
    // One server's data changed; COLOURSCHANGED: it is repainted too.
    void updateServer(int index, const TopologyServer &server, bool coloursChanged);
    // Finds and reveals; false (and says so) when nothing matches.
    bool search(const QString &query);
    void showNode(const QString &nodeName);
    // Selects the die whose RoCE link telemetry is worst, when one is in
    // Warning or Fault; leaves the selection alone otherwise.
    void selectWorstTelemetry();
    // Reveals and selects the next place (BACKWARDS: the one before) after
    // the selection (FROMSTART: the first) that LAYER and MARK match
    // (model/topologysearch.h), and says "N of M" beside the search; false,
    // saying "None", when none does.
    bool selectNext(TopologyLayer layer, TopologyMark mark, bool backwards = false, bool fromStart = false);
    QAction *nextFaultAction() const { return m_nextFault; }
    QAction *previousFaultAction() const { return m_previousFault; }

    TopologyView *view() const { return m_view; }
    // The faulty and isolated places as a list beside the picture; it is
    // listed again within 200 ms of a change of the topology.
    FaultList *faultList() const { return m_faults; }
    QLineEdit *searchBox() const { return m_search; }
    // The details text shown for the selection (plain text, for tests).
    QString detailsText() const;

private:
    void showDetails(const TopologyPlace &place);
    void showSwitch(int index);
    void updateRing();
    void listFaults();
    void listFaultsSoon();
    void showPosition(const TopologyPlace &place, TopologyLayer layer, TopologyMark mark);

    TopologyView *m_view;
    QLineEdit *m_search;
    QLabel *m_searchResult;
    QLabel *m_summary;
    QLabel *m_details;
    QComboBox *m_ring;
    QLabel *m_ringHops;
    QAction *m_nextFault;
    QAction *m_previousFault;
    FaultList *m_faults;
    QLabel *m_faultsTitle;
    QTimer *m_faultsDue;
};

// Human-readable details of a server or die, as rich text; with a fabric,
// a die's switch port too.
QString describePlace(const ClusterTopology &topology, const TopologyPlace &place, const ClusterFabric &fabric = {});
// A switch: its tier and uplinks, the servers and ports that reach it, and
// the ports in warning or fault by name.
QString describeSwitch(const ClusterTopology &topology, const ClusterFabric &fabric, int index);

} // namespace ascendops
