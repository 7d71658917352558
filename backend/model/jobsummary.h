#pragma once
// What an operator asks first about a training job: is it running, how often
// has it been restarted, where are its pods, and is its rank table usable.
// Summarized from the Volcano Job, its Pods and its rings-config ConfigMap,
// so the jobs view, the CLI and the pipeline read one answer.
#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <vector>

namespace ascendops {

struct JobPodSummary
{
    QString name;
    QString phase;        // Pod status.phase
    QString nodeName;     // spec.nodeName; empty while unscheduled
    int rankIndex = -1;   // annotation hccl/rankIndex; -1 when absent
    int restarts = 0;     // sum of the containers' restartCount
};

struct JobSummary
{
    QString nameSpace;
    QString name;
    QString phase;            // status.state.phase
    int retryCount = 0;       // status.retryCount
    int maxRetry = 3;         // spec.maxRetry (Volcano's default is 3)
    int runningPods = 0;
    QString rankTableStatus;  // "completed", "initializing"; empty: no rings-config
    QString rankTableText;    // hccl.json as the ConfigMap holds it
    std::vector<JobPodSummary> pods; // by rank index, then name
};

// The Volcano job a pod belongs to (volcano.sh/job-name annotation, else
// label); empty for other pods.
QString jobOfPod(const nlohmann::json &pod);
// "namespace/name" of the training job the pod belongs to; "" for none.
QString jobKeyOfPod(const nlohmann::json &pod);
// The pod's hccl/rankIndex annotation; -1 when absent.
int rankIndexOfPod(const nlohmann::json &pod);

// One summary per Job, ordered by namespace and name. Pods belong to a job by
// the volcano.sh/job-name annotation or label in the job's namespace.
std::vector<JobSummary> summarizeJobs(const std::vector<nlohmann::json> &jobs,
                                      const std::vector<nlohmann::json> &pods,
                                      const std::vector<nlohmann::json> &configMaps);

} // namespace ascendops
