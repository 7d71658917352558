#include "clusterfacts.h"

#include "clustermodel/jobprogresswatch.h"
#include "formats/jsondocument.h"

#include "formats/deviceinfocfg.h"
#include "formats/operatorranktable.h"
#include "formats/remainretrytimes.h"
#include "clustermodel/clusterwatch.h"
#include "model/jobsummary.h"
#include "model/maintenancepause.h"
#include "model/objectfields.h"
#include "model/trainingjob.h"
#include "signaldetector.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace ascendops::pipeline {
namespace {

using Json = nlohmann::json;
using fields::text;

} // namespace

ClusterFacts::ClusterFacts(const clustermodel::ClusterWatch &watch, const SignalDetector &detector)
    : m_watch(watch)
    , m_detector(detector)
{
}

ClassifyContext ClusterFacts::classifyContext(const QString &jobKey) const
{
    ClassifyContext context;
    const ClusterTopology &topology = m_watch.topology();
    context.superPodMode = !topology.superPods.empty();
    QSet<int> superPods;
    for (const Json *pod : jobKey.isEmpty() ? fields::ObjectList() : podsOfJob(jobKey)) {
        const int server = topology.serverIndex(text(*pod, {"spec", "nodeName"}));
        if (server >= 0)
            superPods.insert(topology.servers[std::size_t(server)].superPodId);
    }
    context.jobSpansSuperPods = superPods.size() > 1;
    context.jobPlacementKnown = !superPods.empty();
    return context;
}

namespace {

// No rank table anywhere in the job: no rings-config ConfigMap mounted, no
// RANK_TABLE_FILE given to its processes.
bool buildsCommunicatorByRootBroadcast(const Json &job)
{
    const std::string text = job.value("spec", Json::object()).dump();
    return text.find(kRingsConfigPrefix) == std::string::npos && text.find("RANK_TABLE_FILE") == std::string::npos;
}

// A pod MindCluster's hot switch is moving (ClusterD and the Ascend
// Operator annotate the faulty pod and its backup inHotSwitchFlow=true, the
// faulty one with backupNewPodName, the backup with backupSourcePodName):
// "POD to backup pod BACKUP", said alike from either (the faulty one is
// deleted before the switch resumes); a pod in no switch gives "".
QString hotSwitchOf(const Json &pod)
{
    if (text(pod, {"metadata", "annotations", "inHotSwitchFlow"}) != QLatin1String("true"))
        return {};
    const QString name = text(pod, {"metadata", "name"});
    if (const QString source = text(pod, {"metadata", "annotations", "backupSourcePodName"}); !source.isEmpty())
        return QCoreApplication::translate("ascendops", "pod %1 to backup pod %2").arg(source, name);
    const QString backup = text(pod, {"metadata", "annotations", "backupNewPodName"});
    return backup.isEmpty() ? QCoreApplication::translate("ascendops", "pod %1, its backup not created yet").arg(name)
                            : QCoreApplication::translate("ascendops", "pod %1 to backup pod %2").arg(name, backup);
}

} // namespace

bool ClusterFacts::laneBorrowable(const Incident &incident) const
{
    const FaultSignal &signal = incident.first;
    const std::optional<JobRecoveryProfile> profile = profileOf(incident.job);
    if (!profile || !profile->operatorRetry.isEnabled(RetryLevel::L2) || signal.die < 0 || incident.fault.plane != Plane::Roce)
        return false;
    const QString ns = incident.job.section(QLatin1Char('/'), 0, 0), name = incident.job.section(QLatin1Char('/'), 1);
    const auto configMap = m_watch.configMaps()->object(ns + QLatin1Char('/') + QLatin1String(kRingsConfigPrefix) + name);
    if (!configMap) {
        // Seed 003: a communicator made by root broadcast pairs the two dies
        // of an NPU as each other's standby NIC by itself. Only a job that
        // shows no rank table at all is taken for one.
        const Json *job = jobObject(incident.job);
        return job && buildsCommunicatorByRootBroadcast(*job);
    }
    const std::string table = text(*configMap, {"data", kRankTableKey}).toStdString();
    for (const Json *pod : podsOnNode(signal.node))
        if (jobKeyOfPod(*pod) == incident.job)
            return rankTableGivesBackupLane(table, *pod, signal.die);
    return false;
}

const Json *ClusterFacts::jobObject(const QString &jobKey) const
{
    return m_watch.trainingJob(jobKey);
}

const Json *ClusterFacts::podGroupOf(const QString &jobKey) const
{
    return m_watch.podGroupOf(jobKey);
}

std::optional<Parsed<ProcessHook>> ClusterFacts::processHookOf(const QString &jobKey) const
{
    const Json *group = podGroupOf(jobKey);
    if (!group)
        return std::nullopt;
    return readProcessHook(group->value("metadata", Json::object()).value("annotations", Json::object()));
}

std::optional<JobReschedules> ClusterFacts::reschedulesOf(const QString &jobKey) const
{
    const Json *job = jobObject(jobKey);
    const auto map = job ? m_watch.configMaps()->object(QStringLiteral("%1/%2").arg(QLatin1String(kRescheduleReasonNamespace),
                                                                                    QLatin1String(kRescheduleReasonMap)))
                         : std::nullopt;
    const Json *value = map ? fields::find(*map, {"data", kRescheduleRecordsKey}) : nullptr;
    if (!value || !value->is_string())
        return std::nullopt;
    const Parsed<std::map<QString, JobReschedules>> jobs = readRescheduleRecords(value->get<std::string>());
    const JobReschedules *records = jobs ? volcanoJobEntry(*jobs, text(*job, {"metadata", "namespace"}),
                                                           text(*job, {"metadata", "name"}), text(*job, {"metadata", "uid"}))
                                         : nullptr;
    return records ? std::optional<JobReschedules>(*records) : std::nullopt;
}

QStringList ClusterFacts::pausedServers(const Incident &incident) const
{
    // The faulty servers, and for a job-wide action every server the job runs on.
    QStringList nodes = incident.faultyNodes();
    const RecoveryAction action = incident.decision.action;
    if (!incident.job.isEmpty() && (action == RecoveryAction::JobReschedule || action == RecoveryAction::Rollback))
        for (const Json *pod : podsOfJob(incident.job))
            if (const QString node = text(*pod, {"spec", "nodeName"}); !node.isEmpty() && !nodes.contains(node))
                nodes << node;
    QStringList paused;
    for (const QString &node : nodes)
        if (const std::optional<Json> object = m_watch.nodes()->object(node))
            if (const std::optional<MaintenancePause> pause = pauseOf(*object))
                paused << describePause(node, *pause);
    return paused;
}

std::optional<JobResetConfig> ClusterFacts::resetConfigOf(const QString &jobKey) const
{
    const Json *job = jobObject(jobKey);
    const QString ns = job ? text(*job, {"metadata", "namespace"}) : QString();
    const auto map = job ? m_watch.configMaps()->object(ns + QLatin1Char('/') + QLatin1String(kResetConfigPrefix)
                                                        + text(*job, {"metadata", "name"}))
                         : std::nullopt;
    if (!map)
        return std::nullopt;
    JobResetConfig config;
    config.place = QStringLiteral("%1/%2 %3").arg(ns, text(*map, {"metadata", "name"}), QLatin1String(kResetInfoKey));
    config.restartType = text(*map, {"data", kResetRestartTypeKey});
    const Json *value = fields::find(*map, {"data", kResetInfoKey});
    if (!value || !value->is_string()) {
        config.unread = QStringLiteral("%1: no such key").arg(config.place);
        return config;
    }
    const Parsed<ResetInfo> read = readResetInfo(value->get<std::string>());
    if (read)
        config.info = read.value();
    else
        config.unread = QStringLiteral("%1: %2").arg(config.place, read.error());
    return config;
}

std::optional<JobRecoveryProfile> ClusterFacts::profileOf(const QString &jobKey) const
{
    const Json *job = jobKey.isEmpty() ? nullptr : jobObject(jobKey);
    if (!job)
        return std::nullopt;
    const fields::ObjectList pods = podsOfJob(jobKey);
    JobRecoveryProfile profile = readRecoveryProfile(*job, pods.pointers());
    // One reading of the job for the pipeline and its profile: retry as the
    // start scripts and the env's ConfigMaps set it, once it is estimated.
    if (const recoverytime::RetryReading *retry = m_watch.retryReadingOf(jobKey)) {
        profile.operatorRetry = retry->settings;
        profile.operatorRetryWhere = retry->where;
    }
    // The hardware is its nodes': MindCluster labels each with its accelerator-type.
    NpuHardware hardware = NpuHardware::Unknown;
    QString where;
    for (const Json *pod : pods) {
        const QString node = text(*pod, {"spec", "nodeName"});
        const auto object = node.isEmpty() ? std::nullopt : m_watch.nodes()->object(node);
        if (!object)
            continue;
        hardware = hardwareOfAcceleratorType(text(*object, {"metadata", "labels", "accelerator-type"}));
        where = QStringLiteral("node %1's accelerator-type label").arg(node);
        break;
    }
    judgeRetryEligibility(profile, *job, hardware, where);
    // The profile's checks see more of the job (its image's CANN, its cards,
    // mc2 in its launcher): what they find stops the retry window too.
    if (const recoverytime::RetryReading *retry = m_watch.retryReadingOf(jobKey); retry && profile.operatorRetry.anyLevelEnabled())
        for (const QString &blocker : retry->blockers)
            if (!profile.retryBlockers.contains(blocker))
                profile.retryBlockers << blocker;
    if (const JobLadder *ladder = m_watch.ladderOf(jobKey))
        profile.ladder = *ladder;
    return profile;
}

JobObservation ClusterFacts::observe(const QString &jobKey) const
{
    JobObservation seen;
    const Json *job = jobKey.isEmpty() ? nullptr : jobObject(jobKey);
    if (!job)
        return seen;
    qint64 firstEnded = std::numeric_limits<qint64>::max(), lastEnded = -1;   // of the failed pods
    bool endsRead = true;
    // Only a job that asks for it is hot-switched (its subHealthyStrategy
    // label): a pod's annotation alone, left over or set by hand, is not.
    const bool switchesHot = text(*job, {"metadata", "labels", "subHealthyStrategy"}) == QLatin1String("hotSwitch");
    QStringList switches;
    seen.found = true;
    seen.phase = jobPhaseOf(*job);
    seen.ascendJob = jobKindOf(*job) == JobKind::AscendJob;
    seen.expectedPods = jobExpectedPodsOf(*job);
    seen.step = m_detector.stepOf(jobKey);
    if (const clustermodel::JobProgress *log = m_detector.trainingOf(jobKey)) {
        seen.trainingPhase = log->phase;
        seen.stepChanges = log->stepChanges;
    }
    for (const Json *pod : podsOfJob(jobKey)) {
        ++seen.pods;
        if (text(*pod, {"status", "phase"}) == QLatin1String("Running") && text(*pod, {"metadata", "deletionTimestamp"}).isEmpty())
            ++seen.runningPods;
        if (text(*pod, {"status", "phase"}) == QLatin1String("Failed")) {
            ++seen.failedPods;
            const qint64 at = containersEndedMs(*pod);
            endsRead = endsRead && at >= 0;
            firstEnded = std::min(firstEnded, at);
            lastEnded = std::max(lastEnded, at);
        }
        seen.podUids.insert(text(*pod, {"metadata", "uid"}));
        if (seen.unplaceable.isEmpty())
            if (const QString why = unschedulableReasonOf(*pod); !why.isEmpty())
                seen.unplaceable = QStringLiteral("%1: %2").arg(text(*pod, {"metadata", "name"}), why);
        if (const QString switching = hotSwitchOf(*pod); switchesHot && !switching.isEmpty() && !switches.contains(switching))
            switches << switching;
    }
    seen.hotSwitch = switches.join(QStringLiteral(", "));
    seen.failedSpreadMs = seen.failedPods > 0 && endsRead ? lastEnded - firstEnded : -1;
    const QString ns = jobKey.section(QLatin1Char('/'), 0, 0), name = jobKey.section(QLatin1Char('/'), 1);
    for (const JobSummary &summary : m_watch.jobs())
        if (summary.nameSpace == ns && summary.name == name)
            seen.rankTableStatus = summary.rankTableStatus;
    return seen;
}

RecoveryTarget ClusterFacts::targetOf(const Incident &incident) const
{
    RecoveryTarget target;
    const QStringList nodes = incident.faultyNodes();
    if (!incident.job.isEmpty()) {
        target.nameSpace = incident.job.section(QLatin1Char('/'), 0, 0);
        target.job = incident.job.section(QLatin1Char('/'), 1);
        if (const Json *job = jobObject(incident.job)) {
            target.jobUid = text(*job, {"metadata", "uid"});
            target.jobObject = *job;
            target.jobKind = jobKindOf(*job);
        }
        const std::optional<JobRecoveryProfile> profile = profileOf(incident.job);
        target.processStrategy = profile && !profile->recoverStrategies.isEmpty() ? profile->recoverStrategies.first() : QString();
        if (!incident.decision.processStrategy.isEmpty())
            target.processStrategy = incident.decision.processStrategy;
        target.confirmedRanks = incident.decision.confirmedRanks;
        if (const Json *group = podGroupOf(incident.job))
            target.podGroup = text(*group, {"metadata", "name"});
        for (const Json *pod : podsOfJob(incident.job)) {
            const PodRef ref{text(*pod, {"metadata", "name"}), text(*pod, {"metadata", "uid"})};
            target.jobPods.push_back(ref);
            if (nodes.contains(text(*pod, {"spec", "nodeName"})))
                target.pods.push_back(ref);
        }
    }
    const auto &configMaps = m_watch.configMaps()->cache();
    bool serverFault = false;
    for (const FaultSignal &signal : incident.evidence) {
        serverFault |= signal.kind == SignalKind::NodeDown || signal.kind == SignalKind::NodeUnhealthy;
        if (signal.die < 0 || signal.node.isEmpty())
            continue;
        const auto info = configMaps.constFind(QString::fromLatin1(kDeviceInfoNamespace) + QLatin1Char('/')
                                               + QString::fromLatin1(kDeviceInfoPrefix) + signal.node);
        target.chips.push_back({signal.node, signal.die, info == configMaps.constEnd() ? Json() : info.value()});
    }
    for (const FaultSignal &signal : incident.evidence) {
        const bool serverSignal = signal.kind == SignalKind::NodeDown || signal.kind == SignalKind::NodeUnhealthy;
        if (signal.node.isEmpty() || (serverFault && !serverSignal))
            continue;
        const std::optional<Json> node = m_watch.nodes()->object(signal.node);
        if (node && std::none_of(target.nodes.begin(), target.nodes.end(),
                                 [&](const Json &known) { return text(known, {"metadata", "name"}) == signal.node; }))
            target.nodes.push_back(*node);
    }
    return target;
}

int ClusterFacts::lowestFaultyRank(const Incident &incident) const
{
    int lowest = -1;
    const QStringList nodes = incident.faultyNodes();
    for (const Json *pod : podsOfJob(incident.job)) {
        if (!nodes.contains(text(*pod, {"spec", "nodeName"})))
            continue;
        const int rank = rankIndexOfPod(*pod);
        if (rank >= 0 && (lowest < 0 || rank < lowest))
            lowest = rank;
    }
    return lowest < 0 ? incident.podRank : lowest;
}

std::optional<SpareCount> ClusterFacts::landingFor(const Incident &incident, QString *place) const
{
    // The server of the fault the incident is decided on, not a consequence elsewhere.
    const QString node = !incident.first.node.isEmpty() ? incident.first.node : incident.faultyNodes().value(0);
    if (!m_watch.isReady() || node.isEmpty() || m_watch.topology().serverIndex(node) < 0)
        return std::nullopt;
    int superPod = -1;
    const SpareCount spares = sparesWhereAPodLands(m_watch.topology(), node, &superPod);
    *place = landingPlaceName(superPod);
    return spares;
}

std::optional<RankTableRepair> ClusterFacts::rankTableRepair(const QString &jobKey) const
{
    const QString ns = jobKey.section(QLatin1Char('/'), 0, 0), name = jobKey.section(QLatin1Char('/'), 1);
    const auto configMap = m_watch.configMaps()->object(ns + QLatin1Char('/') + QLatin1String(kRingsConfigPrefix) + name);
    if (!configMap)
        return std::nullopt;
    const Json current = parseJsonOrDiscarded(text(*configMap, {"data", kRankTableKey}).toStdString());
    if (!current.is_object() || text(current, {"status"}) != QLatin1String("initializing"))
        return std::nullopt;
    // Every replica, running, each with its own rank index: a table that
    // left one out would start the job with the wrong world size.
    const Json *job = jobObject(jobKey);
    const fields::ObjectList ofJob = podsOfJob(jobKey);
    std::vector<const Json *> pods;
    QSet<int> ranks;
    for (const Json *pod : ofJob) {
        if (text(*pod, {"status", "phase"}) != QLatin1String("Running") || !text(*pod, {"metadata", "deletionTimestamp"}).isEmpty())
            return std::nullopt;
        ranks.insert(rankIndexOfPod(*pod));
        pods.push_back(pod);
    }
    if (!job || pods.empty() || int(pods.size()) != jobExpectedPodsOf(*job) || ranks.size() != qsizetype(pods.size()))
        return std::nullopt;
    const std::optional<nlohmann::ordered_json> table = rankTableFromPods(pods);
    if (!table)
        return std::nullopt;
    return RankTableRepair{*configMap, table->dump(), int(pods.size())};
}

fields::ObjectList ClusterFacts::podsOfJob(const QString &jobKey) const
{
    return m_watch.podsWhere(clustermodel::kPodsByJob, jobKey);
}

fields::ObjectList ClusterFacts::podsOnNode(const QString &node) const
{
    return m_watch.podsWhere(clustermodel::kPodsByNode, node);
}

} // namespace ascendops::pipeline
