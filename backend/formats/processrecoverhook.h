#pragma once
// ClusterD's hook for a platform to take the process-level decision
// (reference mindcluster-recovery.md §2.3), read from a PodGroup's
// annotations: the mere presence of ProcessRecoverStrategy puts ClusterD in
// platform mode; left empty (or "none") while ProcessConfirmFault names
// ranks ("3:1,5:0", type 0 an on-chip memory fault only, 1 any other), ClusterD
// waits up to 300 s for the platform to write retry, recover or dump; it
// reports the result in ProcessRecoverStatus ("recover-success").
#include "core/result.h"

#include <nlohmann/json_fwd.hpp>

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ascendops {

inline constexpr const char *kProcessRecoverStrategyKey = "ProcessRecoverStrategy";
inline constexpr const char *kProcessConfirmFaultKey = "ProcessConfirmFault";
inline constexpr const char *kProcessResultFaultKey = "ProcessResultFault";
inline constexpr const char *kProcessRecoverStatusKey = "ProcessRecoverStatus";
// How long ClusterD waits for the platform's answer (ProcessControlTimeout).
inline constexpr int kProcessHookWaitSeconds = 300;

struct FaultRank
{
    int rank = -1;
    int type = 1;   // 0: on-chip memory (UCE) only; 1: any other
};

struct ProcessHook
{
    bool platformMode = false;          // ProcessRecoverStrategy is present
    QString strategy;                   // as written; "" or "none": no answer yet
    std::vector<FaultRank> confirmFault;    // ClusterD's question
    QString confirmFaultText;           // as written, to confirm it back
    QString status;                     // ProcessRecoverStatus: recover-success, ...

    // ClusterD asks and waits: platform mode, no answer, ranks named.
    bool waiting() const;
};

// "3:1,5:0": the ranks and their fault types; an entry that is not
// RANK:TYPE (type 0 or 1) is an error naming it.
Parsed<std::vector<FaultRank>> parseFaultRanks(const QString &text);

// From a PodGroup's metadata.annotations (any JSON; absent keys are absent).
// ProcessConfirmFault that cannot be read is an error with its key: the
// hook is then not taken for a question.
Parsed<ProcessHook> readProcessHook(const nlohmann::json &annotations);

// The answers ClusterD takes from a platform, for a job whose
// recover-strategy allows them: retry (retry), recover (recover,
// recover-in-place), dump (dump), finest first.
QStringList hookAnswersFor(const QStringList &recoverStrategies);

} // namespace ascendops
