// RecoveryPipeline, the waits: the one reconcile the work queue calls for an
// incident, and the steps it takes when a wait is over (the settle window,
// operator retry's window, a recovery being verified).
#include "recoverypipeline.h"

#include "formats/processrecoverhook.h"
#include "journal/journalrecord.h"
#include "recoveryladder.h"
#include "kube/apiclient.h"

#include <QLoggingCategory>

namespace ascendops::pipeline {

Q_DECLARE_LOGGING_CATEGORY(lcPipeline)

namespace {

// How long after the retry window a borrowable lane waits for the step
// counter to be read (a pipeline that just started reads it on its first look).
constexpr qint64 kCounterWaitMs = 10000;

// How often a recovery in flight is looked at while nothing else asks for a
// look: the caches' changes ask too, so this only bounds how late a deadline
// or a step counter that moved without an object changing is seen.
constexpr qint64 kLookAgainMs = 1000;

} // namespace

// --- The reconcile -------------------------------------------------------------

// One look at an incident: the step its state calls for now, if its wait is
// over, and how long until it wants the next look. Every input (a signal, a
// change of the caches, an actor's outcome, a person's answer, a restart's
// recall) only queues the incident's id; this is the one place that moves
// an incident on for the passing of time.
std::optional<qint64> RecoveryPipeline::reconcile(const QString &id)
{
    const auto it = m_incidents.find(id);
    if (it == m_incidents.end())
        return std::nullopt;
    Incident &incident = it->second;
    switch (incident.state) {
    case IncidentState::Settling:
        if (const qint64 until = m_work[id].settleUntilMs; nowMs() < until)
            return until - nowMs();
        settled(incident);
        break;
    case IncidentState::Waiting:
        if (incident.decision.awaitImpact) {
            if (faultCleared(incident))
                resolve(incident, tr("the link came back and job %1 was not affected: nothing was done").arg(incident.job));
            break;
        }
        if (const qint64 end = m_work[id].retryWindowEndMs; nowMs() < end)
            return end - nowMs();
        if (!closeRetryWindow(incident))
            return kLookAgainMs;
        break;
    case IncidentState::Verifying:
    case IncidentState::HandledElsewhere:
        verifyOne(incident);
        break;
    case IncidentState::NeedsPerson:
        if (m_work[id].awaitReturn)
            watchReturn(incident);
        break;
    case IncidentState::Acting: {
        // Waiting for the actor, or for the time of its next attempt.
        const qint64 again = m_work[id].act.againAtMs;
        if (!again)
            return std::nullopt;
        if (nowMs() < again)
            return again - nowMs();
        actAgain(incident);
        break;
    }
    case IncidentState::AwaitingApproval:
        // ClusterD's question lapses (its wait is over, or it no longer asks):
        // it falls back by itself.
        if (const qint64 until = m_work[id].hookDeadlineMs; until && (nowMs() >= until || !clusterDStillAsks(incident)))
            hookLapsed(incident);
        break;
    default:
        return std::nullopt;   // waiting for the actor or a person, or done
    }
    return nextLook(id);
}

// When an incident the last step left in its state wants its next look.
std::optional<qint64> RecoveryPipeline::nextLook(const QString &id) const
{
    const auto it = m_incidents.find(id);
    const auto work = m_work.find(id);
    if (it == m_incidents.end() || work == m_work.end())
        return std::nullopt;
    switch (it->second.state) {
    case IncidentState::Settling: return std::max<qint64>(0, work->second.settleUntilMs - nowMs());
    case IncidentState::Waiting:
        if (it->second.decision.awaitImpact)
            return kLookAgainMs;
        return std::max<qint64>(0, work->second.retryWindowEndMs - nowMs());
    case IncidentState::Verifying:
    case IncidentState::HandledElsewhere: return kLookAgainMs;
    case IncidentState::NeedsPerson:
        if (work->second.awaitReturn)
            return kLookAgainMs;
        return std::nullopt;
    case IncidentState::Acting:
        if (const qint64 again = work->second.act.againAtMs)
            return std::max<qint64>(0, again - nowMs());
        return std::nullopt;
    case IncidentState::AwaitingApproval:
        if (const qint64 until = work->second.hookDeadlineMs)
            return std::clamp<qint64>(until - nowMs(), 0, kLookAgainMs);
        return std::nullopt;
    default: return std::nullopt;
    }
}

// --- Operator retry ------------------------------------------------------------

void RecoveryPipeline::waitForRetry(Incident &incident)
{
    const qint64 windowMs = incident.decision.waitMs + m_settings.retryGraceMs;
    m_work[incident.id].retryWindowEndMs = nowMs() + windowMs;
    changed(incident, IncidentState::Waiting, incident.decision.reason);
    record(incident, RecordKind::Action, tr("waiting %1 ms for HCCL operator retry").arg(incident.decision.waitMs), false,
           false, journal::ActionDetails{incident.decision.waitMs, {}, {}}.toJson());
    m_queue.addAfter(incident.id, windowMs);
}

// The retry window is over: judged, or false when the step counter must be
// looked at again first.
bool RecoveryPipeline::closeRetryWindow(Incident &incident)
{
    const QString id = incident.id;
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
    if (borrowable && (work.retryBaselineStep < 0 || seen.step < 0) && nowMs() - windowEndMs < kCounterWaitMs)
        return false;
    const Verdict verdict = judgeRetryWindow(incident, seen, active, work.uidsAtFault, work.retryBaselineStep, borrowable);
    if (verdict == Verdict::Pending) {
        // The counter has not moved yet: look again shortly, as long as a
        // recovery would be given to come back.
        if (nowMs() - incident.timeline.decidedMs <= incident.decision.waitMs + m_settings.verifyTimeoutMs)
            return false;
        escalate(incident, tr("training did not advance within %1 s of the operator-retry window")
                               .arg(m_settings.verifyTimeoutMs / 1000), active);
        return true;
    }
    if (verdict == Verdict::Borrowed) {
        rideBorrowedLane(incident);
        return true;
    }
    if (verdict == Verdict::Failed) {
        escalate(incident, active ? tr("the link is still down after the operator-retry window")
                                  : tr("the job did not carry on through the operator-retry window"));
        return true;
    }
    incident.stepsLost = 0;
    incident.timeline.podsRunningMs = incident.timeline.rankTableMs = incident.timeline.resumedMs = nowMs();
    record(incident, RecordKind::Verified,
           tr("the link came back within the retry window, no pod was recreated and training went on"));
    resolve(incident, tr("HCCL operator retry rode out the flap; no pod recreated"));
    return true;
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

// A fault that need not stop the job (Decision::awaitImpact): the incident
// waits, saying so, until the job is affected (a pod failing or training
// stopping joins it and escalates) or the fault clears.
void RecoveryPipeline::awaitImpact(Incident &incident)
{
    m_work[incident.id].retryWindowEndMs = 0;
    changed(incident, IncidentState::Waiting, incident.decision.reason);
    m_queue.addAfter(incident.id, kLookAgainMs);
}

// The platform restarts the job (ModelArts' fault-tolerance annotations):
// watch it come back as a recovery by another pipeline is watched, writing
// nothing, and hand it to a person if it does not.
void RecoveryPipeline::observePlatform(Incident &incident)
{
    changed(incident, IncidentState::HandledElsewhere, incident.decision.reason);
    record(incident, RecordKind::Decided, tr("left to %1: %2").arg(recoveryOwnerTitle(incident.decision.owner), incident.decision.reason));
    Work &work = m_work[incident.id];
    work.verify = {};
    // After a fault the platform replaces at least the pods on the faulty
    // servers. A hung job restarts in its containers: back means steps again.
    // Picked up after a restart, the pods there now may be the new ones:
    // they must go only while the fault is still there.
    // Watched again after ClusterD's question, some may be new already.
    if (incident.first.kind != SignalKind::Hang && (!incident.pickedUp || !faultCleared(incident)))
        for (const PodRef &pod : m_facts.targetOf(incident).pods)
            if (work.uidsAtFault.isEmpty() || work.uidsAtFault.contains(pod.uid))
                work.verify.replacedUids.insert(pod.uid);
    // The owner's own bound runs from its decision, also for an incident
    // picked up again after a restart: a restart never lengthens it.
    work.deadlineMs = incident.decision.ownerWaitMs > 0 ? std::max(incident.timeline.decidedMs + incident.decision.ownerWaitMs, nowMs())
                                                        : nowMs() + m_settings.verifyTimeoutMs;
    m_queue.add(incident.id);
}


// --- ClusterD's hook -------------------------------------------------------------

// MindCluster recovers the job and ClusterD asks a platform which
// process-level recovery to run (its PodGroup's ProcessRecoverStrategy set
// and empty, ProcessConfirmFault naming the ranks): the question goes to a
// person, in every mode that writes, with the strategies the job allows and
// the time ClusterD stops waiting. True when the incident now waits for it.
bool RecoveryPipeline::askedByClusterD(Incident &incident)
{
    Work &work = m_work[incident.id];
    const std::optional<Parsed<ProcessHook>> read = work.hookAsked ? std::nullopt : m_facts.processHookOf(incident.job);
    if (!read)
        return false;
    const Parsed<ProcessHook> &hook = *read;
    if (!hook) {
        // Unread, never acted on: said once.
        work.hookAsked = true;
        record(incident, RecordKind::Decided, tr("ClusterD's hook on the job's PodGroup cannot be read: %1").arg(hook.error()));
        return false;
    }
    if (!hook->waiting())
        return false;
    work.hookAsked = true;
    const std::optional<JobRecoveryProfile> profile = m_facts.profileOf(incident.job);
    const Decision asked = answerForClusterD(hook.value(), profile ? profile->recoverStrategies : QStringList(), incident.job);
    const qint64 deadline = nowMs() + qint64(kProcessHookWaitSeconds) * 1000;
    if (m_settings.mode == PipelineMode::Observe) {
        record(incident, RecordKind::Decided, tr("observe mode, not answered: %1").arg(asked.reason));
        return false;
    }
    incident.history.push_back(incident.decision);
    incident.decision = asked;
    incident.timeline.decidedMs = nowMs();
    record(incident, RecordKind::Decided, asked.reason, false, false, decisionDetails(asked).toJson());
    work.hookDeadlineMs = deadline;
    askPerson(incident, asked.reason);
    m_queue.addAfter(incident.id, deadline - nowMs());
    return true;
}

bool RecoveryPipeline::clusterDStillAsks(const Incident &incident) const
{
    const std::optional<Parsed<ProcessHook>> hook = m_facts.processHookOf(incident.job);
    return hook && hook->ok() && hook->value().waiting();
}

// Nobody answered in time: ClusterD falls back (pause, reschedule) and the
// incident watches MindCluster again.
void RecoveryPipeline::hookLapsed(Incident &incident)
{
    Work &work = m_work[incident.id];
    const bool timedOut = nowMs() >= work.hookDeadlineMs;
    work.hookDeadlineMs = 0;
    record(incident, RecordKind::Escalated, timedOut
                                                 ? tr("ClusterD's question went unanswered for %1 s: it falls back by itself").arg(kProcessHookWaitSeconds)
                                                 : tr("ClusterD's question is not answered from here: it goes on by itself"));
    if (!incident.history.empty()) {
        incident.decision = incident.history.back();
        incident.history.pop_back();
    }
    observePlatform(incident);
}

// --- Verify ------------------------------------------------------------------------

// What a platform's recovery replaced, from the job's pods at the fault:
// every pod (the job restarted), some (pod-level), none (the processes
// restarted in place: process-level recovery, ModelArts' hang-retry).
QString RecoveryPipeline::whatWasReplaced(const Incident &incident)
{
    const QSet<QString> before = m_work[incident.id].uidsAtFault;
    const QSet<QString> now = m_facts.observe(incident.job).podUids;
    const qsizetype replaced = before.size() - QSet<QString>(before).intersect(now).size();
    const QString seen = before.isEmpty() ? tr("the job trains again")
                       : replaced == before.size() ? tr("every pod recreated (job-level rescheduling)")
                       : replaced > 0 ? tr("%n pod(s) recreated (pod-level rescheduling)", nullptr, int(replaced))
                                      : tr("no pod recreated (the processes restarted in their pods)");
    const QString told = resetConfigSince(incident);
    return seen + volcanoRecordsSince(incident) + (told.isEmpty() ? QString() : QStringLiteral("; ") + told);
}

// What Volcano recorded of the reschedules it made since the fault, in its
// own words (a minute's slack: its clock is not the console's); "" when it
// recorded none.
QString RecoveryPipeline::volcanoRecordsSince(const Incident &incident) const
{
    const std::optional<JobReschedules> records = m_facts.reschedulesOf(incident.job);
    QStringList tasks;
    for (const RescheduleRecord &record : records ? records->records : std::vector<RescheduleRecord>{})
        if (record.timestamp * 1000 >= incident.timeline.occurredMs - 60000)
            for (const RescheduledTask &task : record.tasks)
                tasks << describeRescheduledTask(task);
    if (tasks.isEmpty())
        return {};
    return tr("; Volcano recorded %1 (reschedule %2 of the job)").arg(tasks.join(QStringLiteral("; ")), QString::number(records->total));
}

QString RecoveryPipeline::resetConfigSince(const Incident &incident) const
{
    const std::optional<JobResetConfig> config = m_facts.resetConfigOf(incident.job);
    if (!config)
        return {};
    if (!config->info)
        return tr("not read: %1").arg(config->unread);
    const ResetInfo &info = *config->info;
    // Written before the fault (a minute's slack: ClusterD's clock is not the
    // console's), or at a time not said: not known to be this recovery's.
    if (info.initializing || info.updateTime <= 0 || info.updateTime * 1000 < incident.timeline.occurredMs - 60000)
        return {};
    return tr("the job's containers were told (%1%2): %3")
        .arg(config->place, config->restartType.isEmpty() ? QString() : QStringLiteral(", restartType ") + config->restartType,
             describeResetInfo(info));
}

void RecoveryPipeline::journalResetConfig(Incident &incident, Work &work)
{
    const QString told = resetConfigSince(incident);
    if (told.isEmpty() || told == work.resetSeen)
        return;
    work.resetSeen = told;
    record(incident, RecordKind::Verified, tr("while MindCluster recovers, %1").arg(told));
}

// The caches changed: every recovery in flight is looked at (once, however
// many objects changed before the queue's next turn).
void RecoveryPipeline::queueAllVerifying()
{
    if (!m_detector.hasScanned())
        return;   // (the incidents read back are taken up first)
    for (const auto &[id, incident] : m_incidents)
        if (incident.state == IncidentState::Verifying || incident.state == IncidentState::HandledElsewhere)
            m_queue.add(id);
}

void RecoveryPipeline::verifyOne(Incident &incident)
{
    Work &work = m_work[incident.id];
    if (incident.job.isEmpty()) {   // isolation only: the writes were the whole job
        const bool ours = incident.state != IncidentState::HandledElsewhere;
        record(incident, RecordKind::Verified, ours ? tr("isolation written") : tr("isolated by another pipeline"));
        return resolve(incident, ours ? tr("isolated") : tr("isolated by another pipeline"));
    }
    const JobObservation seen = m_facts.observe(incident.job);
    // A platform's recovery is under way once a pod it replaces has gone:
    // its decision ends there, measured, not assumed.
    if (incident.decision.platformOwned && !incident.timeline.actedMs && !work.verify.replacedUids.isEmpty()
        && !seen.podUids.contains(work.verify.replacedUids))
        incident.timeline.actedMs = nowMs();
    const Verdict verdict = observeRecovery(incident, work.verify, seen, nowMs());
    const Incident *cover = incident.coveredBy.isEmpty() ? nullptr : this->incident(incident.coveredBy);
    // The scheduler says a pod of the job cannot be placed (no healthy
    // server or spare left): once that has lasted, no recovery that moves
    // pods can land, and waiting out the verify timeout would not help.
    work.unplaceableSinceMs = seen.unplaceable.isEmpty() ? 0 : work.unplaceableSinceMs ? work.unplaceableSinceMs : nowMs();
    const bool unplaceable = work.unplaceableSinceMs && nowMs() - work.unplaceableSinceMs >= m_settings.unplaceableMs;
    const QString cannotPlace = unplaceable ? tr("the scheduler has not placed pod %1 for %2 s").arg(seen.unplaceable)
                                                  .arg((nowMs() - work.unplaceableSinceMs) / 1000)
                                            : QString();
    // While MindCluster recovers (by itself, or ClusterD as a person
    // answered it), what it tells the job's containers is narrated as it changes.
    const bool mindClusterRecovers = (incident.state == IncidentState::HandledElsewhere && incident.decision.platformOwned
                                      && incident.decision.owner == RecoveryOwner::MindCluster)
                                  || !incident.decision.confirmedRanks.isEmpty();
    if (mindClusterRecovers && verdict != Verdict::Recovered)
        journalResetConfig(incident, work);
    if (verdict == Verdict::Recovered) {
        record(incident, RecordKind::Verified, tr("all pods running, rank table completed, training steps advancing"));
        if (incident.decision.platformOwned)
            return resolve(incident, tr("%1 brought the job back: %2")
                                         .arg(recoveryOwnerTitle(incident.decision.owner), whatWasReplaced(incident)));
        // An answer to ClusterD's question: its own word on it, when given.
        if (!incident.decision.confirmedRanks.isEmpty()) {
            const std::optional<Parsed<ProcessHook>> hook = m_facts.processHookOf(incident.job);
            const QString status = hook && hook->ok() ? hook->value().status : QString();
            const QString told = resetConfigSince(incident);
            return resolve(incident, (status.isEmpty() ? tr("ClusterD's %1 brought the job back (it reports no ProcessRecoverStatus)")
                                                                 .arg(incident.decision.processStrategy)
                                                       : tr("ClusterD's %1 brought the job back (ProcessRecoverStatus: %2)")
                                                                 .arg(incident.decision.processStrategy, status))
                                         + (told.isEmpty() ? QString() : QStringLiteral("; ") + told));
        }
        return resolve(incident, incident.state == IncidentState::HandledElsewhere ? tr("recovered by another pipeline")
                               : !incident.coveredBy.isEmpty()
                                   ? tr("%1 of %2 brought the job back").arg(recoveryActionWords(incident.decision.action), incident.coveredBy)
                                   : tr("%1 brought the job back").arg(recoveryActionWords(incident.decision.action)));
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
    if (incident.state == IncidentState::HandledElsewhere && incident.decision.platformOwned
        && incident.decision.owner == RecoveryOwner::MindCluster && askedByClusterD(incident))
        return;
    if (incident.state == IncidentState::HandledElsewhere && incident.decision.platformOwned) {
        if (hotSwitchFellBack(incident, work, seen))
            return;
        const bool stalled = work.deadlineMs && nowMs() > work.deadlineMs;
        // MindCluster gave up (the job failed in its hands, all its pods at
        // once) or stalled past the deadline (pods Pending with no spare):
        // the console's recovery is proposed to a person.
        if (incident.decision.owner == RecoveryOwner::MindCluster && (verdict == Verdict::Failed || stalled || unplaceable)) {
            work.ownerGaveUp = true;
            record(incident, RecordKind::Escalated,
                   verdict == Verdict::Failed ? (everyPodFailedAtOnce(seen)
                                                     ? tr("every pod of the job failed: MindCluster reschedules an AscendJob only "
                                                          "when some of its pods fail, and counts one whose pods all fail within "
                                                          "seconds failed")
                                                     : tr("the job failed while MindCluster recovered it"))
                   : unplaceable              ? tr("MindCluster cannot land its recovery: %1").arg(cannotPlace)
                   : incident.decision.ownerWaitMs > 0 && !seen.hotSwitch.isEmpty()
                       ? tr("MindCluster's hot switch did not end within %1 s, past the 15-minute pause and resume reports "
                            "after which it goes job-level itself").arg(incident.decision.ownerWaitMs / 1000)
                       : tr("MindCluster did not bring the job back within %1 s").arg((work.deadlineMs - incident.timeline.decidedMs) / 1000),
                   true);
            if (unplaceable) {   // no rung that moves pods can land either
                work.awaitReturn = true;
                return askPerson(incident, tr("%1: free, repair or uncordon a server for it").arg(cannotPlace));
            }
            decide(incident, RecoveryAction::None);
            return proceed(incident);
        }
        // Restarting it from here as well would fight the platform.
        work.awaitReturn = verdict == Verdict::Failed || stalled || unplaceable;
        if (work.awaitReturn)
            askPerson(incident, verdict == Verdict::Failed
                                    ? tr("the job failed while the platform owned its restart: a person decides")
                                : unplaceable
                                    ? tr("%1: the platform's recovery cannot land; a person decides").arg(cannotPlace)
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
        return escalate(incident, tr("the job failed after %1").arg(recoveryActionWords(incident.decision.action)));
    completeRankTableIfLeft(incident, work);
    if (unplaceable) {   // a further rung would move pods that cannot land either
        incident.decision.needsPerson = true;
        work.awaitReturn = true;
        return askPerson(incident, tr("%1: %2 cannot land; free, repair or uncordon a server for it")
                                       .arg(cannotPlace, QLatin1String(recoveryActionName(incident.decision.action))));
    }
    if (work.deadlineMs && nowMs() > work.deadlineMs)
        escalate(incident, tr("no recovery within %1 s").arg(m_settings.verifyTimeoutMs / 1000));
}

// MindCluster's hot switch ended past its bound without training resuming,
// and the job's pods were replaced meanwhile: by the switch, or by the
// job-level rescheduling MindCluster documents falling back to. Either is
// MindCluster's recovery still, watched for the pipeline's verify timeout
// before the console proposes anything (once: one that stalls too is a
// person's call).
bool RecoveryPipeline::hotSwitchFellBack(Incident &incident, Work &work, const JobObservation &seen)
{
    if (incident.decision.ownerWaitMs <= 0 || work.hotSwitchFallback || !work.deadlineMs || nowMs() <= work.deadlineMs
        || !seen.hotSwitch.isEmpty() || work.uidsAtFault.isEmpty() || seen.podUids.contains(work.uidsAtFault))
        return false;
    work.hotSwitchFallback = true;
    work.deadlineMs = nowMs() + m_settings.verifyTimeoutMs;
    record(incident, RecordKind::Verified,
           tr("MindCluster's hot switch ended and the job's pods were replaced (by the switch, or by the job-level "
              "rescheduling it falls back to): watched for %1 s more").arg(m_settings.verifyTimeoutMs / 1000));
    return true;
}

// A person was asked because the job could not come back; if it does
// (a server freed, repaired or uncordoned, the platform trying again), the
// incident says so and closes, measured as any recovery.
void RecoveryPipeline::watchReturn(Incident &incident)
{
    Work &work = m_work[incident.id];
    const JobObservation seen = m_facts.observe(incident.job);
    if (observeRecovery(incident, work.verify, seen, nowMs()) != Verdict::Recovered)
        return;
    work.awaitReturn = false;
    record(incident, RecordKind::Verified, tr("all pods running, rank table completed, training steps advancing"));
    resolve(incident, tr("the job came back while a person was asked: %1").arg(whatWasReplaced(incident)));
}

} // namespace ascendops::pipeline
