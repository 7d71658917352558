#pragma once
// One HTTP/1.1 request as the embedded API server reads it off a connection:
// request line, headers and a Content-Length body. The parser is incremental
// (bytes arrive in pieces over TLS) and bounded (a header block over 64 KiB
// or a body over 32 MiB is refused), so a broken client cannot grow memory.
#include <QByteArray>
#include <QList>
#include <QPair>
#include <QUrlQuery>

#include <optional>

namespace ascendops::sim {

struct HttpRequest
{
    QByteArray method;        // "GET"
    QByteArray target;        // "/api/v1/pods?watch=1"
    QByteArray path;          // "/api/v1/pods", percent-decoded
    QUrlQuery query;
    QList<QPair<QByteArray, QByteArray>> headers;   // names lower-cased
    QByteArray body;
    bool keepAlive = true;

    QByteArray header(const QByteArray &lowerName) const;
    QString queryValue(const char *key) const;
    bool queryFlag(const char *key) const;   // "1" or "true"
};

class HttpRequestParser
{
public:
    enum class State { NeedMore, Done, Error };

    // Appends bytes; call take() while it answers Done.
    State feed(const QByteArray &bytes);
    // Tries to complete a request from what was fed so far.
    State next();
    HttpRequest take();
    // Why the request was refused, with the HTTP status to answer.
    int errorStatus() const { return m_errorStatus; }
    QByteArray errorText() const { return m_errorText; }

private:
    State fail(int status, QByteArray text);
    State parseHead(qsizetype headEnd);

    QByteArray m_buffer;
    std::optional<HttpRequest> m_head;     // head parsed, waiting for the body
    qsizetype m_bodyLength = 0;
    std::optional<HttpRequest> m_ready;
    int m_errorStatus = 0;
    QByteArray m_errorText;
};

} // namespace ascendops::sim
