#include "signaldetector.h"

#include "formats/devicefaultevent.h"
#include "formats/deviceinfocfg.h"
#include "formats/switchinfocfg.h"
#include "kube/clusterwatch.h"
#include "kube/informer.h"
#include "kube/topologybuilder.h"
#include "model/jobsummary.h"
#include "model/objectfields.h"

#include <QDateTime>
#include <QLoggingCategory>

namespace ascendops::pipeline {
namespace {

Q_LOGGING_CATEGORY(lcDetector, "ascendops.pipeline.detector")

using Json = nlohmann::json;
using fields::text;

constexpr QLatin1String kDeviceInfoPrefix("mindx-dl-deviceinfo-");
constexpr QLatin1String kNodeInfoPrefix("mindx-dl-nodeinfo-");

qint64 nowMs() { return QDateTime::currentMSecsSinceEpoch(); }

// fault_time is in ms in one MindCluster example and in s in another.
qint64 faultTimeMs(const Json &entry)
{
    qint64 earliest = 0;
    const Json levels = entry.value("fault_time_and_level_map", Json::object());
    for (const Json &info : levels) {
        if (!info.is_object() || !info.contains("fault_time") || !info["fault_time"].is_number())
            continue;
        qint64 time = info["fault_time"].get<qint64>();
        if (time > 0 && time < 100000000000LL)
            time *= 1000;
        if (time > 0 && (earliest == 0 || time < earliest))
            earliest = time;
    }
    return earliest;
}

int dieOfChip(const QString &chip)
{
    bool ok = false;
    const int die = chip.section(QLatin1Char('-'), -1).toInt(&ok);
    return ok ? die : -1;
}

QString podKey(const Json &pod)
{
    return text(pod, {"metadata", "namespace"}) + QLatin1Char('/') + text(pod, {"metadata", "name"});
}

bool nodeReady(const Json &node)
{
    for (const Json &condition : node.value("status", Json::object()).value("conditions", Json::array()))
        if (condition.value("type", "") == "Ready")
            return condition.value("status", "") == "True";
    return true;   // no condition reported yet: nothing to say
}

} // namespace

SignalDetector::SignalDetector(kube::ClusterWatch &watch, DetectorSettings settings, QObject *parent)
    : QObject(parent)
    , m_watch(watch)
    , m_settings(std::move(settings))
{
    m_progressTimer.setInterval(500);
    connect(&m_progressTimer, &QTimer::timeout, this, &SignalDetector::checkProgress);
}

void SignalDetector::start()
{
    kube::Informer *configMaps = m_watch.configMaps();
    for (const Json &object : configMaps->cache())
        onConfigMap(object, false);
    for (const Json &object : m_watch.nodes()->cache())
        onNode(object, false);
    connect(configMaps, &kube::Informer::added, this, [this](const QString &, const Json &o) { onConfigMap(o, false); });
    connect(configMaps, &kube::Informer::updated, this,
            [this](const QString &, const Json &, const Json &o) { onConfigMap(o, false); });
    connect(configMaps, &kube::Informer::deleted, this, [this](const QString &, const Json &o) { onConfigMap(o, true); });
    kube::Informer *nodes = m_watch.nodes();
    connect(nodes, &kube::Informer::added, this, [this](const QString &, const Json &o) { onNode(o, false); });
    connect(nodes, &kube::Informer::updated, this, [this](const QString &, const Json &, const Json &o) { onNode(o, false); });
    connect(nodes, &kube::Informer::deleted, this, [this](const QString &, const Json &o) { onNode(o, true); });
    kube::Informer *pods = m_watch.pods();
    for (const Json &object : pods->cache())
        onPod(nullptr, object);
    connect(pods, &kube::Informer::added, this, [this](const QString &, const Json &o) { onPod(nullptr, o); });
    connect(pods, &kube::Informer::updated, this, [this](const QString &, const Json &b, const Json &a) { onPod(&b, a); });
    connect(pods, &kube::Informer::deleted, this, [this] { emit clusterChanged(); });
    connect(m_watch.volcanoJobs(), &kube::Informer::updated, this, [this] { emit clusterChanged(); });
    m_progressTimer.start();
    if (m_eventClient && !m_events) {
        // Events listed at the start are history: the caches above already
        // hold what is still faulty. Only what arrives later is news.
        kube::InformerOptions options;
        options.ns = QStringLiteral("kube-system");   // where the device plugin records them
        m_events = new kube::Informer(m_eventClient, kube::ResourceType::events(), options, this);
        connect(m_events, &kube::Informer::synced, this, [this] { m_eventsLive = true; });
        connect(m_events, &kube::Informer::added, this, [this](const QString &, const Json &o) { onEvent(o); });
        connect(m_events, &kube::Informer::updated, this,
                [this](const QString &, const Json &before, const Json &after) {
                    if (before.value("count", 0) != after.value("count", 0))
                        onEvent(after);   // the same alarm again: an event series counts up
                });
        m_events->start();
    }
}

// The device plugin's chip alarms. Occur raises the fault at once (the
// ConfigMap may follow later); Recovery clears it unless device-info still
// lists it.
void SignalDetector::onEvent(const Json &event)
{
    if (!m_eventsLive)
        return;
    const QString reason = text(event, {"reason"});
    if (reason != QLatin1String("Occur") && reason != QLatin1String("Recovery"))
        return;
    QString error;
    const std::optional<DeviceFaultEvent> alarm = parseDeviceFaultEvent(text(event, {"message"}), &error);
    if (!alarm) {
        if (error != QLatin1String("not a device fault alarm"))
            qCWarning(lcDetector) << "event" << text(event, {"metadata", "name"}) << ":" << error;
        return;
    }
    FaultSignal signal;
    // 81078603 is the RoCE port's network fault; every other chip code is the chip's.
    signal.kind = alarm->codes.contains(QLatin1String("81078603")) ? SignalKind::NetworkFault : SignalKind::DeviceFault;
    signal.node = alarm->node;
    // Alarms name the card and the chip in it; device-info the die's logic id.
    const auto nodeObject = m_watch.nodes()->object(alarm->node);
    signal.die = alarm->cardId * (nodeObject ? kube::diesPerNpu(*nodeObject) : 1) + alarm->deviceId;
    signal.codes = alarm->codes;
    signal.handling = alarm->level;
    // The Event's own time is UTC; alarmRaisedTime is the node's local time.
    const QDateTime recorded = QDateTime::fromString(text(event, {"firstTimestamp"}), Qt::ISODate);
    signal.occurredMs = recorded.isValid() ? recorded.toMSecsSinceEpoch()
                                           : (alarm->raised.isValid() ? alarm->raised.toMSecsSinceEpoch() : 0);
    signal.observedMs = nowMs();
    signal.job = jobOnNode(alarm->node);
    signal.message = QStringLiteral("device plugin alarm %1 on %2: Ascend910-%3 %4 (%5)")
                         .arg(reason, alarm->node).arg(signal.die).arg(signal.codes.join(QLatin1Char(',')), alarm->level);
    const QString key = signal.faultKey();
    if (reason == QLatin1String("Recovery")) {
        if (m_eventClaims.remove(key) && !listedInDeviceInfo(key, alarm->node) && m_active.contains(key))
            emit cleared(m_active.take(key));
        return;
    }
    if (!m_eventClaims.contains(key) && !listedInDeviceInfo(key, alarm->node))
        m_eventClaims.insert(key, signal.observedMs);
    raiseIfNew(key, signal);
}

bool SignalDetector::listedInDeviceInfo(const QString &key, const QString &node) const
{
    return m_bySource.value(QStringLiteral("deviceinfo/") + node).contains(key);
}

// A fault already known is raised again only with a code it did not have
// (both sources report it, each with the codes it knows): the active
// signal keeps every code either named.
void SignalDetector::raiseIfNew(const QString &key, FaultSignal signal)
{
    const auto known = m_active.constFind(key);
    if (known != m_active.constEnd()) {
        bool news = false;
        for (const QString &code : signal.codes)
            news = news || !known->codes.contains(code);
        if (!news)
            return;
        for (const QString &code : known->codes)
            if (!signal.codes.contains(code))
                signal.codes << code;
    }
    m_active.insert(key, signal);
    emit raised(signal);
}

// A fault only an alarm raised, which device-info never listed and whose
// Recovery never came (an Event lost or expired), is dropped after a while
// rather than kept active for ever.
void SignalDetector::expireAlarmOnlyFaults(qint64 now)
{
    constexpr qint64 kAlarmOnlyMs = 5 * 60 * 1000;
    for (auto it = m_eventClaims.begin(); it != m_eventClaims.end();) {
        const auto active = m_active.constFind(it.key());
        if (active == m_active.constEnd() || listedInDeviceInfo(it.key(), active->node)) {
            it = m_eventClaims.erase(it);   // gone, or device-info speaks for it now
        } else if (now - it.value() > kAlarmOnlyMs) {
            const FaultSignal gone = m_active.take(it.key());
            it = m_eventClaims.erase(it);
            emit cleared(gone);
        } else {
            ++it;
        }
    }
}


qint64 SignalDetector::stepOf(const QString &jobKey) const
{
    const auto it = m_progress.find(jobKey);
    return it == m_progress.end() ? -1 : it->step;
}

void SignalDetector::onConfigMap(const Json &configMap, bool gone)
{
    const QString name = text(configMap, {"metadata", "name"});
    if (name.startsWith(kDeviceInfoPrefix))
        onDeviceInfo(name.mid(kDeviceInfoPrefix.size()), configMap, gone);
    else if (name.startsWith(kNodeInfoPrefix))
        onNodeInfo(name.mid(kNodeInfoPrefix.size()), configMap, gone);
    else
        emit clusterChanged();   // rank tables (rings-config) among them
}

void SignalDetector::onDeviceInfo(const QString &node, const Json &configMap, bool gone)
{
    QHash<QString, FaultSignal> now;
    const std::optional<DeviceInfoCfg> info = gone ? std::nullopt
        : decodeDeviceInfo(text(configMap, {"data", "DeviceInfoCfg"}).toStdString());
    if (info) {
        const QString job = jobOnNode(node);
        for (const Json &entry : info->faults) {
            if (!entry.is_object())
                continue;
            FaultSignal signal;
            signal.kind = entry.value("fault_type", "") == "CardNetworkUnhealthy" ? SignalKind::NetworkFault
                                                                                  : SignalKind::DeviceFault;
            signal.node = node;
            signal.die = dieOfChip(QString::fromStdString(entry.value("npu_name", "")));
            signal.codes = QString::fromStdString(entry.value("fault_code", "")).toUpper().split(QLatin1Char(','), Qt::SkipEmptyParts);
            signal.handling = QString::fromStdString(entry.value("fault_handling", ""));
            signal.occurredMs = faultTimeMs(entry);
            signal.observedMs = nowMs();
            signal.job = job;
            signal.message = QStringLiteral("%1 %2 on %3: %4 (%5)")
                                 .arg(QString::fromStdString(entry.value("fault_type", "")),
                                      QString::fromStdString(entry.value("npu_name", "")), node,
                                      signal.codes.join(QLatin1Char(',')), signal.handling);
            now.insert(signal.faultKey(), signal);
        }
    }
    addSwitchFaults(node, configMap, gone, now);
    reconcile(QStringLiteral("deviceinfo/") + node, std::move(now));
}

// A3: the node's UnifiedBus switch ports, one signal for all their codes
// (the device plugin reports them as one level for the node).
void SignalDetector::addSwitchFaults(const QString &node, const Json &configMap, bool gone, QHash<QString, FaultSignal> &now)
{
    const QString value = gone ? QString() : text(configMap, {"data", "SwitchInfoCfg"});
    if (value.isEmpty())
        return;
    std::string error;
    const std::optional<SwitchInfoCfg> info = decodeSwitchInfo(value.toStdString(), &error);
    if (!info) {
        qCWarning(lcDetector) << "device-info of" << node << ":" << QString::fromStdString(error);
        return;
    }
    if (info->faultCodes.empty())
        return;
    FaultSignal signal;
    signal.kind = SignalKind::SwitchFault;
    signal.node = node;
    for (const std::string &code : info->faultCodes)
        signal.codes << QString::fromStdString(code);
    signal.handling = QLatin1String(switchFaultLevelName(info->level));
    for (const auto &[code, ms] : info->faultTimeMs)
        if (ms > 0 && (signal.occurredMs == 0 || ms < signal.occurredMs))
            signal.occurredMs = ms;
    signal.observedMs = nowMs();
    signal.job = jobOnNode(node);
    signal.message = QStringLiteral("UnifiedBus switch of %1: %2 (%3, NodeStatus %4)")
                         .arg(node, signal.codes.join(QLatin1Char(' ')), signal.handling,
                              QString::fromStdString(info->nodeStatus));
    now.insert(signal.faultKey(), signal);
}

void SignalDetector::onNodeInfo(const QString &node, const Json &configMap, bool gone)
{
    QHash<QString, FaultSignal> now;
    const Json info = gone ? Json() : Json::parse(text(configMap, {"data", "NodeInfo"}).toStdString(), nullptr, false);
    if (info.is_object() && text(info, {"NodeInfo", "NodeStatus"}) == QLatin1String("UnHealthy")) {
        FaultSignal signal;
        signal.kind = SignalKind::NodeUnhealthy;
        signal.node = node;
        signal.observedMs = nowMs();
        signal.job = jobOnNode(node);
        signal.message = QStringLiteral("NodeD reports %1 UnHealthy").arg(node);
        now.insert(signal.faultKey(), signal);
    }
    reconcile(QStringLiteral("nodeinfo/") + node, std::move(now));
}

void SignalDetector::onNode(const Json &node, bool gone)
{
    const QString name = text(node, {"metadata", "name"});
    QHash<QString, FaultSignal> now;
    if (!gone && !nodeReady(node)) {
        FaultSignal signal;
        signal.kind = SignalKind::NodeDown;
        signal.node = name;
        signal.observedMs = nowMs();
        signal.job = jobOnNode(name);
        signal.message = QStringLiteral("node %1 is not Ready").arg(name);
        now.insert(signal.faultKey(), signal);
    }
    reconcile(QStringLiteral("node/") + name, std::move(now));
}

void SignalDetector::onPod(const Json *before, const Json &after)
{
    emit clusterChanged();
    const QString job = jobOfPod(after);
    if (job.isEmpty() || text(after, {"status", "phase"}) != QLatin1String("Failed"))
        return;
    if (before && text(*before, {"status", "phase"}) == QLatin1String("Failed"))
        return;
    FaultSignal signal;
    signal.kind = SignalKind::PodFailed;
    signal.node = text(after, {"spec", "nodeName"});
    signal.pod = podKey(after);
    signal.job = text(after, {"metadata", "namespace"}) + QLatin1Char('/') + job;
    signal.observedMs = nowMs();
    signal.message = QStringLiteral("pod %1 failed: %2").arg(signal.pod, text(after, {"status", "message"}));
    emit raised(signal);
}

void SignalDetector::checkProgress()
{
    const qint64 now = nowMs();
    expireAlarmOnlyFaults(now);
    for (const Json &job : m_watch.volcanoJobs()->cache()) {
        const QString key = text(job, {"metadata", "namespace"}) + QLatin1Char('/') + text(job, {"metadata", "name"});
        bool ok = false;
        const qint64 step = fields::text(job, {"metadata", "annotations", m_settings.stepAnnotation.toUtf8().constData()})
                                .toLongLong(&ok);
        Progress &progress = m_progress[key];
        const bool training = text(job, {"status", "state", "phase"}) == QLatin1String("Running");
        if (!ok || !training || step != progress.step) {
            progress.step = ok ? step : -1;
            progress.changedMs = now;
            progress.reported = false;
            continue;
        }
        if (progress.reported || now - progress.changedMs < m_settings.hangMs)
            continue;
        progress.reported = true;
        FaultSignal signal;
        signal.kind = SignalKind::Hang;
        signal.job = key;
        signal.observedMs = now;
        signal.occurredMs = progress.changedMs;
        signal.message = QStringLiteral("job %1 has been at step %2 for %3 s while running")
                             .arg(key).arg(step).arg((now - progress.changedMs) / 1000);
        emit raised(signal);
    }
}

void SignalDetector::reconcile(const QString &source, QHash<QString, FaultSignal> now)
{
    const QStringList before = m_bySource.value(source);
    for (const QString &key : before) {
        if (now.contains(key))
            continue;
        m_eventClaims.remove(key);   // the ConfigMap has the last word
        const FaultSignal gone = m_active.take(key);
        emit cleared(gone);
    }
    QStringList keys;
    for (auto it = now.begin(); it != now.end(); ++it) {
        keys << it.key();
        raiseIfNew(it.key(), *it);
    }
    if (keys.isEmpty())
        m_bySource.remove(source);
    else
        m_bySource.insert(source, keys);
    emit clusterChanged();
}

QString SignalDetector::jobOnNode(const QString &node) const
{
    for (const Json &pod : m_watch.pods()->cache()) {
        if (text(pod, {"spec", "nodeName"}) != node)
            continue;
        const QString job = jobOfPod(pod);
        if (!job.isEmpty())
            return text(pod, {"metadata", "namespace"}) + QLatin1Char('/') + job;
    }
    return {};
}

} // namespace ascendops::pipeline
