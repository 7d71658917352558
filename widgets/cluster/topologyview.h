#pragma once
// The cluster drawn as super-pods, servers, NPUs and dies, with the HCCS
// plane of each super-pod and the RoCE parameter plane, coloured by health,
// with the job's pods and ranks overlaid. Zoom with the wheel (or +/-), pan
// by dragging, click to select. Detail follows the zoom: far out a server is
// one block in its worst colour, so a fault is never hidden at any zoom;
// closer in come dies, link stubs, then names, IPs and ranks. Only what is
// visible is painted, and a device-info change repaints only its servers.
// With a fabric, the leaf and spine switches sit below the cluster, joined
// to the servers (far out) or to each die's port (closer in), each line in
// its die's RoCE health; a ring through the servers in a given order shows
// where it crosses from one leaf to another.
#include "model/clusterfabric.h"
#include "model/clustertopology.h"
#include "cluster/fabriclayout.h"
#include "cluster/topologylayout.h"
#include "look/colors.h"

#include <QWidget>

namespace ascendops {

// What a die says on the picture: its rank ("3"), or for a die no rank runs
// on its device id marked as such ("#3"), never a number read as a rank.
QString dieLabel(const TopologyDie &die);

class TopologyView : public QWidget
{
    Q_OBJECT

public:
    explicit TopologyView(QWidget *parent = nullptr);

    // A new shape: lays everything out again and keeps the zoom if it can.
    void setTopology(const ClusterTopology &topology);
    // Only these servers changed, each given with its index: the layout
    // stays, they replace what was there and repaint (the rest are not
    // copied again: a fleet has a thousand).
    void updateServers(const std::vector<std::pair<int, TopologyServer>> &servers);
    // One server's data changed (node telemetry, say); repaints it only
    // when REPAINT, so new details alone cost no painting.
    void updateServer(int index, const TopologyServer &server, bool repaint);
    const ClusterTopology &topology() const { return m_topology; }
    const TopologyLayout &layout() const { return m_layout; }
    // The switches and which die reaches which (by index into the topology
    // last set); an empty fabric draws none.
    void setFabric(const ClusterFabric &fabric);
    const ClusterFabric &fabric() const { return m_fabric; }
    const FabricLayout &fabricLayout() const { return m_fabricLayout; }
    // A ring through these servers in this order (empty: none), each hop
    // that changes leaf drawn thick.
    void setRing(const std::vector<int> &servers);
    const std::vector<int> &ring() const { return m_ring; }
    // The selected switch, -1 when none (a switch and a place are not
    // selected at once).
    int selectedSwitch() const { return m_selectedSwitch; }
    void selectSwitch(int index);

    TopologyPlace selection() const { return m_selection; }
    void select(const TopologyPlace &place);
    // Selects the place and brings it into view, zoomed so a die is readable.
    void reveal(const TopologyPlace &place);

    double zoom() const { return m_zoom; }
    void setZoom(double zoom, QPointF anchor = {});
    void fitAll();
    QPointF toCanvas(QPointF widgetPoint) const;
    QPointF toWidget(QPointF canvasPoint) const;
    // Count of servers painted at the last paint (for tests of culling).
    int lastPaintedServers() const { return m_paintedServers; }
    // Fabric lines (server or die to leaf, leaf to spine) painted at the last paint.
    int lastPaintedFabricLines() const { return m_paintedFabricLines; }

    QSize sizeHint() const override { return {900, 600}; }

signals:
    void selectionChanged(const ascendops::TopologyPlace &place);
    void switchSelected(int index);
    // Right-click on a server or die (selected first): the app fills the menu.
    void placeMenuRequested(const ascendops::TopologyPlace &place, const QPoint &globalPos);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    TopologyPlace clickedPlace(const QPointF &canvas) const;
    void paintGroups(QPainter &painter, const QRectF &visible) const;
    void paintPlaneBar(QPainter &painter, const QRectF &bar, const std::vector<int> &servers,
                       Health (*linkOf)(const TopologyDie &), const QString &label) const;
    void paintServer(QPainter &painter, std::size_t index) const;
    void paintIsolatedBlock(QPainter &painter, const TopologyServer &server, const QRectF &block) const;
    void paintDies(QPainter &painter, const TopologyServer &server, const ServerGeometry &g) const;
    void paintPlanes(QPainter &painter, const QRectF &visible) const;
    void paintSelection(QPainter &painter) const;
    void paintFabricLines(QPainter &painter, const QRectF &visible) const;
    void paintSwitches(QPainter &painter, const QRectF &visible) const;
    void paintRing(QPainter &painter, const QRectF &visible) const;
    Health portHealth(const FabricDiePort &port) const;
    Health switchHealth(int index) const;
    QRectF canvasBounds() const;
    QRect widgetRect(const QRectF &canvasRect) const;
    void repaintServers(const QList<int> &servers);

    ClusterTopology m_topology;
    TopologyLayout m_layout;
    TopologyPlace m_selection;
    double m_zoom = 1.0;
    QPointF m_offset;          // canvas point shown at the widget's top-left
    bool m_userMoved = false;  // zoomed or panned: resizes and new shapes keep the view
    QPoint m_pressAt;
    QPointF m_pressOffset;
    bool m_dragging = false;
    mutable int m_paintedServers = 0;
    mutable int m_paintedFabricLines = 0;
    ClusterFabric m_fabric;
    FabricLayout m_fabricLayout;
    std::vector<int> m_ring;
    int m_selectedSwitch = -1;
};

} // namespace ascendops
