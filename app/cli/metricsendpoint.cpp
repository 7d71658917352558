#include "metricsendpoint.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace ascendops::cli {
namespace {

constexpr qsizetype kMaxRequestBytes = 8192;   // a scrape's request line and headers
constexpr int kRequestTimeoutMs = 5000;

QByteArray response(int status, const char *reason, const QByteArray &contentType, const QByteArray &body)
{
    return "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\nContent-Type: " + contentType
        + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
}

} // namespace

MetricsEndpoint::MetricsEndpoint(std::function<QString()> metrics, std::function<QString()> ready, QObject *parent)
    : QObject(parent), m_server(new QTcpServer(this)), m_metrics(std::move(metrics)), m_ready(std::move(ready))
{
    connect(m_server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = m_server->nextPendingConnection())
            serve(socket);
    });
}

bool MetricsEndpoint::listen(const QString &hostPort, QString *error)
{
    const qsizetype colon = hostPort.lastIndexOf(QLatin1Char(':'));
    bool portOk = false;
    const int port = hostPort.mid(colon + 1).toInt(&portOk);
    QString host = colon > 0 ? hostPort.left(colon) : QString();
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    const QHostAddress address = host.isEmpty() ? QHostAddress(QHostAddress::Any) : QHostAddress(host);
    if (colon < 0 || !portOk || port < 0 || port > 65535 || address.isNull()) {
        *error = QStringLiteral("expected HOST:PORT with a numeric address, got \"%1\"").arg(hostPort);
        return false;
    }
    if (!m_server->listen(address, quint16(port))) {
        *error = QStringLiteral("%1: %2").arg(hostPort, m_server->errorString());
        return false;
    }
    return true;
}

QString MetricsEndpoint::url() const
{
    const QHostAddress address = m_server->serverAddress();
    const QString host = address.protocol() == QAbstractSocket::IPv6Protocol ? QStringLiteral("[%1]").arg(address.toString())
                                                                              : address.toString();
    return QStringLiteral("http://%1:%2").arg(host).arg(m_server->serverPort());
}

// Reads the request head, answers, closes. A client that sends nothing or
// too much is dropped.
void MetricsEndpoint::serve(QTcpSocket *socket)
{
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    QTimer::singleShot(kRequestTimeoutMs, socket, [socket] { socket->abort(); });
    connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
        if (socket->property("answered").toBool())
            return socket->readAll(), void();
        const QByteArray head = socket->peek(kMaxRequestBytes + 1);
        if (!head.contains("\r\n\r\n")) {
            if (head.size() > kMaxRequestBytes)
                socket->abort();
            return;
        }
        socket->readAll();
        socket->setProperty("answered", true);
        const QList<QByteArray> request = head.left(head.indexOf("\r\n")).split(' ');
        const QByteArray method = request.value(0), path = request.value(1).split('?').value(0);
        QByteArray reply;
        if (method != "GET" && method != "HEAD") {
            reply = response(405, "Method Not Allowed", "text/plain", "GET only\n");
        } else if (path == "/metrics") {
            reply = response(200, "OK", "text/plain; version=0.0.4; charset=utf-8", m_metrics().toUtf8());
        } else if (path == "/healthz") {
            reply = response(200, "OK", "text/plain", "ok\n");
        } else if (path == "/readyz") {
            const QString why = m_ready();
            reply = why.isEmpty() ? response(200, "OK", "text/plain", "ready\n")
                                  : response(503, "Service Unavailable", "text/plain", "not ready: " + why.toUtf8() + '\n');
        } else {
            reply = response(404, "Not Found", "text/plain", "/metrics, /healthz or /readyz\n");
        }
        if (method == "HEAD")
            reply = reply.left(reply.indexOf("\r\n\r\n") + 4);
        socket->write(reply);
        socket->disconnectFromHost();
    });
}

} // namespace ascendops::cli
