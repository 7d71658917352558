#pragma once
// A cache of one resource kept current the way client-go's reflector does:
// list (in pages), then watch from the list's resourceVersion with bookmarks;
// a dropped watch resumes from the last resourceVersion seen (objects and
// bookmarks); 410 Gone, as an HTTP answer or an ERROR event, means list again;
// failures wait with exponential backoff and jitter. After each list the cache
// is replaced and the differences are signalled, deletes included, so
// subscribers can work level-triggered from the cache.
#include "core/backoff.h"
#include "kubeerror.h"
#include "retention.h"
#include "resourcetype.h"
#include "watchevent.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>
#include <QTimer>

#include "model/objectlist.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace ascendops::kube {

class ApiClient;
class KubeReply;

struct InformerOptions
{
    QString ns;                     // "" = all namespaces (or a cluster-scoped resource)
    QString labelSelector;
    QString fieldSelector;
    int pageSize = 500;             // list in pages of this many objects; 0 = one list
    int watchTimeoutSeconds = 0;    // 0 = random 5-10 min like client-go
    int initialBackoffMs = 800;
    int maxBackoffMs = 30000;
    // A resource the cluster may not serve (a CRD not installed, such as
    // the Ascend Operator's AscendJob) or the user may not read: a 404 or
    // 403 on the list is an empty, synced cache, not a failure, and the list
    // is tried again every notServedRetryMs in case that changes.
    bool optional = false;
    int notServedRetryMs = 60000;
    // What of each object is kept: applied to every object as it arrives
    // (list items, watch events, fed ones) before anything reads or keeps
    // it, so that a cache of 50,000 pods holds only the fields the console
    // reads. None: objects are kept whole.
    std::function<void(nlohmann::json &)> trim;
    // Each object kept as MessagePack, unpacked when read: a fleet's 50,000
    // trimmed pods held as JSON trees were 237 MB of small allocations, as
    // MessagePack 37 MB. Reading one costs some microseconds: for a cache
    // read by index and object by object, never whole at every change.
    // cache() then holds the packed bytes: read with object(), keys() and
    // objectsWhere().
    bool packed = false;
    // The first list announces nothing object by object: synced() says the
    // cache is there to read whole. For readers that read it then anyway (a
    // fleet's 50,000 pods announced one by one held the window 0.4 s).
    // Later lists (a relist) announce what changed, as always.
    bool quietFirstList = false;
    // How much is kept when the cluster holds more than the console should
    // (a fleet's Events): the newest by the objects' own time, at most so
    // many, none older than so much before the newest. An object that
    // arrives is announced even when it is dropped at once (a detector reads
    // what arrives); one dropped is not announced as deleted: it was not.
    // Unset: all are kept.
    RetentionLimits retain;
};

class Informer : public QObject
{
    Q_OBJECT
public:
    Informer(ApiClient *client, ResourceType type, InformerOptions options = {}, QObject *parent = nullptr);
    ~Informer() override;

    void start();
    void stop();
    // Drop the current watch and watch again from `resourceVersion`, as after
    // a dropped stream (a version the server no longer has leads to a relist).
    void resumeFrom(const QString &resourceVersion);
    bool isRunning() const { return m_running; }
    bool hasSynced() const { return m_synced; }
    // An optional resource the server answered 404 or 403 for on the last list.
    bool notServed() const { return m_notServed; }

    const ResourceType &resourceType() const { return m_type; }
    // "namespace/name", or "name" for cluster-scoped objects.
    static QString keyOf(const nlohmann::json &object);
    // The objects as kept: packed ones (InformerOptions::packed) as MessagePack.
    const QHash<QString, nlohmann::json> &cache() const { return m_cache; }
    QStringList keys() const { return m_cache.keys(); }
    std::optional<nlohmann::json> object(const QString &key) const;
    int size() const { return int(m_cache.size()); }
    // What InformerOptions::retain keeps: the oldest and newest kept, and
    // how many were dropped.
    const Retention &retention() const { return m_retention; }
    QString lastResourceVersion() const { return m_resourceVersion; }

    // An index of the cache by one value of each object ("" for none), kept
    // current with every change, as client-go's indexers are: a lookup such
    // as "the pods on this node" is a hash lookup instead of a scan.
    using Indexer = std::function<QString(const nlohmann::json &)>;
    void addIndex(const QString &name, Indexer indexer);
    // The keys of the cached objects whose `index` value is `value`.
    QStringList keysWhere(const QString &index, const QString &value) const;
    // The `index` value of the cached object `key` ("" for none), read
    // without the object.
    QString indexValue(const QString &index, const QString &key) const;
    // Those objects, in no order: no key copied or sorted (borrowed from the
    // cache, or unpacked copies where it keeps them packed).
    fields::ObjectList objectsWhere(const QString &index, const QString &value) const;
    // Objects of the list under way held so far (InformerOptions::retain
    // bounds them as they come).
    int listedSoFar() const { return int(m_listing.size()); }

    // Changes from somewhere other than this informer's own list and watch
    // (a test, a recorded session): the cache and the signals follow as if
    // the watch had delivered them. An informer without a client changes
    // only this way. feedList() replaces the cache as a list does and syncs.
    void feed(const WatchEvent &event);
    void feedList(const std::vector<nlohmann::json> &objects, const QString &resourceVersion = {});

    // Milliseconds since the informer last heard from the API server: a list
    // page, a watch opening, a watch event or bookmark (it asks for
    // bookmarks, which servers send about once a minute); -1 before the
    // first. A watch that stalled without ending grows it.
    qint64 msSinceHeard() const { return m_heard.isValid() ? m_heard.elapsed() : -1; }
    // How late the last change reached this cache: when it arrived less when
    // the API server wrote it (the newest managedFields[].time of the object,
    // to the second, by the server's clock against this one's); -1 before a
    // change that says its time. Never below 0 (a server clock ahead).
    qint64 deliveryLagMs() const { return m_deliveryLagMs; }

    // Counters for tests and the status bar.
    int listCount() const { return m_lists; }
    int watchCount() const { return m_watches; }

signals:
    void added(const QString &key, const nlohmann::json &object);
    void updated(const QString &key, const nlohmann::json &oldObject, const nlohmann::json &newObject);
    void deleted(const QString &key, const nlohmann::json &lastKnown);
    // An object InformerOptions::retain let go, still in the cluster (not a
    // delete): gone from the cache, or not taken from the list being read
    // (the cache may hold its earlier version until that list ends). One
    // dropped as it came is announced as added after this.
    void dropped(const QString &key, const nlohmann::json &object);
    // After each complete list: the cache equals the server's state at that list.
    void synced();
    // Each watch stream the server accepted.
    void watching(const QString &resourceVersion);
    // A list or watch failed; the informer retries by itself.
    void failed(const ascendops::kube::KubeError &error);

private:
    void list(const QString &continueToken = {});
    void onListPage(KubeReply &reply);
    // `indexed`: the indexes' listing values are those of `fresh`.
    void replaceCache(QHash<QString, nlohmann::json> fresh, const QString &resourceVersion, bool indexed = false);
    void watch();
    void onWatchData(const QByteArray &chunk);
    void onWatchFinished(KubeReply &reply);
    void apply(WatchEvent &event);
    void endWatch();
    void retryLater(void (Informer::*step)(), const KubeError &error);
    void relistSoon();
    void retryPage();
    void notServedYet(int httpStatus);
    void noteResourceVersion(const nlohmann::json &object);
    void noteDeliveryLag(const nlohmann::json &object);
    // The cache's only writers; they keep the indexes current.
    void store(const WatchEvent &event);
    void indexObject(const QString &key, const nlohmann::json *object);
    // OBJECT as the cache keeps it (packed or not).
    nlohmann::json kept(nlohmann::json object) const;

    struct Values
    {
        QHash<QString, QSet<QString>> keysByValue;
        QHash<QString, QString> valueByKey;

        void add(const QString &key, const QString &value)
        {
            if (const auto was = valueByKey.constFind(key); was != valueByKey.cend())
                keysByValue[*was].remove(key);   // listed twice: the later one counts
            valueByKey.insert(key, value);
            keysByValue[value].insert(key);
        }
        void remove(const QString &key)
        {
            const auto before = valueByKey.constFind(key);
            if (before == valueByKey.constEnd())
                return;
            auto keys = keysByValue.find(*before);
            if (keys != keysByValue.end() && keys->remove(key) && keys->isEmpty())
                keysByValue.erase(keys);
            valueByKey.erase(before);
        }
    };
    struct Index
    {
        Indexer indexer;
        Values cache;
        // The list under way, indexed page by page: 50,000 pods indexed at
        // once when the list ends held the window a fifth of a second.
        Values listing;
    };
    void clearListing();
    void takePage();
    // Drops what InformerOptions::retain does not keep, from the cache or
    // from the list under way.
    QStringList dropBeyondRetention();
    void dropBeyondListingRetention();

    ApiClient *m_client;
    ResourceType m_type;
    InformerOptions m_options;
    Backoff m_backoff;
    QTimer m_retry;
    bool m_notServed = false;
    qint64 m_deliveryLagMs = -1;
    QPointer<KubeReply> m_listReply;
    QPointer<KubeReply> m_watchReply;
    WatchEventParser m_parser;
    QElapsedTimer m_watchClock;
    QElapsedTimer m_heard;
    QHash<QString, nlohmann::json> m_cache;
    QHash<QString, nlohmann::json> m_listing;    // pages of the list under way
    QString m_pageToken;                          // the continue token of the page asked for last
    // The page answered last, while its objects are taken into m_listing.
    struct Page
    {
        nlohmann::json items = nlohmann::json::array();
        std::size_t taken = 0;
        QString next;              // its continue token: "" for the last page
        QString resourceVersion;
    };
    static constexpr std::size_t kItemsAPass = 100;
    Page m_page;
    QTimer m_pageTake;                            // the page's next part, in the next pass
    int m_pageLimit = 0;                          // smaller than pageSize after pages were lost; 0: pageSize
    std::map<QString, Index> m_indexes;
    Retention m_retention;            // of the cache
    Retention m_listingRetention;     // of the list under way
    bool m_listedOnce = false;
    QString m_resourceVersion;
    bool m_running = false;
    bool m_synced = false;
    bool m_watchGone = false;
    int m_watchEvents = 0;
    bool m_watchOpened = false;     // the server answered the watch with 2xx
    int m_lists = 0;
    int m_watches = 0;
};

} // namespace ascendops::kube
