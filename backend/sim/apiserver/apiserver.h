#pragma once
// The embedded cluster's Kubernetes API server: HTTPS (HTTP/1.1 only, as
// ALPN tells clients) on a QSslServer, with a certificate from a CA made at
// start, bearer tokens for an admin and a read-only user, and the object
// store behind it. Store events reach open watches through the event loop,
// so whichever thread writes the store, streams are served on this one.
#include "sim/apiserver/apihandler.h"
#include "sim/apiserver/certificateauthority.h"
#include "sim/store/objectstore.h"
#include "sim/apiserver/simkubeconfig.h"

#include <QHostAddress>
#include <QObject>
#include <QSslServer>

#include <memory>
#include <set>

namespace ascendops::sim {

class ApiConnection;

class ApiServer : public QObject
{
    Q_OBJECT
public:
    explicit ApiServer(ObjectStore &store, QObject *parent = nullptr);
    ~ApiServer() override;

    // Makes the TLS identity for `address` and listens; port 0 picks a free
    // port. False with *error naming the step that failed.
    bool listen(const QHostAddress &address, quint16 port, QString *error);

    quint16 port() const;
    QString serverUrl() const;                 // "https://127.0.0.1:PORT"
    QByteArray caCertificatePem() const;
    const SimCredentials &credentials() const { return m_credentials; }
    // The kubeconfig for this server (contexts sim-admin and sim-readonly).
    QByteArray kubeconfig() const;
    // How often watches that asked for bookmarks get one (default 5 s).
    void setBookmarkInterval(int milliseconds) { m_bookmarkIntervalMs = milliseconds; }
    // Serves nodes' metrics (see ApiHandler); set before listen().
    void setNodeMetrics(ApiHandler::NodeMetrics metrics) { m_nodeMetrics = std::move(metrics); }
    // As an API server process restarting does, its store (etcd) and the
    // controllers going on: every connection is reset, nothing listens for
    // DOWNMS, then the same address, port and certificate serve again, with
    // a watch cache that starts at the store's version then (a watch from
    // before gets 410 Expired and its client lists again).
    void restart(int downMs);
    bool isListening() const { return m_server.isListening(); }

private:
    void acceptConnections();
    void dispatch(const StoreEvent &event);

    ObjectStore &m_store;
    SimCredentials m_credentials;
    QSslServer m_server;
    QHostAddress m_address;
    quint16 m_port = 0;
    std::optional<ServingIdentity> m_identity;
    std::unique_ptr<ApiHandler> m_handler;
    std::set<ApiConnection *> m_connections;
    int m_listenerId = 0;
    int m_bookmarkIntervalMs = 5000;
    ApiHandler::NodeMetrics m_nodeMetrics;
};

} // namespace ascendops::sim
