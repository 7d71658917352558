#pragma once
// What MindCluster tells the processes in a job's containers to do after a
// fault: ConfigMap reset-config-<job> (in the job's namespace, created by
// the job's YAML), key reset.json, written by ClusterD for pod-level and
// process-level recovery (restartType podReschedule), by the device plugin
// for a chip's hot reset (restartType hotReset) and by Volcano for a
// graceful exit, and read by TaskD or reset_process.py in the containers
// (reference mindcluster-recovery.md §2.2, the device plugin's
// TaskResetInfo): {"RankList": [{"RankId", "LogicId", "Status",
// "Policy", "InitialPolicy", "ErrorCode": [int], "ErrorCodeHex"}],
// "UpdateTime", "RetryTime", "FaultFlushing", "GracefulExit",
// "RestartFaultProcess"}. As the job's YAML creates it, the key holds
// {"status":"initializing"}.
#include "core/result.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <string_view>
#include <vector>

namespace ascendops {

inline constexpr const char *kResetConfigPrefix = "reset-config-";
inline constexpr const char *kResetInfoKey = "reset.json";
inline constexpr const char *kResetRestartTypeKey = "restartType";

struct ResetRank
{
    int rankId = -1;
    int logicId = -1;          // the chip's logic id on its server; -1 when not given
    QString status;            // unrecovered, recovered, failed (MindCluster's tests also write fault)
    QString policy;            // empty, ignore, restart_request, restart, free_reset, reset, isolate
    QString initialPolicy;     // "" when null or absent
    std::vector<std::int64_t> errorCodes;
    QString errorCodeHex;      // e.g. 8C03A000
};

struct ResetInfo
{
    bool initializing = false;     // no fault written yet: {"status":"initializing"}
    std::vector<ResetRank> ranks;
    std::int64_t updateTime = 0;   // seconds since the epoch; 0 when not given
    int retryTime = 0;
    bool faultFlushing = false;    // TaskD waits until this is false before starting processes
    bool gracefulExit = false;     // GracefulExit 1: every training process ends (Volcano's sub-health exit)
    bool restartFaultProcess = false;

    // The ranks in STATUS, in the order written.
    QList<int> ranksIn(const QString &status) const;
};

// An empty text is an error (the key was read, and says nothing); text that
// is not a JSON object is an error; a rank that is not an object or has no
// whole RankId is a warning naming its place, and is left out; a Status or
// Policy MindCluster does not document is kept, with a note.
Parsed<ResetInfo> readResetInfo(std::string_view text);

// "rank 1 fault (reset, 8C03A000); rank 100 unrecovered (restart,
// 8C084E00); retry 0": what the containers were told, for people.
QString describeResetInfo(const ResetInfo &info);

} // namespace ascendops
