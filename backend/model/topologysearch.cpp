#include "topologysearch.h"

#include <QRegularExpression>

namespace ascendops {

namespace {

// "rank 37", "r37", "#37" or a bare number: a rank.
int rankQuery(const QString &query)
{
    static const QRegularExpression pattern(QStringLiteral("^(?:rank\\s*|r|#)?(\\d+)$"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(query);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

template<typename Predicate>
TopologyPlace firstDie(const ClusterTopology &topology, Predicate matches)
{
    for (std::size_t s = 0; s < topology.servers.size(); ++s) {
        const auto &npus = topology.servers[s].npus;
        for (std::size_t n = 0; n < npus.size(); ++n) {
            for (std::size_t d = 0; d < npus[n].dies.size(); ++d) {
                if (matches(npus[n].dies[d]))
                    return {int(s), int(n), int(d)};
            }
        }
    }
    return {};
}

template<typename Predicate>
TopologyPlace firstServer(const ClusterTopology &topology, Predicate matches)
{
    for (std::size_t s = 0; s < topology.servers.size(); ++s) {
        if (matches(topology.servers[s]))
            return {int(s), -1, -1};
    }
    return {};
}

} // namespace

TopologyPlace findInTopology(const ClusterTopology &topology, const QString &rawQuery)
{
    const QString query = rawQuery.trimmed();
    if (query.isEmpty())
        return {};
    const int node = topology.serverIndex(query);
    if (node >= 0)
        return {node, -1, -1};
    const Qt::CaseSensitivity cs = Qt::CaseInsensitive;
    TopologyPlace place = firstServer(topology, [&](const TopologyServer &server) {
        return server.nodeName.compare(query, cs) == 0 || server.podName.compare(query, cs) == 0
            || server.hostIp == query;
    });
    if (place.isValid())
        return place;
    place = firstDie(topology, [&](const TopologyDie &die) { return die.deviceIp == query; });
    if (place.isValid())
        return place;
    const int rank = rankQuery(query);
    if (rank >= 0) {
        place = firstDie(topology, [rank](const TopologyDie &die) { return die.rank == rank; });
        if (place.isValid())
            return place;
    }
    return firstServer(topology, [&](const TopologyServer &server) {
        return server.nodeName.contains(query, cs) || server.podName.contains(query, cs);
    });
}

const TopologyDie *dieAt(const ClusterTopology &topology, const TopologyPlace &place)
{
    if (!place.isDie() || place.server >= int(topology.servers.size()))
        return nullptr;
    const TopologyServer &server = topology.servers[std::size_t(place.server)];
    if (place.npu >= int(server.npus.size()) || place.die >= int(server.npus[std::size_t(place.npu)].dies.size()))
        return nullptr;
    return &server.npus[std::size_t(place.npu)].dies[std::size_t(place.die)];
}

} // namespace ascendops
