#include "cluster/fabriclayout.h"

#include <algorithm>
#include <map>
#include <numeric>

namespace ascendops {
namespace {

// Lays `order` out in rows from `top`, as many per row as `width` holds;
// returns the bottom of the last row.
double placeRows(const std::vector<int> &order, double left, double top, double width, std::vector<QRectF> &rects)
{
    const double step = FabricLayout::kSwitchWidth + FabricLayout::kSwitchGap;
    const int perRow = std::max(1, int((width + FabricLayout::kSwitchGap) / step));
    const int rows = (int(order.size()) + perRow - 1) / perRow;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const int row = int(i) / perRow;
        const int inRow = std::min(perRow, int(order.size()) - row * perRow);
        // Each row spread over the width, so that leaves sit under their servers.
        const double spacing = inRow > 1 ? std::max(step, (width - FabricLayout::kSwitchWidth) / (inRow - 1)) : 0;
        const double x = inRow > 1 ? left + (int(i) % perRow) * spacing : left + (width - FabricLayout::kSwitchWidth) / 2;
        rects[std::size_t(order[i])] = QRectF(x, top + row * (FabricLayout::kSwitchHeight + FabricLayout::kSwitchGap),
                                              FabricLayout::kSwitchWidth, FabricLayout::kSwitchHeight);
    }
    return top + rows * (FabricLayout::kSwitchHeight + FabricLayout::kSwitchGap);
}

} // namespace

void FabricLayout::build(const ClusterFabric &fabric, const TopologyLayout &layout)
{
    *this = FabricLayout();
    if (fabric.empty())
        return;
    m_switches.resize(fabric.switches.size());
    m_edgesOf.resize(fabric.switches.size());
    m_edgesFrom.resize(layout.servers().size());
    std::map<std::pair<int, int>, std::size_t> edgeOf;
    std::vector<double> sumX(fabric.switches.size(), 0);
    std::vector<int> count(fabric.switches.size(), 0);
    for (std::size_t p = 0; p < fabric.ports.size(); ++p) {
        const FabricDiePort &port = fabric.ports[p];
        if (port.server < 0 || port.server >= int(layout.servers().size()))
            continue;
        const auto [it, added] = edgeOf.emplace(std::pair(port.server, port.switchIndex), m_edges.size());
        if (added) {
            m_edgesOf[std::size_t(port.switchIndex)].push_back(int(m_edges.size()));
            m_edgesFrom[std::size_t(port.server)].push_back(int(m_edges.size()));
            m_edges.push_back({port.server, port.switchIndex, {}});
            sumX[std::size_t(port.switchIndex)] += layout.servers()[std::size_t(port.server)].frame.center().x();
            ++count[std::size_t(port.switchIndex)];
        }
        m_edges[it->second].ports.push_back(int(p));
    }
    std::vector<int> leaves, spines;
    for (std::size_t s = 0; s < fabric.switches.size(); ++s)
        (fabric.switches[s].spine ? spines : leaves).push_back(int(s));
    const auto meanX = [&](int s) { return count[std::size_t(s)] ? sumX[std::size_t(s)] / count[std::size_t(s)] : 1e18; };
    std::stable_sort(leaves.begin(), leaves.end(), [&](int a, int b) { return meanX(a) < meanX(b); });
    const QRectF above = layout.bounds();
    const double width = std::max(above.width(), kSwitchWidth);
    double bottom = placeRows(leaves, above.left(), above.bottom() + kBandGap, width, m_switches);
    if (!spines.empty())
        bottom = placeRows(spines, above.left(), bottom + kBandGap, width, m_switches);
    m_bounds = QRectF(above.left(), above.bottom(), width, bottom - above.bottom());
}

const std::vector<int> &FabricLayout::edgesFrom(int server) const
{
    static const std::vector<int> none;
    return server >= 0 && server < int(m_edgesFrom.size()) ? m_edgesFrom[std::size_t(server)] : none;
}

int FabricLayout::switchAt(const QPointF &point) const
{
    for (std::size_t s = 0; s < m_switches.size(); ++s)
        if (m_switches[s].contains(point))
            return int(s);
    return -1;
}

} // namespace ascendops
