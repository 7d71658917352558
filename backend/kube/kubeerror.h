#pragma once
// A failed Kubernetes request, from the API server's Status object when there
// is one, otherwise from the network layer, with a sentence in plain words for
// the connect dialog and the status bar (what went wrong, what to check).
#include <QString>

#include <nlohmann/json.hpp>

namespace ascendops::kube {

struct KubeError
{
    enum class Kind {
        None,
        Tls,            // the handshake failed: unknown CA, wrong host name, expired certificate
        Unauthorized,   // 401: credentials refused
        Forbidden,      // 403: authenticated but not allowed
        NotFound,       // 404
        Conflict,       // 409: already exists, or a precondition / resourceVersion mismatch
        Gone,           // 410: resourceVersion too old (watch or list continue)
        Invalid,        // 422 or 400
        Unreachable,    // connection refused, host not found, network down
        Timeout,
        Server,         // 5xx
        Credentials,    // the kubeconfig or an exec plugin did not give usable credentials
        Protocol,       // an answer that is not what the API promises
        Cancelled,
    };

    Kind kind = Kind::None;
    int httpStatus = 0;     // 0 when no HTTP answer came
    QString reason;         // Status.reason, e.g. "Forbidden", "AlreadyExists"
    QString message;        // Status.message or the network layer's text, unchanged
    QString summary;        // plain words for people; always set when kind != None

    bool isError() const { return kind != Kind::None; }
    QString toString() const;

    // From an HTTP answer that is not 2xx; `body` may hold a Status object.
    static KubeError fromHttp(int httpStatus, const QByteArray &body);
    // From a Status object (a watch ERROR event carries one).
    static KubeError fromStatus(const nlohmann::json &status);
    static KubeError make(Kind kind, QString summary, QString message = {});
};

QString kindName(KubeError::Kind kind);

} // namespace ascendops::kube
