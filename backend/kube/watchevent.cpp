#include "watchevent.h"
#include "formats/jsondocument.h"

#include "kubelog.h"

#include <cstring>

namespace ascendops::kube {
namespace {

WatchEvent::Type typeOf(const std::string &name)
{
    if (name == "ADDED")
        return WatchEvent::Type::Added;
    if (name == "MODIFIED")
        return WatchEvent::Type::Modified;
    if (name == "DELETED")
        return WatchEvent::Type::Deleted;
    if (name == "BOOKMARK")
        return WatchEvent::Type::Bookmark;
    if (name == "ERROR")
        return WatchEvent::Type::Error;
    return WatchEvent::Type::Unknown;
}

bool isBlank(const char *begin, const char *end)
{
    for (const char *p = begin; p != end; ++p) {
        if (*p != ' ' && *p != '\r' && *p != '\t')
            return false;
    }
    return true;
}

} // namespace

QList<WatchEvent> WatchEventParser::feed(const QByteArray &bytes)
{
    QList<WatchEvent> events;
    m_pending.append(bytes);
    const char *data = m_pending.constData();
    const char *end = data + m_pending.size();
    const char *lineStart = data;
    // Only the new bytes can hold a newline: scan from where they start.
    const char *scan = end - bytes.size();
    while (const void *found = std::memchr(scan, '\n', end - scan)) {
        const char *newline = static_cast<const char *>(found);
        parseLine(lineStart, newline, events);
        lineStart = newline + 1;
        scan = lineStart;
    }
    m_pending.remove(0, lineStart - data);
    return events;
}

QList<WatchEvent> WatchEventParser::finish()
{
    QList<WatchEvent> events;
    if (!m_pending.isEmpty())
        parseLine(m_pending.constData(), m_pending.constData() + m_pending.size(), events);
    m_pending.clear();
    return events;
}

void WatchEventParser::parseLine(const char *begin, const char *end, QList<WatchEvent> &into)
{
    if (isBlank(begin, end))
        return;
    nlohmann::json line = parseJsonOrDiscarded(std::string_view(begin, std::size_t(end - begin)));
    if (!line.is_object() || !line.contains("type") || !line["type"].is_string()) {
        ++m_malformed;
        qCWarning(lcKube) << "skipping a watch line that is not an event," << (end - begin) << "bytes";
        return;
    }
    WatchEvent event;
    event.type = typeOf(line["type"].get<std::string>());
    if (auto object = line.find("object"); object != line.end())
        event.object = std::move(*object);
    into.append(std::move(event));
}

} // namespace ascendops::kube
