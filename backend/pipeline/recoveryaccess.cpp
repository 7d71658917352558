#include "recoveryaccess.h"

namespace ascendops::pipeline {

namespace {

using kube::AccessQuestion;

// MindCluster's device plugin keeps device-info ConfigMaps in kube-system.
const QString kDeviceInfoNamespace = QStringLiteral("kube-system");

AccessQuestion deletePods(const QString &ns)
{
    return {QStringLiteral("delete"), {}, QStringLiteral("pods"), ns};
}

// Volcano restarts a job on a Command; the Ascend Operator recreates the
// pods that a restart deletes.
AccessQuestion restartJob(const QString &ns, JobKind kind)
{
    if (kind == JobKind::AscendJob)
        return deletePods(ns);
    return {QStringLiteral("create"), QStringLiteral("bus.volcano.sh"), QStringLiteral("commands"), ns};
}

AccessQuestion patchJob(const QString &ns, JobKind kind)
{
    if (kind == JobKind::AscendJob)
        return {QStringLiteral("patch"), QStringLiteral("mindxdl.gitee.com"), QStringLiteral("ascendjobs"), ns};
    return {QStringLiteral("patch"), QStringLiteral("batch.volcano.sh"), QStringLiteral("jobs"), ns};
}

} // namespace

QList<AccessQuestion> accessNeeded(RecoveryAction action, const QString &jobNamespace, IsolationScope scope, JobKind kind)
{
    switch (action) {
    case RecoveryAction::PodReschedule:
        return {deletePods(jobNamespace)};
    case RecoveryAction::JobReschedule:
        return {restartJob(jobNamespace, kind)};
    case RecoveryAction::Rollback:
        return {patchJob(jobNamespace, kind), restartJob(jobNamespace, kind)};
    case RecoveryAction::ProcessRecover:
        return {{QStringLiteral("patch"), QStringLiteral("scheduling.volcano.sh"), QStringLiteral("podgroups"), jobNamespace}};
    case RecoveryAction::Isolate:
        if (scope == IsolationScope::Chip)
            return {{QStringLiteral("update"), {}, QStringLiteral("configmaps"), kDeviceInfoNamespace}};
        return {{QStringLiteral("patch"), {}, QStringLiteral("nodes"), {}}};
    case RecoveryAction::None:
    case RecoveryAction::OpRetryWait:
        break;
    }
    return {};
}

QList<AccessQuestion> allRecoveryQuestions(const QStringList &jobNamespaces)
{
    QList<AccessQuestion> questions = accessNeeded(RecoveryAction::Isolate, {}, IsolationScope::Chip)
                                    + accessNeeded(RecoveryAction::Isolate, {}, IsolationScope::Server);
    for (const QString &ns : jobNamespaces)
        for (RecoveryAction action : {RecoveryAction::PodReschedule, RecoveryAction::JobReschedule, RecoveryAction::Rollback,
                                      RecoveryAction::ProcessRecover})
            for (JobKind kind : {JobKind::VolcanoJob, JobKind::AscendJob})
                for (const AccessQuestion &question : accessNeeded(action, ns, IsolationScope::Server, kind))
                    if (!questions.contains(question))
                        questions << question;
    return questions;
}

} // namespace ascendops::pipeline
