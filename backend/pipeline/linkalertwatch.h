#pragma once
// Detect from node telemetry: a die link whose health, as the SSH collector
// measures it (hccn_tool over SSH), turns into a lasting fault (flapping
// past the debounce limit, "two within five minutes", or optical receive
// power under the module's threshold) becomes a LinkDegraded signal; the
// link back to health clears it. Faults of the moment (a link down once)
// are left to device-info and HCCL operator retry.
#include "faultsignal.h"

#include "core/clock.h"

#include <QHash>
#include <QObject>

namespace ascendops::telemetry {
class NodeCollector;
}

namespace ascendops::pipeline {

class LinkAlertWatch : public QObject
{
    Q_OBJECT

public:
    // `jobOnNode` names the job whose pod runs on a node ("" for none).
    // The clock dates the signals, as the detector's dates its own.
    LinkAlertWatch(const telemetry::NodeCollector &collector, std::function<QString(const QString &)> jobOnNode,
                   const Clock &clock, QObject *parent = nullptr);

    void onNodeUpdated(const QString &node);

signals:
    void raised(const ascendops::pipeline::FaultSignal &signal);
    void cleared(const ascendops::pipeline::FaultSignal &signal);

private:
    const telemetry::NodeCollector &m_collector;
    const Clock &m_clock;
    std::function<QString(const QString &)> m_jobOnNode;
    QHash<QString, FaultSignal> m_alerts;   // faultKey -> signal
};

} // namespace ascendops::pipeline
