#include "sim/apiserver/watchstream.h"

#include "sim/store/objectmeta.h"

namespace ascendops::sim {

WatchStream::WatchStream(WatchSpec spec, ObjectStore &store, int bookmarkIntervalMs, QObject *parent)
    : ResponseStream(parent), m_spec(std::move(spec)), m_store(store)
{
    m_bookmarkTimer.setInterval(bookmarkIntervalMs);
    connect(&m_bookmarkTimer, &QTimer::timeout, this, [this] { sendBookmark(false); });
    m_timeout.setSingleShot(true);
    m_timeout.setInterval(std::chrono::seconds(m_spec.timeoutSeconds));
    connect(&m_timeout, &QTimer::timeout, this, &WatchStream::finish);
}

void WatchStream::start()
{
    if (!m_spec.fromResourceVersion) {
        const ListResult current = m_store.list(*m_spec.resource, m_spec.ns, m_spec.labels, m_spec.fields);
        m_seen = current.resourceVersion;
        for (const ObjectPtr &object : current.items)
            send("ADDED", object);
        if (m_spec.initialEventsEnd)
            sendBookmark(true);
    } else {
        const std::uint64_t from = *m_spec.fromResourceVersion;
        HistoryResult history = m_store.eventsSince(*m_spec.resource, from);
        if (!history.error && from < m_spec.oldestResumable)
            history.error = ApiError::gone("too old resource version: " + std::to_string(from) + " ("
                                              + std::to_string(m_spec.oldestResumable) + ")");
        if (history.error) {
            emit lineReady(watchEventLine("ERROR", history.error->toStatus().dump()));
            finish();
            return;
        }
        m_seen = *m_spec.fromResourceVersion;
        for (const StoreEvent &event : history.events)
            offer(event);
    }
    if (m_spec.bookmarks)
        m_bookmarkTimer.start();
    m_timeout.start();
}

void WatchStream::offer(const StoreEvent &event)
{
    // Events arrive both from the history replay and from the store's
    // listener; anything at or below m_seen has already been handled.
    if (m_finished || event.resourceVersion <= m_seen)
        return;
    m_seen = event.resourceVersion;
    if (event.resourceId != m_spec.resource->id())
        return;
    const bool now = event.type != EventType::Deleted && matches(event.object);
    const bool before = event.previous && matches(event.previous);
    if (event.type == EventType::Deleted) {
        if (before)
            send("DELETED", event.object);
    } else if (now && before) {
        send("MODIFIED", event.object);
    } else if (now) {
        send("ADDED", event.object);
    } else if (before) {
        send("DELETED", event.object);
    }
}

bool WatchStream::matches(const ObjectPtr &object) const
{
    const nlohmann::json &value = object->value;
    if (!m_spec.ns.empty() && metaString(value, "namespace") != m_spec.ns)
        return false;
    if (!m_spec.labels.empty()) {
        const auto meta = value.find("metadata");
        if (!m_spec.labels.matches(meta != value.end() ? meta->value("labels", nlohmann::json()) : nlohmann::json()))
            return false;
    }
    return m_spec.fields.empty() || m_spec.fields.matches(value);
}

void WatchStream::send(const char *type, const ObjectPtr &object)
{
    if (!m_spec.table) {
        emit lineReady(watchEventLine(type, object->text));
        return;
    }
    // kubectl get -w: each event is a one-row Table; only the first names the columns.
    const std::uint64_t rv = parseResourceVersion(metaString(object->value, "resourceVersion"));
    const nlohmann::json table = objectTable(*m_spec.resource, {object}, rv, m_spec.rowObject, !m_sentColumns);
    m_sentColumns = true;
    emit lineReady(watchEventLine(type, table.dump()));
}

void WatchStream::sendBookmark(bool initialEventsEnd)
{
    nlohmann::json bookmark{{"kind", m_spec.resource->kind},
                            {"apiVersion", m_spec.resource->groupVersion()},
                            {"metadata", {{"resourceVersion", std::to_string(m_seen)}}}};
    if (initialEventsEnd)
        bookmark["metadata"]["annotations"] = {{"k8s.io/initial-events-end", "true"}};
    emit lineReady(watchEventLine("BOOKMARK", bookmark.dump()));
}

void WatchStream::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    m_bookmarkTimer.stop();
    m_timeout.stop();
    emit finished();
}

} // namespace ascendops::sim
