#include "cluster/topologylayout.h"

#include <algorithm>
#include <cmath>

namespace ascendops {

namespace {

constexpr double kPad = 4;          // inside a server box
constexpr double kServerSpacing = 8;
constexpr double kGroupPad = 10;
constexpr double kGroupTitle = 18;
constexpr double kGroupSpacing = 28;

double npuWidth(std::size_t dies)
{
    const double n = double(std::max<std::size_t>(dies, 1));
    return n * TopologyLayout::kDie + (n - 1) * TopologyLayout::kGap + 2 * TopologyLayout::kGap;
}

double serverWidth(const TopologyServer &server)
{
    double width = 2 * kPad;
    for (const TopologyNpu &npu : server.npus)
        width += npuWidth(npu.dies.size()) + TopologyLayout::kGap;
    return std::max(width, 120.0);
}

double serverHeight()
{
    return TopologyLayout::kHeader + 2 * TopologyLayout::kStub + TopologyLayout::kDie + 2 * TopologyLayout::kGap + 2 * kPad;
}

// Roughly twice as wide as tall, as screens are.
int columnsFor(std::size_t count, double itemWidth, double itemHeight)
{
    if (count == 0)
        return 1;
    const double columns = std::sqrt(2.0 * double(count) * itemHeight / itemWidth);
    return std::clamp(int(std::ceil(columns)), 1, int(count));
}

std::vector<std::vector<int>> groupsOf(const ClusterTopology &topology, std::vector<int> &ids)
{
    std::vector<std::vector<int>> groups;
    for (const TopologySuperPod &pod : topology.superPods) {
        groups.push_back(pod.servers);
        ids.push_back(pod.id);
    }
    std::vector<int> loose;
    for (std::size_t i = 0; i < topology.servers.size(); ++i) {
        if (topology.servers[i].superPodId < 0)
            loose.push_back(int(i));
    }
    if (!loose.empty()) {
        groups.push_back(std::move(loose));
        ids.push_back(-1);
    }
    return groups;
}

} // namespace

ServerGeometry TopologyLayout::layoutServer(const TopologyServer &server, QPointF topLeft, double width) const
{
    ServerGeometry g;
    g.frame = QRectF(topLeft, QSizeF(width, serverHeight()));
    g.body = g.frame.adjusted(kPad, kPad + kHeader, -kPad, -kPad);
    double x = g.body.left();
    const double dieTop = g.body.top() + kStub + kGap;
    for (const TopologyNpu &npu : server.npus) {
        const double w = npuWidth(npu.dies.size());
        g.npus.push_back(QRectF(x, dieTop - kGap, w, kDie + 2 * kGap));
        std::vector<QRectF> dies;
        for (std::size_t d = 0; d < npu.dies.size(); ++d)
            dies.push_back(QRectF(x + kGap + double(d) * (kDie + kGap), dieTop, kDie, kDie));
        g.dies.push_back(std::move(dies));
        x += w + kGap;
    }
    return g;
}

void TopologyLayout::build(const ClusterTopology &topology)
{
    *this = TopologyLayout();
    m_servers.resize(topology.servers.size());
    m_groupServers = groupsOf(topology, m_groupIds);
    double widest = 120;
    for (const TopologyServer &server : topology.servers)
        widest = std::max(widest, serverWidth(server));
    const double cellW = widest + kServerSpacing;
    const double cellH = serverHeight() + kServerSpacing;

    std::size_t largest = 1;
    for (const auto &group : m_groupServers)
        largest = std::max(largest, group.size());
    const int serverColumns = columnsFor(largest, cellW, cellH);
    const int rows = int((largest + std::size_t(serverColumns) - 1) / std::size_t(serverColumns));
    const double hccs = topology.superPods.empty() ? 0 : kPlaneBar + kGap * 2;
    const QSizeF groupSize(2 * kGroupPad + serverColumns * cellW - kServerSpacing,
                           kGroupTitle + hccs + 2 * kGroupPad + rows * cellH - kServerSpacing);
    const int groupColumns = columnsFor(m_groupServers.size(), groupSize.width() + kGroupSpacing,
                                        groupSize.height() + kGroupSpacing);

    for (std::size_t g = 0; g < m_groupServers.size(); ++g) {
        const QPointF origin(double(int(g) % groupColumns) * (groupSize.width() + kGroupSpacing),
                             double(int(g) / groupColumns) * (groupSize.height() + kGroupSpacing));
        const QRectF frame(origin, groupSize);
        m_groupFrames.push_back(frame);
        const double top = frame.top() + kGroupTitle + hccs + kGroupPad;
        if (hccs > 0)
            m_hccsBars.push_back(QRectF(frame.left() + kGroupPad, frame.top() + kGroupTitle, frame.width() - 2 * kGroupPad, kPlaneBar));
        const auto &members = m_groupServers[g];
        for (std::size_t i = 0; i < members.size(); ++i) {
            const QPointF at(frame.left() + kGroupPad + double(int(i) % serverColumns) * cellW,
                             top + double(int(i) / serverColumns) * cellH);
            m_servers[std::size_t(members[i])] = layoutServer(topology.servers[std::size_t(members[i])], at, widest);
        }
        m_bounds |= frame;
    }
    m_roceBar = QRectF(m_bounds.left(), m_bounds.bottom() + kGroupSpacing, std::max(m_bounds.width(), 200.0), kPlaneBar);
    m_bounds |= m_roceBar;
}

TopologyPlace TopologyLayout::placeAt(const QPointF &point) const
{
    for (std::size_t s = 0; s < m_servers.size(); ++s) {
        const ServerGeometry &g = m_servers[s];
        if (!g.frame.contains(point))
            continue;
        for (std::size_t n = 0; n < g.dies.size(); ++n) {
            for (std::size_t d = 0; d < g.dies[n].size(); ++d) {
                if (g.dies[n][d].adjusted(-kGap / 2, -kStub, kGap / 2, kStub).contains(point))
                    return {int(s), int(n), int(d)};
            }
        }
        return {int(s), -1, -1};
    }
    return {};
}

QRectF TopologyLayout::rectOf(const TopologyPlace &place) const
{
    if (place.server < 0 || place.server >= int(m_servers.size()))
        return {};
    const ServerGeometry &g = m_servers[std::size_t(place.server)];
    if (place.isDie() && place.npu < int(g.dies.size()) && place.die < int(g.dies[std::size_t(place.npu)].size()))
        return g.dies[std::size_t(place.npu)][std::size_t(place.die)];
    return g.frame;
}

} // namespace ascendops
