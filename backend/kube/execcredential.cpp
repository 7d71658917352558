#include "execcredential.h"
#include "formats/jsondocument.h"

#include "kubelog.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QTimer>

#include <utility>

namespace ascendops::kube {
namespace {

QDateTime parseTimestamp(const std::string &text)
{
    const QString value = QString::fromStdString(text);
    QDateTime time = QDateTime::fromString(value, Qt::ISODateWithMs);
    if (!time.isValid())
        time = QDateTime::fromString(value, Qt::ISODate);
    return time.toUTC();
}

QString lastLine(const QByteArray &text)
{
    const QList<QByteArray> lines = text.trimmed().split('\n');
    return QString::fromUtf8(lines.isEmpty() ? QByteArray() : lines.last().left(200)).trimmed();
}

// A field that is there must be text: a plugin that prints a number or an
// object in its place gets that said, not an exception out of the parser.
// Absent or null: empty.
bool readText(const nlohmann::json &object, const char *key, std::string *out)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return true;
    if (!it->is_string())
        return false;
    *out = it->get<std::string>();
    return true;
}

} // namespace

ExecCredential ExecCredential::parse(const QByteArray &json, const QString &apiVersion, QString *error)
{
    ExecCredential credential;
    const nlohmann::json doc = parseJsonOrDiscarded(std::string_view(json.constData(), std::size_t(json.size())));
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return ExecCredential();
    };
    if (!doc.is_object())
        return fail(QStringLiteral("the plugin's output is not a JSON object"));
    std::string kind, versionText, token, certificate, key;
    if (!readText(doc, "kind", &kind))
        return fail(QStringLiteral("the plugin's kind is not text"));
    if (!readText(doc, "apiVersion", &versionText))
        return fail(QStringLiteral("the plugin's apiVersion is not text"));
    if (kind != "ExecCredential")
        return fail(QStringLiteral("the plugin's output is not an ExecCredential"));
    const QString version = QString::fromStdString(versionText);
    if (version != apiVersion)
        return fail(QStringLiteral("the plugin answered with apiVersion \"%1\", the kubeconfig asked for \"%2\"").arg(version, apiVersion));
    const auto status = doc.find("status");
    if (status == doc.end() || !status->is_object())
        return fail(QStringLiteral("the ExecCredential has no status"));
    for (auto [name, out] : {std::pair{"token", &token}, {"clientCertificateData", &certificate}, {"clientKeyData", &key}})
        if (!readText(*status, name, out))
            return fail(QStringLiteral("status.%1 is not text").arg(QLatin1String(name)));
    credential.token = QByteArray::fromStdString(token);
    credential.clientCertificatePem = QByteArray::fromStdString(certificate);
    credential.clientKeyPem = QByteArray::fromStdString(key);
    if (credential.clientCertificatePem.isEmpty() != credential.clientKeyPem.isEmpty())
        return fail(QStringLiteral("the ExecCredential has clientCertificateData without clientKeyData or the other way round"));
    if (credential.token.isEmpty() && credential.clientCertificatePem.isEmpty())
        return fail(QStringLiteral("the ExecCredential has neither status.token nor status.clientCertificateData"));
    const auto expiry = status->find("expirationTimestamp");
    if (expiry != status->end() && expiry->is_string()) {
        credential.expiration = parseTimestamp(expiry->get<std::string>());
        if (!credential.expiration.isValid())
            return fail(QStringLiteral("status.expirationTimestamp is not an RFC 3339 time"));
    }
    if (error)
        error->clear();
    return credential;
}

ExecCredentialProvider::ExecCredentialProvider(ExecConfig config, const ClusterConnection &cluster, QObject *parent)
    : QObject(parent), m_config(std::move(config)), m_cluster(cluster)
{
}

ExecCredentialProvider::~ExecCredentialProvider()
{
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(1000);
    }
    // Requests waiting for this run must still finish: tell them from the
    // event loop, not from inside whatever is destroying us.
    const KubeError error = KubeError::make(KubeError::Kind::Credentials,
                                            QStringLiteral("the credential plugin was stopped because the kubeconfig changed"));
    for (auto &[context, callback] : m_waiting) {
        if (context)
            QTimer::singleShot(0, context.data(), [callback = std::move(callback), error] { callback({}, error); });
    }
}

bool ExecCredentialProvider::hasValidCredential() const
{
    return m_cached && !m_cached->isExpired();
}

void ExecCredentialProvider::credential(QObject *context, Callback callback)
{
    if (hasValidCredential()) {
        // Still asynchronous, so callers see one behaviour whether cached or not.
        const ExecCredential cached = *m_cached;
        QTimer::singleShot(0, context, [callback, cached] { callback(cached, {}); });
        return;
    }
    m_waiting.emplace_back(context, std::move(callback));
    if (!m_process)
        start();
}

void ExecCredentialProvider::invalidate()
{
    m_cached.reset();
}

QByteArray ExecCredentialProvider::execInfo() const
{
    nlohmann::json spec = {{"interactive", false}};
    if (m_config.provideClusterInfo) {
        nlohmann::json cluster = {{"server", m_cluster.server.toString().toStdString()}};
        if (!m_cluster.caPem.isEmpty())
            cluster["certificate-authority-data"] = m_cluster.caPem.toBase64().toStdString();
        if (m_cluster.insecureSkipTlsVerify)
            cluster["insecure-skip-tls-verify"] = true;
        if (!m_cluster.tlsServerName.isEmpty())
            cluster["tls-server-name"] = m_cluster.tlsServerName.toStdString();
        spec["cluster"] = cluster;
    }
    const nlohmann::json info = {
        {"apiVersion", m_config.apiVersion.toStdString()}, {"kind", "ExecCredential"}, {"spec", spec}};
    return QByteArray::fromStdString(info.dump());
}

void ExecCredentialProvider::start()
{
    ++m_runs;
    m_process = new QProcess(this);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const auto &[name, value] : m_config.env)
        environment.insert(name, value);
    environment.insert(QStringLiteral("KUBERNETES_EXEC_INFO"), QString::fromUtf8(execInfo()));
    m_process->setProcessEnvironment(environment);
    m_process->setWorkingDirectory(m_config.workingDirectory);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    QProcess *process = m_process;
    auto *timeout = new QTimer(process);
    timeout->setSingleShot(true);
    connect(timeout, &QTimer::timeout, process, [process] { process->kill(); });
    timeout->start(m_timeoutMs);

    connect(process, &QProcess::errorOccurred, this, [this, process](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart || process != m_process)
            return;
        QString text = QStringLiteral("the exec plugin \"%1\" could not be started: %2").arg(m_config.command, process->errorString());
        if (!m_config.installHint.isEmpty())
            text += QStringLiteral(" (") + m_config.installHint.trimmed() + QLatin1Char(')');
        finish({}, KubeError::make(KubeError::Kind::Credentials, text));
    });
    connect(process, &QProcess::finished, this, [this, process](int exitCode, QProcess::ExitStatus status) {
        if (process != m_process)
            return;
        if (status != QProcess::NormalExit || exitCode != 0) {
            const QString detail = lastLine(process->readAllStandardError());
            finish({}, KubeError::make(KubeError::Kind::Credentials,
                                       QStringLiteral("the exec plugin \"%1\" failed (exit code %2)%3")
                                           .arg(m_config.command)
                                           .arg(status == QProcess::NormalExit ? exitCode : -1)
                                           .arg(detail.isEmpty() ? QString() : QStringLiteral(": ") + detail)));
            return;
        }
        QString error;
        const ExecCredential credential = ExecCredential::parse(process->readAllStandardOutput(), m_config.apiVersion, &error);
        if (!error.isEmpty()) {
            finish({}, KubeError::make(KubeError::Kind::Credentials,
                                       QStringLiteral("the exec plugin \"%1\": %2").arg(m_config.command, error)));
            return;
        }
        qCDebug(lcKube) << "exec plugin" << m_config.command << "gave a credential, expires" << credential.expiration;
        m_cached = credential;
        finish(credential, {});
    });
    // Never offer a terminal: the console has none, and a plugin that waits
    // for input would hang until the timeout.
    m_process->setStandardInputFile(QProcess::nullDevice());
    m_process->start(m_config.command, m_config.args);
}

void ExecCredentialProvider::finish(const ExecCredential &credential, const KubeError &error)
{
    if (m_process) {
        m_process->deleteLater();
        m_process = nullptr;
    }
    auto waiting = std::move(m_waiting);
    m_waiting.clear();
    for (auto &[context, callback] : waiting) {
        if (context)
            callback(credential, error);
    }
}

} // namespace ascendops::kube
