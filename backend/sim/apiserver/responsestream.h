#pragma once
// A response that streams: a watch's event lines, a followed pod log's lines.
// The connection (or an in-memory client) writes what lineReady() gives as it
// comes and ends the response at finished().
#include "sim/store/objectstore.h"

#include <QByteArray>
#include <QObject>

namespace ascendops::sim {

struct ApiReply;

class ResponseStream : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // Sends what is there already; the stream may finish right away.
    virtual void start() = 0;
    // Every store event, in store order, for streams that follow the store.
    virtual void offer(const StoreEvent &) {}
    virtual QByteArray contentType() const { return "application/json"; }

signals:
    void lineReady(const QByteArray &line);
    void finished();
};

// The stream REPLY asks for (a watch, a followed log); null when it is a whole answer.
ResponseStream *openStream(const ApiReply &reply, ObjectStore &store, int bookmarkIntervalMs, QObject *parent);

} // namespace ascendops::sim
