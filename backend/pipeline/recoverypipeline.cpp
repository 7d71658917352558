#include "recoverypipeline.h"

#include "faultsources.h"
#include "journal/journal.h"
#include "journal/journalrecord.h"
#include "clustermodel/clusterwatch.h"
#include "clustermodel/jobevents.h"
#include "kube/informer.h"
#include "kube/apiclient.h"
#include "kube/kubereply.h"
#include "kube/leaselock.h"
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

// The Lease holder's name: the console's or controller's own, else one per process.
PipelineSettings withIdentity(PipelineSettings settings)
{
    if (settings.identity.isEmpty())
        settings.identity = QStringLiteral("ascend-ops-%1").arg(QCoreApplication::applicationPid());
    return settings;
}

// The detector and the log readers read the pipeline's clock, so that a test sets one time for all.
template <typename Settings>
Settings withClock(Settings settings, const Clock *clock)
{
    settings.clock = clock;
    return settings;
}

// A detection's record says what the signal was, so that a pipeline started
// again on the journal knows the fault (incidentrecall reads it back).
journal::DetectedDetails signalDetails(const FaultSignal &signal)
{
    journal::DetectedDetails details;
    details.signal = QLatin1String(signalKindName(signal.kind));
    details.node = signal.node;
    details.die = signal.die;   // -1 too: a joined signal of no die says so, not the incident's die
    details.codes = signal.codes;
    details.handling = signal.handling;
    details.pod = signal.pod;
    return details;
}

journal::ResolvedDetails timelineDetails(const Incident &incident)
{
    journal::ResolvedDetails details;
    for (const TimelinePhase &phase : incident.phases())
        details.phasesMs[phase.name] = phase.endMs - phase.startMs;
    if (incident.stepsLost >= 0)
        details.stepsLost = incident.stepsLost;
    details.recoveredBy = incident.recoveredBy;
    if (incident.timeline.occurredMs && incident.timeline.resolvedMs)
        details.totalMs = incident.timeline.resolvedMs - incident.timeline.occurredMs;
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

RecoveryPipeline::RecoveryPipeline(kube::ApiClient &client, clustermodel::ClusterWatch &watch, Journal *journal,
                                   PipelineSettings settings, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_watch(watch)
    , m_journal(journal)
    , m_settings(withIdentity(std::move(settings)))
    , m_progress(watch, &client, withClock(m_settings.progress, m_settings.clock), this)
    , m_detector(watch, &m_progress, withClock(m_settings.detector, m_settings.clock))
    , m_facts(watch, m_detector)
    , m_breaker(m_settings.breaker)
    , m_actor(client, m_settings.identity, m_settings.leaseSeconds)
    , m_events(client, QStringLiteral("ascend-ops-pipeline"), m_settings.identity, *m_settings.clock)
    , m_queue(*m_settings.clock, [this](const QString &id) { return reconcile(id); })
{
    // Where the device plugin records its alarms.
    kube::InformerOptions events;
    events.ns = QStringLiteral("kube-system");
    // Read as they come (each announced as it arrives), never from the
    // cache: it keeps only the newest thousand, of an hour at most.
    events.retain = {1000, 3600 * 1000, clustermodel::eventWrittenMs};
    m_detector.setEventInformer(new kube::Informer(&client, kube::ResourceType::events(), events, this));
    connect(&m_detector, &SignalDetector::raised, this, &RecoveryPipeline::onRaised);
    connect(&m_detector, &SignalDetector::clusterChanged, this, &RecoveryPipeline::queueAllVerifying);
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
        takeUpRecalled();
        for (const auto &answer : std::exchange(m_answersWhileScanning, {}))
            answer();
    }, Qt::SingleShotConnection);
    m_progress.start();
    m_detector.start();
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

qint64 RecoveryPipeline::lastCheckpointStepOf(const QString &job) const
{
    const clustermodel::JobProgress *progress = m_progress.progressOf(job);
    return progress ? progress->lastCheckpoint() : -1;
}

const Incident *RecoveryPipeline::incident(const QString &id) const
{
    const auto it = m_incidents.find(id);
    return it == m_incidents.end() ? nullptr : &it->second;
}

// --- Journal ---------------------------------------------------------------

bool RecoveryPipeline::record(const Incident &incident, RecordKind kind, const QString &reason, bool sync, bool dryRun,
                              const QJsonObject &details, bool announceIt)
{
    if (!dryRun && announceIt)
        announce(incident, kind, reason);
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
    journal::CommonDetails common;
    common.state = QLatin1String(incidentStateName(incident.state));
    if (kind == RecordKind::Action && !dryRun)
        common.holder = m_settings.identity;
    common.coveredBy = incident.coveredBy;
    if (incident.checkpointStep >= 0)
        common.checkpointStep = incident.checkpointStep;
    const auto work = m_work.find(incident.id);
    common.awaitReturn = work != m_work.end() && work->second.awaitReturn;
    common.writeTo(entry.details);
    QString error;
    if (m_journal->append(entry, sync, &error))
        return true;
    qCWarning(lcPipeline) << "journal:" << error;
    m_journalBroken = true;
    emit journalFailed(error);
    return false;
}

qint64 RecoveryPipeline::journalBytes() const
{
    return m_journal && m_journal->isOpen() ? m_journal->bytes() : 0;
}

void RecoveryPipeline::announce(const Incident &incident, RecordKind kind, const QString &reason)
{
    if (m_settings.mode == PipelineMode::Observe || kind == RecordKind::Classified || kind == RecordKind::Verified)
        return;
    kube::EventTarget target;
    if (const Json *job = incident.job.isEmpty() ? nullptr : m_facts.jobObject(incident.job)) {
        target = {text(*job, {"apiVersion"}), text(*job, {"kind"}), text(*job, {"metadata", "namespace"}),
                  text(*job, {"metadata", "name"}), text(*job, {"metadata", "uid"})};
    } else if (!incident.first.node.isEmpty()) {
        target = {QStringLiteral("v1"), QStringLiteral("Node"), {}, incident.first.node, {}};
    } else {
        return;
    }
    const bool asks = kind == RecordKind::Decided
                   && (incident.state == IncidentState::AwaitingApproval || incident.state == IncidentState::NeedsPerson);
    const auto [type, event, action] = [&]() -> std::tuple<kube::EventType, const char *, QString> {
        switch (kind) {
        case RecordKind::Detected: return {kube::EventType::Warning, "FaultDetected", QStringLiteral("Detect")};
        case RecordKind::Action: return {kube::EventType::Normal, "RecoveryAction", QLatin1String(recoveryActionName(incident.decision.action))};
        case RecordKind::Escalated: return {kube::EventType::Warning, "RecoveryEscalated", QStringLiteral("Escalate")};
        case RecordKind::Resolved: return {kube::EventType::Normal, "Recovered", QStringLiteral("Resolve")};
        case RecordKind::Breaker: return {kube::EventType::Warning, "CircuitBreakerTripped", QStringLiteral("Hold")};
        default: return {asks ? kube::EventType::Warning : kube::EventType::Normal, asks ? "PersonNeeded" : "RecoveryDecided",
                         QStringLiteral("Decide")};
        }
    }();
    m_events.record(target, type, QLatin1String(event), action, QStringLiteral("incident %1: %2").arg(incident.id, reason));
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
    m_work[incident.id].settleUntilMs = nowMs() + m_settings.settleMs;
    changed(incident, IncidentState::Settling, signal.message);
    m_queue.addAfter(incident.id, m_settings.settleMs);
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
        const std::optional<Json> named = signal.pod.isEmpty() ? std::nullopt : m_watch.pods()->object(signal.pod);
        fields::ObjectList candidates = signal.pod.isEmpty() ? m_facts.podsOnNode(signal.node) : fields::ObjectList();
        if (named)
            candidates.borrow(&*named);
        for (const Json *pod : candidates) {
            if (!named && jobOfPod(*pod).isEmpty())
                continue;
            incident.pod = sources::objectKey(*pod);
            incident.podRank = rankIndexOfPod(*pod);
            break;
        }
        incident.stepAtFault = m_detector.stepOf(signal.job);
        incident.checkpointStep = lastCheckpointStepOf(signal.job);
    }
    const QString id = incident.id;
    Incident &stored = m_incidents.emplace(id, std::move(incident)).first->second;
    Work &work = m_work[id];
    work.uidsAtFault = m_facts.observe(stored.job).podUids;
    journal::DetectedDetails details = signalDetails(signal);
    details.detectionMs = stored.timeline.detectedMs - stored.timeline.occurredMs;
    if (stored.stepAtFault >= 0)   // a restarted pipeline judges operator retry against it
        details.stepAtFault = stored.stepAtFault;
    record(stored, RecordKind::Detected, signal.message, false, false, details.toJson());
    // The log does not say which checkpoint a restart would resume from:
    // where the job keeps it, it is read on a node (the answer may come at once).
    if (stored.checkpointStep < 0 && !stored.job.isEmpty() && m_lastCheckpoints)
        m_lastCheckpoints->read(stored.job);
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
    const journal::ClassifiedDetails details{QLatin1String(componentName(incident.fault.component)),
                                            QLatin1String(planeName(incident.fault.plane)), incident.fault.hcclLevels,
                                            incident.fault.mayBeTransient, incident.faultyNodes()};
    record(incident, RecordKind::Classified, incident.fault.describe(signal), false, false, details.toJson());
    qCInfo(lcPipeline) << "incident" << incident.id << incident.fault.describe(signal);
}

void RecoveryPipeline::join(Incident &incident, const FaultSignal &signal)
{
    const bool secondLoss = std::none_of(incident.evidence.begin(), incident.evidence.end(),
                                         [&](const FaultSignal &seen) { return seen.faultKey() == signal.faultKey(); });
    incident.evidence.push_back(signal);
    record(incident, RecordKind::Detected, tr("joins: %1").arg(signal.message), false, false, signalDetails(signal).toJson());
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
    const bool awaiting = incident.decision.awaitImpact;
    if (incident.state == IncidentState::Waiting && signal.kind == SignalKind::PodFailed)
        escalate(incident, awaiting ? tr("the fault affected the job: pod %1 failed").arg(signal.pod)
                                    : tr("pod %1 failed during the operator-retry window").arg(signal.pod));
    else if (incident.state == IncidentState::Waiting && signal.kind == SignalKind::Hang)
        escalate(incident, awaiting ? tr("the fault affected the job: training stopped (%1)").arg(signal.message)
                                    : tr("training stopped during the operator-retry window: %1").arg(signal.message),
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
    input.landing = m_facts.landingFor(incident, &input.landingPlace);
    if (const auto work = m_work.find(incident.id); work != m_work.end())
        input.ownerGaveUp = work->second.ownerGaveUp;
    input.jobAffected = std::any_of(incident.evidence.begin(), incident.evidence.end(),
                                    [](const FaultSignal &signal) { return signal.isConsequence(); });
    if (!incident.job.isEmpty()) {
        const JobObservation seen = m_facts.observe(incident.job);
        input.hotSwitch = seen.hotSwitch;
        input.jobPods = seen.expectedPods > 0 ? seen.expectedPods : seen.pods;
        input.faultyPods = faultyPodsOfJob(incident);
    }
    if (!incident.decision.reason.isEmpty())
        incident.history.push_back(incident.decision);
    incident.decision = decideRecovery(input);
    // A new decision is a new question: no one has said yes to it or taken it on yet.
    incident.attention.approvedBy.clear();
    incident.attention.acknowledgedBy.clear();
    incident.writesSent.clear();
    incident.timeline.decidedMs = nowMs();
    journal::DecidedDetails details = decisionDetails(incident.decision);
    details.borrowedLane = incident.borrowedLane;
    record(incident, RecordKind::Decided, incident.decision.reason, false, false, details.toJson());
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
// asked) comment on the decision in force and do not say "decision".
journal::DecidedDetails RecoveryPipeline::decisionDetails(const Decision &decision, bool manual) const
{
    journal::DecidedDetails details;
    details.decision = true;
    details.mode = QLatin1String(pipelineModeName(m_settings.mode));
    details.isolateDevice = decision.isolateDevice;
    details.isolateNode = decision.isolateNode;
    details.needsPerson = decision.needsPerson;
    details.waitMs = decision.waitMs;
    details.platformOwned = decision.platformOwned;
    details.awaitImpact = decision.awaitImpact;
    details.owner = QLatin1String(recoveryOwnerName(decision.owner));
    details.personOnly = decision.personOnly;
    details.processStrategy = decision.processStrategy;
    details.strategyChoices = decision.strategyChoices;
    details.ownerWaitMs = decision.ownerWaitMs;
    details.confirmedRanks = decision.confirmedRanks;
    details.manual = manual;
    return details;
}

void RecoveryPipeline::proceed(Incident &incident)
{
    const Decision &decision = incident.decision;
    if (decision.needsPerson)
        return askPerson(incident, decision.reason);
    if (decision.platformOwned)
        return observePlatform(incident);
    if (decision.awaitImpact)
        return awaitImpact(incident);
    if (decision.action == RecoveryAction::None)
        return resolve(incident, decision.reason);   // which journals it
    if (decision.action == RecoveryAction::OpRetryWait)
        return waitForRetry(incident);
    // A person works on the server: nothing is written there without their yes.
    if (m_settings.mode != PipelineMode::Observe)
        if (const QStringList paused = m_facts.pausedServers(incident); !paused.isEmpty())
            return askPerson(incident, tr("automatic recovery is paused on %1: a person decides").arg(paused.join(QStringLiteral("; "))));
    // A platform's job nothing else recovers from this fault: the console's
    // recovery waits for a person's yes in every mode that writes.
    if (decision.personOnly && m_settings.mode != PipelineMode::Observe)
        return askPerson(incident, decision.reason);
    if (m_settings.mode == PipelineMode::Observe) {
        // Show exactly what would be written, write nothing.
        changed(incident, IncidentState::Observed, tr("observe mode: %1 not taken").arg(recoveryActionWords(decision.action)));
        const QString id = incident.id;
        m_actor.preview(planWrites(decision, m_facts.targetOf(incident), m_client), [this, id](const ActionOutcome &outcome) {
            if (const auto it = m_incidents.find(id); it != m_incidents.end()) {
                journal::ActionDetails details;
                for (const StepOutcome &step : outcome.steps)
                    details.writes << step.description + (step.ok ? QString() : QStringLiteral(": ") + step.error);
                record(it->second, RecordKind::Action, outcome.ok ? tr("dry run only (observe mode)") : outcome.error,
                       false, true, details.toJson());
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
    askPerson(incident, tr("approve mode: confirm %1").arg(recoveryActionWords(decision.action)));
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
    it->second.attention.approvedBy = who;
    recordAct(it->second, {QStringLiteral("approved"), who, {}, {}, {}}, tr("approved by %1: %2").arg(who, it->second.decision.reason));
    act(id);
}

void RecoveryPipeline::decline(const QString &id, const QString &who)
{
    const auto it = m_incidents.find(id);
    if (it == m_incidents.end() || it->second.state != IncidentState::AwaitingApproval)
        return;
    const QString why = tr("declined by %1").arg(who);
    // No answer to ClusterD's question: it decides by itself, as after its wait.
    if (const auto work = m_work.find(id); work != m_work.end() && work->second.hookDeadlineMs) {
        record(it->second, RecordKind::Decided, why);
        return hookLapsed(it->second);
    }
    // What comes next, said: nothing acts on it, and what a person can do.
    const QString next = tr("%1: nothing is written; the incident stays open for a person").arg(why);
    changed(it->second, IncidentState::NeedsPerson, next);
    record(it->second, RecordKind::Decided, next);   // after the change: the record carries the state
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
    // A fault that was waited on has affected the job: the first decision
    // on the job's fault, not a rung that failed.
    const bool awaited = incident.decision.awaitImpact;
    incident.borrowedLane = false;
    record(incident, RecordKind::Escalated, why, true);
    decide(incident, awaited ? RecoveryAction::None : failed == RecoveryAction::None ? RecoveryAction::OpRetryWait : failed,
           repairNotTaken || linkLost);
    proceed(incident);
}

void RecoveryPipeline::resolve(Incident &incident, const QString &outcome)
{
    incident.timeline.resolvedMs = nowMs();
    if (incident.decision.platformOwned || incident.decision.owner != RecoveryOwner::Console)
        incident.recoveredBy = QLatin1String(recoveryOwnerName(incident.decision.owner));
    else if (writesSomething(incident.decision.action) && !incident.job.isEmpty())
        incident.recoveredBy = QLatin1String(recoveryOwnerName(RecoveryOwner::Console));
    // Steps lost: measured where the restarted run's log said which
    // checkpoint it loaded; else from the last checkpoint saved before the fault.
    const clustermodel::JobProgress *log = m_progress.progressOf(incident.job);
    if (log && log->checkpointLoaded >= 0 && log->checkpointLoadedSeenMs >= incident.timeline.detectedMs)
        incident.checkpointStep = log->checkpointLoaded;
    if (incident.stepsLost < 0 && incident.stepAtFault >= 0 && incident.checkpointStep >= 0
        && writesSomething(incident.decision.action) && incident.decision.action != RecoveryAction::Isolate)
        incident.stepsLost = std::max<qint64>(0, incident.stepAtFault - incident.checkpointStep);
    close(incident, outcome, timelineDetails(incident).toJson());
}

void RecoveryPipeline::close(Incident &incident, const QString &outcome, const QJsonObject &details, bool announceIt)
{
    record(incident, RecordKind::Resolved, outcome, true, false, details, announceIt);
    changed(incident, IncidentState::Resolved, outcome);
    m_work.erase(incident.id);
    releaseLeaseIfDone(incident);
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

} // namespace ascendops::pipeline
