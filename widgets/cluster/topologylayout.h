#pragma once
// Where every super-pod, server, NPU and die of a cluster sits on the
// topology canvas, in canvas units (pixels at 100 % zoom). Super-pods are
// laid out in a grid, their servers in a grid inside; each server shows its
// NPUs in a row and each NPU its dies, with a stub above every die for its
// HCCS link and one below for its RoCE port. The whole RoCE parameter plane
// runs along the bottom. Pure geometry: the view paints it, tests check it.
#include "model/clustertopology.h"
#include "model/topologysearch.h"

#include <QRectF>

#include <vector>

namespace ascendops {

struct ServerGeometry
{
    QRectF frame;              // the server's box
    QRectF body;               // where its NPUs sit
    std::vector<QRectF> npus;  // one per NPU
    std::vector<std::vector<QRectF>> dies; // [npu][die]
};

class TopologyLayout
{
public:
    static constexpr double kDie = 14;        // a die's side
    static constexpr double kGap = 2;
    static constexpr double kStub = 5;        // link stub length
    static constexpr double kHeader = 14;     // server name line
    static constexpr double kPlaneBar = 10;   // HCCS and RoCE plane bars

    void build(const ClusterTopology &topology);

    QRectF bounds() const { return m_bounds; }
    // One frame per super-pod; A2 clusters have one group with id -1.
    const std::vector<QRectF> &groupFrames() const { return m_groupFrames; }
    const std::vector<int> &groupIds() const { return m_groupIds; }
    // The bar of the HCCS plane across the top of each super-pod (empty for A2).
    const std::vector<QRectF> &hccsBars() const { return m_hccsBars; }
    QRectF roceBar() const { return m_roceBar; }
    const std::vector<ServerGeometry> &servers() const { return m_servers; }

    // The server or die under a canvas point; invalid when none.
    TopologyPlace placeAt(const QPointF &point) const;
    QRectF rectOf(const TopologyPlace &place) const;

private:
    ServerGeometry layoutServer(const TopologyServer &server, QPointF topLeft, double width) const;

    QRectF m_bounds;
    std::vector<QRectF> m_groupFrames;
    std::vector<int> m_groupIds;
    std::vector<std::vector<int>> m_groupServers;
    std::vector<QRectF> m_hccsBars;
    QRectF m_roceBar;
    std::vector<ServerGeometry> m_servers;
};

} // namespace ascendops
