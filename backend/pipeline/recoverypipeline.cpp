#include "recoverypipeline.h"

#include "journal.h"
#include "journalrecord.h"
#include "kube/clusterwatch.h"
#include "kube/apiclient.h"
#include "kube/kubereply.h"
#include "kube/leaselock.h"
#include "linkalertwatch.h"
#include "telemetry/nodecollector.h"
#include "model/jobsummary.h"
#include "model/objectfields.h"
#include "recoveryladder.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QLoggingCategory>

namespace ascendops::pipeline {

Q_LOGGING_CATEGORY(lcPipeline, "ascendops.pipeline")

namespace {

using Json = nlohmann::json;
using fields::text;

// The detector reads the pipeline's clock, so that a test sets one time for both.
DetectorSettings withClock(DetectorSettings settings, const Clock *clock)
{
    settings.clock = clock;
    return settings;
}

QString keyOf(const Json &object)
{
    return text(object, {"metadata", "namespace"}) + QLatin1Char('/') + text(object, {"metadata", "name"});
}

QString leaseNameFor(const QString &name)
{
    QString safe = name.toLower();
    for (QChar &c : safe)
        if (!(c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('.')))
            c = QLatin1Char('-');
    return (QStringLiteral("ascendops-recovery-") + safe).left(253);
}

bool writesSomething(RecoveryAction action)
{
    return action != RecoveryAction::None && action != RecoveryAction::OpRetryWait;
}

// Each write a run would send, with what its dry run changed (or why not),
// as the action record carries them.
QJsonArray writesOf(const ActionOutcome &outcome)
{
    QJsonArray writes;
    for (const StepOutcome &step : outcome.steps)
        writes.append(step.description + QStringLiteral(": ") + (step.ok ? step.diff.join(QStringLiteral("; ")) : step.error));
    return writes;
}

QJsonObject timelineJson(const Incident &incident)
{
    QJsonObject phases;
    for (const TimelinePhase &phase : incident.phases())
        phases.insert(phase.name, double(phase.endMs - phase.startMs));
    QJsonObject details{{QStringLiteral("phasesMs"), phases}};
    if (incident.stepsLost >= 0)
        details.insert(QStringLiteral("stepsLost"), double(incident.stepsLost));
    if (incident.timeline.occurredMs && incident.timeline.resolvedMs)
        details.insert(QStringLiteral("totalMs"), double(incident.timeline.resolvedMs - incident.timeline.occurredMs));
    return details;
}

} // namespace

const char *pipelineModeName(PipelineMode mode)
{
    switch (mode) {
    case PipelineMode::Observe: return "observe";
    case PipelineMode::Approve: return "approve";
    case PipelineMode::Auto: return "auto";
    }
    return "observe";
}

std::optional<PipelineMode> pipelineModeFromName(const QString &name)
{
    for (PipelineMode mode : {PipelineMode::Observe, PipelineMode::Approve, PipelineMode::Auto})
        if (name == QLatin1String(pipelineModeName(mode)))
            return mode;
    return std::nullopt;
}

RecoveryPipeline::RecoveryPipeline(kube::ApiClient &client, kube::ClusterWatch &watch, Journal *journal,
                                   PipelineSettings settings, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_watch(watch)
    , m_journal(journal)
    , m_settings(std::move(settings))
    , m_detector(watch, withClock(m_settings.detector, m_settings.clock))
    , m_facts(watch, m_detector)
    , m_breaker(m_settings.breaker)
{
    if (m_settings.identity.isEmpty())
        m_settings.identity = QStringLiteral("ascend-ops-%1").arg(QCoreApplication::applicationPid());
    m_detector.setEventClient(&client);
    connect(&m_detector, &SignalDetector::raised, this, &RecoveryPipeline::onRaised);
    connect(&m_detector, &SignalDetector::clusterChanged, this, &RecoveryPipeline::verifyAll);
    m_verifyTick.setInterval(1000);
    connect(&m_verifyTick, &QTimer::timeout, this, &RecoveryPipeline::verifyAll);
}

RecoveryPipeline::~RecoveryPipeline()
{
    for (auto &[name, lease] : m_leases)
        if (lease->isHeld())
            lease->release();
}

void RecoveryPipeline::start()
{
    m_detector.start();
    m_verifyTick.start();
}

void RecoveryPipeline::watchLinks(const telemetry::NodeCollector &collector)
{
    auto *links = new LinkAlertWatch(collector, [this](const QString &node) { return m_detector.jobOnNode(node); }, this);
    connect(&collector, &telemetry::NodeCollector::nodeUpdated, links, &LinkAlertWatch::onNodeUpdated);
    connect(links, &LinkAlertWatch::raised, this, &RecoveryPipeline::onRaised);
}

void RecoveryPipeline::setMode(PipelineMode mode)
{
    if (mode == m_settings.mode)
        return;
    m_settings.mode = mode;
    emit modeChanged(mode);
}

void RecoveryPipeline::resetBreaker()
{
    m_breakerReason.clear();
    emit breakerChanged(false, {});
}

const Incident *RecoveryPipeline::incident(const QString &id) const
{
    const auto it = m_incidents.find(id);
    return it == m_incidents.end() ? nullptr : &it->second;
}

// --- Journal ---------------------------------------------------------------

bool RecoveryPipeline::record(const Incident &incident, RecordKind kind, const QString &reason, bool sync, bool dryRun,
                              const QJsonObject &details)
{
    if (!m_journal)
        return true;
    JournalRecord entry;
    entry.timeMs = nowMs();
    entry.incidentId = incident.id;
    entry.kind = kind;
    entry.job = incident.job;
    entry.node = incident.first.node;
    entry.device = incident.first.die >= 0 ? QString::number(incident.first.die) : QString();
    entry.level = QLatin1String(faultHandlingName(incident.fault.handling));
    entry.action = QLatin1String(recoveryActionName(incident.decision.action));
    entry.dryRun = dryRun;
    entry.reason = reason;
    entry.details = details;
    QString error;
    if (m_journal->append(entry, sync, &error))
        return true;
    qCWarning(lcPipeline) << "journal:" << error;
    m_journalBroken = true;
    emit journalFailed(error);
    return false;
}

void RecoveryPipeline::changed(Incident &incident, IncidentState state, const QString &outcome)
{
    incident.state = state;
    if (!outcome.isEmpty())
        incident.outcome = outcome;
    emit incidentChanged(incident.id);
}

// --- Detect and classify ---------------------------------------------------

Incident *RecoveryPipeline::openIncidentFor(const FaultSignal &signal)
{
    for (auto &[id, incident] : m_incidents) {
        if (!isOpen(incident.state))
            continue;
        if (!signal.job.isEmpty() && incident.job == signal.job)
            return &incident;
        // A server already in an incident (its pod moved away since) stays in it.
        if (signal.job.isEmpty() && !signal.node.isEmpty() && incident.faultyNodes().contains(signal.node))
            return &incident;
    }
    return nullptr;
}

void RecoveryPipeline::onRaised(const FaultSignal &signal)
{
    if (Incident *open = openIncidentFor(signal))
        return join(*open, signal);
    Incident &incident = openIncident(signal);
    changed(incident, IncidentState::Settling, signal.message);
    QTimer::singleShot(m_settings.settleMs, this, [this, id = incident.id] {
        const auto it = m_incidents.find(id);
        if (it == m_incidents.end() || it->second.state != IncidentState::Settling)
            return;
        classify(it->second);
        decide(it->second, RecoveryAction::None);
        proceed(it->second);
    });
}

Incident &RecoveryPipeline::openIncident(const FaultSignal &signal)
{
    Incident incident;
    incident.id = QStringLiteral("inc-%1-%2")
                      .arg(QDateTime::fromMSecsSinceEpoch(nowMs(), Qt::UTC).toString(QStringLiteral("yyyyMMdd-HHmmss")))
                      .arg(++m_sequence);
    incident.first = signal;
    incident.evidence.push_back(signal);
    incident.job = signal.job;
    incident.timeline.detectedMs = signal.observedMs;
    incident.timeline.occurredMs = signal.occurredMs > 0 && signal.occurredMs <= signal.observedMs ? signal.occurredMs
                                                                                                  : signal.observedMs;
    if (!signal.job.isEmpty()) {
        for (const Json &pod : m_watch.pods()->cache()) {
            const QString podKey = keyOf(pod);
            const bool onNode = !signal.node.isEmpty() && text(pod, {"spec", "nodeName"}) == signal.node;
            if (podKey == signal.pod || (signal.pod.isEmpty() && onNode && !jobOfPod(pod).isEmpty())) {
                incident.pod = podKey;
                incident.podRank = rankIndexOfPod(pod);
                break;
            }
        }
        incident.stepAtFault = m_detector.stepOf(signal.job);
        if (const Json *job = m_facts.jobObject(signal.job)) {
            bool ok = false;
            const qint64 checkpoint = text(*job, {"metadata", "annotations", m_settings.checkpointAnnotation.toUtf8().constData()})
                                          .toLongLong(&ok);
            incident.checkpointStep = ok ? checkpoint : -1;
        }
    }
    const QString id = incident.id;
    Incident &stored = m_incidents.emplace(id, std::move(incident)).first->second;
    Work &work = m_work[id];
    work.uidsAtFault = m_facts.observe(stored.job).podUids;
    record(stored, RecordKind::Detected, signal.message,
           false, false, QJsonObject{{QStringLiteral("signal"), QLatin1String(signalKindName(signal.kind))},
                                     {QStringLiteral("detectionMs"), double(stored.timeline.detectedMs - stored.timeline.occurredMs)}});
    return stored;
}

// The hardware fault behind an incident decides its recovery, not the pod
// failure it caused: the first chip, link or server signal, else the first.
void RecoveryPipeline::classify(Incident &incident)
{
    for (const FaultSignal &signal : incident.evidence)
        if (signal.kind != SignalKind::PodFailed && signal.kind != SignalKind::Hang) {
            incident.first = signal;
            break;
        }
    for (const FaultSignal &signal : incident.evidence)
        if (signal.kind == SignalKind::LinkDegraded && incident.first.kind == SignalKind::NetworkFault)
            incident.first = signal;
    const FaultSignal &signal = incident.first;
    incident.fault = classifySignal(signal, m_settings.codes, m_settings.rules, m_facts.classifyContext(incident.job),
                                    m_settings.switchCodes);
    record(incident, RecordKind::Classified, incident.fault.describe(signal), false, false,
           QJsonObject{{QStringLiteral("component"), QLatin1String(componentName(incident.fault.component))},
                       {QStringLiteral("plane"), QLatin1String(planeName(incident.fault.plane))},
                       {QStringLiteral("hcclLevels"), QJsonArray::fromStringList(incident.fault.hcclLevels)},
                       {QStringLiteral("mayBeTransient"), incident.fault.mayBeTransient},
                       {QStringLiteral("servers"), QJsonArray::fromStringList(incident.faultyNodes())}});
    qCInfo(lcPipeline) << "incident" << incident.id << incident.fault.describe(signal);
}

void RecoveryPipeline::join(Incident &incident, const FaultSignal &signal)
{
    incident.evidence.push_back(signal);
    record(incident, RecordKind::Detected, tr("joins: %1").arg(signal.message), false, false,
           QJsonObject{{QStringLiteral("signal"), QLatin1String(signalKindName(signal.kind))}});
    // Telemetry says the link keeps failing: it is the better description
    // of the fault than a single report of it being down.
    const bool lastingLink = signal.kind == SignalKind::LinkDegraded && incident.first.kind == SignalKind::NetworkFault
                          && incident.state != IncidentState::Settling;
    if (lastingLink) {
        incident.first = signal;
        incident.fault = classifySignal(signal, m_settings.codes, m_settings.rules, m_facts.classifyContext(incident.job),
                                    m_settings.switchCodes);
        record(incident, RecordKind::Classified, incident.fault.describe(signal));
    }
    // The operator-retry window is a bet that the link comes back and
    // training carries on; a pod that fails or a link that keeps failing
    // meanwhile settles it.
    if (incident.state == IncidentState::Waiting && signal.kind == SignalKind::PodFailed)
        escalate(incident, tr("pod %1 failed during the operator-retry window").arg(signal.pod));
    else if (incident.state == IncidentState::Waiting && lastingLink)
        escalate(incident, tr("the link keeps failing: %1").arg(signal.message));
    else
        emit incidentChanged(incident.id);
}

// --- Decide ------------------------------------------------------------------

void RecoveryPipeline::decide(Incident &incident, RecoveryAction failed)
{
    const std::optional<JobRecoveryProfile> profile = m_facts.profileOf(incident.job);
    LadderInput input{incident.first, incident.fault, profile ? &*profile : nullptr, m_facts.lowestFaultyRank(incident), failed};
    if (!incident.decision.reason.isEmpty())
        incident.history.push_back(incident.decision);
    incident.decision = decideRecovery(input);
    incident.timeline.decidedMs = nowMs();
    record(incident, RecordKind::Decided, incident.decision.reason, false, false,
           QJsonObject{{QStringLiteral("mode"), QLatin1String(pipelineModeName(m_settings.mode))},
                       {QStringLiteral("isolateDevice"), incident.decision.isolateDevice},
                       {QStringLiteral("isolateNode"), incident.decision.isolateNode}});
}

void RecoveryPipeline::proceed(Incident &incident)
{
    const Decision &decision = incident.decision;
    if (decision.needsPerson)
        return askPerson(incident, decision.reason);
    if (decision.action == RecoveryAction::None)
        return resolve(incident, decision.reason);   // which journals it
    if (decision.action == RecoveryAction::OpRetryWait)
        return waitForRetry(incident);
    if (m_settings.mode == PipelineMode::Observe) {
        // Show exactly what would be written, write nothing.
        changed(incident, IncidentState::Observed, tr("observe mode: %1 not taken").arg(QLatin1String(recoveryActionName(decision.action))));
        const QString id = incident.id;
        m_runner.preview(planWrites(decision, m_facts.targetOf(incident), m_client), [this, id](const ActionOutcome &outcome) {
            if (const auto it = m_incidents.find(id); it != m_incidents.end()) {
                QJsonArray steps;
                for (const StepOutcome &step : outcome.steps)
                    steps.append(step.description + (step.ok ? QString() : QStringLiteral(": ") + step.error));
                record(it->second, RecordKind::Action, outcome.ok ? tr("dry run only (observe mode)") : outcome.error,
                       false, true, QJsonObject{{QStringLiteral("writes"), steps}});
            }
        });
        return;
    }
    if (m_settings.mode == PipelineMode::Auto) {
        const BreakerVerdict verdict = m_breaker.check(incident.faultyNodes(), m_watch.nodes()->size(), nowMs());
        if (!verdict.allowed) {
            m_breakerReason = verdict.reason;
            emit breakerChanged(true, verdict.reason);
            record(incident, RecordKind::Breaker, verdict.reason, true);
            return askPerson(incident, tr("circuit breaker: %1").arg(verdict.reason));
        }
        return act(incident.id);
    }
    askPerson(incident, tr("approve mode: confirm %1").arg(QLatin1String(recoveryActionName(decision.action))));
}

void RecoveryPipeline::askPerson(Incident &incident, const QString &why)
{
    const bool canAct = writesSomething(incident.decision.action) && !incident.decision.needsPerson;
    changed(incident, canAct ? IncidentState::AwaitingApproval : IncidentState::NeedsPerson, why);
    if (canAct)
        emit approvalNeeded(incident.id);
}

void RecoveryPipeline::approve(const QString &id, const QString &who)
{
    const auto it = m_incidents.find(id);
    if (it == m_incidents.end() || it->second.state != IncidentState::AwaitingApproval)
        return;
    record(it->second, RecordKind::Decided, tr("approved by %1: %2").arg(who, it->second.decision.reason));
    act(id);
}

void RecoveryPipeline::decline(const QString &id, const QString &who)
{
    const auto it = m_incidents.find(id);
    if (it == m_incidents.end() || it->second.state != IncidentState::AwaitingApproval)
        return;
    const QString why = tr("declined by %1").arg(who);
    record(it->second, RecordKind::Decided, why);
    changed(it->second, IncidentState::NeedsPerson, why);
}

// --- Operator retry ------------------------------------------------------------

void RecoveryPipeline::waitForRetry(Incident &incident)
{
    changed(incident, IncidentState::Waiting, incident.decision.reason);
    record(incident, RecordKind::Action, tr("waiting %1 ms for HCCL operator retry").arg(incident.decision.waitMs), false,
           false, QJsonObject{{QStringLiteral("waitMs"), double(incident.decision.waitMs)}});
    const QString id = incident.id;
    QTimer::singleShot(incident.decision.waitMs + m_settings.retryGraceMs, this, [this, id] { finishRetryWindow(id); });
}

void RecoveryPipeline::finishRetryWindow(const QString &id)
{
    const auto it = m_incidents.find(id);
    if (it == m_incidents.end() || it->second.state != IncidentState::Waiting)
        return;
    Incident &incident = it->second;
    const JobObservation seen = m_facts.observe(incident.job);
    const bool active = m_detector.isActive(incident.first.faultKey());
    const Verdict verdict = judgeRetryWindow(incident, seen, active, m_work[id].uidsAtFault);
    if (verdict == Verdict::Pending) {   // the counter has not moved yet: look again shortly
        QTimer::singleShot(1000, this, [this, id] { finishRetryWindow(id); });
        return;
    }
    if (verdict == Verdict::Failed) {
        return escalate(incident, active ? tr("the link is still down after the operator-retry window")
                                         : tr("the job did not carry on through the operator-retry window"));
    }
    incident.stepsLost = 0;
    incident.timeline.podsRunningMs = incident.timeline.rankTableMs = incident.timeline.resumedMs = nowMs();
    record(incident, RecordKind::Verified,
           tr("the link came back within the retry window, no pod was recreated and training went on"));
    resolve(incident, tr("HCCL operator retry rode out the flap; no pod recreated"));
}

// --- Act -------------------------------------------------------------------------

kube::LeaseLock &RecoveryPipeline::leaseFor(const Incident &incident)
{
    const QString ns = incident.job.isEmpty() ? QStringLiteral("default") : incident.job.section(QLatin1Char('/'), 0, 0);
    const QString name = leaseNameFor(incident.job.isEmpty() ? QStringLiteral("node-") + incident.first.node
                                                             : incident.job.section(QLatin1Char('/'), 1));
    std::unique_ptr<kube::LeaseLock> &lease = m_leases[ns + QLatin1Char('/') + name];
    if (!lease)
        lease = std::make_unique<kube::LeaseLock>(m_client, ns, name, m_settings.identity, m_settings.leaseSeconds);
    return *lease;
}

void RecoveryPipeline::act(const QString &id)
{
    const auto it = m_incidents.find(id);
    if (it == m_incidents.end())
        return;
    Incident &incident = it->second;
    if (m_journalBroken)
        return askPerson(incident, tr("the journal cannot be written: no action is taken without a record"));
    changed(incident, IncidentState::Acting, tr("taking the job's recovery lease"));
    kube::LeaseLock &lease = leaseFor(incident);
    if (lease.isHeld())
        return sendWrites(id);
    QObject *once = new QObject(this);
    connect(&lease, &kube::LeaseLock::acquired, once, [this, id, once] {
        once->deleteLater();
        sendWrites(id);
    });
    connect(&lease, &kube::LeaseLock::refused, once, [this, id, once](const QString &holder, const QDateTime &, const QString &reason) {
        once->deleteLater();
        const auto found = m_incidents.find(id);
        if (found == m_incidents.end())
            return;
        const QString why = tr("%1 is recovering this job (%2); not acting twice").arg(holder, reason);
        record(found->second, RecordKind::Decided, why);
        changed(found->second, IncidentState::HandledElsewhere, why);
        // Recovered means the same here as for our own action: the pods on
        // the faulty servers replaced and the job training again.
        Work &work = m_work[id];
        work.verify = {};
        for (const PodRef &pod : m_facts.targetOf(found->second).pods)
            work.verify.replacedUids.insert(pod.uid);
        work.deadlineMs = nowMs() + m_settings.verifyTimeoutMs;
    });
    lease.acquire();
}

void RecoveryPipeline::sendWrites(const QString &id)
{
    Incident &incident = m_incidents.at(id);
    const RecoveryTarget target = m_facts.targetOf(incident);
    QSet<QString> faultyPodUids;
    for (const PodRef &pod : target.pods)
        faultyPodUids.insert(pod.uid);
    std::vector<WriteStep> steps = planWrites(incident.decision, target, m_client);
    m_runner.preview(steps, [this, id, steps, faultyPodUids](const ActionOutcome &preview) {
        Incident &incident = m_incidents.at(id);
        const QJsonArray writes = writesOf(preview);
        if (!preview.ok) {
            record(incident, RecordKind::Action, preview.error, false, true, QJsonObject{{QStringLiteral("writes"), writes}});
            if (retryOnConflict(id, preview))
                return;
            return escalate(incident, tr("the dry run refused it: %1").arg(preview.error));
        }
        // The record is on disk before the write leaves: a crash after this
        // point still shows what may have been done.
        if (!record(incident, RecordKind::Action, incident.decision.reason, true, false,
                    QJsonObject{{QStringLiteral("writes"), writes}}))
            return askPerson(incident, tr("the journal cannot be written: no action is taken without a record"));
        incident.timeline.actedMs = nowMs();
        Work &work = m_work[id];
        work.verify = {};
        const JobObservation seen = m_facts.observe(incident.job);
        if (incident.decision.action == RecoveryAction::PodReschedule)
            work.verify.replacedUids = faultyPodUids;
        else if (incident.decision.action == RecoveryAction::JobReschedule || incident.decision.action == RecoveryAction::Rollback)
            work.verify.replacedUids = seen.podUids;
        work.deadlineMs = nowMs() + m_settings.verifyTimeoutMs;
        m_breaker.record(incident.faultyNodes(), nowMs());
        m_runner.execute(steps, [this, id](const ActionOutcome &done) {
            Incident &incident = m_incidents.at(id);
            if (!done.ok) {
                record(incident, RecordKind::Escalated, done.error, true);
                if (retryOnConflict(id, done))
                    return;
                return askPerson(incident, tr("the write failed: %1").arg(done.error));
            }
            IncidentTimeline &t = incident.timeline;
            t.podsRunningMs = t.rankTableMs = t.checkpointLoadMs = t.compileMs = t.resumedMs = 0;
            changed(incident, IncidentState::Verifying, tr("%1 sent; verifying").arg(QLatin1String(recoveryActionName(incident.decision.action))));
            verifyOne(incident);
        });
    });
}

// 409: an object changed between the look and the write (the device plugin
// rewrote device-info, a pod was replaced). Look again and plan anew from the
// current objects, a few times, as controllers do.
bool RecoveryPipeline::retryOnConflict(const QString &id, const ActionOutcome &outcome)
{
    if (outcome.steps.empty() || outcome.steps.back().httpStatus != 409)
        return false;
    Work &work = m_work[id];
    if (++work.conflicts > 3)
        return false;
    QTimer::singleShot(200 * work.conflicts, this, [this, id] {
        if (m_incidents.count(id))
            sendWrites(id);
    });
    return true;
}

void RecoveryPipeline::escalate(Incident &incident, const QString &why)
{
    const RecoveryAction failed = incident.decision.action;
    record(incident, RecordKind::Escalated, why, true);
    decide(incident, failed == RecoveryAction::None ? RecoveryAction::OpRetryWait : failed);
    proceed(incident);
}

void RecoveryPipeline::resolve(Incident &incident, const QString &outcome)
{
    incident.timeline.resolvedMs = nowMs();
    if (incident.stepsLost < 0 && incident.stepAtFault >= 0 && incident.checkpointStep >= 0
        && writesSomething(incident.decision.action) && incident.decision.action != RecoveryAction::Isolate)
        incident.stepsLost = std::max<qint64>(0, incident.stepAtFault - incident.checkpointStep);
    record(incident, RecordKind::Resolved, outcome, true, false, timelineJson(incident));
    changed(incident, IncidentState::Resolved, outcome);
    m_work.erase(incident.id);
    kube::LeaseLock &lease = leaseFor(incident);
    if (lease.isHeld())
        lease.release();
    forgetOldIncidents();
}

// A controller runs for months: resolved incidents beyond the newest
// kResolvedKept leave memory (the journal keeps them all).
void RecoveryPipeline::forgetOldIncidents()
{
    constexpr std::size_t kResolvedKept = 500;
    std::vector<std::pair<qint64, QString>> resolved;
    for (const auto &[id, incident] : m_incidents)
        if (incident.state == IncidentState::Resolved)
            resolved.emplace_back(incident.timeline.resolvedMs, id);
    if (resolved.size() <= kResolvedKept)
        return;
    std::sort(resolved.begin(), resolved.end());
    for (std::size_t i = 0; i + kResolvedKept < resolved.size(); ++i)
        m_incidents.erase(resolved[i].second);
}

// --- Verify ------------------------------------------------------------------------

void RecoveryPipeline::verifyAll()
{
    // By id: verifying one may resolve it, and resolving forgets old ones.
    QStringList waiting;
    for (const auto &[id, incident] : m_incidents)
        if (incident.state == IncidentState::Verifying || incident.state == IncidentState::HandledElsewhere)
            waiting << id;
    for (const QString &id : waiting)
        if (const auto it = m_incidents.find(id); it != m_incidents.end())
            verifyOne(it->second);
}

void RecoveryPipeline::verifyOne(Incident &incident)
{
    Work &work = m_work[incident.id];
    if (incident.job.isEmpty()) {   // isolation only: the writes were the whole job
        const bool ours = incident.state != IncidentState::HandledElsewhere;
        record(incident, RecordKind::Verified, ours ? tr("isolation written") : tr("isolated by another pipeline"));
        return resolve(incident, ours ? tr("isolated") : tr("isolated by another pipeline"));
    }
    const Verdict verdict = observeRecovery(incident, work.verify, m_facts.observe(incident.job), nowMs());
    if (verdict == Verdict::Recovered) {
        record(incident, RecordKind::Verified, tr("all pods running, rank table completed, training steps advancing"));
        return resolve(incident, incident.state == IncidentState::HandledElsewhere
                                     ? tr("recovered by another pipeline")
                                     : tr("%1 brought the job back").arg(QLatin1String(recoveryActionName(incident.decision.action))));
    }
    if (incident.state == IncidentState::HandledElsewhere) {
        // The other holder may have died mid-recovery: once its time is up,
        // try for the Lease again (it has expired if nobody renews it).
        if (work.deadlineMs && nowMs() > work.deadlineMs) {
            record(incident, RecordKind::Escalated, tr("the other pipeline did not finish within %1 s").arg(m_settings.verifyTimeoutMs / 1000));
            act(incident.id);
        }
        return;
    }
    if (verdict == Verdict::Failed)
        return escalate(incident, tr("the job failed after %1").arg(QLatin1String(recoveryActionName(incident.decision.action))));
    completeRankTableIfLeft(incident, work);
    if (work.deadlineMs && nowMs() > work.deadlineMs)
        escalate(incident, tr("no recovery within %1 s").arg(m_settings.verifyTimeoutMs / 1000));
}

// The Ascend Operator completes a job's rank table once every pod runs
// again; one that is down leaves the job waiting on it until the verify
// timeout. After a grace period the pipeline writes the table the operator
// would write (same rules, from the pods' device annotations), dry run
// first, conditional on the ConfigMap's resourceVersion so that an operator
// that wakes up meanwhile wins.
void RecoveryPipeline::completeRankTableIfLeft(Incident &incident, Work &work)
{
    constexpr int kAttempts = 3;
    const IncidentTimeline &t = incident.timeline;
    if (incident.state != IncidentState::Verifying || work.rankTableInFlight || work.rankTableWrites >= kAttempts
        || !t.podsRunningMs || t.rankTableMs || nowMs() - t.podsRunningMs < m_settings.rankTableGraceMs)
        return;
    const std::optional<RankTableRepair> repair = m_facts.rankTableRepair(incident.job);
    if (!repair)
        return;
    work.rankTableInFlight = true;
    ++work.rankTableWrites;
    const std::vector<WriteStep> steps{completeRankTable(*repair, m_client)};
    const QString id = incident.id;
    const qint64 waitedS = (nowMs() - t.podsRunningMs) / 1000;
    const auto finished = [this, id](Incident &incident, const QString &error) {
        if (const auto work = m_work.find(id); work != m_work.end())
            work->second.rankTableInFlight = false;
        if (!error.isEmpty() && incident.state == IncidentState::Verifying)
            record(incident, RecordKind::Action, tr("completing the rank table failed: %1").arg(error), true, false,
                   QJsonObject{{QStringLiteral("write"), QStringLiteral("rank-table")}});
    };
    m_runner.preview(steps, [this, id, steps, waitedS, finished](const ActionOutcome &preview) {
        const auto it = m_incidents.find(id);
        if (it == m_incidents.end())
            return;
        Incident &incident = it->second;
        // Meanwhile the incident may have moved on, or the job's Lease gone
        // to another pipeline: then this one writes nothing.
        if (incident.state != IncidentState::Verifying || !leaseFor(incident).isHeld())
            return finished(incident, {});
        const QJsonArray writes = writesOf(preview);
        if (!preview.ok)
            return finished(incident, preview.error);
        const QString why = tr("the rank table of %1 is still initializing %2 s after every pod runs again (the Ascend "
                               "Operator did not complete it): write the table the operator would write")
                                .arg(incident.job).arg(waitedS);
        if (!record(incident, RecordKind::Action, why, true, false,
                    QJsonObject{{QStringLiteral("write"), QStringLiteral("rank-table")}, {QStringLiteral("writes"), writes}}))
            return finished(incident, tr("the journal cannot be written"));
        m_runner.execute(steps, [this, id, finished](const ActionOutcome &done) {
            const auto it = m_incidents.find(id);
            if (it != m_incidents.end())
                finished(it->second, done.ok ? QString() : done.error);
        });
    });
}

// --- One-click actions ----------------------------------------------------------------

void RecoveryPipeline::previewManual(const ManualRequest &request, std::function<void(const ActionOutcome &)> done)
{
    Incident draft;
    draft.job = request.job;
    draft.first.node = request.node;
    draft.first.die = request.die;
    draft.evidence.push_back(draft.first);
    draft.decision.action = request.action;
    draft.decision.rollbackStep = request.rollbackStep;
    draft.decision.isolateDevice = request.action == RecoveryAction::Isolate && request.die >= 0;
    draft.decision.isolateNode = request.action == RecoveryAction::Isolate && request.die < 0;
    if (const std::optional<JobRecoveryProfile> profile = m_facts.profileOf(request.job))
        draft.decision.forceDelete = profile->faultScheduling == FaultScheduling::Force;
    m_runner.preview(planWrites(draft.decision, m_facts.targetOf(draft), m_client), std::move(done));
}

QString RecoveryPipeline::runManual(const ManualRequest &request)
{
    FaultSignal signal;
    signal.kind = request.action == RecoveryAction::Isolate && request.die >= 0 ? SignalKind::DeviceFault : SignalKind::PodFailed;
    signal.node = request.node;
    signal.die = request.die;
    signal.job = request.job;
    signal.observedMs = nowMs();
    signal.message = tr("%1 requested %2").arg(request.requestedBy, QLatin1String(recoveryActionName(request.action)));
    Incident &incident = openIncident(signal);
    classify(incident);
    Decision &decision = incident.decision;
    decision = {};
    decision.action = request.action;
    decision.rollbackStep = request.rollbackStep;
    decision.isolateDevice = request.action == RecoveryAction::Isolate && request.die >= 0;
    decision.isolateNode = request.action == RecoveryAction::Isolate && request.die < 0;
    if (const std::optional<JobRecoveryProfile> profile = m_facts.profileOf(request.job))
        decision.forceDelete = profile->faultScheduling == FaultScheduling::Force;
    decision.reason = tr("requested by %1 in the console").arg(request.requestedBy);
    incident.timeline.decidedMs = nowMs();
    record(incident, RecordKind::Decided, decision.reason);
    act(incident.id);
    return incident.id;
}

} // namespace ascendops::pipeline
