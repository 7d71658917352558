#include "inclusterconnection.h"

#include <QFile>
#include <QHostAddress>

namespace ascendops::kube {
namespace {

QByteArray readAll(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return {};
    }
    return file.readAll();
}

} // namespace

std::optional<ClusterConnection> inClusterConnection(QString *error, const QString &accountDir)
{
    const QString host = qEnvironmentVariable("KUBERNETES_SERVICE_HOST");
    const QString port = qEnvironmentVariable("KUBERNETES_SERVICE_PORT");
    if (host.isEmpty() || port.isEmpty()) {
        *error = QStringLiteral("not running in a pod: KUBERNETES_SERVICE_HOST and KUBERNETES_SERVICE_PORT are not set");
        return std::nullopt;
    }
    ClusterConnection connection;
    connection.contextName = QStringLiteral("in-cluster");
    connection.clusterName = QStringLiteral("in-cluster");
    connection.userName = QStringLiteral("service-account");
    const bool ipv6 = QHostAddress(host).protocol() == QAbstractSocket::IPv6Protocol;
    connection.server = QUrl(QStringLiteral("https://%1:%2").arg(ipv6 ? QLatin1Char('[') + host + QLatin1Char(']') : host, port));
    connection.tokenFile = accountDir + QStringLiteral("/token");
    connection.token = readAll(connection.tokenFile, error).trimmed();
    if (connection.token.isEmpty())
        return std::nullopt;
    connection.caSource = accountDir + QStringLiteral("/ca.crt");
    connection.caPem = readAll(connection.caSource, error);
    if (connection.caPem.isEmpty())
        return std::nullopt;
    QString ignored;
    const QByteArray ns = readAll(accountDir + QStringLiteral("/namespace"), &ignored).trimmed();
    if (!ns.isEmpty())
        connection.defaultNamespace = QString::fromUtf8(ns);
    return connection;
}

} // namespace ascendops::kube
