#include "apiclient.h"

#include "kubeerror.h"
#include "kubereply.h"

namespace ascendops::kube {

KubeReply *ApiClient::serverVersion()
{
    KubeRequest request;
    request.path = QStringLiteral("/version");
    request.description = QStringLiteral("get the server version");
    return send(request);
}

KubeReply *ApiClient::list(const ResourceType &type, const QString &ns, const ListOptions &options)
{
    return send(requests::list(type, ns, options));
}

KubeReply *ApiClient::get(const ResourceType &type, const QString &ns, const QString &name)
{
    return send(requests::get(type, ns, name));
}

KubeReply *ApiClient::create(const ResourceType &type, const QString &ns, const nlohmann::json &object, const WriteOptions &options)
{
    return send(requests::create(type, ns, object, options));
}

KubeReply *ApiClient::replace(const ResourceType &type, const QString &ns, const QString &name, const nlohmann::json &object,
                              const WriteOptions &options)
{
    return send(requests::replace(type, ns, name, object, options));
}

KubeReply *ApiClient::patch(const ResourceType &type, const QString &ns, const QString &name, PatchType patchType,
                            const nlohmann::json &patch, const WriteOptions &options)
{
    return send(requests::patch(type, ns, name, patchType, patch, options));
}

KubeReply *ApiClient::remove(const ResourceType &type, const QString &ns, const QString &name, const DeleteOptions &options)
{
    return send(requests::remove(type, ns, name, options));
}

KubeReply *ApiClient::watch(const ResourceType &type, const QString &ns, const ListOptions &options)
{
    return send(requests::watch(type, ns, options));
}

KubeReply *ApiClient::podLog(const QString &ns, const QString &pod, const LogOptions &options)
{
    return send(requests::podLog(ns, pod, options));
}

KubeReply *ApiClient::evict(const QString &ns, const QString &pod, const WriteOptions &options)
{
    return send(requests::evict(ns, pod, options));
}

void ApiClient::answer(KubeReply *reply, int httpStatus, const QByteArray &body)
{
    const bool ok = httpStatus >= 200 && httpStatus < 300;
    reply->complete(httpStatus, body, ok ? KubeError() : KubeError::fromHttp(httpStatus, body));
}

void ApiClient::streamStarted(KubeReply *reply, int httpStatus)
{
    reply->m_streaming = true;
    reply->m_httpStatus = httpStatus;
    reply->m_latencyMs = reply->m_clock.elapsed();
    emit reply->headersReceived(httpStatus);
}

void ApiClient::streamData(KubeReply *reply, const QByteArray &chunk)
{
    emit reply->dataReceived(chunk);
}

} // namespace ascendops::kube
