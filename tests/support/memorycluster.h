#pragma once
// The embedded cluster's API in memory, for unit tests of what talks to a
// cluster: requests go straight to the embedded API server's handler and
// object store (the same code that serves HTTPS, with its dry runs,
// preconditions and 409s), watches stream the store's events, and every
// answer comes on a later turn of the event loop, as a server's would. No
// controller runs: nothing in the cluster reacts to a write unless the test
// plays that part (a replacement pod, a device plugin's report).
#include "kube/apiclient.h"
#include "clustermodel/clusterwatch.h"
#include "kube/kubereply.h"
#include "sim/apiserver/apihandler.h"
#include "sim/apiserver/httprequest.h"
#include "sim/apiserver/simkubeconfig.h"
#include "sim/apiserver/responsestream.h"
#include "sim/seed/clusterbuilder.h"
#include "sim/seed/clusterseed.h"
#include "sim/seed/simpreset.h"
#include "sim/store/objectstore.h"

#include <QPointer>
#include <QSet>
#include <QStringList>
#include <QTest>

namespace ascendops::testing {

class MemoryApi : public kube::ApiClient
{
public:
    explicit MemoryApi(sim::ObjectStore &store)
        : m_store(store)
        , m_credentials{QByteArrayLiteral("memory-admin"), QByteArrayLiteral("memory-readonly")}
        , m_handler(store, m_credentials, "127.0.0.1:0")
    {
        m_listener = store.addListener([this](const sim::StoreEvent &event) {
            QMetaObject::invokeMethod(this, [this, event] {
                for (sim::ResponseStream *stream : QSet<sim::ResponseStream *>(m_watches))
                    stream->offer(event);
            }, Qt::QueuedConnection);
        });
    }
    ~MemoryApi() override { m_store.removeListener(m_listener); }

    kube::KubeReply *send(const kube::KubeRequest &request) override
    {
        auto *reply = new kube::KubeReply(request, this);
        sim::HttpRequest http;
        http.method = request.verb;
        http.path = request.path.toUtf8();
        http.query = request.query;
        http.target = http.path + (request.query.isEmpty() ? QByteArray() : "?" + request.query.toString(QUrl::FullyEncoded).toUtf8());
        http.headers = {{"authorization", "Bearer " + m_credentials.adminToken}};
        if (!request.contentType.isEmpty())
            http.headers.append({"content-type", request.contentType});
        http.body = request.body;
        if (request.verb == "GET")
            m_reads << request.path + (request.query.isEmpty() ? QString() : QLatin1Char('?') + request.query.toString());
        if (m_failing > 0 && request.path.contains(m_failingPath) && m_failingSkip-- <= 0) {
            --m_failing;
            QPointer<kube::KubeReply> failed(reply);
            const int status = m_failingStatus;
            QMetaObject::invokeMethod(this, [failed, status] {
                if (!failed)
                    return;
                if (status == 409)
                    ApiClient::answer(failed, 409, R"({"kind":"Status","status":"Failure","reason":"Conflict","code":409,)"
                                                   R"("message":"the object has been modified; please apply your changes to the latest version and try again"})");
                else
                    ApiClient::answer(failed, 503, R"({"kind":"Status","status":"Failure","reason":"ServiceUnavailable","code":503})");
            }, Qt::QueuedConnection);
            return reply;
        }
        if (request.verb != "GET")
            m_writes << QString::fromUtf8(request.verb) + QLatin1Char(' ') + request.path
                    + (request.query.hasQueryItem(QStringLiteral("dryRun")) ? QStringLiteral(" (dry run)") : QString());
        QPointer<kube::KubeReply> guard(reply);
        QMetaObject::invokeMethod(this, [this, guard, http] {
            if (guard)
                answerNow(guard, http);
        }, Qt::QueuedConnection);
        return reply;
    }

    // The next COUNT requests whose path contains PATHPART (after SKIP of
    // them) are answered 503, as an API server that is failing or
    // restarting answers, or 409 as one whose object changed since it was read.
    void failNext(const QString &pathPart, int count, int skip = 0, int status = 503)
    {
        m_failingPath = pathPart;
        m_failing = count;
        m_failingSkip = skip;
        m_failingStatus = status;
    }
    // Every followed pod log stops carrying lines and stays open, as on a
    // network path that died without a word: the client hears nothing.
    void deafenLogStreams()
    {
        for (const QMetaObject::Connection &path : std::exchange(m_logPaths, {}))
            QObject::disconnect(path);
    }
    // Ends every followed pod log now, as an API server that restarts cuts
    // its streams: each client sees its response end.
    void endLogStreams()
    {
        for (const QPointer<kube::KubeReply> &reply : std::exchange(m_logReplies, {}))
            if (reply)
                ApiClient::answer(reply, 200, {});
    }
    // Every GET sent ("/api/v1/pods?limit=2&continue=..."), in order.
    const QStringList &allReads() const { return m_reads; }

    // "PATCH /api/v1/..." per write sent, in order, dry runs marked "(dry run)".
    const QStringList &allWrites() const { return m_writes; }
    // The writes that were not dry runs.
    QStringList realWrites() const
    {
        QStringList real;
        for (const QString &write : m_writes)
            if (!write.endsWith(QStringLiteral("(dry run)")))
                real << write;
        return real;
    }

private:
    void answerNow(kube::KubeReply *reply, const sim::HttpRequest &http)
    {
        const sim::ApiReply answer = m_handler.handle(http);
        sim::ResponseStream *stream = sim::openStream(answer, m_store, 60000, reply);
        if (!stream && reply->request().stream && answer.status >= 200 && answer.status < 300) {
            // A body asked for as a stream (a log read, not followed, as it
            // comes): handed on as the bytes of one, as over HTTPS.
            streamStarted(reply, answer.status);
            streamData(reply, answer.body);
            ApiClient::answer(reply, answer.status, {});
            return;
        }
        if (!stream) {
            ApiClient::answer(reply, answer.status, answer.body);
            return;
        }
        m_watches.insert(stream);
        if (answer.log)
            m_logReplies.append(reply);
        QObject::connect(stream, &QObject::destroyed, this, [this, stream] { m_watches.remove(stream); });
        const QMetaObject::Connection carried =
            QObject::connect(stream, &sim::ResponseStream::lineReady, reply, [reply](const QByteArray &line) { streamData(reply, line); });
        if (answer.log)
            m_logPaths.append(carried);
        QObject::connect(stream, &sim::ResponseStream::finished, reply, [reply] { ApiClient::answer(reply, 200, {}); },
                         Qt::QueuedConnection);
        streamStarted(reply, 200);
        stream->start();
    }

    sim::ObjectStore &m_store;
    sim::SimCredentials m_credentials;
    sim::ApiHandler m_handler;
    int m_listener = 0;
    QSet<sim::ResponseStream *> m_watches;
    QList<QPointer<kube::KubeReply>> m_logReplies;   // followed logs, to end on demand
    QList<QMetaObject::Connection> m_logPaths;       // ... and what carries their lines
    QStringList m_writes;
    QString m_failingPath;
    int m_failing = 0;
    int m_failingSkip = 0;   // matching requests let through before the failures
    int m_failingStatus = 503;
    QStringList m_reads;
};

// A cluster from one of the embedded cluster's presets, its API in memory
// and a ClusterWatch on it, synced.
struct MemoryCluster
{
    sim::ObjectStore store;
    MemoryApi api{store};
    clustermodel::ClusterWatch watch{&api};

    explicit MemoryCluster(sim::SimPreset preset)
    {
        sim::seedCluster(store, sim::buildClusterObjects(preset));
        watch.setCoalesceInterval(0);
        watch.start();
    }
    bool waitForSync() { return QTest::qWaitFor([this] { return watch.hasSynced(); }, 5000); }
};

} // namespace ascendops::testing
