#include "networkfailure.h"

namespace ascendops::kube {
namespace {

QString hostPort(const QUrl &server)
{
    return QStringLiteral("%1:%2").arg(server.host()).arg(server.port(server.scheme() == QLatin1String("http") ? 80 : 443));
}

bool isTrustError(QSslError::SslError error)
{
    switch (error) {
    case QSslError::UnableToGetIssuerCertificate:
    case QSslError::UnableToGetLocalIssuerCertificate:
    case QSslError::UnableToVerifyFirstCertificate:
    case QSslError::SelfSignedCertificate:
    case QSslError::SelfSignedCertificateInChain:
    case QSslError::CertificateUntrusted:
    case QSslError::CertificateSignatureFailed:
    case QSslError::UnableToDecryptCertificateSignature:
        return true;
    default:
        return false;
    }
}

KubeError tlsFailure(const QString &errorString, const QList<QSslError> &sslErrors, const ClusterConnection &connection)
{
    const QString caPlace = connection.caPem.isEmpty() ? QStringLiteral("any CA this system trusts (the kubeconfig names no CA)")
                                                       : QStringLiteral("the CA in ") + connection.caSource;
    for (const QSslError &error : sslErrors) {
        if (isTrustError(error.error()))
            return KubeError::make(KubeError::Kind::Tls,
                                   QStringLiteral("the server's certificate is not signed by %1: check that the kubeconfig "
                                                  "belongs to the server at %2")
                                       .arg(caPlace, hostPort(connection.server)),
                                   error.errorString());
    }
    for (const QSslError &error : sslErrors) {
        if (error.error() == QSslError::HostNameMismatch) {
            const QString name = connection.tlsServerName.isEmpty() ? connection.server.host() : connection.tlsServerName;
            return KubeError::make(KubeError::Kind::Tls,
                                   QStringLiteral("the server's certificate is not issued for \"%1\": check the server "
                                                  "address or set tls-server-name in %2")
                                       .arg(name, connection.clusterSource),
                                   error.errorString());
        }
        if (error.error() == QSslError::CertificateExpired || error.error() == QSslError::CertificateNotYetValid)
            return KubeError::make(KubeError::Kind::Tls,
                                   QStringLiteral("the server's certificate is expired or not yet valid: check this "
                                                  "computer's clock and the server's certificate"),
                                   error.errorString());
    }
    QString summary = QStringLiteral("the TLS handshake with %1 failed").arg(hostPort(connection.server));
    if (connection.hasClientCertificate())
        summary += QStringLiteral(": check the client certificate of user \"%1\" in %2").arg(connection.userName, connection.userSource);
    return KubeError::make(KubeError::Kind::Tls, summary,
                           sslErrors.isEmpty() ? errorString : sslErrors.first().errorString());
}

} // namespace

KubeError describeNetworkFailure(QNetworkReply::NetworkError code, const QString &errorString,
                                 const QList<QSslError> &sslErrors, const ClusterConnection &connection)
{
    const QString where = hostPort(connection.server);
    if (code == QNetworkReply::SslHandshakeFailedError || !sslErrors.isEmpty())
        return tlsFailure(errorString, sslErrors, connection);
    switch (code) {
    case QNetworkReply::ConnectionRefusedError:
        return KubeError::make(KubeError::Kind::Unreachable,
                               QStringLiteral("nothing is listening at %1 (connection refused): is the API server running, "
                                              "and is the server address in %2 right?")
                                   .arg(where, connection.clusterSource),
                               errorString);
    case QNetworkReply::HostNotFoundError:
        return KubeError::make(KubeError::Kind::Unreachable,
                               QStringLiteral("the host name \"%1\" cannot be resolved: check the server address in %2 and DNS")
                                   .arg(connection.server.host(), connection.clusterSource),
                               errorString);
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError:
        return KubeError::make(KubeError::Kind::Timeout,
                               QStringLiteral("the server at %1 did not answer in time: check the network path (VPN, "
                                              "firewall, proxy)")
                                   .arg(where),
                               errorString);
    case QNetworkReply::RemoteHostClosedError:
        return KubeError::make(KubeError::Kind::Unreachable,
                               QStringLiteral("the server at %1 closed the connection").arg(where), errorString);
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::UnknownNetworkError:
        return KubeError::make(KubeError::Kind::Unreachable,
                               QStringLiteral("the network to %1 is down: check this computer's connection").arg(where),
                               errorString);
    case QNetworkReply::ProxyConnectionRefusedError:
    case QNetworkReply::ProxyConnectionClosedError:
    case QNetworkReply::ProxyNotFoundError:
    case QNetworkReply::ProxyTimeoutError:
    case QNetworkReply::ProxyAuthenticationRequiredError:
        return KubeError::make(KubeError::Kind::Unreachable,
                               QStringLiteral("the proxy in the way to %1 failed: check the proxy settings").arg(where),
                               errorString);
    default:
        return KubeError::make(KubeError::Kind::Unreachable,
                               QStringLiteral("cannot reach the server at %1").arg(where), errorString);
    }
}

QString describeUnauthorized(const ClusterConnection &connection)
{
    if (connection.exec)
        return QStringLiteral("the credentials from the exec plugin \"%1\" were refused (401 Unauthorized): "
                              "log in again with the plugin's tool")
            .arg(connection.exec->command);
    if (!connection.token.isEmpty())
        return QStringLiteral("the token was refused (401 Unauthorized): the token of user \"%1\" in %2 has expired "
                              "or belongs to another cluster")
            .arg(connection.userName, connection.tokenFile.isEmpty() ? connection.userSource : connection.tokenFile);
    if (connection.hasClientCertificate())
        return QStringLiteral("the client certificate was refused (401 Unauthorized): check user \"%1\" in %2")
            .arg(connection.userName, connection.userSource);
    return QStringLiteral("the server wants credentials and context \"%1\" has none (401 Unauthorized)").arg(connection.contextName);
}

} // namespace ascendops::kube
