#pragma once
// One API request before it is sent, and the options of each verb, mapped to
// the query parameters and bodies the API server expects.
#include "resourcetype.h"

#include <QByteArray>
#include <QString>
#include <QUrlQuery>

#include <nlohmann/json.hpp>

#include <optional>

namespace ascendops::kube {

struct KubeRequest
{
    QByteArray verb = "GET";
    QString path;
    QUrlQuery query;
    QByteArray body;
    QByteArray contentType;
    bool stream = false;          // a watch: bytes are handed on as they arrive
    QString description;          // "delete pods default/p-0" for errors and logs
};

struct ListOptions
{
    QString labelSelector;
    QString fieldSelector;
    QString resourceVersion;      // "" = most recent (a consistent read)
    int limit = 0;                // 0 = no paging
    QString continueToken;
    int timeoutSeconds = 0;       // for watches: the server ends the stream after this

    void addTo(QUrlQuery &query) const;
};

// Every write can be a server-side dry run: admission and validation run,
// nothing is stored.
struct WriteOptions
{
    bool dryRun = false;
    QString fieldManager = QStringLiteral("ascend-ops");

    void addTo(QUrlQuery &query) const;
};

struct DeleteOptions
{
    bool dryRun = false;
    std::optional<qint64> gracePeriodSeconds;    // 0 = force
    QString propagationPolicy;                   // Foreground, Background, Orphan; "" = server default
    QString preconditionUid;
    QString preconditionResourceVersion;

    void addTo(QUrlQuery &query) const;
    nlohmann::json body() const;                 // a meta.k8s.io/v1 DeleteOptions
};

// A pod's log (GET .../pods/NAME/log): one container's, from a time on,
// its lines dated by the kubelet, followed as it grows or read once.
struct LogOptions
{
    QString container;            // "" = the pod's only (or default) container
    bool follow = false;          // a stream: bytes are handed on as they come
    bool streamed = false;        // handed on as they come without follow too (a connection of its own)
    bool timestamps = true;       // each line starts with its RFC 3339 time
    QString sinceTime;            // RFC 3339; "" = from the start the kubelet keeps
    qint64 limitBytes = 0;        // 0 = no limit
    qint64 tailLines = -1;        // -1 = all

    void addTo(QUrlQuery &query) const;
};

enum class PatchType { Merge, StrategicMerge, Json };
QByteArray contentTypeOf(PatchType type);

namespace requests {
KubeRequest list(const ResourceType &type, const QString &ns, const ListOptions &options = {});
KubeRequest watch(const ResourceType &type, const QString &ns, const ListOptions &options);
KubeRequest get(const ResourceType &type, const QString &ns, const QString &name);
KubeRequest create(const ResourceType &type, const QString &ns, const nlohmann::json &object, const WriteOptions &options = {});
KubeRequest replace(const ResourceType &type, const QString &ns, const QString &name, const nlohmann::json &object,
                    const WriteOptions &options = {});
KubeRequest patch(const ResourceType &type, const QString &ns, const QString &name, PatchType patchType,
                  const nlohmann::json &patch, const WriteOptions &options = {});
KubeRequest remove(const ResourceType &type, const QString &ns, const QString &name, const DeleteOptions &options = {});
KubeRequest podLog(const QString &ns, const QString &pod, const LogOptions &options);
// A policy/v1 Eviction of the pod, posted to its eviction subresource.
KubeRequest evict(const QString &ns, const QString &pod, const WriteOptions &options);
} // namespace requests

} // namespace ascendops::kube
