#pragma once
// The pipeline's HTTP endpoint for Prometheus and the kubelet: GET /metrics
// (the text exposition), /healthz (answered from the event loop, so a
// wedged loop fails the probe) and /readyz (200 once ready, else 503 with
// why). One request per connection; anything else is 404 or 405.
#include <QHostAddress>
#include <QObject>
#include <QString>

#include <functional>

class QTcpServer;
class QTcpSocket;

namespace ascendops::cli {

class MetricsEndpoint : public QObject
{
    Q_OBJECT

public:
    // METRICS makes the /metrics body; READY says why it is not ready ("" ready).
    MetricsEndpoint(std::function<QString()> metrics, std::function<QString()> ready, QObject *parent = nullptr);

    // "HOST:PORT" (PORT 0: any free one); false with ERROR when it cannot listen.
    bool listen(const QString &hostPort, QString *error);
    // Where it listens, "http://HOST:PORT", once listening.
    QString url() const;

private:
    void serve(QTcpSocket *socket);

    QTcpServer *m_server;
    std::function<QString()> m_metrics;
    std::function<QString()> m_ready;
};

} // namespace ascendops::cli
