#include "npuactivity.h"

#include "formats/operatorranktable.h"
#include "model/objectfields.h"
#include "telemetry/nodecollector.h"

#include <QSet>

#include <algorithm>
#include <utility>

namespace ascendops::pipeline {

namespace {

// Names beyond this many are counted, not listed: a 1,024-server job's
// words stay one line.
constexpr int kNamedUnread = 3;

void readNode(const telemetry::NodeProbe &probe, const QSet<int> &devices, NpuActivity &activity)
{
    QSet<std::pair<int, int>> held;   // (NPU, chip) with a process on it
    for (const NpuSmiProcess &process : probe.processes)
        held.insert({process.npuId, process.chipId});
    for (const telemetry::DieProbe &die : probe.dies) {
        if (!die.info.aiCorePercent || (!devices.isEmpty() && !devices.contains(die.info.deviceId())))
            continue;
        ++activity.chips;
        if (*die.info.aiCorePercent > 0)
            ++activity.busyChips;
        activity.maxAiCorePercent = std::max(activity.maxAiCorePercent, *die.info.aiCorePercent);
        if (held.contains({die.info.npuId, die.info.chipId}))
            ++activity.chipsWithProcesses;
    }
}

QString unreadWords(const QStringList &unread)
{
    QStringList named = unread.mid(0, kNamedUnread);
    if (unread.size() > kNamedUnread)
        named << QStringLiteral("%1 more").arg(unread.size() - kNamedUnread);
    return named.join(QStringLiteral(", "));
}

QString servers(int count)
{
    return count == 1 ? QStringLiteral("1 server") : QStringLiteral("%1 servers").arg(count);
}

} // namespace

JobDevices jobDevicesOf(const std::vector<const nlohmann::json *> &pods)
{
    JobDevices devices;
    for (const nlohmann::json *pod : pods) {
        const QString node = fields::text(*pod, {"spec", "nodeName"});
        if (node.isEmpty() || fields::text(*pod, {"status", "phase"}) != QLatin1String("Running"))
            continue;
        const nlohmann::json config = nlohmann::json::parse(
            fields::text(*pod, {"metadata", "annotations", kDeviceConfigurationAnnotation}).toStdString(), nullptr, false);
        const nlohmann::json *list = config.is_object() ? fields::find(config, {"devices"}) : nullptr;
        QSet<int> ids;
        for (const nlohmann::json &device : list && list->is_array() ? *list : nlohmann::json::array())
            if (const int id = fields::number(device, {"device_id"}, -1); id >= 0)
                ids.insert(id);
        // A pod whose devices are not read leaves the whole node counted.
        const bool known = !ids.isEmpty() && !(devices.contains(node) && devices[node].isEmpty());
        devices[node] = known ? devices.value(node) + ids : QSet<int>();
    }
    return devices;
}

NpuActivity readNpuActivity(const telemetry::NodeCollector &collector, const JobDevices &devices, qint64 sinceMs)
{
    NpuActivity activity;
    for (auto entry = devices.cbegin(); entry != devices.cend(); ++entry) {
        const QString &node = entry.key();
        const telemetry::NodeProbe *probe = collector.lastProbe(node);
        if (!collector.probes(node) && !probe) {
            activity.unread << QStringLiteral("%1 (not probed)").arg(node);
            continue;
        }
        ++activity.probedNodes;
        if (!probe || probe->timeMs < sinceMs) {
            const QString error = collector.lastError(node);
            activity.unread << (error.isEmpty() ? QStringLiteral("%1 (not probed since the stall began)").arg(node)
                                                : QStringLiteral("%1 (%2)").arg(node, error));
            continue;
        }
        ++activity.servers;
        activity.oldestMs = activity.oldestMs == 0 ? probe->timeMs : std::min<qint64>(activity.oldestMs, probe->timeMs);
        const int chipsBefore = activity.chips;
        readNode(*probe, entry.value(), activity);
        if (activity.chips == chipsBefore)
            activity.unread << QStringLiteral("%1 (npu-smi gave no AICore share)").arg(node);
    }
    return activity;
}

QString npuActivityWords(const NpuActivity &activity, qint64 nowMs)
{
    if (activity.probedNodes == 0)
        return {};
    QString words;
    const qint64 ageS = std::max<qint64>(0, nowMs - activity.oldestMs) / 1000;
    if (activity.chips == 0) {
        words = QStringLiteral("; npu-smi has no reading of the job's NPUs since the stall began");
    } else if (activity.busyChips > 0) {
        words = QStringLiteral("; npu-smi disagrees: AICore at up to %1% on %2 of %3 chips (read %4 s ago): "
                               "the NPUs compute, a step may be long rather than hung")
                    .arg(activity.maxAiCorePercent).arg(activity.busyChips).arg(activity.chips).arg(ageS);
    } else if (activity.chipsWithProcesses == 0) {
        words = QStringLiteral("; npu-smi: AICore 0% and no process on the %1 chips of %2 (read %3 s ago): "
                               "the training processes are gone")
                    .arg(activity.chips).arg(servers(activity.servers)).arg(ageS);
    } else {
        words = QStringLiteral("; npu-smi agrees: AICore 0% on all %1 chips of %2, processes still on %3 of "
                               "them (read %4 s ago)")
                    .arg(activity.chips).arg(servers(activity.servers)).arg(activity.chipsWithProcesses).arg(ageS);
    }
    if (!activity.unread.isEmpty())
        words += QStringLiteral("; not read: %1").arg(unreadWords(activity.unread));
    return words;
}

} // namespace ascendops::pipeline
