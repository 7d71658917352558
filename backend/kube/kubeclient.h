#pragma once
// The Kubernetes API client: asynchronous requests with the TLS settings and
// credentials of one kubeconfig context. Nothing here blocks; every call
// returns a KubeReply that finishes later.
//
// Credentials are kept fresh the way kubectl does: an exec plugin's token is
// cached until it expires and fetched again after a 401; a tokenFile is read
// again after a 401; when the kubeconfig files themselves changed (a restarted
// embedded cluster writes a new CA and new tokens) the context is loaded again
// after a TLS failure, a 401 or an unreachable server, and the request retried once.
#include "apiclient.h"
#include "clusterconnection.h"
#include "kubeerror.h"
#include "kubereply.h"
#include "kuberequest.h"
#include "resourcetype.h"

#include <QObject>
#include <QSslConfiguration>

class QNetworkAccessManager;
class QNetworkRequest;

namespace ascendops::kube {

class ExecCredentialProvider;
struct ExecCredential;

class KubeClient : public ApiClient
{
    Q_OBJECT
public:
    explicit KubeClient(const ClusterConnection &connection, QObject *parent = nullptr);
    ~KubeClient() override;

    const ClusterConnection &connection() const { return m_connection; }
    void setConnection(const ClusterConnection &connection);
    // Load the kubeconfig files again when they changed (default on).
    void setReloadWhenSourcesChange(bool reload) { m_reloadSources = reload; }
    // Per-request inactivity limit for non-watch requests (default 30 s).
    void setRequestTimeout(int milliseconds) { m_timeoutMs = milliseconds; }
    qint64 lastLatencyMs() const { return m_lastLatencyMs; }

    // Over HTTPS, with the connection's credentials, retried once after a
    // 401 when an exec plugin's token may have expired.
    KubeReply *send(const KubeRequest &request) override;

signals:
    // Each HTTP answer: time from sending to the answer (a watch: to its headers).
    void latencyMeasured(qint64 milliseconds);
    // TLS, 401, unreachable, credential plugin failures: the connection itself is in trouble.
    void connectionFailed(const ascendops::kube::KubeError &error);
    // An HTTP answer came after connectionFailed (or first): the connection works.
    void connectionWorking();
    // The kubeconfig was loaded again because its files changed.
    void connectionReloaded();

private:
    void dispatch(KubeReply *reply);
    void transmit(KubeReply *reply, const ExecCredential *credential);
    QNetworkRequest networkRequest(const KubeRequest &request, const ExecCredential *credential) const;
    void handleFinished(KubeReply *reply, QNetworkReply *network);
    bool retryAfterUnauthorized(KubeReply *reply);
    bool reloadIfSourcesChanged();
    void noteWorking(qint64 latencyMs);
    void noteFailure(const KubeError &error);

    ClusterConnection m_connection;
    QSslConfiguration m_ssl;
    QNetworkAccessManager *m_network = nullptr;
    ExecCredentialProvider *m_exec = nullptr;
    qint64 m_lastLatencyMs = -1;
    int m_timeoutMs = 30000;
    bool m_reloadSources = true;
    bool m_failing = true;    // until the first answer
};

} // namespace ascendops::kube
