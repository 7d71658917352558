#pragma once
// One client connection to the embedded API server: reads HTTP/1.1 requests
// off the TLS socket one at a time, answers them through the ApiHandler, and
// keeps the connection open between requests (keep-alive). A watch (or a
// followed log) turns the response into a chunked stream of lines until it times out or the
// client goes away; requests sent meanwhile wait their turn.
#include "sim/apiserver/apihandler.h"
#include "sim/apiserver/httprequest.h"
#include "sim/apiserver/responsestream.h"

#include <QObject>
#include <QPointer>

class QSslSocket;

namespace ascendops::sim {

class ApiConnection : public QObject
{
    Q_OBJECT
public:
    ApiConnection(QSslSocket *socket, const ApiHandler &handler, ObjectStore &store, int bookmarkIntervalMs,
                  QObject *parent = nullptr);
    ~ApiConnection() override;

    void offer(const StoreEvent &event);
    // Resets the connection at once, as a server process that goes away does.
    void abort();

signals:
    void closed();

private:
    void readRequests();
    void answer(const HttpRequest &request);
    void writeResponse(int status, const QByteArray &contentType, const QByteArray &body, bool keepAlive);
    void startStream(ResponseStream *stream, bool keepAlive);
    void writeChunk(const QByteArray &data);
    void endWatch();
    void close();

    QSslSocket *m_socket;
    const ApiHandler &m_handler;
    ObjectStore &m_store;
    int m_bookmarkIntervalMs;
    HttpRequestParser m_parser;
    QPointer<ResponseStream> m_watch;   // a watch or a followed log, while it streams
    bool m_keepAliveAfterWatch = true;
    bool m_closing = false;
    bool m_closed = false;   // closed() emitted
};

} // namespace ascendops::sim
