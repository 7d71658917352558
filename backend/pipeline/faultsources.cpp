#include "faultsources.h"

#include <QCoreApplication>

#include "model/jobsummary.h"
#include "model/objectfields.h"

#include <nlohmann/json.hpp>

namespace ascendops::pipeline::sources {
namespace {

using Json = nlohmann::json;
using fields::text;

QStringList qtList(const std::vector<std::string> &codes)
{
    QStringList list;
    for (const std::string &code : codes)
        list << QString::fromStdString(code);
    return list;
}

} // namespace

QString objectKey(const Json &object)
{
    return text(object, {"metadata", "namespace"}) + QLatin1Char('/') + text(object, {"metadata", "name"});
}

QHash<QString, FaultSignal> deviceFaults(const QString &node, const std::vector<DeviceFaultEntry> &entries,
                                         const QString &job, qint64 nowMs)
{
    QHash<QString, FaultSignal> found;
    for (const DeviceFaultEntry &entry : entries) {
        FaultSignal signal;
        signal.kind = entry.isNetwork() ? SignalKind::NetworkFault : SignalKind::DeviceFault;
        signal.node = node;
        signal.die = entry.die;
        signal.codes = qtList(entry.codes);
        signal.handling = QString::fromStdString(entry.handling);
        signal.occurredMs = entry.occurredMs;
        signal.observedMs = nowMs;
        signal.job = job;
        signal.message = QCoreApplication::translate("ascendops::pipeline", "%1 %2 on %3: %4 (%5)")
                             .arg(QString::fromStdString(entry.faultType), QString::fromStdString(entry.chip), node,
                                  signal.codes.join(QLatin1Char(',')), signal.handling);
        found.insert(signal.faultKey(), signal);
    }
    return found;
}

std::optional<FaultSignal> switchFault(const QString &node, const SwitchInfoCfg &info, const QString &job, qint64 nowMs)
{
    if (info.faultCodes.empty())
        return std::nullopt;
    FaultSignal signal;
    signal.kind = SignalKind::SwitchFault;
    signal.node = node;
    signal.codes = qtList(info.faultCodes);
    signal.handling = QLatin1String(switchFaultLevelName(info.level));
    for (const auto &[code, ms] : info.faultTimeMs)
        if (ms > 0 && (signal.occurredMs == 0 || ms < signal.occurredMs))
            signal.occurredMs = ms;
    signal.observedMs = nowMs;
    signal.job = job;
    signal.message = QCoreApplication::translate("ascendops::pipeline", "UnifiedBus switch of %1: %2 (%3, NodeStatus %4)")
                         .arg(node, signal.codes.join(QLatin1Char(' ')), signal.handling,
                              QString::fromStdString(info.nodeStatus));
    return signal;
}

std::optional<FaultSignal> nodeUnhealthy(const QString &node, const NodeInfoCfg &info, const QString &job, qint64 nowMs)
{
    if (!info.unhealthy())
        return std::nullopt;
    FaultSignal signal;
    signal.kind = SignalKind::NodeUnhealthy;
    signal.node = node;
    signal.observedMs = nowMs;
    signal.job = job;
    signal.message = QCoreApplication::translate("ascendops::pipeline", "NodeD reports %1 UnHealthy").arg(node);
    return signal;
}

std::optional<FaultSignal> nodeDown(const Json &node, const QString &job, qint64 nowMs)
{
    const Json *conditions = fields::find(node, {"status", "conditions"});
    bool ready = true;   // no condition reported yet: nothing to say
    if (conditions && conditions->is_array()) {
        for (const Json &condition : *conditions)
            if (text(condition, {"type"}) == QLatin1String("Ready")) {
                ready = text(condition, {"status"}) == QLatin1String("True");
                break;
            }
    }
    if (ready)
        return std::nullopt;
    FaultSignal signal;
    signal.kind = SignalKind::NodeDown;
    signal.node = text(node, {"metadata", "name"});
    signal.observedMs = nowMs;
    signal.job = job;
    signal.message = QCoreApplication::translate("ascendops::pipeline", "node %1 is not Ready").arg(signal.node);
    return signal;
}

std::optional<FaultSignal> podFailed(const Json *before, const Json &after, qint64 nowMs)
{
    const QString job = jobKeyOfPod(after);
    if (job.isEmpty() || text(after, {"status", "phase"}) != QLatin1String("Failed"))
        return std::nullopt;
    if (before && text(*before, {"status", "phase"}) == QLatin1String("Failed"))
        return std::nullopt;
    FaultSignal signal;
    signal.kind = SignalKind::PodFailed;
    signal.node = text(after, {"spec", "nodeName"});
    signal.pod = objectKey(after);
    signal.job = job;
    signal.observedMs = nowMs;
    signal.message = QCoreApplication::translate("ascendops::pipeline", "pod %1 failed: %2").arg(signal.pod, text(after, {"status", "message"}));
    return signal;
}

QDateTime eventTime(const Json &event)
{
    for (const char *key : {"firstTimestamp", "eventTime", "lastTimestamp"}) {
        const QDateTime time = QDateTime::fromString(text(event, {key}), Qt::ISODateWithMs);
        if (time.isValid())
            return time;
    }
    return {};
}

FaultSignal alarmFault(const DeviceFaultEvent &alarm, const QString &reason, int diesPerNpu, qint64 eventTimeMs,
                       const QString &job, qint64 nowMs)
{
    FaultSignal signal;
    signal.kind = alarm.codes.contains(QLatin1String(kRoceLinkDownCode)) ? SignalKind::NetworkFault
                                                                         : SignalKind::DeviceFault;
    signal.node = alarm.node;
    signal.die = alarm.die(diesPerNpu);
    signal.codes = alarm.codes;
    signal.handling = alarm.level;
    signal.occurredMs = eventTimeMs > 0 ? eventTimeMs : (alarm.raised.isValid() ? alarm.raised.toMSecsSinceEpoch() : 0);
    signal.observedMs = nowMs;
    signal.job = job;
    signal.message = QCoreApplication::translate("ascendops::pipeline", "device plugin alarm %1 on %2: Ascend910-%3 %4 (%5)")
                         .arg(reason, alarm.node).arg(signal.die).arg(signal.codes.join(QLatin1Char(',')), alarm.level);
    return signal;
}

} // namespace ascendops::pipeline::sources
