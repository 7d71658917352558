#include "recoveryaction.h"

#include <QCoreApplication>

namespace ascendops::pipeline {

const char *recoveryActionName(RecoveryAction action)
{
    switch (action) {
    case RecoveryAction::None: return "none";
    case RecoveryAction::OpRetryWait: return "op-retry-wait";
    case RecoveryAction::ProcessRecover: return "process-recover";
    case RecoveryAction::PodReschedule: return "pod-reschedule";
    case RecoveryAction::JobReschedule: return "job-reschedule";
    case RecoveryAction::Rollback: return "rollback";
    case RecoveryAction::Isolate: return "isolate";
    }
    return "none";
}

std::optional<RecoveryAction> recoveryActionFromName(const QString &name)
{
    for (RecoveryAction action : {RecoveryAction::None, RecoveryAction::OpRetryWait, RecoveryAction::ProcessRecover,
                                  RecoveryAction::PodReschedule, RecoveryAction::JobReschedule, RecoveryAction::Rollback,
                                  RecoveryAction::Isolate})
        if (name == QLatin1String(recoveryActionName(action)))
            return action;
    return std::nullopt;
}

bool writesSomething(RecoveryAction action)
{
    return action != RecoveryAction::None && action != RecoveryAction::OpRetryWait;
}

// The context is the views' words, where these were first translated.
QString recoveryActionWords(RecoveryAction action)
{
    switch (action) {
    case RecoveryAction::None: return QCoreApplication::translate("ascendops::words", "no action");
    case RecoveryAction::OpRetryWait: return QCoreApplication::translate("ascendops::words", "wait for operator retry");
    case RecoveryAction::ProcessRecover: return QCoreApplication::translate("ascendops::words", "process-level recovery");
    case RecoveryAction::PodReschedule: return QCoreApplication::translate("ascendops::words", "pod-level rescheduling");
    case RecoveryAction::JobReschedule: return QCoreApplication::translate("ascendops::words", "job-level rescheduling");
    case RecoveryAction::Rollback: return QCoreApplication::translate("ascendops::words", "rollback to checkpoint");
    case RecoveryAction::Isolate: return QCoreApplication::translate("ascendops::words", "isolation");
    }
    return QCoreApplication::translate("ascendops::words", "no action");
}

} // namespace ascendops::pipeline
