#include "nodecollector.h"

#include "ssh/sshpool.h"

#include <climits>

namespace ascendops::telemetry {

NodeCollector::NodeCollector(QObject *parent)
    : QObject(parent)
    , m_pool(std::make_unique<ssh::SshPool>())
{
    m_timer.setInterval(5000);
    connect(&m_timer, &QTimer::timeout, this, &NodeCollector::probeAll);
    connect(m_pool.get(), &ssh::SshPool::finished, this,
            [this](quint64 id, const QString &, const ssh::CommandResult &result) { onFinished(id, result); });
    // On a worker thread: tell, never wait.
    m_pool->setPassphraseCallback([this](const QString &keyPath) -> std::optional<QString> {
        QMetaObject::invokeMethod(this, [this, keyPath] { emit passphraseNeeded(keyPath); }, Qt::QueuedConnection);
        return std::nullopt;
    });
}

NodeCollector::~NodeCollector()
{
    m_pool->cancelAll();
}

// A node whose login changed (identity, user, bastions) logs in again with
// it; one only accepted a host key for is left alone.
void NodeCollector::setTargets(const QHash<QString, ssh::SshTarget> &targets)
{
    const auto login = [](ssh::SshTarget target) {
        target.acceptedHostKeys.clear();
        for (ssh::SshHost &hop : target.jumps)
            hop.acceptedHostKeys.clear();
        return target;
    };
    for (auto it = m_targets.cbegin(); it != m_targets.cend(); ++it) {
        const auto next = targets.constFind(it.key());
        if (next == targets.cend() || login(*next) != login(*it))
            m_pool->closeIdleSessions(it->connectionKey());
    }
    m_targets = targets;
}

void NodeCollector::setTools(const ProbeTools &tools)
{
    m_tools = tools;
}

void NodeCollector::start()
{
    probeAll();
    m_timer.start();
}

void NodeCollector::retryNow()
{
    m_pool->retryNow();
    probeAll();
}

void NodeCollector::stop()
{
    m_timer.stop();
    m_pool->cancelAll();
    m_inFlight.clear();
}

// A node still answering the last round is not asked again: a slow node
// never piles up requests.
void NodeCollector::probeAll()
{
    const QStringList busy = m_inFlight.values();
    for (auto it = m_targets.cbegin(); it != m_targets.cend(); ++it)
        if (!busy.contains(it.key()))
            probe(it.key());
}

void NodeCollector::probe(const QString &node)
{
    const QByteArray command = probeCommand(m_tools, m_plans.value(node));
    m_inFlight.insert(m_pool->submit(m_targets.value(node), command, std::max(kProbeTimeoutMs, int(m_timer.interval()) * 2)), node);
}

void NodeCollector::onFinished(quint64 id, const ssh::CommandResult &result)
{
    const QString node = m_inFlight.take(id);
    if (node.isEmpty())
        return;
    if (!result.error.isEmpty()) {
        m_errors.insert(node, result.error);
        if (result.hostKey)
            emit hostKeyRefused(node, *result.hostKey);
        emit nodeFailed(node, result.error);
        return;
    }
    receive(node, result.stdOut);
}

void NodeCollector::receive(const QString &node, const QByteArray &output)
{
    m_errors.remove(node);
    const NodeProbe found = readNodeProbe(output, m_clock->nowMs());
    apply(node, found);
    emit nodeUpdated(node);
    // A probe that found more to ask (no hccn.conf, a die not OK) is
    // followed at once rather than an interval later.
    const ProbePlan next = planAfter(found);
    if (next == m_plans.value(node))
        return;
    m_plans.insert(node, next);
    if (m_targets.contains(node))
        probe(node);
}

void NodeCollector::apply(const QString &node, const NodeProbe &probe)
{
    for (const DeviceProbe &device : probe.devices) {
        LinkSeries &series = m_series[{node, device.device}];
        series.setThresholds(device.thresholds);
        series.mergeChanges(device.changes);
        series.append(device.sample);
    }
    m_probes.insert(node, probe);
}

std::vector<int> NodeCollector::devices(const QString &node) const
{
    std::vector<int> ids;
    for (auto it = m_series.lower_bound({node, INT_MIN}); it != m_series.end() && it->first.first == node; ++it)
        ids.push_back(it->first.second);
    return ids;
}

const LinkSeries *NodeCollector::series(const QString &node, int device) const
{
    const auto it = m_series.find({node, device});
    return it == m_series.end() ? nullptr : &it->second;
}

LinkHealth NodeCollector::health(const QString &node, int device) const
{
    const LinkSeries *s = series(node, device);
    return s ? assessLink(*s, m_clock->nowMs()) : LinkHealth{};
}

const NodeProbe *NodeCollector::lastProbe(const QString &node) const
{
    const auto it = m_probes.constFind(node);
    return it == m_probes.cend() ? nullptr : &*it;
}

} // namespace ascendops::telemetry
