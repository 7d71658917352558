#include "formats/jobretry.h"

#include "formats/retryparams.h"
#include "model/objectfields.h"
#include "model/trainingjob.h"

#include <nlohmann/json.hpp>

namespace ascendops {
namespace {

using Json = nlohmann::json;

// Parses one variable over `retry`'s settings; its problems at its place in
// the job, the settings left as they were on an error.
void apply(JobRetry &retry, Parsed<RetrySettings> parsed, const std::string &place)
{
    if (parsed)
        retry.settings = parsed.value();
    for (Problem problem : parsed.problems()) {
        problem.pointer = place;
        retry.problems.append(problem);
    }
}

} // namespace

// The first value the pod templates give the variable (every task of a
// training job carries the same HCCL environment); nothing when none does.
std::optional<QString> templateEnv(const nlohmann::json &job, const char *variable)
{
    for (const nlohmann::json *podTemplate : podTemplatesOf(job)) {
        const nlohmann::json *containers = fields::find(*podTemplate, {"spec", "containers"});
        if (!containers || !containers->is_array())
            continue;
        for (const nlohmann::json &container : *containers) {
            const nlohmann::json *env = fields::find(container, {"env"});
            if (!env || !env->is_array())
                continue;
            for (const nlohmann::json &entry : *env)
                if (fields::text(entry, {"name"}) == QLatin1String(variable) && entry.contains("value")
                    && entry["value"].is_string())
                    return QString::fromStdString(entry["value"].get<std::string>());
        }
    }
    return std::nullopt;
}

bool annotationIsTrue(QStringView value)
{
    return value.trimmed().compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
}

int retryBudgetOf(QStringView value)
{
    bool ok = false;
    const int budget = value.trimmed().toInt(&ok);
    return ok && budget > 0 ? budget : 0;
}

JobRetry readJobRetry(const Json &job)
{
    JobRetry retry;
    const ModelArtsMarks marks = modelArtsMarksOf(job);
    retry.platform = marks.kind == ModelArtsJob::Training ? RetryPlatform::ModelArts : RetryPlatform::MindCluster;
    if (marks.kind == ModelArtsJob::Training)
        retry.platformMarker = marks.marker;
    else
        retry.liteMarker = marks.marker;
    const std::string place = std::string(podTemplatePlace(jobKindOf(job))) + "/env/";
    const std::optional<QString> enable = templateEnv(job, "HCCL_OP_RETRY_ENABLE");
    const std::optional<QString> params = templateEnv(job, "HCCL_OP_RETRY_PARAMS");
    if (retry.platform == RetryPlatform::ModelArts) {
        const auto annotation = [&job](const char *key) { return fields::text(job, {"metadata", "annotations", key}); };
        retry.restarts.budget = retryBudgetOf(annotation("fault-tolerance/job-retry-num"));
        retry.restarts.unconditional = annotationIsTrue(annotation("fault-tolerance/job-unconditional-retry"));
        retry.restarts.hang = annotationIsTrue(annotation("fault-tolerance/hang-retry"));
        const bool on = annotationIsTrue(annotation(kModelArtsRetryAnnotation));
        retry.settings.setEnabled(RetryLevel::L1, on);
        retry.settings.setEnabled(RetryLevel::L2, on);
        if (enable)
            retry.problems.append(Problem::error(place + "HCCL_OP_RETRY_ENABLE", modelArtsRetryVariableMessage()));
    } else if (enable) {
        apply(retry, parseRetryEnable(*enable, retry.settings), place + "HCCL_OP_RETRY_ENABLE");
    }
    if (params)
        apply(retry, parseRetryParams(*params, retry.settings), place + "HCCL_OP_RETRY_PARAMS");
    return retry;
}

} // namespace ascendops
