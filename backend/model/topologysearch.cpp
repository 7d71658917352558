#include "topologysearch.h"

#include <algorithm>

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

namespace {

bool stateIs(Health health, bool isolated, TopologyMark mark)
{
    if (mark == TopologyMark::Isolated)
        return isolated;
    if (isolated)
        return false;
    switch (mark) {
    case TopologyMark::Ok: return health == Health::Ok;
    case TopologyMark::Warning: return health == Health::Warning;
    case TopologyMark::Fault: return health == Health::Fault;
    case TopologyMark::Unknown: return health == Health::Unknown;
    case TopologyMark::Isolated:
    case TopologyMark::NotReady: break;
    }
    return false;
}

// Every place in drawing order: a server, then its dies.
std::vector<TopologyPlace> allPlaces(const ClusterTopology &topology)
{
    std::vector<TopologyPlace> places;
    for (int s = 0; s < int(topology.servers.size()); ++s) {
        places.push_back({s, -1, -1});
        const TopologyServer &server = topology.servers[std::size_t(s)];
        for (int n = 0; n < int(server.npus.size()); ++n) {
            for (int d = 0; d < int(server.npus[std::size_t(n)].dies.size()); ++d)
                places.push_back({s, n, d});
        }
    }
    return places;
}

} // namespace

bool matchesMark(const ClusterTopology &topology, const TopologyPlace &place, TopologyLayer layer, TopologyMark mark)
{
    if (!place.isValid() || place.server >= int(topology.servers.size()))
        return false;
    const TopologyServer &server = topology.servers[std::size_t(place.server)];
    if (!place.isDie()) {
        if (layer == TopologyLayer::Faulty)
            return !server.ready || server.cordoned || server.nodeDFlagged() || !server.recoveryPaused.isEmpty();
        if (layer != TopologyLayer::Servers)
            return false;
        return mark == TopologyMark::NotReady ? !server.ready : stateIs(server.health, server.cordoned, mark);
    }
    const TopologyDie *die = dieAt(topology, place);
    if (!die)
        return false;
    switch (layer) {
    case TopologyLayer::Servers: return false;
    case TopologyLayer::Dies: return stateIs(die->health, die->isolated, mark);
    case TopologyLayer::Roce: return stateIs(die->roceLink, die->isolated, mark);
    case TopologyLayer::Hccs: return server.superPodId >= 0 && stateIs(die->hccsLink, die->isolated, mark);
    case TopologyLayer::Faulty:
        return die->isolated || die->health == Health::Fault || die->roceLink == Health::Fault || die->hccsLink == Health::Fault;
    }
    return false;
}

TopologyPlace nextInTopology(const ClusterTopology &topology, const TopologyPlace &from, TopologyLayer layer,
                             TopologyMark mark, bool backwards)
{
    const std::vector<TopologyPlace> places = allPlaces(topology);
    const auto n = std::ptrdiff_t(places.size());
    if (n == 0)
        return {};
    const auto at = std::find(places.begin(), places.end(), from);
    // Not found: start just before the first (just after the last, backwards).
    const std::ptrdiff_t start = at == places.end() ? (backwards ? 0 : n - 1) : at - places.begin();
    for (std::ptrdiff_t step = 1; step <= n; ++step) {
        const std::ptrdiff_t i = ((backwards ? start - step : start + step) % n + n) % n;
        if (matchesMark(topology, places[std::size_t(i)], layer, mark))
            return places[std::size_t(i)];
    }
    return {};
}

TopologyPlace worstPlaceInServer(const ClusterTopology &topology, int server)
{
    if (server < 0 || server >= int(topology.servers.size()))
        return {};
    const TopologyServer &s = topology.servers[std::size_t(server)];
    if (!s.ready || s.cordoned || s.nodeHealth == Health::Fault)
        return {server, -1, -1};
    // 3: a fault, 2: isolated, 1: a warning.
    TopologyPlace worst{server, -1, -1};
    int worstRank = 0;
    for (int n = 0; n < int(s.npus.size()); ++n) {
        for (int d = 0; d < int(s.npus[std::size_t(n)].dies.size()); ++d) {
            const TopologyDie &die = s.npus[std::size_t(n)].dies[std::size_t(d)];
            const Health own = worse(die.health, worse(die.roceLink, die.hccsLink));
            const int rank = own == Health::Fault ? 3 : die.isolated ? 2 : own == Health::Warning ? 1 : 0;
            if (rank > worstRank) {
                worstRank = rank;
                worst = {server, n, d};
            }
        }
    }
    return worst;
}

int countInTopology(const ClusterTopology &topology, TopologyLayer layer, TopologyMark mark)
{
    return positionInTopology(topology, {}, layer, mark).second;
}

std::vector<TopologyPlace> placesInTopology(const ClusterTopology &topology, TopologyLayer layer, TopologyMark mark)
{
    std::vector<TopologyPlace> places = allPlaces(topology);
    std::erase_if(places, [&](const TopologyPlace &place) { return !matchesMark(topology, place, layer, mark); });
    return places;
}

std::pair<int, int> positionInTopology(const ClusterTopology &topology, const TopologyPlace &place, TopologyLayer layer,
                                       TopologyMark mark)
{
    int position = 0;
    int total = 0;
    for (const TopologyPlace &at : allPlaces(topology)) {
        if (!matchesMark(topology, at, layer, mark))
            continue;
        ++total;
        if (at == place)
            position = total;
    }
    return {position, total};
}

} // namespace ascendops
