#pragma once
// One thing the pipeline noticed in the cluster, before anyone has judged
// it: a chip or link fault the device plugin put in device-info, a node that
// stopped being Ready or that NodeD calls unhealthy, a training pod that
// failed, a job whose step counter stopped. Signals are facts with the time
// they were seen; classification and decisions come later.
#include <QString>
#include <QStringList>

#include <optional>

namespace ascendops::pipeline {

enum class SignalKind {
    DeviceFault,     // CardUnhealthy (or any chip fault) in device-info
    NetworkFault,    // CardNetworkUnhealthy: the die's RoCE port (81078603)
    NodeDown,        // Node Ready condition False or Unknown
    NodeUnhealthy,   // NodeD: NodeInfo NodeStatus UnHealthy
    PodFailed,       // a training pod's phase became Failed
    Hang,            // the job's step counter stopped advancing
    LinkDegraded,    // node telemetry: a die link flaps past the debounce limit or its optics fail
    SwitchFault,     // A3: a UnifiedBus switch port of the server (device-info SwitchInfoCfg)
};

const char *signalKindName(SignalKind kind);
std::optional<SignalKind> signalKindFromName(const QString &name);

struct FaultSignal
{
    SignalKind kind = SignalKind::DeviceFault;
    qint64 observedMs = 0;    // when the console saw it (UTC ms)
    qint64 occurredMs = 0;    // when the source says it happened; 0 unknown
    QString node;
    int die = -1;             // logic id of the die (Ascend910-<die>); -1 none
    QStringList codes;        // fault codes, upper-case hex
    QString handling;         // fault_handling as the device plugin reported it (switch: its FaultLevel)
    QString job;              // "namespace/name" when known
    QString pod;              // "namespace/name" when the signal is about a pod
    QString message;          // what the source said, for the operator

    // What identifies the fault so that a repeat of it is not a new one:
    // kind, node and die.
    QString faultKey() const;
    // A pod failure or a hang: what a fault does to a job, not a fault of
    // the hardware (a chip, a link, a server, a switch port).
    bool isConsequence() const { return kind == SignalKind::PodFailed || kind == SignalKind::Hang; }
};

} // namespace ascendops::pipeline
