#include "clusterwrites.h"

#include "model/objectfields.h"

#include "apiclient.h"
#include "kubereply.h"

#include <QRandomGenerator>

namespace ascendops::kube {
namespace {

WriteOptions writeOptions(bool dryRun)
{
    WriteOptions options;
    options.dryRun = dryRun;
    return options;
}

// Five characters from the alphabet Kubernetes uses for generateName suffixes.
QString randomSuffix()
{
    static const char alphabet[] = "bcdfghjklmnpqrstvwxz2456789";
    QString suffix;
    for (int i = 0; i < 5; ++i)
        suffix += QLatin1Char(alphabet[QRandomGenerator::global()->bounded(int(sizeof(alphabet) - 1))]);
    return suffix;
}

} // namespace

KubeReply *deletePod(ApiClient &client, const QString &ns, const QString &name, const PodDeletion &options)
{
    DeleteOptions deletion;
    deletion.dryRun = options.dryRun;
    if (options.force)
        deletion.gracePeriodSeconds = 0;
    deletion.preconditionUid = options.uid;
    deletion.preconditionResourceVersion = options.resourceVersion;
    return client.remove(ResourceType::pods(), ns, name, deletion);
}

nlohmann::json restartJobCommand(const QString &ns, const QString &jobName, const QString &jobUid)
{
    const std::string job = jobName.toStdString();
    const ResourceType jobs = ResourceType::volcanoJobs();
    nlohmann::json owner = {{"apiVersion", jobs.apiVersion().toStdString()},
                            {"kind", jobs.kind.toStdString()},
                            {"name", job},
                            {"controller", true}};
    if (!jobUid.isEmpty())
        owner["uid"] = jobUid.toStdString();
    nlohmann::json metadata = {{"name", (jobName.left(40) + QStringLiteral("-restartjob-") + randomSuffix()).toStdString()},
                               {"namespace", ns.toStdString()}};
    if (!jobUid.isEmpty())    // an ownerReference without uid is invalid
        metadata["ownerReferences"] = nlohmann::json::array({owner});
    owner.erase("controller");
    return {{"apiVersion", ResourceType::volcanoCommands().apiVersion().toStdString()},
            {"kind", "Command"},
            {"metadata", metadata},
            {"action", "RestartJob"},
            {"target", owner}};
}

KubeReply *createRestartJobCommand(ApiClient &client, const QString &ns, const QString &jobName, const QString &jobUid,
                                   bool dryRun)
{
    return client.create(ResourceType::volcanoCommands(), ns, restartJobCommand(ns, jobName, jobUid), writeOptions(dryRun));
}

nlohmann::json metadataPatch(const char *field, const MetadataChanges &changes, const QString &resourceVersion)
{
    nlohmann::json values = nlohmann::json::object();
    for (auto it = changes.constBegin(); it != changes.constEnd(); ++it)
        values[it.key().toStdString()] = it.value() ? nlohmann::json(it.value()->toStdString()) : nlohmann::json(nullptr);
    nlohmann::json metadata = {{field, values}};
    if (!resourceVersion.isEmpty())
        metadata["resourceVersion"] = resourceVersion.toStdString();
    return {{"metadata", metadata}};
}

KubeReply *patchLabels(ApiClient &client, const ResourceType &type, const QString &ns, const QString &name,
                       const MetadataChanges &changes, bool dryRun, const QString &resourceVersion)
{
    return client.patch(type, ns, name, PatchType::Merge, metadataPatch("labels", changes, resourceVersion), writeOptions(dryRun));
}

KubeReply *patchAsRead(ApiClient &client, const ResourceType &type, const nlohmann::json &object,
                       const nlohmann::json &operations, bool dryRun)
{
    nlohmann::json patch = nlohmann::json::array();
    if (const nlohmann::json *version = fields::find(object, {"metadata", "resourceVersion"}))
        patch.push_back({{"op", "test"}, {"path", "/metadata/resourceVersion"}, {"value", *version}});
    for (const nlohmann::json &operation : operations)
        patch.push_back(operation);
    return client.patch(type, fields::text(object, {"metadata", "namespace"}), fields::text(object, {"metadata", "name"}),
                        PatchType::Json, patch, writeOptions(dryRun));
}

KubeReply *patchAnnotations(ApiClient &client, const ResourceType &type, const QString &ns, const QString &name,
                            const MetadataChanges &changes, bool dryRun, const QString &resourceVersion)
{
    return client.patch(type, ns, name, PatchType::Merge, metadataPatch("annotations", changes, resourceVersion),
                        writeOptions(dryRun));
}

KubeReply *setNodeUnschedulable(ApiClient &client, const QString &node, bool unschedulable, bool dryRun)
{
    // kubectl sends a strategic merge patch; for one scalar field it means the
    // same as a merge patch. Uncordon sends null, which removes the field.
    const nlohmann::json patch = {{"spec", {{"unschedulable", unschedulable ? nlohmann::json(true) : nlohmann::json(nullptr)}}}};
    return client.patch(ResourceType::nodes(), {}, node, PatchType::StrategicMerge, patch, writeOptions(dryRun));
}

KubeReply *updateConfigMap(ApiClient &client, const nlohmann::json &configMap, bool dryRun)
{
    const QString ns = QString::fromStdString(configMap.value("/metadata/namespace"_json_pointer, std::string()));
    const QString name = QString::fromStdString(configMap.value("/metadata/name"_json_pointer, std::string()));
    return client.replace(ResourceType::configMaps(), ns, name, configMap, writeOptions(dryRun));
}

} // namespace ascendops::kube
