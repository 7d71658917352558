#pragma once
// What an operator asks first about a training job: is it running, how often
// has it been restarted, where are its pods, and is its rank table usable.
// Summarized from the job (a Volcano Job or an AscendJob, trainingjob.h), its
// Pods and its rings-config ConfigMap, so the jobs view, the CLI and the
// pipeline read one answer.
#include "jobladder.h"
#include "objectlist.h"
#include "trainingjob.h"

#include <QHash>
#include <QList>
#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <functional>
#include <vector>

namespace ascendops {

struct JobPodSummary
{
    QString name;
    QString phase;        // Pod status.phase
    QString nodeName;     // spec.nodeName; empty while unscheduled
    int rankIndex = -1;   // annotation hccl/rankIndex; -1 when absent
    int restarts = 0;     // sum of the containers' restartCount
    QString unschedulable; // unschedulableReasonOf: why it cannot be placed; "" placed or not said
};

struct JobSummary
{
    QString nameSpace;
    QString name;
    JobKind kind = JobKind::VolcanoJob;
    QString phase;            // jobPhaseOf: Volcano's phase or the AscendJob's condition
    int retryCount = 0;       // jobRetriesOf
    int maxRetry = 3;         // jobRetryLimitOf; -1: no limit
    int runningPods = 0;
    QString rankTableStatus;  // "completed", "initializing"; empty: no rings-config
    QString rankTableText;    // hccl.json as the ConfigMap holds it
    // By rank index, then name. Shared, not copied, when the summary is:
    // the summaries of a fleet's 300 jobs are copied whole at each change
    // (the memo, the watch, the Jobs view), and 40,000 pods copied each
    // time were most of what the window did while jobs churned.
    QList<JobPodSummary> pods;
    // The recovery-time profile's estimate (recoverytime/), set by whoever
    // can read the job's scripts: seconds from a fault to training again.
    std::optional<double> recoverySeconds;
    int recoveryErrors = 0;   // conflicts and settings that cannot work
    // Who recovers the job and MindCluster's rungs for it, from the same profile.
    JobLadder ladder;

    // "namespace/name": how a job is named everywhere (incidents, Leases, Go To).
    QString key() const { return nameSpace + QLatin1Char('/') + name; }
};

// The training job a pod belongs to: volcano.sh/job-name (annotation, else
// label) for a Volcano Job's pods, training.kubeflow.org/job-name or job-name
// (labels the Ascend Operator sets) for an AscendJob's; empty for other pods
// (a batch Job's pods carry job-name too: they are not training pods).
QString jobOfPod(const nlohmann::json &pod);
// Made by the Ascend Operator: its group-name or operator-name label, or an
// AscendJob owner.
bool isAscendOperatorPod(const nlohmann::json &pod);
// "namespace/name" of the training job the pod belongs to; "" for none.
QString jobKeyOfPod(const nlohmann::json &pod);
// The pod's hccl/rankIndex annotation; -1 when absent.
int rankIndexOfPod(const nlohmann::json &pod);
// Why the scheduler cannot place a Pending pod, in its words: the message of
// its PodScheduled condition when that is False for the reason
// Unschedulable (as kube-scheduler and Volcano write it); "" otherwise.
QString unschedulableReasonOf(const nlohmann::json &pod);
// When the last of the pod's containers ended (state.terminated.finishedAt),
// UTC ms; -1 when none says so readably.
qint64 containersEndedMs(const nlohmann::json &pod);

// One summary per job (Volcano Jobs and AscendJobs alike), ordered by
// namespace and name. Pods belong to a job by jobOfPod in its namespace.
std::vector<JobSummary> summarizeJobs(const std::vector<nlohmann::json> &jobs,
                                      const std::vector<nlohmann::json> &pods,
                                      const std::vector<nlohmann::json> &configMaps);
// The same over objects held elsewhere (an informer's cache), not copied:
// PODSOF gives the pods of the job "namespace/name" (jobKeyOfPod), in any
// order; CONFIGMAP finds a ConfigMap by "namespace/name" (null when there
// is none). MEMO, when given, keeps what was read before (the caller owns
// it, as ClusterWatch does): the status of each rank table, by its map's
// "namespace/name", with the uid and resourceVersion it was read at (a
// 16k-rank table is megabytes to scan; maps no job names any more leave
// it), and each job's pods as summarized, until the caller says they
// changed (a job's step counter changes many times a second, its thousand
// pods seldom).
using PodsOfJob = std::function<fields::ObjectList(const QString &jobKey)>;
using ConfigMapLookup = std::function<const nlohmann::json *(const QString &key)>;
struct JobSummaryMemo
{
    struct RankTableRead
    {
        QString version;   // "uid/resourceVersion"
        QString status;
        QString text;      // hccl.json as read at that version
    };
    struct Pods
    {
        JobKind kind = JobKind::VolcanoJob;   // of the job they were summarized for
        QList<JobPodSummary> list;            // by rank index, then name
        int retries = 0;                      // jobRetriesOf with these pods (an AscendJob counts them there)
    };
    QHash<QString, RankTableRead> rankTables;
    QHash<QString, Pods> podsByJob;           // by "namespace/name"

    // A pod of the job came, changed or went: its pods are read again.
    void podsChanged(const QString &jobKey) { podsByJob.remove(jobKey); }
};
std::vector<JobSummary> summarizeJobs(const std::vector<const nlohmann::json *> &jobs, const PodsOfJob &podsOf,
                                      const ConfigMapLookup &configMap, JobSummaryMemo *memo = nullptr);
// The pods of JOB ("namespace/name" KEY), summarized, as MEMO keeps them:
// read into it first when it holds none. Good until MEMO changes next.
const JobSummaryMemo::Pods &memoizedPodsOf(JobSummaryMemo &memo, const nlohmann::json &job, const QString &key,
                                           const PodsOfJob &podsOf);
// Each pod's summary (rank, phase, node), by rank index, then name.
QList<JobPodSummary> summarizePods(const std::vector<const nlohmann::json *> &pods);
// Reads the pods of the jobs whose pods the memo does not hold into it,
// and their rank tables' status, job by job until some `mostPods` pods were
// read, so that summarizing all of them after is quick: the first
// summaries of a fleet's 300 jobs and 40,000 pods, in slices. Whether some
// job's are still to read.
bool readJobPodsInto(JobSummaryMemo &memo, const std::vector<const nlohmann::json *> &jobs, const PodsOfJob &podsOf,
                     const ConfigMapLookup &configMap, std::size_t mostPods);

// The first job with a pod bound to NODE (JOB_KEY's only, when given) and
// that pod ("namespace/name"); both empty when none.
struct PodOnNode
{
    QString jobKey;
    QString podKey;
};
PodOnNode podOnNode(const std::vector<JobSummary> &jobs, const QString &node, const QString &jobKey = {});

} // namespace ascendops
