#include "jobsummary.h"

#include "objectfields.h"

#include "core/inputlimits.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <utility>

namespace ascendops {

bool isAscendOperatorPod(const nlohmann::json &pod)
{
    if (fields::text(pod, {"metadata", "labels", "group-name"}) == QLatin1String("mindxdl.gitee.com")
        || fields::text(pod, {"metadata", "labels", "training.kubeflow.org/operator-name"}) == QLatin1String("ascendjob-controller"))
        return true;
    const nlohmann::json *owners = fields::find(pod, {"metadata", "ownerReferences"});
    if (owners && owners->is_array())
        for (const nlohmann::json &owner : *owners)
            if (fields::text(owner, {"kind"}) == QLatin1String(kAscendJobKind))
                return true;
    return false;
}

QString jobOfPod(const nlohmann::json &pod)
{
    const QString annotated = fields::text(pod, {"metadata", "annotations", "volcano.sh/job-name"});
    if (!annotated.isEmpty())
        return annotated;
    const QString labelled = fields::text(pod, {"metadata", "labels", "volcano.sh/job-name"});
    if (!labelled.isEmpty() || !isAscendOperatorPod(pod))
        return labelled;
    // job-name is also what Kubernetes puts on every batch Job's pods: read
    // only on a pod the Ascend Operator made.
    for (const char *label : {"training.kubeflow.org/job-name", "job-name"}) {
        const QString job = fields::text(pod, {"metadata", "labels", label});
        if (!job.isEmpty())
            return job;
    }
    return {};
}

QString jobKeyOfPod(const nlohmann::json &pod)
{
    const QString job = jobOfPod(pod);
    return job.isEmpty() ? QString() : fields::text(pod, {"metadata", "namespace"}) + QLatin1Char('/') + job;
}

int rankIndexOfPod(const nlohmann::json &pod)
{
    bool ok = false;
    const int index = fields::text(pod, {"metadata", "annotations", "hccl/rankIndex"}).toInt(&ok);
    return ok ? index : -1;
}

namespace {

using Json = nlohmann::json;

using fields::number;
using fields::text;

int restartsOf(const Json &pod)
{
    int restarts = 0;
    const Json &status = pod.value("status", Json::object());
    for (const Json &container : status.value("containerStatuses", Json::array()))
        restarts += number(container, {"restartCount"}, 0);
    return restarts;
}

JobPodSummary summarizePod(const Json &pod)
{
    return {text(pod, {"metadata", "name"}), text(pod, {"status", "phase"}), text(pod, {"spec", "nodeName"}),
            rankIndexOfPod(pod), restartsOf(pod)};
}

using JobKey = std::pair<QString, QString>; // namespace, name

std::map<JobKey, std::vector<const Json *>> podObjectsByJob(const std::vector<Json> &pods)
{
    std::map<JobKey, std::vector<const Json *>> byJob;
    for (const Json &pod : pods) {
        const QString job = jobOfPod(pod);
        if (!job.isEmpty())
            byJob[{text(pod, {"metadata", "namespace"}), job}].push_back(&pod);
    }
    return byJob;
}

std::vector<JobPodSummary> summarizePods(const std::vector<const Json *> &pods)
{
    std::vector<JobPodSummary> list;
    for (const Json *pod : pods)
        list.push_back(summarizePod(*pod));
    std::sort(list.begin(), list.end(), [](const JobPodSummary &a, const JobPodSummary &b) {
        return std::tie(a.rankIndex, a.name) < std::tie(b.rankIndex, b.name);
    });
    return list;
}

// The Ascend Operator keeps a job's rank table in rings-config-<job>, key
// hccl.json; its status says whether every pod has reported in.
void addRankTable(JobSummary &job, const std::vector<Json> &configMaps)
{
    const QString wanted = QStringLiteral("rings-config-") + job.name;
    for (const Json &map : configMaps) {
        if (text(map, {"metadata", "name"}) != wanted || text(map, {"metadata", "namespace"}) != job.nameSpace)
            continue;
        job.rankTableText = text(map, {"data", "hccl.json"});
        const std::string hccl = job.rankTableText.toStdString();
        const Json table = nestingProblem(hccl) ? Json(Json::value_t::discarded) : Json::parse(hccl, nullptr, false);
        job.rankTableStatus = table.is_object() ? text(table, {"status"}) : QStringLiteral("unreadable");
        return;
    }
}

} // namespace

std::vector<JobSummary> summarizeJobs(const std::vector<Json> &jobs, const std::vector<Json> &pods,
                                      const std::vector<Json> &configMaps)
{
    const std::map<JobKey, std::vector<const Json *>> byJob = podObjectsByJob(pods);
    std::vector<JobSummary> summaries;
    for (const Json &job : jobs) {
        JobSummary summary;
        summary.nameSpace = text(job, {"metadata", "namespace"});
        summary.name = text(job, {"metadata", "name"});
        summary.kind = jobKindOf(job);
        const auto found = byJob.find({summary.nameSpace, summary.name});
        const std::vector<const Json *> none;
        const std::vector<const Json *> &jobPods = found == byJob.end() ? none : found->second;
        summary.phase = jobPhaseOf(job);
        summary.retryCount = jobRetriesOf(job, jobPods);
        summary.maxRetry = jobRetryLimitOf(job);
        summary.pods = summarizePods(jobPods);
        summary.runningPods = int(std::count_if(summary.pods.begin(), summary.pods.end(),
            [](const JobPodSummary &pod) { return pod.phase == QLatin1String("Running"); }));
        addRankTable(summary, configMaps);
        summaries.push_back(std::move(summary));
    }
    std::sort(summaries.begin(), summaries.end(), [](const JobSummary &a, const JobSummary &b) {
        return std::tie(a.nameSpace, a.name) < std::tie(b.nameSpace, b.name);
    });
    return summaries;
}

} // namespace ascendops
