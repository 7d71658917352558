#include "sim/apiserver/apiserver.h"

#include "sim/apiserver/apiconnection.h"
#include "sim/simlog.h"

#include <QSslConfiguration>
#include <QSslSocket>
#include <QTimer>

namespace ascendops::sim {

ApiServer::ApiServer(ObjectStore &store, QObject *parent)
    : QObject(parent), m_store(store), m_credentials(SimCredentials::generate())
{
    connect(&m_server, &QSslServer::pendingConnectionAvailable, this, &ApiServer::acceptConnections);
    connect(&m_server, &QSslServer::errorOccurred, this, [](QSslSocket *, QAbstractSocket::SocketError) {
        // A client that rejects the certificate (wrong CA) ends here; nothing to clean up.
    });
    connect(&m_server, &QSslServer::peerVerifyError, this, [](QSslSocket *, const QSslError &) {});
    // The store may be written from another thread: hop to this one before touching sockets.
    m_listenerId = m_store.addListener([this](const StoreEvent &event) {
        QMetaObject::invokeMethod(this, [this, event] { dispatch(event); }, Qt::QueuedConnection);
    });
}

ApiServer::~ApiServer()
{
    m_store.removeListener(m_listenerId);
}

bool ApiServer::listen(const QHostAddress &address, quint16 port, QString *error)
{
    QStringList ips{address.toString()};
    if (address != QHostAddress(QHostAddress::LocalHost))
        ips << QStringLiteral("127.0.0.1");
    m_identity = makeServingIdentity(ips, {QStringLiteral("localhost")}, error);
    if (!m_identity)
        return false;
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificate(m_identity->serverCertificate);
    tls.setPrivateKey(m_identity->serverKey);
    tls.setPeerVerifyMode(QSslSocket::VerifyNone);   // clients prove themselves with tokens, not certificates
    tls.setProtocol(QSsl::TlsV1_2OrLater);
    tls.setAllowedNextProtocols({QByteArray(QSslConfiguration::NextProtocolHttp1_1)});   // never h2: this server speaks HTTP/1.1
    m_server.setSslConfiguration(tls);
    if (!m_server.listen(address, port)) {
        *error = QStringLiteral("%1:%2: cannot listen: %3").arg(address.toString()).arg(port).arg(m_server.errorString());
        return false;
    }
    // Kept: while restarting, nothing listens, and the URL stays the same.
    m_address = m_server.serverAddress();
    m_port = m_server.serverPort();
    const std::string hostPort = address.toString().toStdString() + ':' + std::to_string(m_port);
    m_handler = std::make_unique<ApiHandler>(m_store, m_credentials, hostPort);
    m_handler->setNodeMetrics(m_nodeMetrics);
    qCInfo(lcSim) << "API server listening on" << serverUrl();
    return true;
}

quint16 ApiServer::port() const
{
    return m_port;
}

QString ApiServer::serverUrl() const
{
    const QHostAddress &address = m_address;
    const QString host = address.protocol() == QAbstractSocket::IPv6Protocol
        ? QLatin1Char('[') + address.toString() + QLatin1Char(']')
        : address.toString();
    return QStringLiteral("https://%1:%2").arg(host).arg(port());
}

QByteArray ApiServer::caCertificatePem() const
{
    return m_identity ? m_identity->caCertificate.toPem() : QByteArray();
}

QByteArray ApiServer::kubeconfig() const
{
    return simKubeconfig(serverUrl(), caCertificatePem(), m_credentials);
}

void ApiServer::acceptConnections()
{
    while (m_server.hasPendingConnections()) {
        auto *socket = qobject_cast<QSslSocket *>(m_server.nextPendingConnection());
        if (!socket)
            continue;
        auto *connection = new ApiConnection(socket, *m_handler, m_store, m_bookmarkIntervalMs, this);
        m_connections.insert(connection);
        connect(connection, &ApiConnection::closed, this, [this, connection] {
            m_connections.erase(connection);
            connection->deleteLater();
        });
    }
}

void ApiServer::restart(int downMs)
{
    if (!m_server.isListening())
        return;   // restarting already
    m_server.close();
    const std::set<ApiConnection *> connections = m_connections;
    for (ApiConnection *connection : connections)
        connection->abort();
    qCInfo(lcSim) << "API server stopped; back in" << downMs << "ms";
    QTimer::singleShot(downMs, this, [this] {
        m_handler->setOldestResumable(m_store.resourceVersion());
        if (!m_server.listen(m_address, m_port))
            qCWarning(lcSim) << "API server cannot listen again:" << m_server.errorString();
        else
            qCInfo(lcSim) << "API server listening again on" << serverUrl();
    });
}

void ApiServer::dispatch(const StoreEvent &event)
{
    // A copy: a watcher cut off while sending closes and leaves the set.
    const std::set<ApiConnection *> connections = m_connections;
    for (ApiConnection *connection : connections)
        connection->offer(event);
}

} // namespace ascendops::sim
