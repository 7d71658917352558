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

std::vector<WriteStep> drainSteps(kube::ApiClient &client, const nlohmann::json &node, const std::vector<nlohmann::json> &pods,
                                  QStringList *skipped)
{
    std::vector<WriteStep> steps{cordonStep(client, node, true)};
    for (const nlohmann::json &pod : pods) {
        const QString ns = fields::text(pod, {"metadata", "namespace"});
        const QString name = fields::text(pod, {"metadata", "name"});
        bool daemon = false;
        if (const nlohmann::json *owners = fields::find(pod, {"metadata", "ownerReferences"}); owners && owners->is_array())
            for (const nlohmann::json &owner : *owners)
                daemon = daemon || fields::text(owner, {"kind"}) == QLatin1String("DaemonSet");
        const bool mirror = !fields::text(pod, {"metadata", "annotations", "kubernetes.io/config.mirror"}).isEmpty();
        if (daemon || mirror) {
            *skipped << QCoreApplication::translate("ascendops::pipeline", "%1/%2 (%3)")
                            .arg(ns, name, daemon ? QStringLiteral("DaemonSet") : QStringLiteral("mirror pod"));
            continue;
        }
        steps.push_back({QCoreApplication::translate("ascendops::pipeline", "evict pod %1/%2 (its PodDisruptionBudgets permitting)").arg(ns, name),
                         nlohmann::json(), [&client, ns, name](bool dryRun) {
                             kube::WriteOptions options;
                             options.dryRun = dryRun;
                             return client.evict(ns, name, options);
                         }});
    }
    return steps;
}

} // namespace ascendops::pipeline
