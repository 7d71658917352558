#include "jobrecoveryprofile.h"

#include "formats/retryparams.h"
#include "model/objectfields.h"
#include "model/trainingjob.h"

#include <nlohmann/json.hpp>

namespace ascendops::pipeline {
namespace {

using Json = nlohmann::json;

// The first value the pod templates give the variable (every task of a
// training job carries the same HCCL environment).
QString templateEnv(const Json &job, const char *variable)
{
    for (const Json *podTemplate : podTemplatesOf(job)) {
        const Json *containers = fields::find(*podTemplate, {"spec", "containers"});
        if (!containers || !containers->is_array())
            continue;
        for (const Json &container : *containers)
            for (const Json &env : container.value("env", Json::array()))
                if (env.is_object() && env.value("name", "") == variable && env.contains("value")
                    && env["value"].is_string())
                    return QString::fromStdString(env["value"].get<std::string>());
    }
    return {};
}

FaultScheduling schedulingFrom(const QString &label)
{
    // "off", "none", absent or anything else: resumable training is not used (2.4).
    if (label == QLatin1String("grace") || label == QLatin1String("external-grace"))
        return FaultScheduling::Grace;
    if (label == QLatin1String("force") || label == QLatin1String("external-force"))
        return FaultScheduling::Force;
    return FaultScheduling::Off;
}

void readOperatorRetry(const Json &job, JobRecoveryProfile &profile)
{
    const QString enable = templateEnv(job, "HCCL_OP_RETRY_ENABLE");
    const QString params = templateEnv(job, "HCCL_OP_RETRY_PARAMS");
    // Each variable's problems at its place in the job; a variable with an
    // error leaves the settings as they were.
    const auto apply = [&profile](Parsed<RetrySettings> parsed, const char *place) {
        if (parsed)
            profile.operatorRetry = parsed.value();
        for (Problem problem : parsed.problems()) {
            problem.pointer = place;
            profile.problems.append(problem);
        }
    };
    const std::string place = std::string(podTemplatePlace(jobKindOf(job))) + "/env/";
    apply(parseRetryEnable(enable, profile.operatorRetry), (place + "HCCL_OP_RETRY_ENABLE").c_str());
    if (!params.isEmpty())
        apply(parseRetryParams(params, profile.operatorRetry), (place + "HCCL_OP_RETRY_PARAMS").c_str());
}

} // namespace

bool JobRecoveryProfile::allowsProcessRecovery() const
{
    if (processRecoverEnable == QLatin1String("off") || processRecoverEnable == QLatin1String("pause"))
        return false;
    for (const char *strategy : {"retry", "recover", "recover-in-place"})
        if (recoverStrategies.contains(QLatin1String(strategy)))
            return true;
    return false;
}

JobRecoveryProfile readRecoveryProfile(const Json &job, const std::vector<const Json *> &pods)
{
    JobRecoveryProfile profile;
    profile.nameSpace = fields::text(job, {"metadata", "namespace"});
    profile.name = fields::text(job, {"metadata", "name"});
    profile.uid = fields::text(job, {"metadata", "uid"});
    profile.resourceVersion = fields::text(job, {"metadata", "resourceVersion"});
    profile.kind = jobKindOf(job);
    profile.phase = jobPhaseOf(job);
    profile.faultScheduling = schedulingFrom(fields::text(job, {"metadata", "labels", "fault-scheduling"}));
    profile.podRescheduling = fields::text(job, {"metadata", "labels", "pod-rescheduling"}) == QLatin1String("on");
    profile.faultRetryTimes = fields::number(job, {"metadata", "labels", "fault-retry-times"}, 0);
    profile.processRecoverEnable = fields::text(job, {"metadata", "labels", "process-recover-enable"});
    for (const QString &strategy : fields::text(job, {"metadata", "annotations", "recover-strategy"})
                                       .split(QLatin1Char(','), Qt::SkipEmptyParts))
        profile.recoverStrategies << strategy.trimmed();
    profile.maxRetry = jobRetryLimitOf(job);
    profile.retryCount = jobRetriesOf(job, pods);
    readOperatorRetry(job, profile);
    return profile;
}

const char *faultSchedulingName(FaultScheduling mode)
{
    switch (mode) {
    case FaultScheduling::Grace: return "grace";
    case FaultScheduling::Force: return "force";
    case FaultScheduling::Off: break;
    }
    return "off";
}

} // namespace ascendops::pipeline
