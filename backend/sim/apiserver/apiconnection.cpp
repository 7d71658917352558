#include "sim/apiserver/apiconnection.h"

#include "sim/simlog.h"

#include <QSslSocket>

namespace ascendops::sim {

namespace {

// A watcher that stops reading is cut off rather than buffered without bound.
constexpr qint64 kMaxUnsentBytes = 64 * 1024 * 1024;

const char *reasonPhrase(int status)
{
    switch (status) {
    case 200: return "OK";
    case 201: return "Created";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 409: return "Conflict";
    case 410: return "Gone";
    case 411: return "Length Required";
    case 413: return "Payload Too Large";
    case 415: return "Unsupported Media Type";
    case 422: return "Unprocessable Entity";
    case 431: return "Request Header Fields Too Large";
    default: return status < 500 ? "Client Error" : "Internal Server Error";
    }
}

QByteArray statusLine(int status)
{
    return "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
}

} // namespace

ApiConnection::ApiConnection(QSslSocket *socket, const ApiHandler &handler, ObjectStore &store, int bookmarkIntervalMs,
                             QObject *parent)
    : QObject(parent), m_socket(socket), m_handler(handler), m_store(store), m_bookmarkIntervalMs(bookmarkIntervalMs)
{
    m_socket->setParent(this);
    connect(m_socket, &QSslSocket::readyRead, this, &ApiConnection::readRequests);
    connect(m_socket, &QSslSocket::disconnected, this, &ApiConnection::close);
    connect(m_socket, &QSslSocket::errorOccurred, this, [this](QAbstractSocket::SocketError error) {
        if (error != QAbstractSocket::RemoteHostClosedError)
            qCDebug(lcSim) << "connection error:" << m_socket->errorString();
        close();
    });
    readRequests();   // bytes may have arrived with the handshake
}

ApiConnection::~ApiConnection() = default;

void ApiConnection::offer(const StoreEvent &event)
{
    if (m_watch)
        m_watch->offer(event);
}

void ApiConnection::readRequests()
{
    if (m_closing)
        return;
    HttpRequestParser::State state = m_parser.feed(m_socket->readAll());
    while (state == HttpRequestParser::State::Done && !m_watch && !m_closing) {
        answer(m_parser.take());
        state = m_parser.next();
    }
    if (state == HttpRequestParser::State::Error && !m_watch) {
        const ApiError error{m_parser.errorStatus(), "BadRequest", m_parser.errorText().toStdString(), {}, {}};
        writeResponse(error.code, "application/json", errorBody(error), false);
    }
}

void ApiConnection::answer(const HttpRequest &request)
{
    ApiReply reply = m_handler.handle(request);
    if (ResponseStream *stream = openStream(reply, m_store, m_bookmarkIntervalMs, this))
        startStream(stream, request.keepAlive);
    else
        writeResponse(reply.status, reply.contentType, reply.body, request.keepAlive);
}

void ApiConnection::writeResponse(int status, const QByteArray &contentType, const QByteArray &body, bool keepAlive)
{
    QByteArray head = statusLine(status);
    head += "Content-Type: " + contentType + "\r\n";
    head += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    head += "Cache-Control: no-cache, private\r\n";
    if (!keepAlive)
        head += "Connection: close\r\n";
    head += "\r\n";
    m_socket->write(head);
    m_socket->write(body);
    if (!keepAlive) {
        m_closing = true;
        m_socket->disconnectFromHost();
    }
}

void ApiConnection::startStream(ResponseStream *stream, bool keepAlive)
{
    m_keepAliveAfterWatch = keepAlive;
    m_socket->write(statusLine(200) + "Content-Type: " + stream->contentType() + "\r\nTransfer-Encoding: chunked\r\n"
                    "Cache-Control: no-cache, private\r\n\r\n");
    m_watch = stream;
    connect(m_watch, &ResponseStream::lineReady, this, &ApiConnection::writeChunk);
    connect(m_watch, &ResponseStream::finished, this, &ApiConnection::endWatch, Qt::QueuedConnection);
    m_watch->start();
}

void ApiConnection::writeChunk(const QByteArray &data)
{
    if (m_closing)
        return;
    if (m_socket->bytesToWrite() > kMaxUnsentBytes) {
        qCWarning(lcSim) << "dropping a watch whose client does not keep up";
        m_socket->abort();
        return;
    }
    m_socket->write(QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n");
}

void ApiConnection::endWatch()
{
    if (m_watch)
        m_watch->deleteLater();
    m_watch = nullptr;
    if (m_closing)
        return;
    m_socket->write("0\r\n\r\n");
    if (!m_keepAliveAfterWatch) {
        m_closing = true;
        m_socket->disconnectFromHost();
        return;
    }
    readRequests();   // requests that came while the stream ran
}

void ApiConnection::abort()
{
    m_socket->abort();
    close();
}

void ApiConnection::close()
{
    if (m_closed)
        return;
    m_closed = true;
    if (m_watch)
        m_watch->disconnect(this);
    m_closing = true;
    emit closed();
}

} // namespace ascendops::sim
