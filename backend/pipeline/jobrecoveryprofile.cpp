#include "jobrecoveryprofile.h"

#include "formats/jobretry.h"
#include "model/objectfields.h"
#include "model/trainingjob.h"

#include <nlohmann/json.hpp>

namespace ascendops::pipeline {
namespace {

using Json = nlohmann::json;

FaultScheduling schedulingFrom(const QString &label)
{
    // "off", "none", absent or anything else: resumable training is not used (2.4).
    if (label == QLatin1String("grace") || label == QLatin1String("external-grace"))
        return FaultScheduling::Grace;
    if (label == QLatin1String("force") || label == QLatin1String("external-force"))
        return FaultScheduling::Force;
    return FaultScheduling::Off;
}

} // namespace

bool JobRecoveryProfile::platformOwnsRestart(bool hang, bool processFailure) const
{
    if (platform != RetryPlatform::ModelArts)
        return false;
    return hang ? platformRestarts.afterHang() : platformRestarts.afterFault(processFailure);
}

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
    JobRetry retry = readJobRetry(job);
    profile.operatorRetry = retry.settings;
    profile.platform = retry.platform;
    profile.platformMarker = retry.platformMarker;
    profile.platformRestarts = retry.restarts;
    profile.problems += retry.problems;
    profile.owner = recoveryOwnerOf(fields::text(job, {"metadata", "labels", "fault-scheduling"}),
                                    fields::text(job, {"metadata", "annotations", "recover-strategy"}),
                                    profile.platform == RetryPlatform::ModelArts && profile.platformRestarts.budget > 0);
    return profile;
}

RetryFact frameworkOfJob(const Json &job)
{
    if (const QString label = fields::text(job, {"metadata", "labels", "framework"}); !label.isEmpty())
        return {label.toLower(), QStringLiteral("/metadata/labels/framework")};
    // The first image that names a framework (MindCluster's and ModelArts' images do).
    const std::string spec = job.value("spec", Json::object()).dump();
    for (const auto &[name, framework] : {std::pair{"mindspore", "mindspore"}, {"pytorch", "pytorch"}, {"torch_npu", "pytorch"}})
        if (spec.find(name) != std::string::npos)
            return {QLatin1String(framework), QStringLiteral("the job's images")};
    return {};
}

void judgeRetryEligibility(JobRecoveryProfile &profile, const Json &job, NpuHardware hardware, const QString &where)
{
    profile.retryBlockers.clear();
    if (!profile.operatorRetry.anyLevelEnabled())
        return;
    RetryTarget target;
    target.platform = profile.platform;
    target.hardware = hardware;
    target.hardwareWhere = where;
    target.framework = frameworkOfJob(job);
    for (const Problem &problem : checkRetryEligibility(profile.operatorRetry, target))
        if (problem.isError())
            profile.retryBlockers << problem.message;
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
