#pragma once
// A watch stream is a sequence of JSON objects, one per line:
//   {"type":"ADDED|MODIFIED|DELETED|BOOKMARK|ERROR","object":{...}}
// WatchEventParser takes the bytes as they arrive (chunks end anywhere, even
// inside a UTF-8 sequence) and gives back the complete events.
#include <QByteArray>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

namespace ascendops::kube {

struct WatchEvent
{
    enum class Type { Added, Modified, Deleted, Bookmark, Error, Unknown };
    Type type = Type::Unknown;
    nlohmann::json object;    // the object, or a Status for Error
};

class WatchEventParser
{
public:
    // Appends bytes and returns the events of every line completed by them.
    // Lines that are not valid events are counted and skipped.
    QList<WatchEvent> feed(const QByteArray &bytes);
    // The stream ended: a last line without a newline is still an event.
    QList<WatchEvent> finish();
    int malformedLines() const { return m_malformed; }
    qsizetype pendingBytes() const { return m_pending.size(); }

private:
    void parseLine(const char *begin, const char *end, QList<WatchEvent> &into);

    QByteArray m_pending;
    int m_malformed = 0;
};

} // namespace ascendops::kube
