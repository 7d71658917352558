#include "recoveryaccess.h"

namespace ascendops::pipeline {

namespace {

using kube::AccessQuestion;

// MindCluster's device plugin keeps device-info ConfigMaps in kube-system.
const QString kDeviceInfoNamespace = QStringLiteral("kube-system");

AccessQuestion restartJob(const QString &ns)
{
    return {QStringLiteral("create"), QStringLiteral("bus.volcano.sh"), QStringLiteral("commands"), ns};
}

} // namespace

QList<AccessQuestion> accessNeeded(RecoveryAction action, const QString &jobNamespace, IsolationScope scope)
{
    switch (action) {
    case RecoveryAction::PodReschedule:
        return {{QStringLiteral("delete"), {}, QStringLiteral("pods"), jobNamespace}};
    case RecoveryAction::JobReschedule:
        return {restartJob(jobNamespace)};
    case RecoveryAction::Rollback:
        return {{QStringLiteral("patch"), QStringLiteral("batch.volcano.sh"), QStringLiteral("jobs"), jobNamespace},
                restartJob(jobNamespace)};
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
            for (const AccessQuestion &question : accessNeeded(action, ns))
                if (!questions.contains(question))
                    questions << question;
    return questions;
}

} // namespace ascendops::pipeline
