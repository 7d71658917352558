#include "kubereply.h"
#include "formats/jsondocument.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QNetworkReply>
#include <QPointer>
#include <QPromise>
#include <QThreadPool>
#include <QTimer>

#include <memory>

namespace ascendops::kube {

namespace {

// Bodies larger than this are parsed on the thread pool: a list page of a
// 16k-rank cluster (megabytes, the rank table's ConfigMap among them) took
// about 40 ms to parse on the console's GUI thread, and pages come back to
// back (tests/chaos/console_stall.py).
constexpr qsizetype kParseElsewhereBytes = 256 * 1024;

// A thread of their own: list pages must not queue behind the recovery-time
// profiles and estimates on the global pool (two threads on two cores).
QThreadPool &parsePool()
{
    static QPointer<QThreadPool> pool;
    if (!pool) {   // first use, or the application that owned it has gone
        pool = new QThreadPool(QCoreApplication::instance());
        pool->setMaxThreadCount(1);
    }
    return *pool;
}

} // namespace

KubeReply::KubeReply(KubeRequest request, QObject *parent) : QObject(parent), m_request(std::move(request))
{
    m_clock.start();
}

KubeReply::~KubeReply()
{
    if (m_network) {
        m_network->disconnect(this);
        m_network->abort();
        m_network->deleteLater();
    }
}

void KubeReply::then(QObject *context, std::function<void(KubeReply &)> callback)
{
    connect(this, &KubeReply::finished, context, [this, callback = std::move(callback)] { callback(*this); });
}

void KubeReply::abort()
{
    if (m_finished)
        return;
    m_aborted = true;
    if (m_answered) {
        // Answered, its body still being parsed: the parse is dropped, and
        // skipped if it has not begun (pages of a cluster left behind must
        // not hold up the next one's).
        m_parsing->future().cancel();
        delete m_parsing;
        m_parsing = nullptr;
        m_object = nullptr;
        m_body.clear();
        m_httpStatus = 0;
        m_error = KubeError::make(KubeError::Kind::Cancelled, QStringLiteral("cancelled"));
        QTimer::singleShot(0, this, [this] {
            if (!m_finished)
                finish();
        });
        return;
    }
    if (m_network) {
        m_network->abort();    // the client sees OperationCanceledError and completes us
        return;
    }
    // Not on the wire yet (waiting for credentials): finish from the event loop.
    QTimer::singleShot(0, this, [this] {
        if (!m_answered)
            complete(0, {}, KubeError::make(KubeError::Kind::Cancelled, QStringLiteral("cancelled")));
    });
}

void KubeReply::attach(QNetworkReply *reply)
{
    m_network = reply;
}

void KubeReply::complete(int httpStatus, const QByteArray &body, const KubeError &error)
{
    if (m_answered)
        return;
    m_answered = true;
    m_httpStatus = httpStatus;
    m_error = error;
    if (m_latencyMs < 0)
        m_latencyMs = m_clock.elapsed();
    if (m_network) {
        m_network->disconnect(this);
        m_network->deleteLater();
        m_network = nullptr;
    }
    if (m_request.stream && !error.isError()) {
        finish();
        return;
    }
    m_body = body;
    if (body.size() <= kParseElsewhereBytes) {
        takeObject(parseJsonOrDiscarded(std::string_view(body.constData(), std::size_t(body.size()))));
        finish();
        return;
    }
    // finished() follows once it is parsed; the watcher goes with this reply,
    // and the object waits in `parsed` until the watcher hears it is there.
    auto parsed = std::make_shared<nlohmann::json>();
    auto *watcher = new QFutureWatcher<void>(this);
    m_parsing = watcher;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, parsed] {
        m_parsing = nullptr;
        takeObject(std::move(*parsed));
        finish();
    });
    auto promise = std::make_shared<QPromise<void>>();
    watcher->setFuture(promise->future());
    promise->start();
    parsePool().start([promise, parsed, body] {
        if (!promise->isCanceled())
            *parsed = parseJsonOrDiscarded(std::string_view(body.constData(), std::size_t(body.size())));
        promise->finish();
    });
}

void KubeReply::takeObject(nlohmann::json object)
{
    m_object = object.is_discarded() ? nlohmann::json() : std::move(object);
}

void KubeReply::finish()
{
    m_finished = true;
    emit finished();
    deleteLater();
}

} // namespace ascendops::kube
