#include "clustertopology.h"

#include <algorithm>

namespace ascendops {

void TopologyServer::updateHealth()
{
    Health worst = hostHealth();
    bool someUnknown = false;
    for (const TopologyNpu &npu : npus) {
        for (const TopologyDie &die : npu.dies) {
            worst = worse(worst, worse(die.health, worse(die.hccsLink, die.roceLink)));
            // A link's Unknown is common (no HCCS plane on A2, a node not
            // probed); a die's own is not: its device-info was not read.
            someUnknown = someUnknown || die.health == Health::Unknown;
        }
    }
    health = worst == Health::Ok && someUnknown ? Health::Unknown : worst;
}

int ClusterTopology::dieCount() const
{
    int count = 0;
    for (const TopologyServer &server : servers) {
        for (const TopologyNpu &npu : server.npus)
            count += int(npu.dies.size());
    }
    return count;
}

int ClusterTopology::isolatedDieCount() const
{
    int count = 0;
    for (const TopologyServer &server : servers) {
        for (const TopologyNpu &npu : server.npus)
            count += int(std::count_if(npu.dies.begin(), npu.dies.end(), [](const TopologyDie &die) { return die.isolated; }));
    }
    return count;
}

int ClusterTopology::serverIndex(const QString &nodeName) const
{
    return m_byNodeName.value(nodeName, -1);
}

void ClusterTopology::reindex()
{
    m_byNodeName.clear();
    m_byNodeName.reserve(qsizetype(servers.size()));
    for (std::size_t i = 0; i < servers.size(); ++i)
        m_byNodeName.insert(servers[i].nodeName, int(i));
}

} // namespace ascendops
