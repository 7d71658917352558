#include "kubeerror.h"

#include "model/objectfields.h"
#include "formats/jsondocument.h"

namespace ascendops::kube {
namespace {

KubeError::Kind kindForStatus(int code)
{
    switch (code) {
    case 401: return KubeError::Kind::Unauthorized;
    case 403: return KubeError::Kind::Forbidden;
    case 404: return KubeError::Kind::NotFound;
    case 409: return KubeError::Kind::Conflict;
    case 410: return KubeError::Kind::Gone;
    case 400:
    case 422: return KubeError::Kind::Invalid;
    case 408:
    case 504: return KubeError::Kind::Timeout;
    default: return code >= 500 ? KubeError::Kind::Server : KubeError::Kind::Protocol;
    }
}

QString summaryFor(KubeError::Kind kind, const QString &message)
{
    const QString detail = message.isEmpty() ? QString() : QStringLiteral(": ") + message;
    switch (kind) {
    case KubeError::Kind::Unauthorized:
        return QStringLiteral("the token was refused (401 Unauthorized): check the user's credentials in the kubeconfig");
    case KubeError::Kind::Forbidden:
        return QStringLiteral("not allowed (403 Forbidden)") + detail;
    case KubeError::Kind::NotFound:
        return QStringLiteral("not found") + detail;
    case KubeError::Kind::Conflict:
        return QStringLiteral("conflict: the object changed or already exists") + detail;
    case KubeError::Kind::Gone:
        return QStringLiteral("the resource version is too old (410 Gone); the list must be read again");
    case KubeError::Kind::Invalid:
        return QStringLiteral("the server rejected the request as invalid") + detail;
    case KubeError::Kind::Timeout:
        return QStringLiteral("the server timed out") + detail;
    case KubeError::Kind::Server:
        return QStringLiteral("the API server failed") + detail;
    default:
        return QStringLiteral("unexpected answer from the API server") + detail;
    }
}

} // namespace

QString KubeError::toString() const
{
    if (httpStatus > 0 && !reason.isEmpty())
        return QStringLiteral("%1 (%2 %3)").arg(summary).arg(httpStatus).arg(reason);
    return summary;
}

KubeError KubeError::fromStatus(const nlohmann::json &status)
{
    KubeError error;
    if (!status.is_object())
        return make(Kind::Protocol, QStringLiteral("the API server sent an error without a Status object"));
    error.httpStatus = fields::number(status, {"code"}, 0);
    error.reason = fields::text(status, {"reason"});
    error.message = fields::text(status, {"message"});
    error.kind = kindForStatus(error.httpStatus);
    error.summary = summaryFor(error.kind, error.message);
    return error;
}

KubeError KubeError::fromHttp(int httpStatus, const QByteArray &body)
{
    const nlohmann::json parsed = parseJsonOrDiscarded(std::string_view(body.constData(), std::size_t(body.size())));
    KubeError error;
    if (fields::text(parsed, {"kind"}) == QLatin1String("Status")) {
        error = fromStatus(parsed);
    } else {
        // Proxies and load balancers answer with HTML or plain text.
        error.message = QString::fromUtf8(body.left(300)).simplified();
    }
    error.httpStatus = httpStatus;    // the HTTP status is the truth when they differ
    error.kind = kindForStatus(httpStatus);
    error.summary = summaryFor(error.kind, error.message);
    return error;
}

KubeError KubeError::make(Kind kind, QString summary, QString message)
{
    KubeError error;
    error.kind = kind;
    error.summary = std::move(summary);
    error.message = std::move(message);
    return error;
}

QString kindName(KubeError::Kind kind)
{
    switch (kind) {
    case KubeError::Kind::None: return QStringLiteral("none");
    case KubeError::Kind::Tls: return QStringLiteral("tls");
    case KubeError::Kind::Unauthorized: return QStringLiteral("unauthorized");
    case KubeError::Kind::Forbidden: return QStringLiteral("forbidden");
    case KubeError::Kind::NotFound: return QStringLiteral("not-found");
    case KubeError::Kind::Conflict: return QStringLiteral("conflict");
    case KubeError::Kind::Gone: return QStringLiteral("gone");
    case KubeError::Kind::Invalid: return QStringLiteral("invalid");
    case KubeError::Kind::Unreachable: return QStringLiteral("unreachable");
    case KubeError::Kind::Timeout: return QStringLiteral("timeout");
    case KubeError::Kind::Server: return QStringLiteral("server");
    case KubeError::Kind::Credentials: return QStringLiteral("credentials");
    case KubeError::Kind::Protocol: return QStringLiteral("protocol");
    case KubeError::Kind::Cancelled: return QStringLiteral("cancelled");
    }
    return {};
}

} // namespace ascendops::kube
