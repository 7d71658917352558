#include "faultsignal.h"

namespace ascendops::pipeline {

const char *signalKindName(SignalKind kind)
{
    switch (kind) {
    case SignalKind::DeviceFault: return "device-fault";
    case SignalKind::NetworkFault: return "network-fault";
    case SignalKind::NodeDown: return "node-down";
    case SignalKind::NodeUnhealthy: return "node-unhealthy";
    case SignalKind::PodFailed: return "pod-failed";
    case SignalKind::Hang: return "hang";
    case SignalKind::LinkDegraded: return "link-degraded";
    case SignalKind::SwitchFault: return "switch-fault";
    }
    return "unknown";
}

std::optional<SignalKind> signalKindFromName(const QString &name)
{
    for (SignalKind kind : {SignalKind::DeviceFault, SignalKind::NetworkFault, SignalKind::NodeDown, SignalKind::NodeUnhealthy,
                            SignalKind::PodFailed, SignalKind::Hang, SignalKind::LinkDegraded, SignalKind::SwitchFault})
        if (name == QLatin1String(signalKindName(kind)))
            return kind;
    return std::nullopt;
}

QString FaultSignal::faultKey() const
{
    return QStringLiteral("%1/%2/%3").arg(QLatin1String(signalKindName(kind)), node.isEmpty() ? pod : node).arg(die);
}

} // namespace ascendops::pipeline
