#include "recoveryladder.h"

#include "formats/retryparams.h"

#include <QCoreApplication>

namespace ascendops::pipeline {
namespace {

// lupdate files free tr() calls under the enclosing namespace: the context
// here must be that name, or the translations are never found.
QString tr(const char *text) { return QCoreApplication::translate("ascendops::pipeline", text); }

std::optional<RetryLevel> retryLevelOf(const QString &name)
{
    for (RetryLevel level : allRetryLevels)
        if (name == QLatin1String(retryLevelName(level)))
            return level;
    return std::nullopt;
}

// Chip levels whose fault stops the training process on that chip.
bool stopsTraining(FaultHandling level)
{
    return level == FaultHandling::RestartRequest || level == FaultHandling::RestartBusiness
        || level == FaultHandling::FreeRestartNPU || level == FaultHandling::RestartNPU
        || level == FaultHandling::SeparateNPU || level == FaultHandling::ManuallySeparateNPU;
}

// Process-level recovery covers service faults and chip faults that a
// reset or a re-run fixes (reference 2.5: recover-in-place is for
// RestartRequest/RestartBusiness; UCE and network faults for retry).
bool processRecoverable(const LadderInput &in)
{
    if (in.signal.kind == SignalKind::PodFailed || in.signal.kind == SignalKind::NetworkFault
        || in.signal.kind == SignalKind::LinkDegraded)
        return true;
    const FaultHandling level = in.fault.handling;
    return level == FaultHandling::RestartRequest || level == FaultHandling::RestartBusiness
        || level == FaultHandling::FreeRestartNPU || level == FaultHandling::RestartNPU;
}

bool isolatesChip(const FaultClass &fault)
{
    return fault.handling == FaultHandling::SeparateNPU || fault.handling == FaultHandling::ManuallySeparateNPU;
}

bool carriesNoLevelOfTheJob(const FaultClass &fault)
{
    return fault.plane == Plane::Roce && fault.hcclLevels.isEmpty();
}

// The pod must leave its server: the decision takes its chip out (the
// fault isolates it, or its link keeps failing) or the server itself.
bool mustLeave(const LadderInput &in)
{
    return isolatesChip(in.fault) || in.signal.kind == SignalKind::LinkDegraded || in.linkLost
        || in.fault.component == Component::Server;
}

// A pod that must leave its server needs a healthy spare where it would
// land; "" when it has one, or when that is not known (spares not read: the
// scheduler's word then says so).
QString noLanding(const LadderInput &in)
{
    if (!mustLeave(in) || !in.landing || in.landing->canLand() || in.landing->unknown > 0)
        return {};
    return tr("no healthy spare server is left in %1 (%2 out of service): a moved pod would stay Pending")
        .arg(in.landingPlace).arg(in.landing->faulty);
}

bool rungAllowed(RecoveryAction rung, const LadderInput &in, QString *why)
{
    const JobRecoveryProfile &job = *in.job;
    switch (rung) {
    case RecoveryAction::OpRetryWait:
        if (!in.fault.mayBeTransient)
            return false;
        if (!in.laneBorrowedBy.isEmpty() && in.fault.plane == Plane::Roce) {
            *why += tr("Job %1 already runs on a borrowed lane (%2): HCCL borrows once per communication domain and "
                       "never switches back, so operator retry cannot ride a second link loss. ").arg(job.key(), in.laneBorrowedBy);
            return false;
        }
        if (carriesNoLevelOfTheJob(in.fault)) {
            *why += tr("Job %1 lives in one super-pod: its servers talk over HCCS, and the RoCE plane, which joins "
                       "super-pods, carries none of its collectives (seed 004). ").arg(job.key());
            return false;
        }
        if (!opRetryWindowMs(job, in.fault.hcclLevels)) {
            *why += tr("HCCL operator retry is not enabled for %1 in job %2. ")
                        .arg(in.fault.hcclLevels.join(QLatin1Char('+')), job.key());
            return false;
        }
        // Switched on where it cannot work (seed 003): no window to wait out.
        if (!job.retryBlockers.isEmpty()) {
            *why += tr("Job %1 switches operator retry on, but it cannot work there: %2. ")
                        .arg(job.key(), job.retryBlockers.join(QStringLiteral("; ")));
            return false;
        }
        return true;
    case RecoveryAction::ProcessRecover:
        return job.allowsProcessRecovery() && processRecoverable(in);
    case RecoveryAction::PodReschedule:
        if (!job.podRescheduling) {
            *why += tr("Job %1 does not enable pod-level rescheduling (pod-rescheduling: \"on\"). ").arg(job.key());
            return false;
        }
        // Pod-level rescheduling keeps the healthy pods' processes; when
        // most of the job is on faulty servers there is little left to keep,
        // and one restart replaces what would be many pod moves, each of
        // them waiting on the others' rank table.
        if (in.jobPods > 0 && in.faultyPods * 2 > in.jobPods) {
            *why += tr("%1 of the %2 pods of job %3 are on faulty servers: one job restart instead of %1 pod moves. ")
                        .arg(in.faultyPods).arg(in.jobPods).arg(job.key());
            return false;
        }
        if (in.faultyPodRank == 0) {
            *why += tr("The faulty pod holds rank 0, which every rank connects to. ");
            return false;
        }
        if (const QString nowhere = noLanding(in); !nowhere.isEmpty()) {
            *why += tr("Pod-level rescheduling cannot land: %1. ").arg(nowhere);
            return false;
        }
        return in.faultyPodRank > 0;
    case RecoveryAction::JobReschedule:
        if (job.retriesLeft() <= 0) {
            *why += job.kind == JobKind::AscendJob
                ? tr("Job %1 has used all %2 restarts (runPolicy.backoffLimit). ").arg(job.key()).arg(job.maxRetry)
                : tr("Job %1 has used all %2 retries (maxRetry). ").arg(job.key()).arg(job.maxRetry);
            return false;
        }
        return true;
    case RecoveryAction::Rollback:
        return job.retriesLeft() > 0;
    default:
        return false;
    }
}

QString rungReason(RecoveryAction rung, const LadderInput &in, qint64 windowMs)
{
    switch (rung) {
    case RecoveryAction::OpRetryWait:
        if (in.fault.plane == Plane::Hccs)
            return tr("HCCL operator retry is on for %1 in job %2: the super-pod's switches route around a broken "
                      "HCCS link when they have another path; retry counts only once the switch fault clears within "
                      "its %3 ms window (HoldTime + (MaxCnt - 1) x IntervalTime); wait and verify.")
                .arg(in.fault.hcclLevels.join(QLatin1Char('+')), in.job->key()).arg(windowMs);
        return tr("HCCL operator retry is on for %1 in job %2: a flap shorter than its %3 ms window "
                  "(HoldTime + (MaxCnt - 1) x IntervalTime) passes without rescheduling; wait and verify. "
                  "Lanes borrowed on the way do not switch back: take a checkpoint soon.")
            .arg(in.fault.hcclLevels.join(QLatin1Char('+')), in.job->key()).arg(windowMs);
    case RecoveryAction::ProcessRecover:
        return tr("Job %1 allows process-level recovery (recover-strategy %2): restart only the affected processes.")
            .arg(in.job->key(), in.job->recoverStrategies.join(QLatin1Char(',')));
    case RecoveryAction::PodReschedule:
        return tr("Job %1 enables pod-level rescheduling and the faulty pod holds rank %2: recreate only that pod.")
            .arg(in.job->key()).arg(in.faultyPodRank);
    case RecoveryAction::JobReschedule:
        if (in.job->kind == JobKind::AscendJob) {
            return in.job->maxRetry < 0
                ? tr("Restart AscendJob %1 (its pods deleted, the Ascend Operator recreates them; no restart limit).").arg(in.job->key())
                : tr("Restart AscendJob %1 (its pods deleted, the Ascend Operator recreates them; %2 of %3 restarts left).")
                      .arg(in.job->key()).arg(in.job->retriesLeft()).arg(in.job->maxRetry);
        }
        return tr("Restart job %1 (Volcano RestartJob, %2 of %3 retries left).")
            .arg(in.job->key()).arg(in.job->retriesLeft()).arg(in.job->maxRetry);
    case RecoveryAction::Rollback:
        return tr("Restart job %1 from its latest checkpoint.").arg(in.job->key());
    default:
        return {};
    }
}

// Seeds 000 and 001: a parameter-plane fault may not affect a training job,
// so the cluster's scheduling leaves the job alone; recovery starts when the
// job is affected. MindCluster acts on such a fault only on the job's
// failure, or once the device plugin raises its level (81078603 after 20 s
// of link-down). Operator retry, which restarts nothing, still goes first.
bool awaitsImpact(const LadderInput &in, QString *why)
{
    if (in.signal.kind != SignalKind::NetworkFault || stopsTraining(in.fault.handling) || in.jobAffected)
        return false;
    // A second loss in a domain whose lane is borrowed already ends its
    // collectives: HCCL borrows once and never switches back (seed 003).
    if (!in.laneBorrowedBy.isEmpty())
        return false;
    QString retryWhy;
    if (rungAllowed(RecoveryAction::OpRetryWait, in, &retryWhy))
        return false;
    *why += retryWhy;
    return true;
}

// MindCluster acts on this fault of the job by itself (reference §2.7, §3):
// a chip, server or switch fault that stops training; a pod that fails, or a
// link fault once it stopped the job, only under unconditional retry
// (fault-retry-times) or once the device plugin raised its level. Never on
// a hang: its hang code 200001002 is NotHandleFault unless an operator
// raised it. Nor once the job's retries are spent: Volcano fails the job.
QString whyMindClusterDoesNotAct(const LadderInput &in)
{
    const JobRecoveryProfile &job = *in.job;
    if (job.retriesLeft() <= 0)
        return tr("job %1 has spent its retries, so MindCluster fails it rather than reschedule it").arg(job.key());
    switch (in.signal.kind) {
    case SignalKind::Hang:
        if (!in.hotSwitch.isEmpty())
            return {};   // its hot switch paused the training
        return tr("MindCluster does not act on a hang: its hang code 200001002 comes after about 5 minutes at "
                  "NotHandleFault, and the job ends only at the collective's 30-minute timeout");
    case SignalKind::PodFailed:
    case SignalKind::NetworkFault:
    case SignalKind::LinkDegraded:
        // (A pod's failure has no level of its own; a link's may be raised.)
        if (in.signal.kind != SignalKind::PodFailed && stopsTraining(in.fault.handling))
            return {};
        // (remain-retry-times at 0 is no reason here: Volcano takes a retry
        // off as it reschedules, so 0 may be this very failure's last one.
        // Whether it acted is seen: a job that fails in its hands goes to a
        // person then.)
        if (job.faultRetryTimes > 0)
            return {};
        return tr("job %1 has no fault-retry-times, so MindCluster does not reschedule a pod that fails without a "
                  "hardware fault it detected").arg(job.key());
    default:
        return {};
    }
}

// The rung MindCluster takes next for the fault, and the finer ones it skips.
QString mindClusterNextRung(const LadderInput &in)
{
    const JobLadder &ladder = in.job->ladder;
    if (!ladder.known())
        return tr("its ladder for the job is not worked out yet");
    FaultAt at;
    at.linkFault = in.signal.kind == SignalKind::NetworkFault || in.signal.kind == SignalKind::LinkDegraded
                || (in.signal.kind == SignalKind::SwitchFault && !isolatesChip(in.fault));
    at.rankZero = in.faultyPodRank == 0;
    at.chipMemory = in.signal.codes.contains(QStringLiteral("80E01801"));
    at.needsMigration = mustLeave(in);
    at.noLanding = noLanding(in);
    const NextRung next = nextRungOf(ladder, at);
    QString out = next.id.isEmpty() ? tr("no rung of its ladder is left for this fault") : tr("next rung %1").arg(next.id);
    if (!next.skipped.isEmpty())
        out += tr(" (skipped: %1)").arg(next.skipped.join(QStringLiteral("; ")));
    return out;
}

Decision leftToMindCluster(const LadderInput &in)
{
    Decision decision;
    decision.platformOwned = true;
    decision.owner = RecoveryOwner::MindCluster;
    decision.reason = tr("MindCluster recovers job %1 (%2): %3. Observed; the console writes nothing for this job.")
                          .arg(in.job->key(), in.job->owner.why, mindClusterNextRung(in));
    if (in.signal.kind == SignalKind::Hang && !in.hotSwitch.isEmpty()) {
        decision.ownerWaitMs = kHotSwitchWaitMs;
        decision.reason = tr("MindCluster's hot switch moves job %1 (%2) off a sub-healthy server, and training pauses while it "
                             "switches; it reports the pause and the resume within 15 minutes each, else goes job-level "
                             "itself. Observed; the console writes nothing for this job.").arg(in.job->key(), in.hotSwitch);
    }
    if (in.failed != RecoveryAction::None)
        decision.reason.prepend(tr("%1 did not bring the job back. ").arg(QLatin1String(recoveryActionName(in.failed))));
    return decision;
}

Decision withoutJob(const LadderInput &in)
{
    Decision decision;
    if (in.fault.component == Component::Switch && isolatesChip(in.fault)) {
        decision.action = RecoveryAction::Isolate;
        decision.isolateNode = true;
        decision.reason = tr("A UnifiedBus switch port of %1 needs separating and no training pod runs there: "
                             "cordon the server so nothing is scheduled on it.").arg(in.signal.node);
    } else if (in.signal.kind == SignalKind::NodeDown || in.signal.kind == SignalKind::NodeUnhealthy) {
        decision.action = RecoveryAction::Isolate;
        decision.isolateNode = true;
        decision.reason = tr("Server %1 is down and runs no training pod: cordon it so nothing is scheduled there.")
                              .arg(in.signal.node);
    } else if (const auto reported = faultHandlingFromName(in.signal.handling.toStdString());
               isolatesChip(in.fault) && reported && *reported >= FaultHandling::SeparateNPU && in.fault.handling <= *reported) {
        // The device plugin itself lists the chip unhealthy at that level:
        // MindCluster's scheduling places nothing on it while the fault
        // lasts. A second isolation would outlive the fault it was for.
        decision.reason = tr("The device plugin reports Ascend910-%1 on %2 at %3 and no training pod uses it: MindCluster "
                             "places nothing on the chip while the fault lasts; nothing to write.")
                              .arg(in.signal.die).arg(in.signal.node, in.signal.handling);
    } else if (isolatesChip(in.fault)) {
        decision.action = RecoveryAction::Isolate;
        decision.isolateDevice = true;
        decision.reason = tr("%1 needs the chip out of service and no training pod uses it: isolate it.")
                              .arg(QLatin1String(faultHandlingName(in.fault.handling)));
    } else {
        decision.reason = tr("No training job runs on %1 and %2 does not call for isolation: recorded only.")
                              .arg(in.signal.node, QLatin1String(faultHandlingName(in.fault.handling)));
    }
    return decision;
}

Decision consoleLadder(const LadderInput &in, Decision decision);

} // namespace

std::optional<qint64> opRetryWindowMs(const JobRecoveryProfile &job, const QStringList &levels)
{
    if (levels.isEmpty())
        return std::nullopt;
    for (const QString &name : levels) {
        const std::optional<RetryLevel> level = retryLevelOf(name);
        if (!level || !job.operatorRetry.isEnabled(*level))
            return std::nullopt;
    }
    return qint64(worstCaseHoldMs(job.operatorRetry));
}

Decision decideRecovery(const LadderInput &in)
{
    if (!in.job)
        return withoutJob(in);
    Decision decision;
    // A link that keeps failing is taken out with its chip, so that the pod
    // moved off it does not land on it again.
    decision.isolateDevice = (isolatesChip(in.fault) || in.signal.kind == SignalKind::LinkDegraded || in.linkLost)
                          && in.signal.die >= 0;
    // A switch port the device plugin calls Separate takes the server out of
    // the super-pod's HCCS plane: nothing should be placed there again.
    decision.isolateNode = in.fault.component == Component::Server
        || (in.fault.component == Component::Switch && isolatesChip(in.fault));
    decision.forceDelete = in.job->faultScheduling == FaultScheduling::Force;
    const bool leveled = in.signal.kind == SignalKind::DeviceFault || in.signal.kind == SignalKind::SwitchFault;
    const bool affectsTraining = !leveled || stopsTraining(in.fault.handling);
    if (!affectsTraining) {
        decision.reason = tr("%1 does not stop training on job %2: recorded, nothing to do.")
                              .arg(QLatin1String(faultHandlingName(in.fault.handling)), in.job->key());
        decision.isolateDevice = false;
        decision.isolateNode = false;
        return decision;
    }
    // ModelArts restarts a job with a retry budget by itself (and a hung one
    // with hang-retry too): a second restart from here would fight it.
    // Operator retry, which restarts nothing, still goes first; once it has
    // not worked, the platform restarts the job as after any fault.
    QString retryWhy;
    const bool hang = in.signal.kind == SignalKind::Hang;
    const bool firstOrAfterRetry = in.failed == RecoveryAction::None || in.failed == RecoveryAction::OpRetryWait;
    if (firstOrAfterRetry && in.job->platformOwnsRestart(hang, in.signal.kind == SignalKind::PodFailed)
        && (hang || in.failed == RecoveryAction::OpRetryWait || !rungAllowed(RecoveryAction::OpRetryWait, in, &retryWhy))) {
        decision.platformOwned = true;
        decision.owner = RecoveryOwner::ModelArts;
        decision.isolateDevice = false;
        decision.isolateNode = false;
        decision.reason = hang
            ? tr("ModelArts restarts hung job %1 itself (fault-tolerance/hang-retry, %2 restarts in "
                 "fault-tolerance/job-retry-num): observed, not restarted a second time.").arg(in.job->key())
                  .arg(in.job->platformRestarts.budget)
            : tr("ModelArts restarts job %1 itself after a fault (fault-tolerance/job-retry-num: %2%3): observed, not "
                 "restarted a second time.").arg(in.job->key()).arg(in.job->platformRestarts.budget)
                  .arg(in.job->platformRestarts.unconditional ? tr(", unconditional") : QString());
        if (in.failed != RecoveryAction::None)
            decision.reason.prepend(tr("%1 did not bring the job back. ").arg(QLatin1String(recoveryActionName(in.failed))));
        return decision;
    }
    // MindCluster's job: never a second recoverer. Operator retry and the
    // wait for a link fault's impact restart nothing and go first.
    QString notMindCluster;
    if (in.job->owner.owner == RecoveryOwner::MindCluster) {
        QString scratch;
        const bool consoleWaits = in.failed == RecoveryAction::None && !hang
            && (rungAllowed(RecoveryAction::OpRetryWait, in, &scratch) || awaitsImpact(in, &scratch));
        if (in.ownerGaveUp)
            notMindCluster = tr("MindCluster did not bring job %1 back. ").arg(in.job->key());
        else if (!consoleWaits) {
            notMindCluster = whyMindClusterDoesNotAct(in);
            if (notMindCluster.isEmpty())
                return leftToMindCluster(in);
            notMindCluster = notMindCluster + tr(": proposed to a person. ");
        }
    }
    decision = consoleLadder(in, decision);
    if (!notMindCluster.isEmpty() && !decision.awaitImpact && decision.action != RecoveryAction::OpRetryWait) {
        decision.personOnly = writesSomething(decision.action);
        decision.reason.prepend(notMindCluster);
    }
    return decision;
}

namespace {

// The console's own ladder, for a job nothing else recovers from this fault.
Decision consoleLadder(const LadderInput &in, Decision decision)
{
    if (in.signal.kind == SignalKind::Hang && in.failed == RecoveryAction::None) {
        decision.action = RecoveryAction::Rollback;
        decision.reason = tr("Job %1 stopped advancing: a hung collective does not end by itself. ").arg(in.job->key())
                        + rungReason(RecoveryAction::Rollback, in, 0);
        return decision;
    }
    QString why;
    if (in.failed != RecoveryAction::None)
        why = tr("%1 did not bring the job back. ").arg(QLatin1String(recoveryActionName(in.failed)));
    else if (awaitsImpact(in, &why)) {
        decision.awaitImpact = true;
        decision.isolateDevice = false;
        decision.reason = why + tr("A RoCE link fault at %1 need not stop job %2: the NIC retransmits, and a collective "
                                   "that meets the broken link ends the processes by itself (the watchdog, the "
                                   "collective's timeout). Nothing is done unless the job is affected: its pods fail "
                                   "or its training stops.")
                                    .arg(QLatin1String(faultHandlingName(in.fault.handling)), in.job->key());
        return decision;
    }
    for (RecoveryAction rung : {RecoveryAction::OpRetryWait, RecoveryAction::ProcessRecover, RecoveryAction::PodReschedule,
                                RecoveryAction::JobReschedule, RecoveryAction::Rollback}) {
        if (int(rung) <= int(in.failed) || !rungAllowed(rung, in, &why))
            continue;
        decision.action = rung;
        if (rung == RecoveryAction::OpRetryWait)
            decision.waitMs = *opRetryWindowMs(*in.job, in.fault.hcclLevels);
        decision.reason = why + rungReason(rung, in, decision.waitMs);
        // Where the job switches retry on, as its profile read it (a script
        // line, a ConfigMap): a person can check the window against it.
        if (rung == RecoveryAction::OpRetryWait && !in.job->operatorRetryWhere.isEmpty())
            decision.reason += tr(" Retry as the job sets it: %1.").arg(in.job->operatorRetryWhere);
        return decision;
    }
    decision.needsPerson = true;
    decision.reason = why + tr("No automatic recovery is left for job %1: a person decides.").arg(in.job->key());
    return decision;
}

} // namespace

Decision answerForClusterD(const ProcessHook &hook, const QStringList &recoverStrategies, const QString &job)
{
    QStringList answers = hookAnswersFor(recoverStrategies);
    if (answers.isEmpty())
        answers << QStringLiteral("recover");
    const bool memoryOnly = std::all_of(hook.confirmFault.begin(), hook.confirmFault.end(), [](const FaultRank &r) { return r.type == 0; });
    Decision asked;
    asked.action = RecoveryAction::ProcessRecover;
    asked.owner = RecoveryOwner::MindCluster;
    asked.personOnly = true;
    asked.processStrategy = memoryOnly && answers.contains(QLatin1String("retry")) ? QStringLiteral("retry")
                          : answers.contains(QLatin1String("recover"))             ? QStringLiteral("recover")
                                                                                    : answers.first();
    asked.confirmedRanks = hook.confirmFaultText;
    asked.strategyChoices = answers;
    asked.reason = tr("ClusterD asks which process-level recovery to run for ranks %1 of job %2 (its PodGroup's "
                      "ProcessRecoverStrategy is set and empty): %3 is proposed (the job allows %4). Unanswered, ClusterD "
                      "falls back by itself in about %5 s.")
                       .arg(hook.confirmFaultText, job, asked.processStrategy, answers.join(QStringLiteral(", ")))
                       .arg(kProcessHookWaitSeconds);
    return asked;
}

} // namespace ascendops::pipeline
