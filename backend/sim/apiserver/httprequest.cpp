#include "sim/apiserver/httprequest.h"

#include <QUrl>

namespace ascendops::sim {
namespace {

constexpr qsizetype kMaxHead = 64 * 1024;
constexpr qsizetype kMaxBody = 32 * 1024 * 1024;

} // namespace

QByteArray HttpRequest::header(const QByteArray &lowerName) const
{
    for (const auto &[name, value] : headers) {
        if (name == lowerName)
            return value;
    }
    return {};
}

QString HttpRequest::queryValue(const char *key) const
{
    return query.queryItemValue(QLatin1String(key), QUrl::FullyDecoded);
}

bool HttpRequest::queryFlag(const char *key) const
{
    const QString value = queryValue(key);
    return value == QLatin1String("1") || value == QLatin1String("true");
}

HttpRequestParser::State HttpRequestParser::feed(const QByteArray &bytes)
{
    m_buffer.append(bytes);
    return next();
}

HttpRequestParser::State HttpRequestParser::next()
{
    if (m_errorStatus)
        return State::Error;
    if (m_ready)
        return State::Done;
    if (!m_head) {
        const qsizetype headEnd = m_buffer.indexOf("\r\n\r\n");
        if (headEnd < 0)
            return m_buffer.size() > kMaxHead ? fail(431, "request header fields too large") : State::NeedMore;
        if (State s = parseHead(headEnd); s == State::Error)
            return s;
        m_buffer.remove(0, headEnd + 4);
    }
    if (m_buffer.size() < m_bodyLength)
        return State::NeedMore;
    m_head->body = m_buffer.left(m_bodyLength);
    m_buffer.remove(0, m_bodyLength);
    m_ready = std::move(m_head);
    m_head.reset();
    m_bodyLength = 0;
    return State::Done;
}

HttpRequestParser::State HttpRequestParser::parseHead(qsizetype headEnd)
{
    const QList<QByteArray> lines = m_buffer.left(headEnd).split('\n');
    const QList<QByteArray> requestLine = lines.first().trimmed().split(' ');
    if (requestLine.size() != 3 || !requestLine[2].startsWith("HTTP/1."))
        return fail(400, "malformed request line");
    HttpRequest request;
    request.method = requestLine[0];
    request.target = requestLine[1];
    const qsizetype question = request.target.indexOf('?');
    request.path = QByteArray::fromPercentEncoding(request.target.left(question < 0 ? request.target.size() : question));
    if (question >= 0)
        request.query.setQuery(QString::fromUtf8(request.target.mid(question + 1)));
    request.keepAlive = requestLine[2] != "HTTP/1.0";
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        if (colon <= 0)
            return fail(400, "malformed header line");
        request.headers.append({lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed()});
    }
    if (request.header("connection").toLower() == "close")
        request.keepAlive = false;
    if (!request.header("transfer-encoding").isEmpty())
        return fail(411, "chunked request bodies are not supported; send Content-Length");
    bool ok = true;
    const QByteArray length = request.header("content-length");
    m_bodyLength = length.isEmpty() ? 0 : length.toLongLong(&ok);
    if (!ok || m_bodyLength < 0)
        return fail(400, "malformed Content-Length");
    if (m_bodyLength > kMaxBody)
        return fail(413, "request body too large");
    m_head = std::move(request);
    return State::NeedMore;
}

HttpRequest HttpRequestParser::take()
{
    HttpRequest request = std::move(*m_ready);
    m_ready.reset();
    return request;
}

HttpRequestParser::State HttpRequestParser::fail(int status, QByteArray text)
{
    m_errorStatus = status;
    m_errorText = std::move(text);
    return State::Error;
}

} // namespace ascendops::sim
