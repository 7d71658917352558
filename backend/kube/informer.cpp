#include "informer.h"
#include "writetime.h"

#include "model/objectfields.h"

#include "apiclient.h"
#include "kubereply.h"
#include "kubelog.h"
#include "kubereply.h"

#include <algorithm>

#include <QDateTime>
#include <QRandomGenerator>

namespace ascendops::kube {
namespace {

QString resourceVersionOf(const nlohmann::json &object)
{
    const auto metadata = object.find("metadata");
    if (metadata == object.end() || !metadata->is_object())
        return {};
    return QString::fromStdString(metadata->value("resourceVersion", std::string()));
}

// What readers see of an object the cache keeps: itself, or unpacked into
// SCRATCH (InformerOptions::packed). Packed by the informer itself, it
// unpacks; were it not to, the object reads as null, never as a throw.
const nlohmann::json &readable(const nlohmann::json &kept, nlohmann::json &scratch)
{
    if (!kept.is_binary())
        return kept;
    scratch = nlohmann::json::from_msgpack(kept.get_binary(), true, false);
    return scratch;
}

// A watch that ends cleanly sooner than this without events is treated as a
// failure, so a server that closes streams at once is not hammered.
constexpr qint64 kShortWatchMs = 1000;

} // namespace

Informer::Informer(ApiClient *client, ResourceType type, InformerOptions options, QObject *parent)
    : QObject(parent),
      m_client(client),
      m_type(std::move(type)),
      m_options(std::move(options)),
      m_backoff(m_options.initialBackoffMs, m_options.maxBackoffMs),
      m_retention(m_options.retain),
      m_listingRetention(m_options.retain)
{
    m_retry.setSingleShot(true);
    m_pageTake.setSingleShot(true);
    m_pageTake.setInterval(0);
    connect(&m_pageTake, &QTimer::timeout, this, &Informer::takePage);
}

Informer::~Informer()
{
    stop();
}

QString Informer::keyOf(const nlohmann::json &object)
{
    const auto metadata = object.find("metadata");
    if (metadata == object.end() || !metadata->is_object())
        return {};
    const QString name = QString::fromStdString(metadata->value("name", std::string()));
    const QString ns = QString::fromStdString(metadata->value("namespace", std::string()));
    return ns.isEmpty() ? name : ns + QLatin1Char('/') + name;
}

std::optional<nlohmann::json> Informer::object(const QString &key) const
{
    const auto found = m_cache.constFind(key);
    if (found == m_cache.constEnd())
        return std::nullopt;
    nlohmann::json scratch;
    const nlohmann::json &object = readable(*found, scratch);
    if (&object == &scratch)
        return std::move(scratch);   // not through ?:, whose const operand would copy it
    return object;
}

nlohmann::json Informer::kept(nlohmann::json object) const
{
    return m_options.packed ? nlohmann::json::binary(nlohmann::json::to_msgpack(object)) : std::move(object);
}

void Informer::start()
{
    if (m_running || !m_client)
        return;
    m_running = true;
    m_backoff.reset();
    list();
}

void Informer::stop()
{
    m_running = false;
    m_retry.stop();
    m_retry.disconnect();
    m_pageTake.stop();
    m_page = {};
    if (m_listReply) {
        m_listReply->disconnect(this);
        m_listReply->abort();
    }
    endWatch();
}

void Informer::resumeFrom(const QString &resourceVersion)
{
    if (!m_running || !m_synced || m_listReply || m_pageTake.isActive())
        return;    // a list under way sets the version itself
    endWatch();
    m_retry.stop();
    m_resourceVersion = resourceVersion;
    watch();
}

void Informer::list(const QString &continueToken)
{
    if (!m_running)
        return;
    if (continueToken.isEmpty()) {
        clearListing();
        ++m_lists;
    }
    ListOptions options;
    options.labelSelector = m_options.labelSelector;
    options.fieldSelector = m_options.fieldSelector;
    options.limit = m_pageLimit > 0 ? m_pageLimit : m_options.pageSize;
    options.continueToken = continueToken;
    m_pageToken = continueToken;
    m_listReply = m_client->list(m_type, m_options.ns, options);
    m_listReply->then(this, [this](KubeReply &reply) { onListPage(reply); });
}

void Informer::onListPage(KubeReply &reply)
{
    m_listReply = nullptr;
    if (!m_running)
        return;
    // An optional resource the cluster does not serve (404), or that this
    // user may not read (403), is an empty cache rather than a cluster that
    // never syncs: the rest of the console works without it.
    if (!reply.isOk() && m_options.optional && (reply.error().httpStatus == 404 || reply.error().httpStatus == 403)) {
        notServedYet(reply.error().httpStatus);
        return;
    }
    if (!reply.isOk()) {
        // A page lost on the way (a reset connection, a 5xx) is asked for
        // again from its continue token, keeping the pages already read:
        // behind a link that drops every few seconds, a list longer than
        // that would otherwise never end. 410 on a continue token: the
        // snapshot expired; the retry lists from the start.
        // The page is asked for smaller each time it is lost (down to a
        // tenth of pageSize: 50 objects), so that one fits between the
        // drops. Anything but a loss on the way (a refused token, 403, 422)
        // lists from the start, as before.
        const int status = reply.error().httpStatus;
        const bool lost = status == 0 || status == 429 || status >= 500;
        const bool fromStart = m_pageToken.isEmpty() || !lost;
        if (lost && m_options.pageSize > 0)
            m_pageLimit = std::max(std::max(1, m_options.pageSize / 10), (m_pageLimit > 0 ? m_pageLimit : m_options.pageSize) / 2);
        retryLater(fromStart ? &Informer::relistSoon : &Informer::retryPage, reply.error());
        return;
    }
    m_notServed = false;
    m_heard.start();
    nlohmann::json &page = reply.object();
    if (!page.is_object()) {
        retryLater(&Informer::relistSoon,
                   KubeError::make(KubeError::Kind::Protocol, QStringLiteral("the list of %1 is not a list").arg(m_type.plural)));
        return;
    }
    const auto items = page.find("items");
    if ((items != page.end() && !items->is_array() && !items->is_null())) {
        retryLater(&Informer::relistSoon,
                   KubeError::make(KubeError::Kind::Protocol, QStringLiteral("the list of %1 is not a list").arg(m_type.plural)));
        return;
    }
    m_page = {};
    if (items != page.end() && items->is_array())
        m_page.items = std::move(*items);
    m_page.next = fields::text(page, {"metadata", "continue"});
    m_page.resourceVersion = fields::text(page, {"metadata", "resourceVersion"});
    takePage();
}

// A page's objects are trimmed, indexed and kept (packed, for a packed
// informer) kItemsAPass a pass of the event loop: a page of a fleet's pods
// taken whole held the window 20 to 60 ms. The next page is asked for once
// this one is taken.
void Informer::takePage()
{
    const std::size_t end = std::min(m_page.items.size(), m_page.taken + kItemsAPass);
    for (; m_page.taken < end; ++m_page.taken) {
        nlohmann::json object = std::move(m_page.items[m_page.taken]);   // the page is not read again
        // List items come without kind and apiVersion; watch events carry them.
        if (!object.contains("kind"))
            object["kind"] = m_type.kind.toStdString();
        if (!object.contains("apiVersion"))
            object["apiVersion"] = m_type.apiVersion().toStdString();
        if (m_options.trim)
            m_options.trim(object);
        const QString key = keyOf(object);
        for (auto &[name, index] : m_indexes)
            index.listing.add(key, index.indexer(object));
        m_listingRetention.keep(key, object);
        m_listing.insert(key, kept(std::move(object)));
    }
    dropBeyondListingRetention();   // a fleet's Events are not all held even while listed
    if (m_page.taken < m_page.items.size()) {
        m_pageTake.start();
        return;
    }
    const Page taken = std::exchange(m_page, {});
    if (!taken.next.isEmpty()) {
        m_backoff.reset();   // the server answers: a later loss waits short again
        if (m_pageLimit > 0)   // and pages grow back
            m_pageLimit = m_pageLimit * 2 >= m_options.pageSize ? 0 : m_pageLimit * 2;
        list(taken.next);
        return;
    }
    replaceCache(std::exchange(m_listing, {}), taken.resourceVersion, true);
    m_backoff.reset();
    m_pageLimit = 0;   // the next list asks for whole pages again
    watch();
}

void Informer::addIndex(const QString &name, Indexer indexer)
{
    Index &index = m_indexes[name];
    index = Index{std::move(indexer), {}, {}};
    nlohmann::json scratch;
    for (auto it = m_cache.constBegin(); it != m_cache.constEnd(); ++it)
        index.cache.add(it.key(), index.indexer(readable(it.value(), scratch)));
    for (auto it = m_listing.constBegin(); it != m_listing.constEnd(); ++it)
        index.listing.add(it.key(), index.indexer(readable(it.value(), scratch)));
}

void Informer::clearListing()
{
    m_pageTake.stop();
    m_page = {};
    m_listing.clear();
    m_listingRetention.clear();
    for (auto &[name, index] : m_indexes)
        index.listing = {};
}

void Informer::dropBeyondListingRetention()
{
    for (const QString &key : m_listingRetention.overflow()) {
        const nlohmann::json object = m_listing.take(key);
        for (auto &[name, index] : m_indexes)
            index.listing.remove(key);
        nlohmann::json scratch;
        emit dropped(key, readable(object, scratch));
    }
}

QStringList Informer::dropBeyondRetention()
{
    const QStringList gone = m_retention.overflow();
    for (const QString &key : gone) {
        const nlohmann::json object = m_cache.take(key);
        indexObject(key, nullptr);
        nlohmann::json scratch;
        emit dropped(key, readable(object, scratch));
    }
    return gone;
}

QStringList Informer::keysWhere(const QString &index, const QString &value) const
{
    const auto found = m_indexes.find(index);
    if (found == m_indexes.end())
        return {};
    const QSet<QString> keys = found->second.cache.keysByValue.value(value);
    QStringList sorted(keys.begin(), keys.end());
    sorted.sort();   // the same answer every time, whatever the hash order
    return sorted;
}

QString Informer::indexValue(const QString &index, const QString &key) const
{
    const auto found = m_indexes.find(index);
    return found == m_indexes.end() ? QString() : found->second.cache.valueByKey.value(key);
}

fields::ObjectList Informer::objectsWhere(const QString &index, const QString &value) const
{
    fields::ObjectList out;
    const auto found = m_indexes.find(index);
    if (found == m_indexes.end())
        return out;
    const auto keys = found->second.cache.keysByValue.constFind(value);
    if (keys == found->second.cache.keysByValue.cend())
        return out;
    for (const QString &key : *keys) {
        const auto object = m_cache.constFind(key);
        if (object == m_cache.cend())
            continue;
        nlohmann::json scratch;
        if (&readable(*object, scratch) == &scratch)
            out.keep(std::move(scratch));
        else
            out.borrow(&*object);
    }
    return out;
}

// `object` null: the key left the cache.
void Informer::indexObject(const QString &key, const nlohmann::json *object)
{
    for (auto &[name, index] : m_indexes) {
        index.cache.remove(key);
        if (object)
            index.cache.add(key, index.indexer(*object));
    }
}

namespace {

bool carriesObject(const WatchEvent &event)
{
    return event.type == WatchEvent::Type::Added || event.type == WatchEvent::Type::Modified
        || event.type == WatchEvent::Type::Deleted;
}

} // namespace

void Informer::feed(const WatchEvent &given)
{
    WatchEvent event = given;
    if (m_options.trim && carriesObject(event))
        m_options.trim(event.object);
    if (event.type == WatchEvent::Type::Added || event.type == WatchEvent::Type::Modified)
        noteDeliveryLag(event.object);
    if (event.type == WatchEvent::Type::Added || event.type == WatchEvent::Type::Modified
        || event.type == WatchEvent::Type::Deleted)
        store(event);
}

// A change dates itself only where its write moved managedFields' time on:
// a graceful deletion's Modified (deletionTimestamp set) or a write that
// only removes fields leaves the old time, which would read as a lag of hours.
void Informer::noteDeliveryLag(const nlohmann::json &object)
{
    if (fields::find(object, {"metadata", "deletionTimestamp"}))
        return;
    const qint64 newestMs = newestWriteMs(object);
    if (newestMs <= 0)
        return;
    nlohmann::json scratch;
    if (const auto before = m_cache.constFind(keyOf(object));
        before != m_cache.constEnd() && newestWriteMs(readable(*before, scratch)) >= newestMs)
        return;
    m_deliveryLagMs = std::max<qint64>(0, QDateTime::currentMSecsSinceEpoch() - newestMs);
}

void Informer::feedList(const std::vector<nlohmann::json> &objects, const QString &resourceVersion)
{
    QHash<QString, nlohmann::json> fresh;
    for (nlohmann::json object : objects) {
        if (m_options.trim)
            m_options.trim(object);
        const QString key = keyOf(object);
        fresh.insert(key, kept(std::move(object)));
    }
    replaceCache(std::move(fresh), resourceVersion);
}

void Informer::replaceCache(QHash<QString, nlohmann::json> fresh, const QString &resourceVersion, bool indexed)
{
    QHash<QString, nlohmann::json> old = std::exchange(m_cache, std::move(fresh));
    m_resourceVersion = resourceVersion;
    nlohmann::json scratch, scratchBefore;
    for (auto &[name, index] : m_indexes) {
        index.cache = indexed ? std::exchange(index.listing, {}) : Values();
        if (!indexed)
            for (auto it = m_cache.constBegin(); it != m_cache.constEnd(); ++it)
                index.cache.add(it.key(), index.indexer(readable(it.value(), scratch)));
    }
    if (m_retention.isSet()) {
        // A list read page by page was kept within the limits as it came: its retention is the cache's.
        const qint64 dropped = std::max(m_retention.droppedUpToMs(), m_listingRetention.droppedUpToMs());
        if (indexed) {
            m_retention = std::exchange(m_listingRetention, Retention(m_options.retain));
        } else {
            m_retention.clear();
            for (auto it = m_cache.constBegin(); it != m_cache.constEnd(); ++it)
                m_retention.keep(it.key(), readable(it.value(), scratch));
            dropBeyondRetention();
        }
        m_retention.noteDropped(dropped);
    }
    const bool announce = !(m_options.quietFirstList && !std::exchange(m_listedOnce, true) && old.isEmpty());
    for (auto it = m_cache.constBegin(); announce && it != m_cache.constEnd(); ++it) {
        const auto previous = old.constFind(it.key());
        if (previous != old.constEnd() && *previous == it.value() && it.value().is_binary())
            continue;   // packed the same: unchanged, and not unpacked to be compared
        const nlohmann::json &object = readable(it.value(), scratch);
        if (previous == old.constEnd()) {
            emit added(it.key(), object);
            continue;
        }
        // The version says whether it changed; the whole object only without one.
        const nlohmann::json &before = readable(*previous, scratchBefore);
        const QString was = resourceVersionOf(before), now = resourceVersionOf(object);
        if (was != now || (now.isEmpty() && before != object))
            emit updated(it.key(), before, object);
    }
    // Objects deleted while we were not watching: the list no longer has
    // them. Not those as old as what the retention dropped: gone from here,
    // maybe not from the cluster.
    for (auto it = old.constBegin(); it != old.constEnd(); ++it) {
        if (m_cache.contains(it.key()))
            continue;
        const nlohmann::json &object = readable(it.value(), scratch);
        if (!(m_retention.isSet() && m_options.retain.timeOf(object) <= m_retention.droppedUpToMs()))
            emit deleted(it.key(), object);
    }
    m_synced = true;
    qCDebug(lcKube).noquote() << m_type.plural << "synced:" << m_cache.size() << "objects at" << m_resourceVersion;
    emit synced();
}

void Informer::watch()
{
    if (!m_running)
        return;
    ++m_watches;
    ListOptions options;
    options.labelSelector = m_options.labelSelector;
    options.fieldSelector = m_options.fieldSelector;
    options.resourceVersion = m_resourceVersion;
    options.timeoutSeconds = m_options.watchTimeoutSeconds > 0
        ? m_options.watchTimeoutSeconds
        : 300 + QRandomGenerator::global()->bounded(300);
    m_parser = {};
    m_watchGone = false;
    m_watchEvents = 0;
    m_watchOpened = false;
    m_watchClock.start();
    KubeReply *reply = m_client->watch(m_type, m_options.ns, options);
    m_watchReply = reply;
    connect(reply, &KubeReply::headersReceived, this, [this](int httpStatus) {
        // How long the watch stays open is counted from here, not from the
        // request: connecting and a server slow to refuse are not a watch.
        if (httpStatus >= 200 && httpStatus < 300) {
            m_watchOpened = true;
            m_watchClock.start();
            m_heard.start();
        }
        emit watching(m_resourceVersion);
    });
    connect(reply, &KubeReply::dataReceived, this, &Informer::onWatchData);
    reply->then(this, [this](KubeReply &finished) { onWatchFinished(finished); });
}

void Informer::onWatchData(const QByteArray &chunk)
{
    for (WatchEvent &event : m_parser.feed(chunk)) {
        apply(event);
        if (m_watchGone || !m_watchReply)
            return;
    }
}

void Informer::apply(WatchEvent &event)
{
    if (m_options.trim && carriesObject(event))
        m_options.trim(event.object);   // not an ERROR's Status: its code says 410
    // What the watch delivered: an ERROR line is no sign that it worked.
    if (event.type != WatchEvent::Type::Error && event.type != WatchEvent::Type::Unknown) {
        ++m_watchEvents;
        m_heard.start();
    }
    switch (event.type) {
    case WatchEvent::Type::Added:
    case WatchEvent::Type::Modified:
        noteDeliveryLag(event.object);
        [[fallthrough]];
    case WatchEvent::Type::Deleted:
        noteResourceVersion(event.object);
        store(event);
        break;
    case WatchEvent::Type::Bookmark:
        // Nothing changed, but resuming from here skips everything before it.
        noteResourceVersion(event.object);
        break;
    case WatchEvent::Type::Error: {
        const KubeError error = KubeError::fromStatus(event.object);
        qCInfo(lcKube).noquote() << "watch of" << m_type.plural << "ended with" << error.httpStatus << error.reason;
        endWatch();
        if (error.kind == KubeError::Kind::Gone) {
            m_watchGone = true;
            relistSoon();
        } else {
            retryLater(&Informer::watch, error);
        }
        break;
    }
    case WatchEvent::Type::Unknown:
        break;
    }
}

void Informer::onWatchFinished(KubeReply &reply)
{
    m_watchReply = nullptr;
    if (!m_running)
        return;
    for (WatchEvent &event : m_parser.finish()) {
        apply(event);
        if (m_watchGone || !m_running)
            return;
    }
    if (reply.error().kind == KubeError::Kind::Gone) {
        relistSoon();
        return;
    }
    if (reply.isOk()) {
        // The server's timeoutSeconds ran out: carry on from where we are.
        if (m_watchEvents > 0 || m_watchClock.elapsed() >= kShortWatchMs) {
            m_backoff.reset();
            watch();
        } else {
            retryLater(&Informer::watch, {});
        }
        return;
    }
    // Dropped: resume from the last resourceVersion once the server is back.
    // A watch that was working (events came, or it stayed open a while)
    // starts the waits short again: behind a flapping proxy or load balancer
    // the server is back at once, and waits that only grow would leave the
    // cache minutes behind. A watch refused or slow to open (429, 503) keeps
    // backing off.
    if (m_watchEvents > 0 || (m_watchOpened && m_watchClock.elapsed() >= kShortWatchMs))
        m_backoff.reset();
    retryLater(&Informer::watch, reply.error());
}

void Informer::endWatch()
{
    if (!m_watchReply)
        return;
    KubeReply *reply = m_watchReply;
    m_watchReply = nullptr;
    reply->disconnect(this);
    reply->abort();
}

void Informer::retryLater(void (Informer::*step)(), const KubeError &error)
{
    if (!m_running)
        return;
    const int delay = m_backoff.next();
    if (error.isError()) {
        qCInfo(lcKube).noquote() << m_type.plural << error.summary << "- retrying in" << delay << "ms";
        emit failed(error);
    }
    m_retry.disconnect();
    connect(&m_retry, &QTimer::timeout, this, step);
    m_retry.start(delay);
}

void Informer::notServedYet(int httpStatus)
{
    if (!m_notServed)
        qCInfo(lcKube).noquote() << m_type.plural
                                 << (httpStatus == 403 ? "may not be read by this user (403)" : "is not served by this cluster (404)")
                                 << "- taken as none; asking again every" << m_options.notServedRetryMs << "ms";
    m_notServed = true;
    clearListing();
    replaceCache({}, {});
    m_retry.disconnect();
    connect(&m_retry, &QTimer::timeout, this, [this] { list(); });
    m_retry.start(m_options.notServedRetryMs);
}

void Informer::retryPage()
{
    list(m_pageToken);
}

void Informer::relistSoon()
{
    // A 410 is not a failure of the server: list again at once, as client-go does.
    if (!m_running)
        return;
    m_retry.disconnect();
    connect(&m_retry, &QTimer::timeout, this, [this] { list(); });
    m_retry.start(0);
}

void Informer::noteResourceVersion(const nlohmann::json &object)
{
    const QString version = resourceVersionOf(object);
    if (!version.isEmpty())
        m_resourceVersion = version;
}

void Informer::store(const WatchEvent &event)
{
    const QString key = keyOf(event.object);
    if (event.type == WatchEvent::Type::Deleted) {
        if (m_cache.remove(key)) {
            indexObject(key, nullptr);
            m_retention.forget(key);
            emit deleted(key, event.object);
        }
        return;
    }
    const auto previous = m_cache.constFind(key);
    if (previous == m_cache.constEnd()) {
        m_cache.insert(key, kept(event.object));
        indexObject(key, &event.object);
        m_retention.keep(key, event.object);
        dropBeyondRetention();   // perhaps this one: announced all the same, it arrived
        emit added(key, event.object);
        return;
    }
    const auto current = m_cache.find(key);
    const nlohmann::json old = std::exchange(*current, kept(event.object));
    indexObject(key, &event.object);
    m_retention.keep(key, event.object);
    dropBeyondRetention();
    nlohmann::json scratch;
    emit updated(key, readable(old, scratch), event.object);
}

} // namespace ascendops::kube
