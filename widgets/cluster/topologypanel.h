#pragma once
// The topology view with what goes around it: a search box (node, pod, host
// IP, device IP or rank), fit and legend, and the details of the selection.
#include "model/clustertopology.h"
#include "model/topologysearch.h"

#include <QWidget>

class QLabel;
class QLineEdit;

namespace ascendops {

class TopologyView;

class TopologyPanel : public QWidget
{
    Q_OBJECT

public:
    explicit TopologyPanel(QWidget *parent = nullptr);

    void setTopology(const ClusterTopology &topology);
    void updateServers(const ClusterTopology &topology, const QList<int> &servers);
    // One server's data changed; COLOURSCHANGED: it is repainted too.
    void updateServer(int index, const TopologyServer &server, bool coloursChanged);
    // Finds and reveals; false (and says so) when nothing matches.
    bool search(const QString &query);
    void showNode(const QString &nodeName);
    // Selects the die whose RoCE link telemetry is worst, when one is in
    // Warning or Fault; leaves the selection alone otherwise.
    void selectWorstTelemetry();

    TopologyView *view() const { return m_view; }
    QLineEdit *searchBox() const { return m_search; }
    // The details text shown for the selection (plain text, for tests).
    QString detailsText() const;

private:
    void showDetails(const TopologyPlace &place);

    TopologyView *m_view;
    QLineEdit *m_search;
    QLabel *m_searchResult;
    QLabel *m_summary;
    QLabel *m_details;
};

// Human-readable details of a server or die, as rich text.
QString describePlace(const ClusterTopology &topology, const TopologyPlace &place);

} // namespace ascendops
