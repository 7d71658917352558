#include "kuberequest.h"

namespace ascendops::kube {
namespace {

void addIfSet(QUrlQuery &query, const QString &key, const QString &value)
{
    if (!value.isEmpty())
        query.addQueryItem(key, QString::fromLatin1(QUrl::toPercentEncoding(value)));
}

QString describe(const char *verb, const ResourceType &type, const QString &ns, const QString &name)
{
    QString object = type.plural;
    if (!name.isEmpty() || !ns.isEmpty())
        object += QLatin1Char(' ') + (type.namespaced && !ns.isEmpty() ? ns + QLatin1Char('/') : QString()) + name;
    return QLatin1String(verb) + QLatin1Char(' ') + object;
}

QByteArray toBody(const nlohmann::json &object)
{
    return QByteArray::fromStdString(object.dump());
}

} // namespace

void ListOptions::addTo(QUrlQuery &query) const
{
    addIfSet(query, QStringLiteral("labelSelector"), labelSelector);
    addIfSet(query, QStringLiteral("fieldSelector"), fieldSelector);
    addIfSet(query, QStringLiteral("resourceVersion"), resourceVersion);
    if (limit > 0)
        query.addQueryItem(QStringLiteral("limit"), QString::number(limit));
    addIfSet(query, QStringLiteral("continue"), continueToken);
    if (timeoutSeconds > 0)
        query.addQueryItem(QStringLiteral("timeoutSeconds"), QString::number(timeoutSeconds));
}

void WriteOptions::addTo(QUrlQuery &query) const
{
    if (dryRun)
        query.addQueryItem(QStringLiteral("dryRun"), QStringLiteral("All"));
    addIfSet(query, QStringLiteral("fieldManager"), fieldManager);
}

void DeleteOptions::addTo(QUrlQuery &query) const
{
    // The body carries everything; dryRun also goes in the query because some
    // proxies drop DELETE bodies and a lost dryRun must never become a real delete.
    if (dryRun)
        query.addQueryItem(QStringLiteral("dryRun"), QStringLiteral("All"));
}

nlohmann::json DeleteOptions::body() const
{
    nlohmann::json options = {{"apiVersion", "v1"}, {"kind", "DeleteOptions"}};
    if (dryRun)
        options["dryRun"] = nlohmann::json::array({"All"});
    if (gracePeriodSeconds)
        options["gracePeriodSeconds"] = *gracePeriodSeconds;
    if (!propagationPolicy.isEmpty())
        options["propagationPolicy"] = propagationPolicy.toStdString();
    if (!preconditionUid.isEmpty() || !preconditionResourceVersion.isEmpty()) {
        nlohmann::json preconditions = nlohmann::json::object();
        if (!preconditionUid.isEmpty())
            preconditions["uid"] = preconditionUid.toStdString();
        if (!preconditionResourceVersion.isEmpty())
            preconditions["resourceVersion"] = preconditionResourceVersion.toStdString();
        options["preconditions"] = preconditions;
    }
    return options;
}

void LogOptions::addTo(QUrlQuery &query) const
{
    if (!container.isEmpty())
        query.addQueryItem(QStringLiteral("container"), container);
    if (follow)
        query.addQueryItem(QStringLiteral("follow"), QStringLiteral("true"));
    if (timestamps)
        query.addQueryItem(QStringLiteral("timestamps"), QStringLiteral("true"));
    if (!sinceTime.isEmpty())
        query.addQueryItem(QStringLiteral("sinceTime"), sinceTime);
    if (limitBytes > 0)
        query.addQueryItem(QStringLiteral("limitBytes"), QString::number(limitBytes));
    if (tailLines >= 0)
        query.addQueryItem(QStringLiteral("tailLines"), QString::number(tailLines));
}

QByteArray contentTypeOf(PatchType type)
{
    switch (type) {
    case PatchType::Merge: return "application/merge-patch+json";
    case PatchType::StrategicMerge: return "application/strategic-merge-patch+json";
    case PatchType::Json: return "application/json-patch+json";
    }
    return {};
}

namespace requests {

KubeRequest list(const ResourceType &type, const QString &ns, const ListOptions &options)
{
    KubeRequest request;
    request.path = type.path(ns);
    options.addTo(request.query);
    request.description = describe("list", type, ns, {});
    return request;
}

KubeRequest watch(const ResourceType &type, const QString &ns, const ListOptions &options)
{
    KubeRequest request = list(type, ns, options);
    request.query.addQueryItem(QStringLiteral("watch"), QStringLiteral("true"));
    request.query.addQueryItem(QStringLiteral("allowWatchBookmarks"), QStringLiteral("true"));
    request.stream = true;
    request.description = describe("watch", type, ns, {});
    return request;
}

KubeRequest podLog(const QString &ns, const QString &pod, const LogOptions &options)
{
    KubeRequest request;
    request.path = ResourceType::pods().path(ns, pod) + QStringLiteral("/log");
    options.addTo(request.query);
    request.stream = options.follow || options.streamed;
    request.description = QStringLiteral("log of pod %1/%2").arg(ns, pod);
    return request;
}

KubeRequest evict(const QString &ns, const QString &pod, const WriteOptions &options)
{
    KubeRequest request;
    request.verb = "POST";
    request.path = ResourceType::pods().path(ns, pod) + QStringLiteral("/eviction");
    request.body = toBody({{"apiVersion", "policy/v1"}, {"kind", "Eviction"},
                           {"metadata", {{"name", pod.toStdString()}, {"namespace", ns.toStdString()}}}});
    request.contentType = "application/json";
    options.addTo(request.query);
    request.description = QStringLiteral("evict pod %1/%2").arg(ns, pod);
    return request;
}

KubeRequest get(const ResourceType &type, const QString &ns, const QString &name)
{
    KubeRequest request;
    request.path = type.path(ns, name);
    request.description = describe("get", type, ns, name);
    return request;
}

KubeRequest create(const ResourceType &type, const QString &ns, const nlohmann::json &object, const WriteOptions &options)
{
    KubeRequest request;
    request.verb = "POST";
    request.path = type.path(ns);
    request.body = toBody(object);
    request.contentType = "application/json";
    options.addTo(request.query);
    request.description = describe("create", type, ns, QString::fromStdString(object.value("/metadata/name"_json_pointer, std::string())));
    return request;
}

KubeRequest replace(const ResourceType &type, const QString &ns, const QString &name, const nlohmann::json &object,
                    const WriteOptions &options)
{
    KubeRequest request;
    request.verb = "PUT";
    request.path = type.path(ns, name);
    request.body = toBody(object);
    request.contentType = "application/json";
    options.addTo(request.query);
    request.description = describe("update", type, ns, name);
    return request;
}

KubeRequest patch(const ResourceType &type, const QString &ns, const QString &name, PatchType patchType,
                  const nlohmann::json &patch, const WriteOptions &options)
{
    KubeRequest request;
    request.verb = "PATCH";
    request.path = type.path(ns, name);
    request.body = toBody(patch);
    request.contentType = contentTypeOf(patchType);
    options.addTo(request.query);
    request.description = describe("patch", type, ns, name);
    return request;
}

KubeRequest remove(const ResourceType &type, const QString &ns, const QString &name, const DeleteOptions &options)
{
    KubeRequest request;
    request.verb = "DELETE";
    request.path = type.path(ns, name);
    request.body = toBody(options.body());
    request.contentType = "application/json";
    options.addTo(request.query);
    request.description = describe("delete", type, ns, name);
    return request;
}

} // namespace requests

} // namespace ascendops::kube
