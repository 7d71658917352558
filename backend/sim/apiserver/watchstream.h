#pragma once
// One watch: the events of one resource that pass the watch's namespace and
// selectors, as the lines of a streamed response. It starts from the
// client's resourceVersion (replaying the store's history, or an ERROR event
// with 410 Expired when that is too old) or, without one, from ADDED events
// for the current objects; then it follows the store. An object that stops
// (starts) matching the selectors is sent as DELETED (ADDED), as Kubernetes
// does. Bookmarks, when asked for, carry the newest version the stream has
// accounted for, so a client can resume from there after a disconnect.
#include "sim/apiserver/apihandler.h"
#include "sim/apiserver/responsestream.h"
#include "sim/store/objectstore.h"

#include <QObject>
#include <QTimer>

namespace ascendops::sim {

class WatchStream : public ResponseStream
{
    Q_OBJECT
public:
    WatchStream(WatchSpec spec, ObjectStore &store, int bookmarkIntervalMs, QObject *parent = nullptr);

    // Sends the starting events; the stream may finish right away (410).
    void start() override;
    // Every store event, in store order; the stream picks its own.
    void offer(const StoreEvent &event) override;
    bool isFinished() const { return m_finished; }

private:
    bool matches(const ObjectPtr &object) const;
    void send(const char *type, const ObjectPtr &object);
    void sendBookmark(bool initialEventsEnd);
    void finish();

    WatchSpec m_spec;
    ObjectStore &m_store;
    std::uint64_t m_seen = 0;     // every event up to here has been considered
    bool m_sentColumns = false;
    bool m_finished = false;
    QTimer m_bookmarkTimer;
    QTimer m_timeout;
};

} // namespace ascendops::sim
