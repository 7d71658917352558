#include "signaldetector.h"

#include "faultsources.h"

#include "formats/devicefaultevent.h"
#include "formats/deviceinfocfg.h"
#include "formats/faultcodetable.h"
#include "formats/switchinfocfg.h"
#include "clustermodel/clusterwatch.h"
#include "clustermodel/jobprogresswatch.h"
#include "kube/informer.h"
#include "clustermodel/topologybuilder.h"
#include "model/jobsummary.h"
#include "model/objectfields.h"
#include "model/trainingjob.h"

#include <QDateTime>
#include <QLoggingCategory>

namespace ascendops::pipeline {
namespace {

Q_LOGGING_CATEGORY(lcDetector, "ascendops.pipeline.detector")

using Json = nlohmann::json;
using fields::text;

const QString kDeviceInfoMapPrefix = QString::fromLatin1(kDeviceInfoPrefix);
const QString kNodeInfoMapPrefix = QString::fromLatin1(kNodeInfoPrefix);

// One line per problem, "device-info of node-3, SwitchInfoCfg /FaultLevel: not text".
QString describe(const QString &where, const Problems &problems)
{
    QStringList lines;
    for (const Problem &problem : problems)
        lines << where + QLatin1Char(' ') + problem.toString();
    return lines.join(QLatin1Char('\n'));
}

} // namespace

// A value the detector could not read is said where it is, never dropped
// silently; said once, not again at every update of the same object.
// `source` names the object whose last words are remembered.
void SignalDetector::warnProblems(const QString &source, const QString &where, const Problems &problems)
{
    const QString said = describe(where, problems);
    if (said.isEmpty()) {
        m_warned.remove(source);
        return;
    }
    if (m_warned.value(source) == said)
        return;
    m_warned.insert(source, said);
    qCWarning(lcDetector).noquote() << said;
}

SignalDetector::SignalDetector(clustermodel::ClusterWatch &watch, clustermodel::JobProgressWatch *progress,
                               DetectorSettings settings, QObject *parent)
    : QObject(parent)
    , m_watch(watch)
    , m_progressSource(progress)
    , m_settings(std::move(settings))
{
}

void SignalDetector::start()
{
    kube::Informer *configMaps = m_watch.configMaps();
    for (kube::Informer *informer : {configMaps, m_watch.nodes(), m_watch.pods()}) {
        for (auto it = informer->cache().cbegin(); it != informer->cache().cend(); ++it) {
            m_toScan.emplace_back(informer, it.key());
            m_unscanned.insert(informer->resourceType().plural + QLatin1Char('/') + it.key());
        }
        // A cache listed after this start is read as the scan reads (its
        // first list may announce nothing object by object).
        if (!informer->hasSynced())
            connect(informer, &kube::Informer::synced, this, [this, informer] { scanWhole(informer); },
                    Qt::SingleShotConnection);
        connect(informer, &kube::Informer::added, this,
                [this, informer](const QString &key, const Json &o) { onChange(informer, key, nullptr, o); });
        connect(informer, &kube::Informer::updated, this,
                [this, informer](const QString &key, const Json &b, const Json &a) { onChange(informer, key, &b, a); });
    }
    connect(configMaps, &kube::Informer::deleted, this, [this](const QString &, const Json &o) { onConfigMap(o, true); });
    connect(m_watch.nodes(), &kube::Informer::deleted, this, [this](const QString &, const Json &o) { onNode(o, true); });
    connect(m_watch.pods(), &kube::Informer::deleted, this, [this](const QString &key, const Json &o) {
        // Gone before the scan read it: a pod that had failed was there at the
        // start (its going is no restart).
        if (m_unscanned.remove(m_watch.pods()->resourceType().plural + QLatin1Char('/') + key) && !ofEndedJob(o))
            if (auto signal = sources::podFailed(nullptr, o, nowMs()))
                emit raised(*signal);
        emit clusterChanged();
    });
    for (kube::Informer *jobs : {m_watch.volcanoJobs(), m_watch.ascendJobs()})
        connect(jobs, &kube::Informer::updated, this, [this](const QString &, const Json &, const Json &job) {
            lookAtProgress(job, nowMs());
            emit clusterChanged();
        });
    // A job's log moved on (a step, a phase, an error): look at it now.
    if (m_progressSource)
        connect(m_progressSource, &clustermodel::JobProgressWatch::progressChanged, this, [this](const QString &jobKey) {
            if (const Json *job = m_watch.trainingJob(jobKey))
                lookAtProgress(*job, nowMs());
            emit clusterChanged();
        });
    lookAgainAtProgress();
    scanSlice();
    if (m_events) {
        // Events listed at the start are history: the caches above already
        // hold what is still faulty. Only what arrives later is news.
        m_eventsLive = m_events->hasSynced();
        connect(m_events, &kube::Informer::synced, this, [this] { m_eventsLive = true; });
        connect(m_events, &kube::Informer::added, this, [this](const QString &, const Json &o) { onEvent(o); });
        connect(m_events, &kube::Informer::updated, this,
                [this](const QString &, const Json &before, const Json &after) {
                    if (fields::number(before, {"count"}, 0) != fields::number(after, {"count"}, 0))
                        onEvent(after);   // the same alarm again: an event series counts up
                });
        if (!m_events->isRunning())
            m_events->start();
    }
}

// A change of a cached object. One the first scan has not read yet is
// read as the scan would have (a pod that had failed is news), and the scan
// leaves it alone then (news once, not twice).
void SignalDetector::onChange(kube::Informer *informer, const QString &key, const Json *before, const Json &after)
{
    const bool firstLook = m_unscanned.remove(informer->resourceType().plural + QLatin1Char('/') + key);
    read(informer, before, after, firstLook);
}

void SignalDetector::read(kube::Informer *informer, const Json *before, const Json &object, bool firstLook)
{
    if (informer == m_watch.configMaps())
        onConfigMap(object, false);
    else if (informer == m_watch.nodes())
        onNode(object, false);
    else
        onPod(before, object, firstLook);
}

void SignalDetector::scanWhole(kube::Informer *informer)
{
    const bool scanning = m_scannedUpTo < m_toScan.size();
    if (!scanning) {
        m_toScan.clear();
        m_scannedUpTo = 0;
    }
    for (auto it = informer->cache().cbegin(); it != informer->cache().cend(); ++it) {
        m_unscanned.insert(informer->resourceType().plural + QLatin1Char('/') + it.key());
        m_toScan.emplace_back(informer, it.key());
    }
    if (!scanning && !m_toScan.empty())
        m_settings.clock->callAfter(0, this, [this] { scanSlice(); });
}

// One slice of the first scan; the rest in later passes of the event loop.
void SignalDetector::scanSlice()
{
    const std::size_t end = std::min(m_toScan.size(), m_scannedUpTo + std::max<std::size_t>(1, m_settings.scanSlice));
    m_scanning = true;
    for (; m_scannedUpTo < end; ++m_scannedUpTo) {
        const auto &[informer, key] = m_toScan[m_scannedUpTo];
        if (!m_unscanned.remove(informer->resourceType().plural + QLatin1Char('/') + key))
            continue;   // read as it changed
        if (const std::optional<Json> object = informer->object(key))   // else gone meanwhile (its deletion was followed)
            read(informer, nullptr, *object, true);
    }
    m_scanning = false;
    if (m_scannedUpTo < m_toScan.size()) {
        m_settings.clock->callAfter(0, this, [this] { scanSlice(); });
        return;
    }
    m_toScan = {};
    m_scannedUpTo = 0;
    m_unscanned = {};
    if (!std::exchange(m_scanned, true))
        emit scanned();
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
    const QString message = text(event, {"message"});
    if (!isDeviceFaultAlarm(message))
        return;
    const Parsed<DeviceFaultEvent> alarm = parseDeviceFaultEvent(message);
    if (!alarm)
        return warnProblems(QStringLiteral("alarm Events"), QStringLiteral("alarm Event %1").arg(text(event, {"metadata", "name"})),
                            alarm.problems());
    const QDateTime recorded = sources::eventTime(event);
    const auto nodeObject = m_watch.nodes()->object(alarm->node);
    const FaultSignal raw = sources::alarmFault(*alarm, reason, nodeObject ? clustermodel::diesPerNpu(*nodeObject) : 1,
                                                recorded.isValid() ? recorded.toMSecsSinceEpoch() : 0, jobOnNode(alarm->node), nowMs());
    if (reason == QLatin1String("Recovery")) {
        // Its own key, and the hang's it was read as.
        for (const QString &key : {raw.faultKey(), m_hangCodeKeys.value(raw.faultKey())})
            if (!key.isEmpty() && m_eventClaims.remove(key) && !listedInDeviceInfo(key, alarm->node) && m_active.contains(key)) {
                emit cleared(m_active.take(key));
                m_hangCodeKeys.remove(raw.faultKey());
            }
        return;
    }
    const FaultSignal signal = readHangCode(raw);
    const QString key = signal.faultKey();
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

const clustermodel::JobProgress *SignalDetector::trainingOf(const QString &jobKey) const
{
    return m_progressSource ? m_progressSource->progressOf(jobKey) : nullptr;
}

void SignalDetector::onConfigMap(const Json &configMap, bool gone)
{
    const QString name = text(configMap, {"metadata", "name"});
    if (name.startsWith(kDeviceInfoMapPrefix))
        onDeviceInfo(name.mid(kDeviceInfoMapPrefix.size()), configMap, gone);
    else if (name.startsWith(kNodeInfoMapPrefix))
        onNodeInfo(name.mid(kNodeInfoMapPrefix.size()), configMap, gone);
    else
        emit clusterChanged();   // rank tables (rings-config) among them
}

void SignalDetector::onDeviceInfo(const QString &node, const Json &configMap, bool gone)
{
    QHash<QString, FaultSignal> now;
    const QString where = QStringLiteral("device-info of %1,").arg(node);
    const QString job = gone ? QString() : jobOnNode(node);
    if (!gone) {
        const Parsed<DeviceInfoCfg> info = decodeDeviceInfo(text(configMap, {"data", "DeviceInfoCfg"}).toStdString());
        warnProblems(where + QStringLiteral(" DeviceInfoCfg"), where + QStringLiteral(" DeviceInfoCfg"), info.problems());
        const auto entries = info ? decodeFaultEntries(info->faults) : Parsed<std::vector<DeviceFaultEntry>>(std::vector<DeviceFaultEntry>());
        warnProblems(where + QStringLiteral(" -Fault"), where + QStringLiteral(" the -Fault list"), entries.problems());
        if (entries)
            for (const FaultSignal &signal : sources::deviceFaults(node, entries.value(), job, nowMs())) {
                const FaultSignal read = readHangCode(signal);
                now.insert(read.faultKey(), read);
            }
    }
    const QString switchValue = gone ? QString() : text(configMap, {"data", "SwitchInfoCfg"});
    if (!switchValue.isEmpty()) {
        const Parsed<SwitchInfoCfg> switches = decodeSwitchInfo(switchValue.toStdString());
        warnProblems(where + QStringLiteral(" SwitchInfoCfg"), where + QStringLiteral(" SwitchInfoCfg"), switches.problems());
        if (switches) {
            if (auto signal = sources::switchFault(node, switches.value(), job, nowMs()))
                now.insert(signal->faultKey(), *signal);
        }
    }
    reconcile(QStringLiteral("deviceinfo/") + node, std::move(now));
}

void SignalDetector::onNodeInfo(const QString &node, const Json &configMap, bool gone)
{
    QHash<QString, FaultSignal> now;
    if (!gone) {
        const Parsed<NodeInfoCfg> info = decodeNodeInfo(text(configMap, {"data", "NodeInfo"}).toStdString());
        const QString where = QStringLiteral("node-info of %1, NodeInfo").arg(node);
        warnProblems(where, where, info.problems());
        if (info) {
            if (auto signal = sources::nodeUnhealthy(node, info.value(), jobOnNode(node), nowMs()))
                now.insert(signal->faultKey(), *signal);
        }
    }
    reconcile(QStringLiteral("nodeinfo/") + node, std::move(now));
}

void SignalDetector::onNode(const Json &node, bool gone)
{
    const QString name = text(node, {"metadata", "name"});
    QHash<QString, FaultSignal> now;
    if (!gone) {
        if (auto signal = sources::nodeDown(node, jobOnNode(name), nowMs()))
            now.insert(signal->faultKey(), *signal);
    }
    reconcile(QStringLiteral("node/") + name, std::move(now));
}

qint64 RestartBudget::ofPhase(const QString &phase) const
{
    if (phase == QLatin1String("link-setup"))
        return linkSetupMs;
    if (phase == QLatin1String("checkpoint-load"))
        return checkpointLoadMs;
    if (phase == QLatin1String("compile"))
        return compileMs;
    return 0;
}

void SignalDetector::expectRestart(const QString &jobKey)
{
    Progress &progress = m_progress[jobKey];
    progress.restartedMs = nowMs();
    progress.reported = false;
}

void SignalDetector::onPod(const Json *before, const Json &after, bool firstLook)
{
    emit clusterChanged();
    // A pod of a training job that starts running (a replacement, or the
    // whole job again) restarts its processes: link setup, checkpoint load
    // and compile come before the next step.
    const bool running = text(after, {"status", "phase"}) == QLatin1String("Running");
    const bool wasRunning = before && text(*before, {"status", "phase"}) == QLatin1String("Running");
    // (Pods already running when the first scan reads them are not news.)
    if (running && !wasRunning && !m_scanning)
        if (const QString job = jobKeyOfPod(after); !job.isEmpty()) {
            m_progress[job].restartedMs = nowMs();
            m_progress[job].reported = false;
        }
    // A pod that had failed when first looked at, of a job that has ended
    // since: history (a fleet keeps thousands), not a fault to recover.
    if (firstLook && ofEndedJob(after))
        return;
    if (auto signal = sources::podFailed(firstLook ? nullptr : before, after, nowMs()))
        emit raised(*signal);
}

bool SignalDetector::ofEndedJob(const Json &pod) const
{
    const Json *job = m_watch.trainingJob(jobKeyOfPod(pod));
    return job && jobHasEnded(*job);
}

// A job's progress is looked at when the job changes and, for the stalls
// that change nothing, as time passes.
void SignalDetector::lookAgainAtProgress()
{
    constexpr qint64 kProgressLookMs = 500;
    checkProgress();
    m_settings.clock->callAfter(kProgressLookMs, this, [this] { lookAgainAtProgress(); });
}

void SignalDetector::checkProgress()
{
    const qint64 now = nowMs();
    expireAlarmOnlyFaults(now);
    for (const Json *trainingJob : m_watch.trainingJobs())
        lookAtProgress(*trainingJob, now);
}

void SignalDetector::lookAtProgress(const Json &job, qint64 now)
{
    const QString key = sources::objectKey(job);
    const clustermodel::JobProgress *log = m_progressSource ? m_progressSource->progressOf(key) : nullptr;
    const bool ok = log && log->lastStep >= 0;
    const qint64 step = ok ? log->lastStep : -1;
    const qint64 stepLines = ok ? log->stepChanges : 0;   // a repeated step printed again is progress too
    Progress &progress = m_progress[key];
    const bool training = jobPhaseOf(job) == QLatin1String("Running");
    // The job (re)enters Running: a restart, unless this is the first look.
    if (training && !progress.training && progress.seen)
        progress.restartedMs = now;
    progress.training = training;
    progress.seen = true;
    const QString phase = log ? log->phase : QString();
    if (phase != progress.phase) {
        progress.phase = phase;
        progress.phaseSinceMs = now;
        progress.reported = false;
    }
    if (!ok || !training || step != progress.step || stepLines != progress.stepLines) {
        progress.step = ok ? step : -1;
        progress.stepLines = stepLines;
        progress.changedMs = now;
        progress.reported = false;
        return;
    }
    const auto [since, limit] = stallWindow(progress);
    if (progress.reported || now - since < limit)
        return;
    // Silence is a hang only while the job's logs are being read: a stream
    // that is down says nothing of the job (unknown is no reason to act).
    if (!m_progressSource->reading(key))
        return;
    // A stream can die without a word (a dead network path, a proxy that
    // stopped passing bytes): silence counts only on streams asked for once
    // it had begun. They are asked for again, from their last line, and the
    // hang is said only if the fresh ones stay silent too.
    if (!m_progressSource->freshSince(key, since)) {
        m_progressSource->reopen(key, since);
        return;
    }
    progress.reported = true;
    FaultSignal signal;
    signal.kind = SignalKind::Hang;
    signal.job = key;
    signal.observedMs = now;
    signal.occurredMs = since;
    signal.message = progress.phase.isEmpty() || progress.phase == QLatin1String("training")
        ? QStringLiteral("job %1 has been at step %2 for %3 s while running").arg(key).arg(step).arg((now - since) / 1000)
        : QStringLiteral("job %1 has been in %2 for %3 s (budget %4 s) at step %5")
              .arg(key, progress.phase).arg((now - since) / 1000).arg(limit / 1000).arg(step);
    signal.message += hangCodeAgreement(key);
    if (m_corroboration)
        signal.message += m_corroboration(key, since);
    emit raised(signal);
}

// A stall counts from the last step, the last change of reported phase or
// the last restart, whichever came last. In a phase the job reports (link
// setup, checkpoint load, compile) it may last that phase's budget; after a
// restart with no phase reported, the whole restart budget; while training,
// hangMs. Never less than hangMs.
std::pair<qint64, qint64> SignalDetector::stallWindow(const Progress &progress) const
{
    const qint64 since = std::max({progress.changedMs, progress.phaseSinceMs, progress.restartedMs});
    const bool restarted = progress.restartedMs > 0 && progress.restartedMs >= progress.changedMs;
    // A phase said before the restart is the old run's (a stale "training").
    const bool phaseIsNews = !progress.phase.isEmpty() && progress.phaseSinceMs >= progress.restartedMs;
    qint64 limit = m_settings.hangMs;
    if (const qint64 phaseBudget = m_settings.restart.ofPhase(progress.phase); phaseIsNews && phaseBudget > 0)
        limit = std::max(limit, phaseBudget);
    else if (restarted && !phaseIsNews)
        limit = std::max(limit, m_settings.restart.totalMs());
    return {since, limit};
}

void SignalDetector::reconcile(const QString &source, QHash<QString, FaultSignal> now)
{
    const QStringList before = m_bySource.value(source);
    for (const QString &key : before) {
        if (now.contains(key))
            continue;
        m_eventClaims.remove(key);   // the ConfigMap has the last word
        m_hangCodeKeys.removeIf([&key](const auto &entry) { return entry.value() == key; });
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

// MindCluster's hang detection (reference §hang) reports 200001002 after
// about 5 minutes without AICore, HBM, RoCE or CPU activity on a chip, at
// NotHandleFault unless an operator raised it. Raised, MindCluster acts on it
// as on any chip fault, and it stays one. At its default level nothing acts:
// it is a hang of the job, the console's, unless the job's log shows steps
// advancing (a coarse per-chip detector does not outweigh the steps).
FaultSignal SignalDetector::readHangCode(FaultSignal signal)
{
    const auto level = faultHandlingFromName(signal.handling.toStdString());
    if (!signal.codes.contains(QLatin1String(kHangCode)) || signal.job.isEmpty()
        || level.value_or(FaultHandling::NotHandleFault) > FaultHandling::NotHandleFault)
        return signal;
    const QString deviceKey = signal.faultKey();
    const auto progress = m_progress.constFind(signal.job);
    const bool reading = m_progressSource && m_progressSource->reading(signal.job);
    const bool stepped = progress != m_progress.constEnd() && progress->step >= 0;
    // Advancing as the log's own hang detection sees it: within the window
    // of the phase it is in (a restart's link setup, load, compile).
    const bool advancing = reading && stepped && !m_hangCodeKeys.contains(deviceKey) && [&] {
        const auto [since, limit] = stallWindow(*progress);
        return signal.observedMs - since < limit;
    }();
    if (advancing) {
        signal.message += QStringLiteral("; the job's log shows step %1 advancing: not taken for a hang").arg(progress->step);
        return signal;
    }
    signal.kind = SignalKind::Hang;
    signal.message = QStringLiteral("MindCluster's hang detection reports %1 on Ascend910-%2 of %3 (about 5 min without "
                                    "AICore, HBM, RoCE or CPU activity); %4")
                         .arg(QLatin1String(kHangCode)).arg(signal.die).arg(signal.node)
                         .arg(!reading ? QStringLiteral("the job's log is not read")
                              : !stepped ? QStringLiteral("the job's log shows no step")
                                         : QStringLiteral("its log has been at step %1 for %2 s").arg(progress->step)
                                               .arg((signal.observedMs - progress->changedMs) / 1000));
    m_hangCodeKeys.insert(deviceKey, signal.faultKey());
    return signal;
}

QString SignalDetector::hangCodeAgreement(const QString &jobKey) const
{
    for (const FaultSignal &active : m_active)
        if (active.job == jobKey && active.codes.contains(QLatin1String(kHangCode)))
            return QStringLiteral("; MindCluster's hang code %1 on Ascend910-%2 of %3 agrees")
                .arg(QLatin1String(kHangCode)).arg(active.die).arg(active.node);
    return {};
}

QString SignalDetector::jobOnNode(const QString &node) const
{
    // By the indexes: the pods unpacked for this, as each server's map was
    // first read, held the window a tenth of a second a slice.
    if (node.isEmpty())
        return {};   // not the pods bound to no node
    const kube::Informer &pods = *m_watch.pods();
    for (const QString &pod : pods.keysWhere(clustermodel::kPodsByNode, node))
        if (const QString job = pods.indexValue(clustermodel::kPodsByJob, pod); !job.isEmpty())
            return job;
    return {};
}

} // namespace ascendops::pipeline
