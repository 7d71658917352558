#pragma once
// Who recovers a training job, and MindCluster's recovery ladder for it
// (reference mindcluster-recovery.md §3): each rung from the finest to the
// coarsest, eligible, blocked by a documented constraint, off (the job does
// not ask for it) or unknown (what decides it could not be read). Plain
// values: recoverytime works them out from a job's settings, the pipeline
// and the views read them.
#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace ascendops {

// Who brings the job back after a fault. The console acts only where
// nothing else will: a second recoverer doubles the reschedule count against
// the job's budget and cuts across the owner's own recovery.
enum class RecoveryOwner { Console, MindCluster, ModelArts };
const char *recoveryOwnerName(RecoveryOwner owner);   // console, mindcluster, modelarts
RecoveryOwner recoveryOwnerFromName(const QString &name);   // console for anything else
// "MindCluster", "ModelArts", "the console": for sentences.
QString recoveryOwnerTitle(RecoveryOwner owner);

struct OwnerVerdict
{
    RecoveryOwner owner = RecoveryOwner::Console;
    QString why;
    bool operator==(const OwnerVerdict &) const = default;
};

// From the job's fault-scheduling label, its recover-strategy annotation and
// whether ModelArts restarts it (its fault-tolerance annotations). MindCluster
// acts on grace and force (its Volcano plugin deletes the pods; ClusterD's
// process-level recover-strategy needs grace as well); external-force and
// external-grace leave the deleting to another component, off and absent
// leave the job alone.
OwnerVerdict recoveryOwnerOf(const QString &faultScheduling, const QString &recoverStrategy, bool modelArtsRestarts);

enum class RungState { Eligible, Blocked, Off, Unknown };
const char *rungStateName(RungState state);   // eligible, blocked, off, unknown

// MindCluster's rungs, finest first.
inline constexpr const char *kRungOperatorRetry = "operator-retry";
inline constexpr const char *kRungStepRetry = "step-retry";
inline constexpr const char *kRungProcessInPlace = "process-in-place";
inline constexpr const char *kRungProcessReschedule = "process-reschedule";
inline constexpr const char *kRungElastic = "elastic";
inline constexpr const char *kRungPodReschedule = "pod-reschedule";
inline constexpr const char *kRungJobReschedule = "job-reschedule";

struct LadderRung
{
    QString id;
    RungState state = RungState::Off;
    // Blocked: the constraints that block it; off: what would switch it on
    // and whether it could work; unknown: what could not be read; eligible:
    // what it handles.
    QStringList reasons;
    // It is blocked only when the fault is on the rank-0 pod (pod-level,
    // process-level rescheduling and elastic training skip to the job).
    bool skippedForRankZero = false;
    bool operator==(const LadderRung &) const = default;
};

struct JobLadder
{
    OwnerVerdict owner;
    QList<LadderRung> rungs;   // finest first; empty: not worked out (shared when the summary is copied)
    bool known() const { return !rungs.empty(); }
    const LadderRung *rung(const QString &id) const;
    bool operator==(const JobLadder &) const = default;
};

// The rung MindCluster takes next for a fault that stops training, and why
// each finer one cannot: the first eligible rung (operator retry only for a
// link fault it can ride), none when every rung is blocked or off.
struct NextRung
{
    QString id;            // "" when no rung is left
    QStringList skipped;   // "pod-reschedule: the fault is on the rank-0 pod"
};
struct FaultAt
{
    bool linkFault = false;     // a parameter-plane or HCCS link: operator retry may ride it
    bool rankZero = false;      // the fault is on the pod of rank 0
    bool chipMemory = false;    // an on-chip memory (UCE) fault: step retry's own
    bool needsMigration = false; // the chip or server must be left: nothing restarts in place
    // Why a pod moved off the faulty server could not land (no healthy
    // spare in its super-pod); "" when it could or that is not known.
    QString noLanding;
};
NextRung nextRungOf(const JobLadder &ladder, const FaultAt &fault);

} // namespace ascendops
