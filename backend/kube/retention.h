#pragma once
// How much of a resource a cache keeps when the cluster holds more than the
// console should: Events, which a busy fleet writes by the tens of
// thousands. The newest are kept, by the object's own time: at most `most`
// of them, none older than `maxAgeMs` before the newest one kept. The age
// is counted on the cluster's clock (the objects' times), never this
// machine's, so a drifting clock neither empties nor overfills the cache.
#include <QHash>
#include <QString>
#include <QStringList>

#include <nlohmann/json_fwd.hpp>

#include <algorithm>
#include <functional>
#include <set>
#include <utility>

namespace ascendops::kube {

struct RetentionLimits
{
    int most = 0;           // 0: no limit of count
    qint64 maxAgeMs = 0;    // 0: no limit of age
    // The object's time in ms since the epoch; 0 when it gives none (such an
    // object is the first to go, under either limit).
    std::function<qint64(const nlohmann::json &)> timeOf;

    bool isSet() const { return (most > 0 || maxAgeMs > 0) && timeOf; }
};

class Retention
{
public:
    explicit Retention(RetentionLimits limits = {}) : m_limits(std::move(limits)) {}

    bool isSet() const { return m_limits.isSet(); }
    // An object kept or changed, or one that left the cache.
    void keep(const QString &key, const nlohmann::json &object);
    void forget(const QString &key);
    // Forgets what is kept; what was dropped is still said.
    void clear();
    // The keys beyond the limits, oldest first; they are forgotten here and
    // the cache drops them.
    QStringList overflow();
    // The time of the oldest kept and the newest; 0 when none is kept.
    qint64 oldestMs() const { return m_byTime.empty() ? 0 : m_byTime.begin()->first; }
    qint64 newestMs() const { return m_byTime.empty() ? 0 : m_byTime.rbegin()->first; }
    // The time of the newest object dropped (0: none was): what the cluster
    // said up to then may be missing here.
    qint64 droppedUpToMs() const { return m_droppedUpToMs; }
    void noteDropped(qint64 upToMs) { m_droppedUpToMs = std::max(m_droppedUpToMs, upToMs); }

private:
    RetentionLimits m_limits;
    std::set<std::pair<qint64, QString>> m_byTime;
    QHash<QString, qint64> m_timeByKey;
    qint64 m_droppedUpToMs = 0;
};

} // namespace ascendops::kube
