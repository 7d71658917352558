// RecoveryPipeline, act: the steps between a decision and its writes, each
// the pipeline's own, with the actor called for what talks to the cluster:
// the job's Lease, the dry run, the action's record synced to disk, the
// writes. A Lease whose API failed and a write refused with 409 are tried
// again at a time on the clock, taken by the reconcile (actAgain); an
// incident that moved on meanwhile has nothing sent for it.
#include "recoverypipeline.h"

#include "journal/journalrecord.h"
#include "kube/apiclient.h"
#include "recoveryplan.h"

namespace ascendops::pipeline {

namespace {

// Writes refused with 409 planned again from fresh objects before the
// refusal stands; the waits between grow by kConflictWaitMs.
constexpr int kConflictAttempts = 3;
constexpr qint64 kConflictWaitMs = 200;

// The records of a follow-up write that completes a job's rank table: not
// the recovery's action, so a restart does not take them for it.
journal::ActionDetails rankTableWrite()
{
    journal::ActionDetails details;
    details.write = QStringLiteral("rank-table");
    return details;
}

} // namespace

LeaseRef RecoveryPipeline::leaseOf(const Incident &incident) const
{
    const QString ns = incident.job.isEmpty() ? QStringLiteral("default") : incident.job.section(QLatin1Char('/'), 0, 0);
    return {ns, recoveryLeaseName(incident.job.isEmpty() ? QStringLiteral("node-") + incident.first.node
                                                         : incident.job.section(QLatin1Char('/'), 1))};
}

// The job's Lease is shared by its recoveries: the last one gives it up.
void RecoveryPipeline::releaseLeaseIfDone(const Incident &incident)
{
    const LeaseRef lease = leaseOf(incident);
    const bool stillNeeded = std::any_of(m_incidents.begin(), m_incidents.end(), [&](const auto &entry) {
        const LeaseRef other = leaseOf(entry.second);
        return isOpen(entry.second.state) && other.ns == lease.ns && other.name == lease.name;
    });
    if (!stillNeeded)
        m_actor.release(lease.ns, lease.name);
}

Incident *RecoveryPipeline::acting(const QString &id)
{
    const auto it = m_incidents.find(id);
    return it != m_incidents.end() && it->second.state == IncidentState::Acting ? &it->second : nullptr;
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
    Work &work = m_work[id];
    work.act = {};
    takeLeaseFor(incident);
}

// The reconcile's step for an incident being acted on, once the time of an
// attempt that waited has come: the Lease again, or the writes planned
// again after a 409.
void RecoveryPipeline::actAgain(Incident &incident)
{
    ActAttempts &attempts = m_work[incident.id].act;
    attempts.againAtMs = 0;
    if (!attempts.replanning)
        return takeLeaseFor(incident);
    attempts.replanning = false;
    // The Lease may have gone meanwhile (a renewal failed): then another
    // pipeline may be acting, and this one must not.
    if (!m_actor.holds(leaseOf(incident)))
        return onActed(incident.id, {ActResult::LeaseElsewhere, {}, {}});
    previewWrites(incident.id);
}

void RecoveryPipeline::takeLeaseFor(Incident &incident)
{
    const QString id = incident.id;
    const int attempt = ++m_work[id].act.leaseAttempts;
    m_actor.takeLease(leaseOf(incident), attempt, [this, id](const LeaseOutcome &outcome) { onLease(id, outcome); });
}

void RecoveryPipeline::onLease(const QString &id, const LeaseOutcome &outcome)
{
    Incident *incident = acting(id);
    if (!incident) {
        // Moved on while the Lease was asked for: nothing is written for it.
        if (const auto it = m_incidents.find(id); it != m_incidents.end())
            releaseLeaseIfDone(it->second);
        return;
    }
    switch (outcome.result) {
    case LeaseResult::Held:
        return previewWrites(id);
    case LeaseResult::Elsewhere:
        return onActed(id, {ActResult::LeaseElsewhere, outcome.error, outcome.holder});
    case LeaseResult::Unavailable:
        if (outcome.retryAfterMs <= 0)
            return onActed(id, {ActResult::LeaseUnavailable, outcome.error, {}});
        m_work[id].act.againAtMs = nowMs() + outcome.retryAfterMs;
        return m_queue.addAfter(id, outcome.retryAfterMs);
    }
}

// Planned from the cache at each attempt: after a 409 the objects are new.
// Covered by a job-wide action meanwhile: its own writes are not sent.
std::vector<WriteStep> RecoveryPipeline::planFor(const QString &id)
{
    const Incident *incident = acting(id);
    if (!incident || !incident->coveredBy.isEmpty())
        return {};
    const RecoveryTarget target = m_facts.targetOf(*incident);
    QSet<QString> &planned = m_work[id].plannedPodUids;
    planned.clear();
    for (const PodRef &pod : target.pods)
        planned.insert(pod.uid);
    return planWrites(incident->decision, target, m_client);
}

void RecoveryPipeline::previewWrites(const QString &id)
{
    std::vector<WriteStep> steps = planFor(id);
    if (steps.empty())
        return onActed(id, {ActResult::Dropped, {}, {}});
    m_actor.preview(steps, [this, id, steps](const ActionOutcome &preview) { onPreviewed(id, steps, preview); });
}

void RecoveryPipeline::onPreviewed(const QString &id, std::vector<WriteStep> steps, const ActionOutcome &preview)
{
    Incident *incident = acting(id);
    if (!incident || !incident->coveredBy.isEmpty())
        return onActed(id, {ActResult::Dropped, {}, {}});
    journal::ActionDetails action;
    action.writes = writesOf(preview);
    if (!preview.ok) {
        record(*incident, RecordKind::Action, preview.error, false, true, action.toJson());
        if (!planAgainAfterConflict(id, preview))
            onActed(id, {ActResult::DryRunRefused, preview.error, {}});
        return;
    }
    // The record is on disk before the writes leave: a crash after this
    // point still shows what may have been done.
    if (!record(*incident, RecordKind::Action, incident->decision.reason, true, false, action.toJson()))
        return onActed(id, {ActResult::NotJournaled, {}, {}});
    incident->writesSent = action.writes;
    sending(*incident);
    m_actor.send(std::move(steps), [this, id](const ActionOutcome &done) { onSent(id, done); });
}

// What recovered will mean, as the job stands the moment the writes leave.
void RecoveryPipeline::sending(Incident &incident)
{
    incident.timeline.actedMs = nowMs();
    // The repair of a borrowed lane leaves: the lane goes with the pod.
    incident.borrowedLane = false;
    Work &work = m_work[incident.id];
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
}

void RecoveryPipeline::onSent(const QString &id, const ActionOutcome &done)
{
    if (done.ok)
        return onActed(id, {ActResult::Sent, {}, {}});
    if (const auto it = m_incidents.find(id); it != m_incidents.end())
        record(it->second, RecordKind::Escalated, done.error, true, false, journal::ActionDetails{}.toJson());
    if (!planAgainAfterConflict(id, done))
        onActed(id, {ActResult::WriteFailed, done.error, {}});
}

// A write (or its dry run) refused with 409: an object changed between the
// look and the write. Planned again from the fresh objects a few times, as
// controllers do, each a little later.
bool RecoveryPipeline::planAgainAfterConflict(const QString &id, const ActionOutcome &outcome)
{
    if (!refusedAsConflict(outcome) || !acting(id))
        return false;
    ActAttempts &attempts = m_work[id].act;
    if (++attempts.conflicts > kConflictAttempts)
        return false;
    const qint64 waitMs = kConflictWaitMs * attempts.conflicts;
    attempts.replanning = true;
    attempts.againAtMs = nowMs() + waitMs;
    m_queue.addAfter(id, waitMs);
    return true;
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
                tr("%1 sent; verifying").arg(recoveryActionWords(incident.decision.action)));
        supersedeOthers(incident);
        return m_queue.add(id);
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
            m_queue.add(id);
        }
        return;
    }
}

// A recovery read back after a restart is verified under the job's Lease
// again, as the run before did; nothing is written for it. Another
// pipeline that took the Lease meanwhile recovers it.
void RecoveryPipeline::holdLeaseWhileVerifying(const Incident &incident)
{
    const QString id = incident.id;
    m_actor.takeLease(leaseOf(incident), 1, [this, id](const LeaseOutcome &outcome) {
        const auto it = m_incidents.find(id);
        if (it != m_incidents.end() && it->second.state == IncidentState::Verifying
            && outcome.result == LeaseResult::Elsewhere)
            watchOtherPipeline(it->second, outcome.holder, outcome.error);
    });
}

// The Ascend Operator completes a job's rank table once every pod runs
// again; one that is down leaves the job waiting on it until the verify
// timeout. After a grace period the pipeline writes the table the operator
// would write (same rules, from the pods' device annotations), dry run
// first, conditional on the ConfigMap's resourceVersion so that an operator
// that wakes up meanwhile wins: then the next look plans from its table,
// and finds nothing left to write. A follow-up of our own recovery: only
// while the job's Lease is ours.
void RecoveryPipeline::completeRankTableIfLeft(Incident &incident, Work &work)
{
    constexpr int kAttempts = 3;
    const IncidentTimeline &t = incident.timeline;
    if (incident.state != IncidentState::Verifying || work.rankTableInFlight || work.rankTableWrites >= kAttempts
        || !t.podsRunningMs || t.rankTableMs || nowMs() - t.podsRunningMs < m_settings.rankTableGraceMs
        || !m_actor.holds(leaseOf(incident)))
        return;
    const std::optional<RankTableRepair> repair = m_facts.rankTableRepair(incident.job);
    if (!repair)
        return;
    work.rankTableInFlight = true;
    ++work.rankTableWrites;
    const QString id = incident.id;
    const QString reason = tr("the rank table of %1 is still initializing %2 s after every pod runs again (the Ascend "
                              "Operator did not complete it): write the table the operator would write")
                               .arg(incident.job).arg((nowMs() - t.podsRunningMs) / 1000);
    std::vector<WriteStep> steps{completeRankTable(*repair, m_client)};
    m_actor.preview(steps, [this, id, steps, reason](const ActionOutcome &preview) mutable {
        Incident *incident = rankTableStillWanted(id);
        if (!incident)
            return;
        journal::ActionDetails action = rankTableWrite();
        action.writes = writesOf(preview);
        if (!preview.ok) {
            record(*incident, RecordKind::Action, preview.error, false, true, action.toJson());
            return rankTableWriteEnded(id, preview);
        }
        // No record, no write; the journal's failure is the pipeline's to tell.
        if (!record(*incident, RecordKind::Action, reason, true, false, action.toJson()))
            return void(m_work[id].rankTableInFlight = false);
        m_actor.send(std::move(steps), [this, id](const ActionOutcome &done) {
            if (Incident *incident = rankTableStillWanted(id); incident && !done.ok)
                record(*incident, RecordKind::Action, done.error, true, false, rankTableWrite().toJson());
            rankTableWriteEnded(id, done);
        });
    });
}

// The incident whose rank table is being completed, while that is still
// wanted: verifying, under our Lease. Otherwise the write in flight ends.
Incident *RecoveryPipeline::rankTableStillWanted(const QString &id)
{
    const auto it = m_incidents.find(id);
    if (it != m_incidents.end() && it->second.state == IncidentState::Verifying && m_actor.holds(leaseOf(it->second)))
        return &it->second;
    if (const auto work = m_work.find(id); work != m_work.end())
        work->second.rankTableInFlight = false;
    return nullptr;
}

// A 409 is no failure: the next look plans again from the table as it is now.
void RecoveryPipeline::rankTableWriteEnded(const QString &id, const ActionOutcome &outcome)
{
    if (const auto work = m_work.find(id); work != m_work.end())
        work->second.rankTableInFlight = false;
    const auto it = m_incidents.find(id);
    if (outcome.ok || refusedAsConflict(outcome) || it == m_incidents.end() || it->second.state != IncidentState::Verifying)
        return;
    record(it->second, RecordKind::Action, tr("completing the rank table failed: %1").arg(outcome.error), true, false,
           rankTableWrite().toJson());
}

} // namespace ascendops::pipeline
