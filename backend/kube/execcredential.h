#pragma once
// Credentials from a kubeconfig exec plugin (client.authentication.k8s.io v1
// and v1beta1): the command runs as an asynchronous QProcess with the
// kubeconfig's args and env plus KUBERNETES_EXEC_INFO; its ExecCredential is
// cached until status.expirationTimestamp. Callers waiting while the plugin
// runs share one run.
#include "clusterconnection.h"
#include "kubeerror.h"

#include <QByteArray>
#include <QDateTime>
#include <QObject>
#include <QPointer>

#include <functional>
#include <vector>

class QProcess;

namespace ascendops::kube {

struct ExecCredential
{
    QByteArray token;
    QByteArray clientCertificatePem;
    QByteArray clientKeyPem;
    QDateTime expiration;    // invalid: does not expire

    bool isExpired(const QDateTime &now = QDateTime::currentDateTimeUtc()) const
    {
        return expiration.isValid() && now >= expiration;
    }

    // Parses the plugin's stdout; `apiVersion` is the one the kubeconfig asked for.
    static ExecCredential parse(const QByteArray &json, const QString &apiVersion, QString *error);
};

class ExecCredentialProvider : public QObject
{
    Q_OBJECT
public:
    using Callback = std::function<void(const ExecCredential &, const KubeError &)>;

    ExecCredentialProvider(ExecConfig config, const ClusterConnection &cluster, QObject *parent = nullptr);
    ~ExecCredentialProvider() override;

    // Calls back with the cached credential if it has not expired, else after
    // running the plugin. Always asynchronous with respect to the plugin.
    void credential(QObject *context, Callback callback);
    // Forget the cached credential (the server answered 401).
    void invalidate();
    bool hasValidCredential() const;
    int runCount() const { return m_runs; }
    void setTimeout(int milliseconds) { m_timeoutMs = milliseconds; }

private:
    void start();
    void finish(const ExecCredential &credential, const KubeError &error);
    QByteArray execInfo() const;

    ExecConfig m_config;
    ClusterConnection m_cluster;    // for provideClusterInfo
    std::optional<ExecCredential> m_cached;
    QProcess *m_process = nullptr;
    std::vector<std::pair<QPointer<QObject>, Callback>> m_waiting;
    int m_runs = 0;
    int m_timeoutMs = 60000;
};

} // namespace ascendops::kube
