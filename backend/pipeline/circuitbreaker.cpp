#include "circuitbreaker.h"

#include <QCoreApplication>

namespace ascendops::pipeline {

QStringList CircuitBreaker::nodesSince(std::int64_t sinceMs) const
{
    QStringList nodes;
    for (const Acted &acted : m_acted)
        if (acted.timeMs >= sinceMs && !nodes.contains(acted.node))
            nodes << acted.node;
    return nodes;
}

BreakerVerdict CircuitBreaker::check(const QStringList &nodes, int clusterNodes, std::int64_t nowMs) const
{
    QStringList all = nodesSince(nowMs - m_limits.windowMs);
    for (const QString &node : nodes)
        if (!node.isEmpty() && !all.contains(node))
            all << node;
    BreakerVerdict verdict;
    verdict.nodesInWindow = int(all.size());
    const double fraction = clusterNodes > 0 ? double(all.size()) / clusterNodes : 1.0;
    if (all.size() > m_limits.maxNodes && fraction > m_limits.maxFraction) {
        verdict.allowed = false;
        verdict.reason = QCoreApplication::translate("CircuitBreaker",
            "acting would touch %1 nodes (%2% of %3) within %4 min, more than %5 nodes and %6%: %7")
            .arg(all.size()).arg(fraction * 100.0, 0, 'f', 1).arg(clusterNodes)
            .arg(m_limits.windowMs / 60000).arg(m_limits.maxNodes).arg(m_limits.maxFraction * 100.0, 0, 'f', 0)
            .arg(all.join(QLatin1String(", ")));
    }
    return verdict;
}

void CircuitBreaker::record(const QStringList &nodes, std::int64_t nowMs)
{
    for (const QString &node : nodes)
        if (!node.isEmpty())
            m_acted.push_back({nowMs, node});
    while (!m_acted.empty() && m_acted.front().timeMs < nowMs - m_limits.windowMs)
        m_acted.pop_front();
}

} // namespace ascendops::pipeline
