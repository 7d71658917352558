#include "repairwrites.h"

#include "kube/apiclient.h"
#include "kube/clusterwrites.h"
#include "kube/resourcetype.h"
#include "model/objectfields.h"

#include <QCoreApplication>

namespace ascendops::pipeline {

WriteStep cordonStep(kube::ApiClient &client, const nlohmann::json &node, bool cordon)
{
    const QString name = fields::text(node, {"metadata", "name"});
    return {cordon ? QCoreApplication::translate("ascendops::pipeline", "cordon node %1 (spec.unschedulable true)").arg(name)
                   : QCoreApplication::translate("ascendops::pipeline", "uncordon node %1 (spec.unschedulable cleared)").arg(name),
            node, [&client, name, cordon](bool dryRun) { return kube::setNodeUnschedulable(client, name, cordon, dryRun); }};
}

WriteStep pauseStep(kube::ApiClient &client, const nlohmann::json &node, const std::optional<MaintenancePause> &pause)
{
    const QString name = fields::text(node, {"metadata", "name"});
    const QString version = fields::text(node, {"metadata", "resourceVersion"});
    const std::optional<QString> value = pause ? std::optional<QString>(pauseAnnotation(*pause)) : std::nullopt;
    return {pause ? QCoreApplication::translate("ascendops::pipeline", "pause automatic recovery on node %1 (%2)").arg(name, QLatin1String(kRecoveryPausedAnnotation))
                  : QCoreApplication::translate("ascendops::pipeline", "resume automatic recovery on node %1 (%2)").arg(name, QLatin1String(kRecoveryPausedAnnotation)),
            node, [&client, name, value, version](bool dryRun) {
                return kube::patchAnnotations(client, kube::ResourceType::nodes(), QString(), name,
                                              {{QLatin1String(kRecoveryPausedAnnotation), value}}, dryRun, version);
            }};
}

} // namespace ascendops::pipeline
