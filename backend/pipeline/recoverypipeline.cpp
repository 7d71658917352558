#include "recoverypipeline.h"

#include "faultsources.h"
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

// How long after the retry window a borrowable lane waits for the step
// counter to be read (a pipeline that just started reads it on its first tick).
constexpr qint64 kCounterWaitMs = 10000;

// The Lease holder's name: the console's or controller's own, else one per process.
PipelineSettings withIdentity(PipelineSettings settings)
{
    if (settings.identity.isEmpty())
        settings.identity = QStringLiteral("ascend-ops-%1").arg(QCoreApplication::applicationPid());
    return settings;
}

// The detector reads the pipeline's clock, so that a test sets one time for both.
DetectorSettings withClock(DetectorSettings settings, const Clock *clock)
{
    settings.clock = clock;
    return settings;
}

// A detection's record says what the signal was, so that a pipeline started
// again on the journal knows the fault (incidentrecall reads it back).
QJsonObject signalJson(const FaultSignal &signal)
{
    QJsonObject details{{QStringLiteral("signal"), QLatin1String(signalKindName(signal.kind))},
                        {QStringLiteral("node"), signal.node},
                        {QStringLiteral("die"), signal.die}};
    if (!signal.codes.isEmpty())
        details.insert(QStringLiteral("codes"), QJsonArray::fromStringList(signal.codes));
    if (!signal.handling.isEmpty())
        details.insert(QStringLiteral("handling"), signal.handling);
    if (!signal.pod.isEmpty())
        details.insert(QStringLiteral("pod"), signal.pod);
    return details;
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
    , m_settings(withIdentity(std::move(settings)))
    , m_detector(watch, withClock(m_settings.detector, m_settings.clock))
    , m_facts(watch, m_detector)
    , m_breaker(m_settings.breaker)
    , m_actor(client, m_settings.identity, m_settings.leaseSeconds)
{
    m_detector.setEventClient(&client);
    connect(&m_detector, &SignalDetector::raised, this, &RecoveryPipeline::onRaised);
    connect(&m_detector, &SignalDetector::clusterChanged, this, &RecoveryPipeline::queueAllVerifying);
    m_verifyTick.setInterval(1000);
    connect(&m_verifyTick, &QTimer::timeout, this, &RecoveryPipeline::queueAllVerifying);
}

RecoveryPipeline::~RecoveryPipeline() = default;

void RecoveryPipeline::start()
{
    // Before the detector's first scan: the faults it finds present then
    // join the incidents read back instead of opening new ones.
    recallFromJournal();
    // The scan goes over a few passes of the event loop at scale. What it
    // raises waits for its end (onRaised), and then, as in one pass: the
    // faults present join the incidents read back or open new ones, and
    // the ones read back are taken up, knowing which faults are still
    // there. Nothing is verified, reconsidered or approved before.
    connect(&m_detector, &SignalDetector::scanned, this, [this] {
        for (const FaultSignal &signal : std::exchange(m_raisedWhileScanning, {}))
            onRaised(signal);
        m_verifyTick.start();
        takeUpRecalled();
        for (const auto &answer : std::exchange(m_answersWhileScanning, {}))
            answer();
    }, Qt::SingleShotConnection);
    m_detector.start();
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
    // Before the first scan ends, the incidents read back are taken up in
    // the new mode when it does.
    if (m_detector.hasScanned())
        reconsiderOpenDecisions();
}

// Observe and approve are ways of acting, not of deciding: what was decided
// under the old mode and not acted on is taken up as the new mode says.
// (An incident waiting because the breaker tripped keeps waiting for a person.)
void RecoveryPipeline::reconsiderOpenDecisions()
{
    QStringList waiting;
    for (const auto &[id, incident] : m_incidents) {
        // A borrowed lane's repair waits for a person in every mode.
        const bool approval = incident.state == IncidentState::AwaitingApproval && !breakerTripped() && !incident.borrowedLane;
        if (incident.state == IncidentState::Observed || approval)
            waiting << id;
    }
    for (const QString &id : waiting) {
        const auto it = m_incidents.find(id);
        if (it == m_incidents.end())
            continue;
        Incident &incident = it->second;
        record(incident, RecordKind::Decided, tr("mode changed to %1: the decision is taken up again")
                                                  .arg(QLatin1String(pipelineModeName(m_settings.mode))));
        if (faultCleared(incident)) {
            resolve(incident, tr("the fault cleared before anything was done"));
            continue;
        }
        proceed(incident);
    }
}

// Any hardware or network fault of the incident still reported. Telemetry's
// lasting-link signal is not in the detector's set: while it is the
// incident's description, the link counts as still failing.
bool RecoveryPipeline::faultStillActive(const Incident &incident) const
{
    if (incident.first.kind == SignalKind::LinkDegraded)
        return true;
    return std::any_of(incident.evidence.begin(), incident.evidence.end(), [this](const FaultSignal &signal) {
        return !signal.isConsequence() && signal.kind != SignalKind::LinkDegraded && m_detector.isActive(signal.faultKey());
    });
}

// The device plugin, NodeD or the Node no longer report the fault that
// opened the incident. Pod failures and hangs are not tracked as lasting.
bool RecoveryPipeline::faultCleared(const Incident &incident) const
{
    switch (incident.first.kind) {
    case SignalKind::DeviceFault:
    case SignalKind::NetworkFault:
    case SignalKind::NodeDown:
    case SignalKind::NodeUnhealthy:
    case SignalKind::SwitchFault:
        return !m_detector.isActive(incident.first.faultKey());
    default:
        return false;
    }
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
    // The state it is in, so that a pipeline started again on this journal
    // picks the incident up where it was; and who acted, whose Lease a
    // restarted pipeline may take over.
    if (!details.contains(QStringLiteral("state")))
        entry.details.insert(QStringLiteral("state"), QLatin1String(incidentStateName(incident.state)));
    if (kind == RecordKind::Action && !dryRun)
        entry.details.insert(QStringLiteral("holder"), m_settings.identity);
    if (!incident.coveredBy.isEmpty())
        entry.details.insert(QStringLiteral("coveredBy"), incident.coveredBy);
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

void RecoveryPipeline::onRaised(const FaultSignal &signal)
{
    if (!m_detector.hasScanned()) {
        m_raisedWhileScanning.push_back(signal);
        return;
    }
    if (Incident *open = incidentToJoin(signal))
        return join(*open, signal);
    Incident &incident = openIncident(signal);
    changed(incident, IncidentState::Settling, signal.message);
    QTimer::singleShot(m_settings.settleMs, this, [this, id = incident.id] {
        const auto it = m_incidents.find(id);
        if (it != m_incidents.end() && it->second.state == IncidentState::Settling)
            settled(it->second);
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
        // The pod the signal names, else the training pod on its server.
        std::vector<const Json *> candidates = signal.pod.isEmpty() ? m_facts.podsOnNode(signal.node) : std::vector<const Json *>();
        const std::optional<Json> named = signal.pod.isEmpty() ? std::nullopt : m_watch.pods()->object(signal.pod);
        if (named)
            candidates = {&*named};
        for (const Json *pod : candidates) {
            if (!named && jobOfPod(*pod).isEmpty())
                continue;
            incident.pod = sources::objectKey(*pod);
            incident.podRank = rankIndexOfPod(*pod);
            break;
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
    QJsonObject details = signalJson(signal);
    details.insert(QStringLiteral("detectionMs"), double(stored.timeline.detectedMs - stored.timeline.occurredMs));
    if (stored.stepAtFault >= 0)   // a restarted pipeline judges operator retry against it
        details.insert(QStringLiteral("stepAtFault"), double(stored.stepAtFault));
    record(stored, RecordKind::Detected, signal.message, false, false, details);
    return stored;
}

// The hardware fault behind an incident decides its recovery, not the pod
// failure it caused: the first chip, link or server signal, else the first.
void RecoveryPipeline::classify(Incident &incident)
{
    incident.first = incident.decidingSignal();
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
    const bool secondLoss = std::none_of(incident.evidence.begin(), incident.evidence.end(),
                                         [&](const FaultSignal &seen) { return seen.faultKey() == signal.faultKey(); });
    incident.evidence.push_back(signal);
    record(incident, RecordKind::Detected, tr("joins: %1").arg(signal.message), false, false, signalJson(signal));
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
    // meanwhile settles it. On a borrowed lane, training stopping settles
    // it, and so does a second link loss: borrowing happens once.
    if (incident.borrowedLane && isOpen(incident.state) && !recoveryInFlight(incident.state)) {
        if (signal.kind == SignalKind::PodFailed || signal.kind == SignalKind::Hang)
            return escalate(incident, tr("training stopped on the borrowed lane: %1").arg(signal.message));
        if (signal.kind == SignalKind::NetworkFault && secondLoss)
            return escalate(incident, tr("a second link loss in the same communication domain (%1): the borrowed lane "
                                         "does not switch back, and the collective fails").arg(signal.message));
    }
    if (incident.state == IncidentState::Waiting && signal.kind == SignalKind::PodFailed)
        escalate(incident, tr("pod %1 failed during the operator-retry window").arg(signal.pod));
    else if (incident.state == IncidentState::Waiting && signal.kind == SignalKind::Hang)
        escalate(incident, tr("training stopped during the operator-retry window: %1").arg(signal.message),
                 faultStillActive(incident));
    else if (incident.state == IncidentState::Waiting && lastingLink && !m_facts.laneBorrowable(incident))
        escalate(incident, tr("the link keeps failing: %1").arg(signal.message));
    else
        emit incidentChanged(incident.id);
}

// --- Decide ------------------------------------------------------------------

void RecoveryPipeline::decide(Incident &incident, RecoveryAction failed, bool linkLost)
{
    const std::optional<JobRecoveryProfile> profile = m_facts.profileOf(incident.job);
    LadderInput input{incident.first, incident.fault, profile ? &*profile : nullptr, m_facts.lowestFaultyRank(incident), failed};
    input.laneBorrowedBy = laneBorrowedBy(incident);
    input.linkLost = linkLost;
    if (!incident.job.isEmpty()) {
        const JobObservation seen = m_facts.observe(incident.job);
        input.jobPods = seen.expectedPods > 0 ? seen.expectedPods : seen.pods;
        input.faultyPods = faultyPodsOfJob(incident);
    }
    if (!incident.decision.reason.isEmpty())
        incident.history.push_back(incident.decision);
    incident.decision = decideRecovery(input);
    incident.timeline.decidedMs = nowMs();
    QJsonObject details = decisionJson(incident.decision);
    if (incident.borrowedLane)
        details.insert(QStringLiteral("borrowedLane"), true);
    record(incident, RecordKind::Decided, incident.decision.reason, false, false, details);
}

QString RecoveryPipeline::laneBorrowedBy(const Incident &incident) const
{
    if (incident.job.isEmpty())
        return {};
    for (const auto &[id, other] : m_incidents)
        if (id != incident.id && other.job == incident.job && other.borrowedLane && isOpen(other.state))
            return id;
    return {};
}

// A new decision's record: what the journal needs to pick the incident up
// with it (incidentrecall). Other Decided records (approved, mode changed,
// asked) comment on the decision in force and do not carry "decision".
QJsonObject RecoveryPipeline::decisionJson(const Decision &decision, bool manual) const
{
    QJsonObject details{{QStringLiteral("decision"), true},
                        {QStringLiteral("mode"), QLatin1String(pipelineModeName(m_settings.mode))},
                        {QStringLiteral("isolateDevice"), decision.isolateDevice},
                        {QStringLiteral("isolateNode"), decision.isolateNode},
                        {QStringLiteral("needsPerson"), decision.needsPerson},
                        {QStringLiteral("waitMs"), double(decision.waitMs)}};
    if (decision.platformOwned)
        details.insert(QStringLiteral("platformOwned"), true);
    if (manual)
        details.insert(QStringLiteral("manual"), true);
    return details;
}

void RecoveryPipeline::proceed(Incident &incident)
{
    const Decision &decision = incident.decision;
    if (decision.needsPerson)
        return askPerson(incident, decision.reason);
    if (decision.platformOwned)
        return observePlatform(incident);
    if (decision.action == RecoveryAction::None)
        return resolve(incident, decision.reason);   // which journals it
    if (decision.action == RecoveryAction::OpRetryWait)
        return waitForRetry(incident);
    if (m_settings.mode == PipelineMode::Observe) {
        // Show exactly what would be written, write nothing.
        changed(incident, IncidentState::Observed, tr("observe mode: %1 not taken").arg(QLatin1String(recoveryActionName(decision.action))));
        const QString id = incident.id;
        m_actor.preview(planWrites(decision, m_facts.targetOf(incident), m_client), [this, id](const ActionOutcome &outcome) {
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
    // Said in the journal, with the state: a pipeline started again asks again.
    record(incident, RecordKind::Decided, why);
    if (canAct)
        emit approvalNeeded(incident.id);
}

// An approval before the first scan ends is kept until the incident read
// back has been taken up (in the mode of then, it may need none by then:
// that is journaled). A no is taken at once: nothing is done for it.
void RecoveryPipeline::approve(const QString &id, const QString &who)
{
    if (!m_detector.hasScanned()) {
        // What the person saw and said yes to: the pickup may ask another question.
        const auto seen = m_incidents.find(id);
        const QString asked = seen == m_incidents.end() ? QString() : seen->second.outcome;
        return m_answersWhileScanning.push_back([this, id, who, asked] {
            const auto it = m_incidents.find(id);
            if (it == m_incidents.end())
                return;
            if (it->second.state == IncidentState::AwaitingApproval && it->second.outcome == asked)
                return approve(id, who);
            record(it->second, RecordKind::Decided,
                   tr("approval by %1, given while the pipeline read the cluster, not used: the incident is %2 (%3)")
                       .arg(who, QLatin1String(incidentStateName(it->second.state)), it->second.outcome));
        });
    }
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
    changed(it->second, IncidentState::NeedsPerson, why);
    record(it->second, RecordKind::Decided, why);   // after the change: the record carries the state
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
    const bool active = faultStillActive(incident);
    const bool borrowable = active && laneBorrowedBy(incident).isEmpty() && m_facts.laneBorrowable(incident);
    // Training went on when the counter moved past where it stood at the
    // fault, or, when that was not known yet, past where it stands now.
    Work &work = m_work[id];
    if (work.retryBaselineStep < 0)
        work.retryBaselineStep = incident.stepAtFault >= 0 ? incident.stepAtFault : seen.step;
    // A pipeline that just started has not read the counter yet: a lane
    // that may be borrowed is not judged on a counter not yet seen.
    const qint64 windowEndMs = incident.timeline.decidedMs + incident.decision.waitMs + m_settings.retryGraceMs;
    if (borrowable && (work.retryBaselineStep < 0 || seen.step < 0) && nowMs() - windowEndMs < kCounterWaitMs) {
        QTimer::singleShot(1000, this, [this, id] { finishRetryWindow(id); });
        return;
    }
    const Verdict verdict = judgeRetryWindow(incident, seen, active, work.uidsAtFault, work.retryBaselineStep, borrowable);
    if (verdict == Verdict::Pending) {
        // The counter has not moved yet: look again shortly, as long as a
        // recovery would be given to come back.
        if (nowMs() - incident.timeline.decidedMs > incident.decision.waitMs + m_settings.verifyTimeoutMs)
            return escalate(incident, tr("training did not advance within %1 s of the operator-retry window")
                                          .arg(m_settings.verifyTimeoutMs / 1000), active);
        QTimer::singleShot(1000, this, [this, id] { finishRetryWindow(id); });
        return;
    }
    if (verdict == Verdict::Borrowed)
        return rideBorrowedLane(incident);
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

// The link stays down, but HCCL moved the die's traffic to its partner's
// NIC and the job trains on. Rescheduling now would cost a recovery the job
// does not need; the lane is a risk, not a failure: the repair (the ladder's
// next rung, the chip isolated) is proposed for a person to schedule after
// a checkpoint, and the incident escalates by itself only if training stops.
void RecoveryPipeline::rideBorrowedLane(Incident &incident)
{
    incident.stepsLost = 0;
    incident.timeline.podsRunningMs = incident.timeline.rankTableMs = incident.timeline.resumedMs = nowMs();
    record(incident, RecordKind::Verified,
           tr("the link is still down, but training goes on over the other die's NIC (a lane borrowed by operator "
              "retry at L2); no pod recreated"));
    incident.borrowedLane = true;
    decide(incident, RecoveryAction::OpRetryWait, true);
    if (incident.decision.platformOwned) {
        // ModelArts restarts the job when it fails, not while it trains:
        // the repair is a restart a person makes through the platform.
        incident.decision.platformOwned = false;
        incident.decision.needsPerson = true;
        return askPerson(incident, tr("job %1 runs on a borrowed lane: save a checkpoint now, then restart it through "
                                      "ModelArts to repair the lane. The lane does not switch back: a second link loss "
                                      "in this communication domain fails the collective.").arg(incident.job));
    }
    if (!writesSomething(incident.decision.action))
        return askPerson(incident, incident.decision.reason);
    askPerson(incident, tr("job %1 runs on a borrowed lane: save a checkpoint now, then schedule the repair (%2%3). "
                           "The lane does not switch back: a second link loss in this communication domain fails the "
                           "collective.")
                            .arg(incident.job, QLatin1String(recoveryActionName(incident.decision.action)),
                                 incident.decision.isolateDevice ? tr(", the chip isolated") : QString()));
}

// The platform restarts the job (ModelArts' fault-tolerance annotations):
// watch it come back as a recovery by another pipeline is watched, writing
// nothing, and hand it to a person if it does not.
void RecoveryPipeline::observePlatform(Incident &incident)
{
    changed(incident, IncidentState::HandledElsewhere, incident.decision.reason);
    record(incident, RecordKind::Decided, tr("left to the platform: %1").arg(incident.decision.reason));
    Work &work = m_work[incident.id];
    work.verify = {};
    // After a fault the platform replaces at least the pods on the faulty
    // servers. A hung job restarts in its containers: back means steps again.
    // Picked up after a restart, the pods there now may be the new ones:
    // they must go only while the fault is still there.
    if (incident.first.kind != SignalKind::Hang && (!incident.pickedUp || !faultCleared(incident)))
        for (const PodRef &pod : m_facts.targetOf(incident).pods)
            work.verify.replacedUids.insert(pod.uid);
    work.deadlineMs = nowMs() + m_settings.verifyTimeoutMs;
    queueVerify(incident.id);
}

// --- Act -------------------------------------------------------------------------

std::pair<QString, QString> RecoveryPipeline::leaseOf(const Incident &incident) const
{
    const QString ns = incident.job.isEmpty() ? QStringLiteral("default") : incident.job.section(QLatin1Char('/'), 0, 0);
    return {ns, recoveryLeaseName(incident.job.isEmpty() ? QStringLiteral("node-") + incident.first.node
                                                         : incident.job.section(QLatin1Char('/'), 1))};
}

Journaling RecoveryPipeline::journalFor(const QString &id)
{
    return [this, id](RecordKind kind, const QString &reason, bool sync, bool dryRun, const QJsonObject &details) {
        const auto it = m_incidents.find(id);
        return it == m_incidents.end() || record(it->second, kind, reason, sync, dryRun, details);
    };
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
    m_actor.act(actRequest(incident), [this, id](const ActOutcome &outcome) { onActed(id, outcome); });
}

ActRequest RecoveryPipeline::actRequest(const Incident &incident)
{
    const QString id = incident.id;
    ActRequest request;
    std::tie(request.leaseNamespace, request.leaseName) = leaseOf(incident);
    // Planned from the cache at each attempt: after a 409 the objects are new.
    request.plan = [this, id] {
        const auto it = m_incidents.find(id);
        if (it == m_incidents.end() || it->second.state != IncidentState::Acting)
            return std::vector<WriteStep>();   // moved on while a conflict was waited out
        const Incident &incident = it->second;
        const RecoveryTarget target = m_facts.targetOf(incident);
        QSet<QString> &planned = m_work[id].plannedPodUids;
        planned.clear();
        for (const PodRef &pod : target.pods)
            planned.insert(pod.uid);
        return planWrites(incident.decision, target, m_client);
    };
    request.reason = incident.decision.reason;
    request.journal = journalFor(id);
    // Covered by a job-wide action meanwhile: its own writes are not sent.
    request.stillWanted = [this, id] {
        const auto it = m_incidents.find(id);
        return it != m_incidents.end() && it->second.state == IncidentState::Acting && it->second.coveredBy.isEmpty();
    };
    // What recovered will mean, as the job stands the moment the writes leave.
    request.sending = [this, id] {
        const auto it = m_incidents.find(id);
        if (it == m_incidents.end())
            return;
        Incident &incident = it->second;
        incident.timeline.actedMs = nowMs();
        // The repair of a borrowed lane leaves: the lane goes with the pod.
        incident.borrowedLane = false;
        Work &work = m_work[id];
        work.verify = {};
        const RecoveryAction action = incident.decision.action;
        if (action == RecoveryAction::PodReschedule)
            work.verify.replacedUids = work.plannedPodUids;
        else if (action == RecoveryAction::JobReschedule || action == RecoveryAction::Rollback)
            work.verify.replacedUids = m_facts.observe(incident.job).podUids;
        work.deadlineMs = nowMs() + m_settings.verifyTimeoutMs;
        m_breaker.record(incident.faultyNodes(), nowMs());
        if (writesSomething(action) && action != RecoveryAction::Isolate && !incident.job.isEmpty())
            m_detector.expectRestart(incident.job);
    };
    return request;
}

void RecoveryPipeline::onActed(const QString &id, const ActOutcome &outcome)
{
    const auto it = m_incidents.find(id);
    if (it == m_incidents.end())
        return;
    Incident &incident = it->second;
    switch (outcome.result) {
    case ActResult::Sent: {
        IncidentTimeline &t = incident.timeline;
        t.podsRunningMs = t.rankTableMs = t.checkpointLoadMs = t.compileMs = t.resumedMs = 0;
        changed(incident, IncidentState::Verifying,
                tr("%1 sent; verifying").arg(QLatin1String(recoveryActionName(incident.decision.action))));
        supersedeOthers(incident);
        return queueVerify(id);
    }
    case ActResult::LeaseElsewhere:
        return watchOtherPipeline(incident, outcome.holder, outcome.error);
    case ActResult::LeaseUnavailable:
        return askPerson(incident, tr("the job's recovery lease could not be taken: %1").arg(outcome.error));
    case ActResult::DryRunRefused:
        return escalate(incident, tr("the dry run refused it: %1").arg(outcome.error));
    case ActResult::WriteFailed:
        return askPerson(incident, tr("the write failed: %1").arg(outcome.error));
    case ActResult::NotJournaled:
        return askPerson(incident, tr("the journal cannot be written: no action is taken without a record"));
    case ActResult::Dropped:
        // Nothing was left to write (the pod already gone, say) and the
        // incident was not moved on meanwhile: see whether the job is back.
        if (incident.state == IncidentState::Acting) {
            Work &work = m_work[id];
            work.verify = {};
            work.deadlineMs = nowMs() + m_settings.verifyTimeoutMs;
            changed(incident, IncidentState::Verifying, tr("nothing left to write; verifying"));
            queueVerify(id);
        }
        return;
    }
}

// Another console or controller holds the job's Lease: it recovers, this one
// watches. Recovered means the same here as for our own action: the pods on
// the faulty servers replaced and the job training again.
void RecoveryPipeline::watchOtherPipeline(Incident &incident, const QString &holder, const QString &lease)
{
    const QString why = tr("%1 is recovering this job (%2); not acting twice").arg(holder, lease);
    changed(incident, IncidentState::HandledElsewhere, why);
    record(incident, RecordKind::Decided, why);
    Work &work = m_work[incident.id];
    work.verify = {};
    for (const PodRef &pod : m_facts.targetOf(incident).pods)
        work.verify.replacedUids.insert(pod.uid);
    work.deadlineMs = nowMs() + m_settings.verifyTimeoutMs;
}

void RecoveryPipeline::escalate(Incident &incident, const QString &why, bool linkLost)
{
    // On a borrowed lane the decision in force is a repair nobody took yet:
    // what failed is the retry, and the link is lost. What follows
    // recreates pods, and the borrowed lane goes with them.
    const bool repairNotTaken = incident.borrowedLane
        && (incident.state == IncidentState::AwaitingApproval || incident.state == IncidentState::NeedsPerson);
    const RecoveryAction failed = repairNotTaken ? RecoveryAction::OpRetryWait : incident.decision.action;
    incident.borrowedLane = false;
    record(incident, RecordKind::Escalated, why, true);
    decide(incident, failed == RecoveryAction::None ? RecoveryAction::OpRetryWait : failed, repairNotTaken || linkLost);
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
    // The job's Lease is shared by its recoveries: the last one gives it up.
    const std::pair<QString, QString> lease = leaseOf(incident);
    const bool stillNeeded = std::any_of(m_incidents.begin(), m_incidents.end(), [&](const auto &entry) {
        return isOpen(entry.second.state) && leaseOf(entry.second) == lease;
    });
    if (!stillNeeded)
        m_actor.release(lease.first, lease.second);
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

void RecoveryPipeline::queueVerify(const QString &id)
{
    m_verifyQueue.insert(id);
    if (m_verifyScheduled)
        return;
    m_verifyScheduled = true;
    QMetaObject::invokeMethod(this, &RecoveryPipeline::drainVerifyQueue, Qt::QueuedConnection);
}

void RecoveryPipeline::queueAllVerifying()
{
    if (!m_detector.hasScanned())
        return;   // (the incidents read back are taken up first)
    for (const auto &[id, incident] : m_incidents)
        if (incident.state == IncidentState::Verifying || incident.state == IncidentState::HandledElsewhere)
            queueVerify(id);
}

void RecoveryPipeline::drainVerifyQueue()
{
    m_verifyScheduled = false;
    // By id: verifying one may resolve it, and resolving forgets old ones.
    const std::set<QString> ids = std::exchange(m_verifyQueue, {});
    for (const QString &id : ids) {
        const auto it = m_incidents.find(id);
        if (it != m_incidents.end()
            && (it->second.state == IncidentState::Verifying || it->second.state == IncidentState::HandledElsewhere))
            verifyOne(it->second);
    }
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
    const Incident *cover = incident.coveredBy.isEmpty() ? nullptr : this->incident(incident.coveredBy);
    if (verdict == Verdict::Recovered) {
        record(incident, RecordKind::Verified, tr("all pods running, rank table completed, training steps advancing"));
        if (incident.decision.platformOwned)
            return resolve(incident, tr("the platform brought the job back"));
        return resolve(incident, incident.state == IncidentState::HandledElsewhere ? tr("recovered by another pipeline")
                               : !incident.coveredBy.isEmpty()
                                   ? tr("%1 of %2 brought the job back").arg(QLatin1String(recoveryActionName(incident.decision.action)), incident.coveredBy)
                                   : tr("%1 brought the job back").arg(QLatin1String(recoveryActionName(incident.decision.action))));
    }
    // While the recovery that covers it is under way, that one escalates for
    // both; when it waits for a person, so does this one (a job-wide action
    // the person then takes covers it again).
    if (cover && isOpen(cover->state)) {
        if (!recoveryInFlight(cover->state)) {
            const QString why = tr("%1, whose recovery covers it, waits for a person").arg(cover->id);
            changed(incident, IncidentState::NeedsPerson, why);
            record(incident, RecordKind::Escalated, why);
        }
        return;
    }
    if (incident.state == IncidentState::HandledElsewhere && incident.decision.platformOwned) {
        // Restarting it from here as well would fight the platform.
        if (verdict == Verdict::Failed || (work.deadlineMs && nowMs() > work.deadlineMs))
            askPerson(incident, verdict == Verdict::Failed
                                    ? tr("the job failed while the platform owned its restart: a person decides")
                                    : tr("the platform did not bring the job back within %1 s: a person decides")
                                          .arg(m_settings.verifyTimeoutMs / 1000));
        return;
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
    const QString id = incident.id;
    ActRequest request;
    std::tie(request.leaseNamespace, request.leaseName) = leaseOf(incident);
    // A follow-up of our own recovery: only while the job's Lease is ours.
    request.leaseMustBeHeld = true;
    // Planned from the ConfigMap as cached at each attempt: after a 409 an
    // operator that woke up may have completed the table, and then nothing is left to write.
    request.plan = [this, job = incident.job] {
        const std::optional<RankTableRepair> now = m_facts.rankTableRepair(job);
        return now ? std::vector<WriteStep>{completeRankTable(*now, m_client)} : std::vector<WriteStep>();
    };
    request.reason = tr("the rank table of %1 is still initializing %2 s after every pod runs again (the Ascend "
                        "Operator did not complete it): write the table the operator would write")
                         .arg(incident.job).arg((nowMs() - t.podsRunningMs) / 1000);
    request.details = QJsonObject{{QStringLiteral("write"), QStringLiteral("rank-table")}};
    request.writeFailureKind = RecordKind::Action;   // a follow-up that failed escalates nothing
    request.journal = journalFor(id);
    request.stillWanted = [this, id] {
        const auto it = m_incidents.find(id);
        return it != m_incidents.end() && it->second.state == IncidentState::Verifying;
    };
    m_actor.act(std::move(request), [this, id](const ActOutcome &outcome) {
        if (const auto work = m_work.find(id); work != m_work.end())
            work->second.rankTableInFlight = false;
        const auto it = m_incidents.find(id);
        if (it == m_incidents.end() || it->second.state != IncidentState::Verifying)
            return;
        const bool failed = outcome.result == ActResult::WriteFailed || outcome.result == ActResult::DryRunRefused
                         || outcome.result == ActResult::NotJournaled;
        if (failed)
            record(it->second, RecordKind::Action,
                   tr("completing the rank table failed: %1")
                       .arg(outcome.result == ActResult::NotJournaled ? tr("the journal cannot be written") : outcome.error),
                   true, false, QJsonObject{{QStringLiteral("write"), QStringLiteral("rank-table")}});
    });
}

} // namespace ascendops::pipeline
