#pragma once
// The pipeline's one work queue, as client-go's delaying queue: keys (here
// incident ids) to reconcile, each at most once however often it is added,
// each when it is due. Every input of the pipeline only adds a key; the
// queue calls `reconcile` for each key added, on a turn of the event loop of
// its own (a burst of pod events costs one look per incident, not one per
// event), and for each key whose wait is over, when the clock says so; and
// `reconcile` says when to look at the key again.
#include "core/clock.h"

#include <QObject>
#include <QString>

#include <functional>
#include <map>
#include <optional>
#include <set>

namespace ascendops::pipeline {

class WorkQueue : public QObject
{
    Q_OBJECT

public:
    // Returns how long until the key wants another look; nullopt for none.
    using Reconcile = std::function<std::optional<qint64>(const QString &key)>;

    WorkQueue(const Clock &clock, Reconcile reconcile, QObject *parent = nullptr);

    // Look at the key on the next turn of the event loop. A later look asked
    // for before is dropped: the reconcile says again when it wants one.
    void add(const QString &key);
    // Look at the key `delayMs` from now; a look asked for earlier stands.
    void addAfter(const QString &key, qint64 delayMs);
    // When the key is due next (ms since the epoch): now for a key waiting
    // for the next turn; nullopt for a key not queued.
    std::optional<qint64> dueMs(const QString &key) const;

private:
    void drain();
    void look(const QString &key);

    const Clock &m_clock;
    Reconcile m_reconcile;
    std::set<QString> m_ready;              // due now, in key order
    std::map<QString, qint64> m_later;      // key -> when it is due
    bool m_drainAsked = false;
};

} // namespace ascendops::pipeline
