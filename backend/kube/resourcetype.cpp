#include "resourcetype.h"

#include <QUrl>

namespace ascendops::kube {

QString ResourceType::apiVersion() const
{
    return group.isEmpty() ? version : group + QLatin1Char('/') + version;
}

QString ResourceType::path(const QString &ns, const QString &name, const QString &subresource) const
{
    QString result = group.isEmpty() ? QStringLiteral("/api/") + version : QStringLiteral("/apis/%1/%2").arg(group, version);
    if (namespaced && !ns.isEmpty())
        result += QStringLiteral("/namespaces/") + QString::fromLatin1(QUrl::toPercentEncoding(ns));
    result += QLatin1Char('/') + plural;
    if (!name.isEmpty())
        result += QLatin1Char('/') + QString::fromLatin1(QUrl::toPercentEncoding(name));
    if (!subresource.isEmpty())
        result += QLatin1Char('/') + subresource;
    return result;
}

ResourceType ResourceType::pods() { return {{}, QStringLiteral("v1"), QStringLiteral("pods"), QStringLiteral("Pod"), true}; }
ResourceType ResourceType::nodes() { return {{}, QStringLiteral("v1"), QStringLiteral("nodes"), QStringLiteral("Node"), false}; }
ResourceType ResourceType::configMaps() { return {{}, QStringLiteral("v1"), QStringLiteral("configmaps"), QStringLiteral("ConfigMap"), true}; }
ResourceType ResourceType::events() { return {{}, QStringLiteral("v1"), QStringLiteral("events"), QStringLiteral("Event"), true}; }
ResourceType ResourceType::namespaces() { return {{}, QStringLiteral("v1"), QStringLiteral("namespaces"), QStringLiteral("Namespace"), false}; }

ResourceType ResourceType::leases()
{
    return {QStringLiteral("coordination.k8s.io"), QStringLiteral("v1"), QStringLiteral("leases"), QStringLiteral("Lease"), true};
}

ResourceType ResourceType::volcanoJobs()
{
    return {QStringLiteral("batch.volcano.sh"), QStringLiteral("v1alpha1"), QStringLiteral("jobs"), QStringLiteral("Job"), true};
}

ResourceType ResourceType::ascendJobs()
{
    return {QStringLiteral("mindxdl.gitee.com"), QStringLiteral("v1"), QStringLiteral("ascendjobs"), QStringLiteral("AscendJob"), true};
}

ResourceType ResourceType::podGroups()
{
    return {QStringLiteral("scheduling.volcano.sh"), QStringLiteral("v1beta1"), QStringLiteral("podgroups"), QStringLiteral("PodGroup"), true};
}

ResourceType ResourceType::volcanoCommands()
{
    return {QStringLiteral("bus.volcano.sh"), QStringLiteral("v1alpha1"), QStringLiteral("commands"), QStringLiteral("Command"), true};
}

ResourceType ResourceType::faults()
{
    return {QStringLiteral("sim.ascendops.io"), QStringLiteral("v1alpha1"), QStringLiteral("faults"), QStringLiteral("Fault"), true};
}

ResourceType ResourceType::selfSubjectAccessReviews()
{
    return {QStringLiteral("authorization.k8s.io"), QStringLiteral("v1"), QStringLiteral("selfsubjectaccessreviews"),
            QStringLiteral("SelfSubjectAccessReview"), false};
}

} // namespace ascendops::kube
