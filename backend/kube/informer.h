#pragma once
// A cache of one resource kept current the way client-go's reflector does:
// list (in pages), then watch from the list's resourceVersion with bookmarks;
// a dropped watch resumes from the last resourceVersion seen (objects and
// bookmarks); 410 Gone, as an HTTP answer or an ERROR event, means list again;
// failures wait with exponential backoff and jitter. After each list the cache
// is replaced and the differences are signalled, deletes included, so
// subscribers can work level-triggered from the cache.
#include "backoff.h"
#include "kubeerror.h"
#include "resourcetype.h"
#include "watchevent.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <nlohmann/json.hpp>

#include <optional>

namespace ascendops::kube {

class KubeClient;
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
};

class Informer : public QObject
{
    Q_OBJECT
public:
    Informer(KubeClient *client, ResourceType type, InformerOptions options = {}, QObject *parent = nullptr);
    ~Informer() override;

    void start();
    void stop();
    // Drop the current watch and watch again from `resourceVersion`, as after
    // a dropped stream (a version the server no longer has leads to a relist).
    void resumeFrom(const QString &resourceVersion);
    bool isRunning() const { return m_running; }
    bool hasSynced() const { return m_synced; }

    const ResourceType &resourceType() const { return m_type; }
    // "namespace/name", or "name" for cluster-scoped objects.
    static QString keyOf(const nlohmann::json &object);
    const QHash<QString, nlohmann::json> &cache() const { return m_cache; }
    std::optional<nlohmann::json> object(const QString &key) const;
    int size() const { return int(m_cache.size()); }
    QString lastResourceVersion() const { return m_resourceVersion; }

    // Counters for tests and the status bar.
    int listCount() const { return m_lists; }
    int watchCount() const { return m_watches; }

signals:
    void added(const QString &key, const nlohmann::json &object);
    void updated(const QString &key, const nlohmann::json &oldObject, const nlohmann::json &newObject);
    void deleted(const QString &key, const nlohmann::json &lastKnown);
    // After each complete list: the cache equals the server's state at that list.
    void synced();
    // Each watch stream the server accepted.
    void watching(const QString &resourceVersion);
    // A list or watch failed; the informer retries by itself.
    void failed(const ascendops::kube::KubeError &error);

private:
    void list(const QString &continueToken = {});
    void onListPage(KubeReply &reply);
    void replaceCache(QHash<QString, nlohmann::json> fresh, const QString &resourceVersion);
    void watch();
    void onWatchData(const QByteArray &chunk);
    void onWatchFinished(KubeReply &reply);
    void apply(const WatchEvent &event);
    void endWatch();
    void retryLater(void (Informer::*step)(), const KubeError &error);
    void relistSoon();
    void noteResourceVersion(const nlohmann::json &object);

    KubeClient *m_client;
    ResourceType m_type;
    InformerOptions m_options;
    Backoff m_backoff;
    QTimer m_retry;
    QPointer<KubeReply> m_listReply;
    QPointer<KubeReply> m_watchReply;
    WatchEventParser m_parser;
    QElapsedTimer m_watchClock;
    QHash<QString, nlohmann::json> m_cache;
    QHash<QString, nlohmann::json> m_listing;    // pages of the list under way
    QString m_resourceVersion;
    bool m_running = false;
    bool m_synced = false;
    bool m_watchGone = false;
    int m_watchEvents = 0;
    int m_lists = 0;
    int m_watches = 0;
};

} // namespace ascendops::kube
