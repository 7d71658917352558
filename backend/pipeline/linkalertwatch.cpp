#include "linkalertwatch.h"

#include "telemetry/nodecollector.h"


namespace ascendops::pipeline {

LinkAlertWatch::LinkAlertWatch(const telemetry::NodeCollector &collector,
                               std::function<QString(const QString &)> jobOnNode, const Clock &clock, QObject *parent)
    : QObject(parent)
    , m_collector(collector)
    , m_clock(clock)
    , m_jobOnNode(std::move(jobOnNode))
{
}

void LinkAlertWatch::onNodeUpdated(const QString &node)
{
    for (const int die : m_collector.devices(node)) {
        const telemetry::LinkHealth health = m_collector.health(node, die);
        FaultSignal signal;
        signal.kind = SignalKind::LinkDegraded;
        signal.node = node;
        signal.die = die;
        const QString key = signal.faultKey();
        if (!health.lasting) {
            if (m_alerts.contains(key))
                emit cleared(m_alerts.take(key));
            continue;
        }
        if (m_alerts.contains(key))
            continue;
        signal.observedMs = m_clock.nowMs();
        signal.occurredMs = signal.observedMs;
        signal.job = m_jobOnNode(node);
        signal.handling = QStringLiteral("PreSeparateNPU");
        signal.message = QStringLiteral("link of Ascend910-%1 on %2: %3").arg(die).arg(node, health.reasons.join(QStringLiteral("; ")));
        m_alerts.insert(key, signal);
        emit raised(signal);
    }
}

} // namespace ascendops::pipeline
