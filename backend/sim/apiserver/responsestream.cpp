#include "sim/apiserver/responsestream.h"

#include "sim/apiserver/apihandler.h"
#include "sim/apiserver/podlogstream.h"
#include "sim/apiserver/watchstream.h"

namespace ascendops::sim {

ResponseStream *openStream(const ApiReply &reply, ObjectStore &store, int bookmarkIntervalMs, QObject *parent)
{
    if (reply.watch)
        return new WatchStream(*reply.watch, store, bookmarkIntervalMs, parent);
    if (reply.log)
        return new PodLogStream(*reply.log, store.podLogs(), parent);
    return nullptr;
}

} // namespace ascendops::sim
