#pragma once
// Where the RoCE fabric's switches sit on the topology canvas: the leaves in
// rows below the cluster, each near the servers it serves (ordered by their
// mean x), the spines in rows below the leaves; and the server-to-leaf edges
// the view draws far out, one per server and leaf, with the ports they
// stand for. Pure geometry over a TopologyLayout: the view paints it.
#include "model/clusterfabric.h"
#include "cluster/topologylayout.h"

#include <QRectF>

#include <vector>

namespace ascendops {

class FabricLayout
{
public:
    static constexpr double kSwitchWidth = 72;
    static constexpr double kSwitchHeight = 16;
    static constexpr double kSwitchGap = 8;
    static constexpr double kBandGap = 28;

    struct Edge
    {
        int server = -1;
        int switchIndex = -1;
        std::vector<int> ports;   // indices into ClusterFabric::ports
    };

    // Below `layout`'s bounds; nothing when the fabric is empty.
    void build(const ClusterFabric &fabric, const TopologyLayout &layout);

    bool isEmpty() const { return m_switches.empty(); }
    QRectF bounds() const { return m_bounds; }
    const std::vector<QRectF> &switchRects() const { return m_switches; }
    const std::vector<Edge> &edges() const { return m_edges; }
    // Indices into edges() of the edges that reach each switch, and of those
    // that leave each server (empty for a server out of range).
    const std::vector<int> &edgesOf(int switchIndex) const { return m_edgesOf[std::size_t(switchIndex)]; }
    const std::vector<int> &edgesFrom(int server) const;
    // The switch under a canvas point, or -1.
    int switchAt(const QPointF &point) const;

private:
    std::vector<QRectF> m_switches;
    std::vector<Edge> m_edges;
    std::vector<std::vector<int>> m_edgesOf;
    std::vector<std::vector<int>> m_edgesFrom;
    QRectF m_bounds;
};

} // namespace ascendops
