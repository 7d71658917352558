#include "clustertopology.h"

#include <algorithm>

namespace ascendops {

void TopologyServer::updateHealth()
{
    Health worst = worse(ready ? Health::Ok : Health::Fault, nodeHealth);
    for (const TopologyNpu &npu : npus) {
        for (const TopologyDie &die : npu.dies)
            worst = worse(worst, worse(die.health, worse(die.hccsLink, die.roceLink)));
    }
    health = worst;
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
