#include "model/jobladder.h"

#include <QCoreApplication>

namespace ascendops {
namespace {

QString tr(const char *text) { return QCoreApplication::translate("ascendops", text); }

bool processLevel(const QString &strategy)
{
    for (const QString &part : strategy.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (part.trimmed() != QLatin1String("exit"))
            return true;
    return false;
}

// Whether the rung handles the fault at all (reference §3, "Handles").
bool handles(const QString &id, const FaultAt &fault)
{
    if (id == QLatin1String(kRungOperatorRetry))
        return fault.linkFault;
    if (id == QLatin1String(kRungStepRetry))
        return fault.linkFault || fault.chipMemory;
    if (id == QLatin1String(kRungProcessInPlace))
        return !fault.needsMigration;
    return true;
}

} // namespace

const char *recoveryOwnerName(RecoveryOwner owner)
{
    switch (owner) {
    case RecoveryOwner::MindCluster: return "mindcluster";
    case RecoveryOwner::ModelArts: return "modelarts";
    case RecoveryOwner::Console: break;
    }
    return "console";
}

RecoveryOwner recoveryOwnerFromName(const QString &name)
{
    for (RecoveryOwner owner : {RecoveryOwner::MindCluster, RecoveryOwner::ModelArts})
        if (name == QLatin1String(recoveryOwnerName(owner)))
            return owner;
    return RecoveryOwner::Console;
}

QString recoveryOwnerTitle(RecoveryOwner owner)
{
    switch (owner) {
    case RecoveryOwner::MindCluster: return QStringLiteral("MindCluster");
    case RecoveryOwner::ModelArts: return QStringLiteral("ModelArts");
    case RecoveryOwner::Console: break;
    }
    return tr("the console");
}

const char *rungStateName(RungState state)
{
    switch (state) {
    case RungState::Eligible: return "eligible";
    case RungState::Blocked: return "blocked";
    case RungState::Unknown: return "unknown";
    case RungState::Off: break;
    }
    return "off";
}

OwnerVerdict recoveryOwnerOf(const QString &faultScheduling, const QString &recoverStrategy, bool modelArtsRestarts)
{
    if (modelArtsRestarts)
        return {RecoveryOwner::ModelArts, tr("ModelArts restarts the job itself (its fault-tolerance annotations)")};
    if (faultScheduling == QLatin1String("grace") || faultScheduling == QLatin1String("force"))
        return {RecoveryOwner::MindCluster,
                tr("fault-scheduling: %1: MindCluster's Volcano plugin deletes the faulty pods and the job's controller "
                   "recreates them").arg(faultScheduling)};
    // ClusterD's process-level recovery needs grace too (reference §2.1):
    // a recover-strategy alone recovers nothing.
    if (processLevel(recoverStrategy))
        return {RecoveryOwner::Console,
                tr("recover-strategy %1 without fault-scheduling grace: ClusterD does not recover the job").arg(recoverStrategy)};
    if (faultScheduling.startsWith(QLatin1String("external-")))
        return {RecoveryOwner::Console,
                tr("fault-scheduling: %1: Volcano marks the faulty pods and leaves deleting them to another component")
                    .arg(faultScheduling)};
    return {RecoveryOwner::Console, faultScheduling.isEmpty() || faultScheduling == QLatin1String("off")
                                        ? tr("no fault-scheduling label: nothing in the cluster recovers the job")
                                        : tr("fault-scheduling: %1 is not a mode MindCluster acts on").arg(faultScheduling)};
}

const LadderRung *JobLadder::rung(const QString &id) const
{
    for (const LadderRung &r : rungs)
        if (r.id == id)
            return &r;
    return nullptr;
}

NextRung nextRungOf(const JobLadder &ladder, const FaultAt &fault)
{
    NextRung next;
    for (const LadderRung &rung : ladder.rungs) {
        if (!handles(rung.id, fault))
            continue;
        // Moving the pod, or the faulty node's container (process-level
        // rescheduling), needs somewhere to land.
        const bool moves = rung.id == QLatin1String(kRungPodReschedule) || rung.id == QLatin1String(kRungProcessReschedule);
        const bool cannotLand = moves && !fault.noLanding.isEmpty();
        if (rung.state == RungState::Eligible && !(fault.rankZero && rung.skippedForRankZero) && !cannotLand) {
            next.id = rung.id;
            return next;
        }
        if (rung.state == RungState::Off)
            continue;   // the job does not ask for it: no reason to name
        const QString why = rung.state != RungState::Eligible ? rung.reasons.join(QStringLiteral("; "))
                          : fault.rankZero && rung.skippedForRankZero ? tr("the fault is on the rank-0 pod")
                                                                       : fault.noLanding;
        next.skipped << QStringLiteral("%1: %2").arg(rung.id, why);
    }
    return next;
}

} // namespace ascendops
