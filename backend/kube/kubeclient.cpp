#include "kubeclient.h"

#include "execcredential.h"
#include "kubeconfig.h"
#include "kubelog.h"
#include "networkfailure.h"

#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslKey>

namespace ascendops::kube {
namespace {

constexpr int kMaxAttempts = 3;

QSslKey privateKeyFrom(const QByteArray &pem)
{
    for (QSsl::KeyAlgorithm algorithm : {QSsl::Rsa, QSsl::Ec, QSsl::Dsa}) {
        QSslKey key(pem, algorithm, QSsl::Pem);
        if (!key.isNull())
            return key;
    }
    return {};
}

void setClientCertificate(QSslConfiguration &ssl, const QByteArray &certificatePem, const QByteArray &keyPem)
{
    const QList<QSslCertificate> chain = QSslCertificate::fromData(certificatePem, QSsl::Pem);
    if (chain.isEmpty())
        return;
    ssl.setLocalCertificateChain(chain);
    ssl.setPrivateKey(privateKeyFrom(keyPem));
}

QSslConfiguration sslFor(const ClusterConnection &connection)
{
    QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
    ssl.setProtocol(QSsl::TlsV1_2OrLater);
    if (connection.insecureSkipTlsVerify) {
        ssl.setPeerVerifyMode(QSslSocket::VerifyNone);
    } else if (!connection.caPem.isEmpty()) {
        // Only the kubeconfig's CA: a cluster CA must not be widened to every
        // public CA (nor the other way round). This also stops Qt loading the
        // system store on demand.
        ssl.setCaCertificates(QSslCertificate::fromData(connection.caPem, QSsl::Pem));
    }
    if (connection.hasClientCertificate())
        setClientCertificate(ssl, connection.clientCertificatePem, connection.clientKeyPem);
    return ssl;
}

// kubectl's proxy-url; without one Qt's application proxy applies (none by default).
void applyProxy(QNetworkAccessManager *manager, const QUrl &proxyUrl)
{
    if (proxyUrl.isEmpty())
        return;
    const bool socks = proxyUrl.scheme() == QLatin1String("socks5");
    manager->setProxy(QNetworkProxy(socks ? QNetworkProxy::Socks5Proxy : QNetworkProxy::HttpProxy, proxyUrl.host(),
                                    quint16(proxyUrl.port(socks ? 1080 : 3128)), proxyUrl.userName(), proxyUrl.password()));
}

QByteArray userAgent()
{
    return QByteArrayLiteral("ascend-ops/" ASCENDOPS_VERSION " (Qt; kube client)");
}

} // namespace

KubeClient::KubeClient(const ClusterConnection &connection, QObject *parent)
    : ApiClient(parent), m_network(new QNetworkAccessManager(this))
{
    setConnection(connection);
}

KubeClient::~KubeClient() = default;

void KubeClient::setConnection(const ClusterConnection &connection)
{
    m_connection = connection;
    m_ssl = sslFor(connection);
    delete m_exec;
    m_exec = connection.exec ? new ExecCredentialProvider(*connection.exec, connection, this) : nullptr;
    // Pooled connections were made with the old CA and credentials.
    m_network->clearConnectionCache();
    m_network->clearAccessCache();
    m_network->setProxy(QNetworkProxy::DefaultProxy);
    applyProxy(m_network, connection.proxyUrl);
    for (const QString &warning : connection.warnings)
        qCWarning(lcKube).noquote() << warning;
}

KubeReply *KubeClient::send(const KubeRequest &request)
{
    auto *reply = new KubeReply(request, this);
    qCDebug(lcKube).noquote() << request.description << request.path;
    dispatch(reply);
    return reply;
}

void KubeClient::dispatch(KubeReply *reply)
{
    ++reply->m_attempts;
    if (!m_exec) {
        transmit(reply, nullptr);
        return;
    }
    m_exec->credential(reply, [this, reply](const ExecCredential &credential, const KubeError &error) {
        if (reply->m_answered)
            return;
        if (error.isError()) {
            noteFailure(error);
            reply->complete(0, {}, error);
            return;
        }
        transmit(reply, &credential);
    });
}

QNetworkRequest KubeClient::networkRequest(const KubeRequest &request, const ExecCredential *credential) const
{
    QUrl url = m_connection.server;
    url.setPath(url.path().chopped(url.path().endsWith(QLatin1Char('/')) ? 1 : 0) + request.path);
    url.setQuery(request.query);
    QNetworkRequest network(url);
    network.setRawHeader("Accept", "application/json");
    network.setRawHeader("User-Agent", userAgent());
    if (!request.contentType.isEmpty())
        network.setHeader(QNetworkRequest::ContentTypeHeader, request.contentType);
    const QByteArray token = credential && !credential->token.isEmpty() ? credential->token : m_connection.token;
    if (!token.isEmpty())
        network.setRawHeader("Authorization", "Bearer " + token);
    else if (!m_connection.username.isEmpty())
        network.setRawHeader("Authorization",
                             "Basic " + (m_connection.username + QLatin1Char(':') + m_connection.password).toUtf8().toBase64());
    QSslConfiguration ssl = m_ssl;
    if (credential && !credential->clientCertificatePem.isEmpty())
        setClientCertificate(ssl, credential->clientCertificatePem, credential->clientKeyPem);
    network.setSslConfiguration(ssl);
    if (!m_connection.tlsServerName.isEmpty())
        network.setPeerVerifyName(m_connection.tlsServerName);
    network.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    network.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    if (!request.stream) {
        network.setTransferTimeout(m_timeoutMs);
    } else {
        // A watch is quiet for long stretches, but the server ends it after
        // timeoutSeconds: silence well past that means the path died without
        // a reset (a NAT or VPN dropped it), and the watch must be resumed.
        const int serverTimeout = request.query.queryItemValue(QStringLiteral("timeoutSeconds")).toInt();
        if (serverTimeout > 0)
            network.setTransferTimeout((serverTimeout + 60) * 1000);
    }
    return network;
}

void KubeClient::transmit(KubeReply *reply, const ExecCredential *credential)
{
    const KubeRequest &request = reply->m_request;
    // A watch holds its connection for minutes. Qt opens at most six HTTP/1.1
    // connections per host and manager, so each watch gets a manager of its
    // own and never starves ordinary requests or other watches.
    QNetworkAccessManager *manager = m_network;
    if (request.stream) {
        manager = new QNetworkAccessManager(reply);
        applyProxy(manager, m_connection.proxyUrl);
    }
    reply->m_sslErrors.clear();
    reply->m_clock.restart();
    QNetworkReply *network = manager->sendCustomRequest(networkRequest(request, credential), request.verb, request.body);
    reply->attach(network);

    connect(network, &QNetworkReply::sslErrors, reply, [reply](const QList<QSslError> &errors) { reply->m_sslErrors = errors; });
    connect(network, &QNetworkReply::metaDataChanged, reply, [this, reply, network] {
        if (!reply->m_request.stream || reply->m_streaming)
            return;
        const int status = network->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status < 200 || status >= 300)
            return;
        reply->m_streaming = true;
        reply->m_httpStatus = status;
        reply->m_latencyMs = reply->m_clock.elapsed();
        noteWorking(reply->m_latencyMs);
        emit reply->headersReceived(status);
    });
    connect(network, &QNetworkReply::readyRead, reply, [reply, network] {
        if (reply->m_streaming)
            emit reply->dataReceived(network->readAll());
    });
    connect(network, &QNetworkReply::finished, reply, [this, reply, network] { handleFinished(reply, network); });
}

void KubeClient::handleFinished(KubeReply *reply, QNetworkReply *network)
{
    const int status = network->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError code = network->error();
    if (reply->m_streaming) {
        const QByteArray rest = network->isOpen() ? network->readAll() : QByteArray();
        if (!rest.isEmpty())
            emit reply->dataReceived(rest);
        // A stream that breaks after its headers is a dropped watch: the
        // caller resumes it; a cleanly ended one is the server's timeout.
        KubeError error;
        if (code != QNetworkReply::NoError)
            error = reply->m_aborted ? KubeError::make(KubeError::Kind::Cancelled, QStringLiteral("cancelled"))
                                     : describeNetworkFailure(code, network->errorString(), reply->m_sslErrors, m_connection);
        reply->complete(status, {}, error);
        return;
    }
    if (reply->m_aborted) {
        reply->complete(status, {}, KubeError::make(KubeError::Kind::Cancelled, QStringLiteral("cancelled")));
        return;
    }
    if (status == 0) {
        KubeError error = describeNetworkFailure(code, network->errorString(), reply->m_sslErrors, m_connection);
        const bool mayBeStale = error.kind == KubeError::Kind::Tls || error.kind == KubeError::Kind::Unreachable;
        if (mayBeStale && reply->m_attempts < kMaxAttempts && reloadIfSourcesChanged()) {
            network->disconnect(reply);
            network->deleteLater();
            dispatch(reply);
            return;
        }
        qCInfo(lcKube).noquote() << reply->m_request.description << "failed:" << error.summary << "-" << error.message;
        noteFailure(error);
        reply->complete(0, {}, error);
        return;
    }
    const QByteArray body = network->isOpen() ? network->readAll() : QByteArray();
    const qint64 latency = reply->m_clock.elapsed();
    if (status == 401 && reply->m_attempts < kMaxAttempts && retryAfterUnauthorized(reply)) {
        network->disconnect(reply);
        network->deleteLater();
        dispatch(reply);
        return;
    }
    reply->m_latencyMs = latency;
    if (status >= 200 && status < 300) {
        noteWorking(latency);
        reply->complete(status, body, {});
        return;
    }
    KubeError error = KubeError::fromHttp(status, body);
    if (error.kind == KubeError::Kind::Unauthorized) {
        error.summary = describeUnauthorized(m_connection);
        noteFailure(error);
    } else {
        noteWorking(latency);
        if (error.kind == KubeError::Kind::Forbidden)
            error.summary = QStringLiteral("not allowed to %1 (403 Forbidden): %2").arg(reply->m_request.description, error.message);
    }
    qCInfo(lcKube).noquote() << reply->m_request.description << "->" << status << error.reason;
    reply->complete(status, body, error);
}

bool KubeClient::retryAfterUnauthorized(KubeReply *reply)
{
    Q_UNUSED(reply);
    if (m_exec) {
        // The cached credential may have been revoked before its expiry.
        m_exec->invalidate();
        return true;
    }
    if (!m_connection.tokenFile.isEmpty()) {
        QFile file(m_connection.tokenFile);
        if (file.open(QIODevice::ReadOnly)) {
            const QByteArray token = file.readAll().trimmed();
            if (!token.isEmpty() && token != m_connection.token) {
                m_connection.token = token;    // rotated (projected service account tokens do this)
                return true;
            }
        }
    }
    return reloadIfSourcesChanged();
}

bool KubeClient::reloadIfSourcesChanged()
{
    if (!m_reloadSources || m_connection.sourceFiles.isEmpty() || !m_connection.sourcesChanged())
        return false;
    const Kubeconfig config = Kubeconfig::load(m_connection.sourcePaths());
    const Kubeconfig::Resolved resolved = config.resolve(m_connection.contextName);
    if (!config.isValid() || !resolved.connection) {
        // Perhaps caught half-written; the next failure looks again.
        qCInfo(lcKube).noquote() << "kubeconfig changed but cannot be loaded yet:"
                                 << joinErrors(config.errors() + resolved.errors);
        return false;
    }
    qCInfo(lcKube).noquote() << "kubeconfig changed; loaded context" << m_connection.contextName << "again";
    setConnection(*resolved.connection);
    emit connectionReloaded();
    return true;
}

void KubeClient::noteWorking(qint64 latencyMs)
{
    m_lastLatencyMs = latencyMs;
    emit latencyMeasured(latencyMs);
    if (m_failing) {
        m_failing = false;
        emit connectionWorking();
    }
}

void KubeClient::noteFailure(const KubeError &error)
{
    m_failing = true;
    emit connectionFailed(error);
}

} // namespace ascendops::kube
