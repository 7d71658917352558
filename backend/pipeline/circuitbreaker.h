#pragma once
// Stops automatic recovery when it would touch too much of the cluster at
// once: a bad rule or a flaky detector must not drain a cluster node by node.
// An action that would bring the distinct nodes acted on within the window
// above BOTH limits (default: more than 2 nodes and more than 10% of the
// cluster within 10 minutes) is not taken automatically; a person decides.
#include <QString>
#include <QStringList>

#include <cstdint>
#include <deque>

namespace ascendops::pipeline {

struct BreakerLimits
{
    int maxNodes = 2;
    double maxFraction = 0.10;
    std::int64_t windowMs = 10 * 60 * 1000;
};

struct BreakerVerdict
{
    bool allowed = true;
    int nodesInWindow = 0;          // distinct nodes, this action included
    QString reason;                 // why it tripped, with the numbers
};

class CircuitBreaker
{
public:
    explicit CircuitBreaker(BreakerLimits limits = {}) : m_limits(limits) {}

    BreakerVerdict check(const QStringList &nodes, int clusterNodes, std::int64_t nowMs) const;
    // Counts the nodes an action was taken on.
    void record(const QStringList &nodes, std::int64_t nowMs);
    const BreakerLimits &limits() const { return m_limits; }

private:
    struct Acted
    {
        std::int64_t timeMs;
        QString node;
    };
    QStringList nodesSince(std::int64_t sinceMs) const;

    BreakerLimits m_limits;
    std::deque<Acted> m_acted;
};

} // namespace ascendops::pipeline
