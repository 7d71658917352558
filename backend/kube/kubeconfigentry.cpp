#include "kubeconfigentry.h"

#include "yamlfieldreader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSslCertificate>
#include <QSslKey>

namespace ascendops::kube {
namespace {

QString directoryOf(const QString &file)
{
    return QFileInfo(file).absolutePath();
}

QString resolvePath(const QString &path, const QString &file)
{
    if (path.isEmpty() || QDir::isAbsolutePath(path))
        return path;
    if (path.startsWith(QLatin1String("~/")))
        return QDir::homePath() + path.mid(1);
    return QDir::cleanPath(QDir(directoryOf(file)).filePath(path));
}

// The bytes of `<field>` (a path) or `<field>-data` (base64), the latter winning
// as in kubectl. Errors name the key that was used.
QByteArray fileOrData(const FieldReader &reader, const char *pathField, const char *dataField, QString *source)
{
    const QString data = reader.string(dataField);
    if (!data.isEmpty()) {
        auto decoded = QByteArray::fromBase64Encoding(data.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded) {
            reader.error(dataField, QStringLiteral("not valid base64"));
            return {};
        }
        if (source)
            *source = QStringLiteral("%1 (%2)").arg(reader.file(), reader.keyOf(dataField));
        return *decoded;
    }
    const QString path = resolvePath(reader.string(pathField), reader.file());
    if (path.isEmpty())
        return {};
    QFile file(path);
    if (!file.exists()) {
        reader.error(pathField, QStringLiteral("file not found: %1").arg(path));
        return {};
    }
    if (!file.open(QIODevice::ReadOnly)) {
        reader.error(pathField, QStringLiteral("cannot read %1: %2").arg(path, file.errorString()));
        return {};
    }
    if (source)
        *source = path;
    return file.readAll();
}

const char *usedField(const FieldReader &reader, const char *pathField, const char *dataField)
{
    return reader.has(dataField) ? dataField : pathField;
}

bool isPrivateKey(const QByteArray &pem)
{
    for (QSsl::KeyAlgorithm algorithm : {QSsl::Rsa, QSsl::Ec, QSsl::Dsa}) {
        if (!QSslKey(pem, algorithm, QSsl::Pem).isNull())
            return true;
    }
    return false;
}

} // namespace

void readCluster(const KubeconfigEntry &entry, ClusterConnection &connection, KubeconfigErrors &errors)
{
    const FieldReader reader(entry.body, entry.file, entry.key + QStringLiteral(".cluster"), errors);
    connection.clusterSource = entry.file;
    const QString server = reader.string("server");
    connection.server = QUrl(server, QUrl::StrictMode);
    if (server.isEmpty())
        reader.error("server", QStringLiteral("missing: the cluster has no server address"));
    else if (!connection.server.isValid() || connection.server.host().isEmpty()
             || (connection.server.scheme() != QLatin1String("https") && connection.server.scheme() != QLatin1String("http")))
        reader.error("server", QStringLiteral("not an http(s) URL: %1").arg(server));
    connection.tlsServerName = reader.string("tls-server-name");
    const QString proxy = reader.string("proxy-url");
    if (!proxy.isEmpty()) {
        connection.proxyUrl = QUrl(proxy, QUrl::StrictMode);
        const QString scheme = connection.proxyUrl.scheme();
        if (!connection.proxyUrl.isValid() || connection.proxyUrl.host().isEmpty()
            || (scheme != QLatin1String("http") && scheme != QLatin1String("https") && scheme != QLatin1String("socks5")))
            reader.error("proxy-url", QStringLiteral("not an http, https or socks5 URL: %1").arg(proxy));
    }
    connection.insecureSkipTlsVerify = reader.boolean("insecure-skip-tls-verify");
    connection.caPem = fileOrData(reader, "certificate-authority", "certificate-authority-data", &connection.caSource);
    const char *caField = usedField(reader, "certificate-authority", "certificate-authority-data");
    if (!connection.caPem.isEmpty() && QSslCertificate::fromData(connection.caPem, QSsl::Pem).isEmpty())
        reader.error(caField, QStringLiteral("holds no PEM certificate"));
    if (connection.insecureSkipTlsVerify) {
        if (!connection.caPem.isEmpty())
            reader.error(caField, QStringLiteral("a CA cannot be given together with insecure-skip-tls-verify (kubectl refuses this too)"));
        connection.warnings << QStringLiteral("TLS verification is off for cluster \"%1\" (insecure-skip-tls-verify in %2): "
                                              "anyone on the network path can read and change what the console sends, "
                                              "including credentials")
                                   .arg(entry.name, entry.file);
    }
}

static std::optional<ExecConfig> readExec(const FieldReader &user, KubeconfigErrors &errors)
{
    const FieldReader reader(user.node("exec"), user.file(), user.keyOf("exec"), errors);
    ExecConfig exec;
    exec.apiVersion = reader.string("apiVersion");
    if (exec.apiVersion != QLatin1String("client.authentication.k8s.io/v1")
        && exec.apiVersion != QLatin1String("client.authentication.k8s.io/v1beta1"))
        reader.error("apiVersion", QStringLiteral("must be client.authentication.k8s.io/v1 or v1beta1, not \"%1\"").arg(exec.apiVersion));
    exec.command = reader.string("command");
    if (exec.command.isEmpty())
        reader.error("command", QStringLiteral("missing"));
    else if (exec.command.contains(QLatin1Char('/')))
        exec.command = resolvePath(exec.command, user.file());
    exec.args = reader.strings("args");
    exec.workingDirectory = directoryOf(user.file());
    exec.interactiveMode = reader.string("interactiveMode");
    if (exec.apiVersion.endsWith(QLatin1String("/v1")) && exec.interactiveMode.isEmpty())
        reader.error("interactiveMode", QStringLiteral("missing (required by client.authentication.k8s.io/v1)"));
    if (exec.interactiveMode == QLatin1String("Always"))
        reader.error("interactiveMode", QStringLiteral("the plugin needs a terminal (Always), which the console does not have"));
    exec.provideClusterInfo = reader.boolean("provideClusterInfo");
    exec.installHint = reader.string("installHint");
    const YAML::Node env = reader.node("env");
    if (env.IsDefined() && !env.IsNull()) {
        if (!env.IsSequence()) {
            reader.error("env", QStringLiteral("expected a list of {name, value}"));
        } else {
            int index = 0;
            for (const YAML::Node &item : env) {
                const FieldReader variable(item, user.file(), reader.keyOf("env") + QStringLiteral("[%1]").arg(index++), errors);
                const QString name = variable.string("name");
                if (name.isEmpty())
                    variable.error("name", QStringLiteral("missing"));
                exec.env.append({name, variable.string("value")});
            }
        }
    }
    return exec;
}

void readUser(const KubeconfigEntry &entry, ClusterConnection &connection, KubeconfigErrors &errors)
{
    const FieldReader reader(entry.body, entry.file, entry.key + QStringLiteral(".user"), errors);
    connection.userSource = entry.file;
    connection.token = reader.string("token").toUtf8();
    connection.tokenFile = resolvePath(reader.string("tokenFile"), entry.file);
    if (!connection.tokenFile.isEmpty()) {
        // client-go lets tokenFile win over token and re-reads it periodically.
        QFile file(connection.tokenFile);
        if (!file.exists())
            reader.error("tokenFile", QStringLiteral("file not found: %1").arg(connection.tokenFile));
        else if (!file.open(QIODevice::ReadOnly))
            reader.error("tokenFile", QStringLiteral("cannot read %1: %2").arg(connection.tokenFile, file.errorString()));
        else
            connection.token = file.readAll().trimmed();
    }
    connection.username = reader.string("username");
    connection.password = reader.string("password");
    if (!connection.token.isEmpty() && !connection.username.isEmpty())
        reader.error("username", QStringLiteral("more than one authentication method: token and username/password"));

    connection.clientCertificatePem = fileOrData(reader, "client-certificate", "client-certificate-data", nullptr);
    connection.clientKeyPem = fileOrData(reader, "client-key", "client-key-data", nullptr);
    const char *certField = usedField(reader, "client-certificate", "client-certificate-data");
    const char *keyField = usedField(reader, "client-key", "client-key-data");
    const bool hasCert = reader.has("client-certificate") || reader.has("client-certificate-data");
    const bool hasKey = reader.has("client-key") || reader.has("client-key-data");
    if (hasCert && !hasKey)
        reader.error("client-key", QStringLiteral("missing: client-key or client-key-data must go with the client certificate"));
    if (hasKey && !hasCert)
        reader.error("client-certificate", QStringLiteral("missing: client-certificate or client-certificate-data must go with the client key"));
    if (!connection.clientCertificatePem.isEmpty() && QSslCertificate::fromData(connection.clientCertificatePem, QSsl::Pem).isEmpty())
        reader.error(certField, QStringLiteral("holds no PEM certificate"));
    if (!connection.clientKeyPem.isEmpty() && !isPrivateKey(connection.clientKeyPem))
        reader.error(keyField, QStringLiteral("holds no unencrypted PEM private key (RSA, EC or DSA)"));

    if (reader.has("exec"))
        connection.exec = readExec(reader, errors);
    if (reader.has("auth-provider"))
        reader.error("auth-provider", QStringLiteral("auth-provider plugins were removed from kubectl; use an exec plugin"));
}

// A named list (`clusters`, `users`, `contexts`) of one file, merged so that
// names already seen in an earlier file keep their first definition.
} // namespace ascendops::kube
