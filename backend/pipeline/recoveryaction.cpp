#include "recoveryaction.h"

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

} // namespace ascendops::pipeline
