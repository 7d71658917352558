// RecoveryPipeline, job by job: which incident a signal belongs to, how the
// recoveries of one job are reconciled (covered, decided over the set,
// superseded), the incidents a restarted pipeline picks up from its journal,
// and a person's requests, which go into the same reconciliation.
#include "recoverypipeline.h"

#include "faultsources.h"
#include "incidentrecall.h"
#include "journal/journal.h"
#include "journal/journalrecord.h"
#include "clustermodel/clusterwatch.h"
#include "kube/informer.h"
#include "model/jobsummary.h"

#include <QLoggingCategory>

namespace ascendops::pipeline {

Q_DECLARE_LOGGING_CATEGORY(lcPipeline)

namespace {

// Actions that recreate every pod of the job.
bool jobWide(RecoveryAction action)
{
    return action == RecoveryAction::JobReschedule || action == RecoveryAction::Rollback;
}

bool hasHardwareFaultOn(const Incident &incident, const QString &node)
{
    return std::any_of(incident.evidence.begin(), incident.evidence.end(),
                       [&](const FaultSignal &seen) { return !seen.isConsequence() && seen.node == node; });
}

} // namespace

// --- Which incident a signal belongs to ----------------------------------------

Incident *RecoveryPipeline::incidentToJoin(const FaultSignal &signal)
{
    const QString key = signal.faultKey();
    Incident *ofJob = nullptr;      // the newest open incident of the job
    for (auto &[id, incident] : m_incidents) {
        if (!isOpen(incident.state))
            continue;
        // The same fault again (raised anew after a restart of the pipeline, say).
        if (std::any_of(incident.evidence.begin(), incident.evidence.end(),
                        [&](const FaultSignal &seen) { return seen.faultKey() == key; }))
            return &incident;
        if (signal.job.isEmpty()) {
            // A server already in an incident (its pod moved away since) stays in it.
            if (!signal.node.isEmpty() && incident.faultyNodes().contains(signal.node))
                return &incident;
            continue;
        }
        if (incident.job != signal.job)
            continue;
        // Faults of a job arriving together are decided together.
        if (incident.state == IncidentState::Settling)
            return &incident;
        // Another fault of a server whose hardware fault the incident
        // already recovers (a pod that failed there does not count: its
        // server may be sound).
        if (!signal.isConsequence() && hasHardwareFaultOn(incident, signal.node))
            return &incident;
        // A pod failure joins the incident of its own server first.
        if (signal.isConsequence() && !signal.node.isEmpty() && incident.faultyNodes().contains(signal.node))
            return &incident;
        if (!ofJob || incident.timeline.detectedMs >= ofJob->timeline.detectedMs)
            ofJob = &incident;
    }
    // A pod failure or a hang is what a fault of the job (or its recovery)
    // does to it; a hardware fault on another server is a fault of its own.
    return signal.isConsequence() ? ofJob : nullptr;
}

void RecoveryPipeline::settled(Incident &incident)
{
    classify(incident);
    if (Incident *cover = coveringRecovery(incident))
        return coverWith(incident, *cover,
                         tr("covered by %1: its %2 recreates every pod of job %3")
                             .arg(cover->id, QLatin1String(recoveryActionName(cover->decision.action)), incident.job));
    decide(incident, RecoveryAction::None);
    proceed(incident);
}

std::vector<Incident *> RecoveryPipeline::othersOfJob(const Incident &except)
{
    std::vector<Incident *> others;
    if (except.job.isEmpty())
        return others;
    for (auto &[id, incident] : m_incidents)
        if (id != except.id && incident.job == except.job && isOpen(incident.state))
            others.push_back(&incident);
    return others;
}

Incident *RecoveryPipeline::coveringRecovery(const Incident &incident)
{
    for (Incident *other : othersOfJob(incident))
        if (recoveryInFlight(other->state) && jobWide(other->decision.action) && other->coveredBy.isEmpty()
            && !other->timeline.podsRunningMs)
            return other;
    return nullptr;
}

// The incident shares the recovery of `cover`: nothing is written for it; it
// is verified with the job and resolved when the job trains again. Should
// its pods not come back once the cover has ended, it escalates on its own.
void RecoveryPipeline::coverWith(Incident &incident, Incident &cover, const QString &why)
{
    incident.coveredBy = cover.id;
    if (!cover.linked.contains(incident.id))
        cover.linked << incident.id;
    if (!incident.decision.reason.isEmpty())
        incident.history.push_back(incident.decision);
    incident.decision = Decision{};
    incident.decision.action = cover.decision.action;
    incident.decision.reason = why;
    incident.timeline.decidedMs = nowMs();
    if (!incident.timeline.actedMs)
        incident.timeline.actedMs = cover.timeline.actedMs ? cover.timeline.actedMs : nowMs();
    Work &work = m_work[incident.id];
    work.verify = {};
    for (const PodRef &pod : m_facts.targetOf(incident).pods)
        work.verify.replacedUids.insert(pod.uid);
    work.deadlineMs = nowMs() + m_settings.verifyTimeoutMs;
    changed(incident, IncidentState::Verifying, why);
    record(incident, RecordKind::Decided, why, false, false, decisionDetails(incident.decision).toJson());
    emit incidentChanged(cover.id);
    m_queue.add(incident.id);
    // What this incident covered goes with it to the new cover.
    for (const QString &id : QStringList(incident.linked)) {
        const auto it = m_incidents.find(id);
        if (it != m_incidents.end() && isOpen(it->second.state) && it->second.coveredBy == incident.id)
            coverWith(it->second, cover, why);
    }
}

void RecoveryPipeline::supersedeOthers(Incident &incident)
{
    if (!jobWide(incident.decision.action))
        return;
    for (Incident *other : othersOfJob(incident)) {
        // Its own covered incidents are taken back when they waited with it for a person.
        const bool waitedWithIt = other->coveredBy == incident.id && other->state != IncidentState::Verifying;
        if ((other->coveredBy.isEmpty() || waitedWithIt) && other->state != IncidentState::Settling)
            coverWith(*other, incident,
                      tr("superseded by %1: its %2 recreates every pod of job %3")
                          .arg(incident.id, QLatin1String(recoveryActionName(incident.decision.action)), incident.job));
    }
}

int RecoveryPipeline::faultyPodsOfJob(const Incident &incident)
{
    int pods = int(m_facts.targetOf(incident).pods.size());
    for (Incident *other : othersOfJob(incident)) {
        const bool moving = other->decision.action == RecoveryAction::PodReschedule && other->coveredBy.isEmpty()
                         && !other->timeline.podsRunningMs && other->state != IncidentState::Settling;
        if (!moving)
            continue;
        const auto work = m_work.find(other->id);
        const int planned = work == m_work.end() ? 0 : int(work->second.plannedPodUids.size());
        pods += std::max(planned, int(m_facts.targetOf(*other).pods.size()));
    }
    return pods;
}

// --- Picked up after a restart ----------------------------------------------------

void RecoveryPipeline::recallFromJournal()
{
    if (!m_journal || m_journal->directory().isEmpty())
        return;
    const journal::JournalReadResult read = Journal::read(m_journal->directory());
    m_sequence = std::max(m_sequence, highestIncidentSequence(read.records));
    // A damaged journal may have lost an action's or a resolution's record:
    // then nothing read back is acted on without a person.
    const QStringList damage = read.problems + read.ioErrors;
    if (!damage.isEmpty())
        qCWarning(lcPipeline).noquote() << "journal damaged; picked-up incidents wait for a person:" << damage.join(QStringLiteral("; "));
    for (RecalledIncident &recalled : recallOpenIncidents(read.records)) {
        Incident &incident = m_incidents.emplace(recalled.incident.id, std::move(recalled.incident)).first->second;
        incident.first = incident.decidingSignal();
        incident.fault = classifySignal(incident.first, m_settings.codes, m_settings.rules,
                                        m_facts.classifyContext(incident.job), m_settings.switchCodes);
        m_work[incident.id].uidsAtFault = m_facts.observe(incident.job).podUids;
        m_work[incident.id].awaitReturn = recalled.awaitReturn && !incident.job.isEmpty();
        const bool wouldAct = incident.state == IncidentState::AwaitingApproval || incident.state == IncidentState::Observed
                           || incident.state == IncidentState::Settling;
        if (!damage.isEmpty() && wouldAct) {
            incident.state = IncidentState::NeedsPerson;
            incident.outcome = tr("the journal is damaged (%1): a person decides").arg(damage.first());
        }
        qCInfo(lcPipeline) << "picked up" << incident.id << incidentStateName(incident.state);
    }
    m_actor.adoptPredecessors(journalHolders(read.records));
}

// Each incident read back goes on from where the journal left it. An action
// whose record is on disk may have been sent: it is verified, never sent
// again. A decision not acted on is taken up as the mode now says.
void RecoveryPipeline::takeUpRecalled()
{
    QStringList ids;
    for (const auto &[id, incident] : m_incidents)
        if (incident.pickedUp && isOpen(incident.state))
            ids << id;
    for (const QString &id : ids) {
        const auto it = m_incidents.find(id);
        if (it == m_incidents.end() || !isOpen(it->second.state))
            continue;
        Incident &incident = it->second;
        record(incident, RecordKind::Decided,
               tr("picked up from the journal after a restart (%1)").arg(QLatin1String(incidentStateName(incident.state))));
        if (incident.attention.snoozedUntilMs > nowMs())   // a snooze read back ends as it would have
            snoozeEndsAt(id, incident.attention.snoozedUntilMs);
        // Nothing was sent for it and its fault went while no pipeline
        // watched; or its job is gone.
        const bool nothingSent = !incident.timeline.actedMs && incident.coveredBy.isEmpty()
                              && !recoveryInFlight(incident.state);
        if (nothingSent && faultCleared(incident)) {
            resolve(incident, tr("the fault cleared while the pipeline was stopped; nothing was done"));
            continue;
        }
        if (!incident.job.isEmpty() && !m_facts.jobObject(incident.job)) {
            resolve(incident, tr("job %1 no longer exists").arg(incident.job));
            continue;
        }
        switch (incident.state) {
        case IncidentState::Settling:
            settled(incident);
            break;
        case IncidentState::Observed:
        case IncidentState::AwaitingApproval:
            if (incident.borrowedLane)   // its repair waits for a person in every mode
                askPerson(incident, incident.outcome);
            else
                proceed(incident);
            break;
        case IncidentState::Waiting: {
            const qint64 end = incident.timeline.actedMs + incident.decision.waitMs + m_settings.retryGraceMs;
            m_work[id].retryWindowEndMs = end;
            changed(incident, IncidentState::Waiting, incident.decision.reason);
            m_queue.addAfter(id, end - nowMs());
            break;
        }
        case IncidentState::HandledElsewhere:
            if (incident.decision.platformOwned) {   // no Lease: nothing is written for it
                observePlatform(incident);
                break;
            }
            [[fallthrough]];
        case IncidentState::Verifying: {
            // A pod still on a server that is still faulty must go for the
            // recovery to count; what the first run replaced is gone already.
            Work &work = m_work[id];
            if (incident.decision.action == RecoveryAction::PodReschedule && !faultCleared(incident))
                for (const PodRef &pod : m_facts.targetOf(incident).pods)
                    work.verify.replacedUids.insert(pod.uid);
            work.deadlineMs = nowMs() + m_settings.verifyTimeoutMs;
            holdLeaseWhileVerifying(incident);
            changed(incident, incident.state, incident.outcome);
            m_queue.add(id);
            break;
        }
        case IncidentState::NeedsPerson:
            if (m_work[id].awaitReturn)   // the job may come back while a person is asked
                m_queue.add(id);
            emit incidentChanged(id);
            break;
        default:
            emit incidentChanged(id);
            break;
        }
    }
}

// --- One-click actions ----------------------------------------------------------------

Decision RecoveryPipeline::manualDecision(const ManualRequest &request) const
{
    Decision decision;
    decision.action = request.action;
    decision.rollbackStep = request.rollbackStep;
    decision.isolateDevice = request.action == RecoveryAction::Isolate && request.die >= 0;
    decision.isolateNode = request.action == RecoveryAction::Isolate && request.die < 0;
    if (const std::optional<JobRecoveryProfile> profile = m_facts.profileOf(request.job))
        decision.forceDelete = profile->faultScheduling == FaultScheduling::Force;
    decision.reason = tr("requested by %1 in the console").arg(request.requestedBy);
    return decision;
}

void RecoveryPipeline::previewManual(const ManualRequest &request, std::function<void(const ActionOutcome &)> done)
{
    Incident draft;
    draft.job = request.job;
    draft.first.node = request.node;
    draft.first.die = request.die;
    draft.evidence.push_back(draft.first);
    draft.decision = manualDecision(request);
    m_actor.preview(planWrites(draft.decision, m_facts.targetOf(draft), m_client), std::move(done));
}

QString RecoveryPipeline::manualRefusal(const ManualRequest &request) const
{
    // Before, the incidents read back from the journal are not taken up yet:
    // a request could race the recovery one of them was doing.
    if (!m_detector.hasScanned())
        return tr("the pipeline is still reading the cluster's objects; ask again in a moment");
    return request.supersede ? QString() : recoveryInFlightOf(request.job);
}

QString RecoveryPipeline::recoveryInFlightOf(const QString &job) const
{
    if (job.isEmpty())
        return {};
    for (const auto &[id, incident] : m_incidents) {
        if (!recoveryInFlight(incident.state) || incident.job != job)
            continue;
        if (incident.decision.platformOwned)
            return tr("%1 is recovering %2 (%3): a recovery from here would be a second one, counted against the "
                      "job's retries; wait until it ends, or supersede it")
                .arg(recoveryOwnerTitle(incident.decision.owner), job, id);
        return tr("a recovery of %1 is in flight (%2, %3: %4); wait until it ends, or supersede it")
                .arg(job, id, QLatin1String(incidentStateName(incident.state)),
                     QLatin1String(recoveryActionName(incident.decision.action)));
    }
    return {};
}

QStringList RecoveryPipeline::faultyNodesOf(const QString &job) const
{
    QStringList nodes;
    for (const auto &[id, incident] : m_incidents)
        if (incident.job == job && isOpen(incident.state))
            for (const QString &node : incident.faultyNodes())
                if (!nodes.contains(node))
                    nodes << node;
    return nodes;
}

QString RecoveryPipeline::runManual(const ManualRequest &request)
{
    if (const QString refused = manualRefusal(request); !refused.isEmpty()) {
        qCWarning(lcPipeline).noquote() << "refused" << recoveryActionName(request.action) << "by" << request.requestedBy << ":" << refused;
        return {};
    }
    FaultSignal signal;
    signal.kind = request.action == RecoveryAction::Isolate && request.die >= 0 ? SignalKind::DeviceFault : SignalKind::PodFailed;
    signal.node = request.node;
    signal.die = request.die;
    signal.job = request.job;
    signal.observedMs = nowMs();
    signal.message = tr("%1 requested %2").arg(request.requestedBy, recoveryActionWords(request.action));
    Incident &incident = openIncident(signal);
    classify(incident);
    incident.decision = manualDecision(request);
    incident.timeline.decidedMs = nowMs();
    record(incident, RecordKind::Decided, incident.decision.reason, false, false, decisionDetails(incident.decision, true).toJson());
    // Taken over by a person: said on each recovery in flight. A job-wide
    // request covers them once it is sent (supersedeOthers); they stop
    // escalating on their own from then on.
    if (request.supersede)
        for (Incident *other : othersOfJob(incident))
            if (recoveryInFlight(other->state))
                record(*other, RecordKind::Decided, tr("%1 superseded this recovery with %2 (%3)")
                                                        .arg(request.requestedBy, incident.id,
                                                             QLatin1String(recoveryActionName(request.action))));
    act(incident.id);
    return incident.id;
}

} // namespace ascendops::pipeline
