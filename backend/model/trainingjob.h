#pragma once
// The two kinds of training job a MindCluster cluster runs, read through one
// set of questions so that the jobs view, the pipeline and the CLI never ask
// which kind they hold:
//   Volcano Job (batch.volcano.sh/v1alpha1 Job): status.state.phase,
//     spec.maxRetry, status.retryCount, spec.tasks[].replicas; its pods carry
//     volcano.sh/job-name.
//   AscendJob (mindxdl.gitee.com/v1, the Ascend Operator's own kind):
//     status.conditions (Created, Running, Restarting, Succeeded, Failed; the
//     newest true one is the state), spec.runPolicy.backoffLimit,
//     spec.replicaSpecs.{Master,Worker,...}.replicas; its pods carry
//     training.kubeflow.org/job-name and job-name, and a `version` label the
//     operator raises each time it recreates them.
#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <vector>

namespace ascendops {

enum class JobKind { VolcanoJob, AscendJob };

inline constexpr const char *kAscendJobApiVersion = "mindxdl.gitee.com/v1";
inline constexpr const char *kAscendJobKind = "AscendJob";

// An AscendJob by its kind; anything else is read as a Volcano Job.
JobKind jobKindOf(const nlohmann::json &job);
// "Volcano Job" or "AscendJob", for people.
QString jobKindName(JobKind kind);

// Volcano's phase, or the AscendJob's newest true condition type ("Running",
// "Restarting", "Failed", ...); "" when the job says nothing yet.
QString jobPhaseOf(const nlohmann::json &job);
// The job is over: Volcano's Completed, Failed, Aborted or Terminated, the
// AscendJob's Succeeded or Failed.
bool jobHasEnded(const nlohmann::json &job);
// How many times the job may be restarted: Volcano's maxRetry (3 when
// absent or 0), the AscendJob's runPolicy.backoffLimit; -1 when there is no limit.
int jobRetryLimitOf(const nlohmann::json &job);
// Restarts so far: Volcano's status.retryCount; for an AscendJob the highest
// `version` label among its pods (the operator's count of recreations).
int jobRetriesOf(const nlohmann::json &job, const std::vector<const nlohmann::json *> &pods);
// The pods the job asks for: the sum of its tasks' or replica specs' replicas.
int jobExpectedPodsOf(const nlohmann::json &job);
// Its pod templates: spec.tasks[].template, or spec.replicaSpecs.*.template.
std::vector<const nlohmann::json *> podTemplatesOf(const nlohmann::json &job);
// Where a template's settings are, for messages: "/spec/tasks/template" or
// "/spec/replicaSpecs/template".
const char *podTemplatePlace(JobKind kind);
// The container of a training pod whose log is the training's: the one its
// kubectl.kubernetes.io/default-container annotation names (as kubectl logs
// picks), else the one that asks for NPUs (huawei.com/Ascend...), else ""
// when the pod has one container (the API server picks it), else the first.
QString trainingContainerOf(const nlohmann::json &pod);

// Two kinds of job run on ModelArts' pools, and each switches operator retry
// its own way. Both show the pool's markers (reference 7.6: the
// ring-controller.cce label, a huawei.com/ascend-1980 resource, an MA_*
// variable in a pod template). A training job created through ModelArts
// (its console or API, seed 004) also carries the platform's
// fault-tolerance/* annotations, and the platform switches retry and
// restarts by them. A Volcano Job a user submits to a Lite pool with kubectl
// (seed 002) carries none; it switches retry with HCCL_OP_RETRY_ENABLE
// (seed 003) and Volcano restarts it.
enum class ModelArtsJob { None, Lite, Training };

struct ModelArtsMarks
{
    ModelArtsJob kind = ModelArtsJob::None;
    QString marker;   // in words: "label ring-controller.cce, annotation fault-tolerance/job-retry-num"
};

ModelArtsMarks modelArtsMarksOf(const nlohmann::json &job);

} // namespace ascendops
