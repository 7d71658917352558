#include "retention.h"

#include <nlohmann/json.hpp>

namespace ascendops::kube {

void Retention::keep(const QString &key, const nlohmann::json &object)
{
    if (!isSet())
        return;
    forget(key);
    const qint64 time = m_limits.timeOf(object);
    m_byTime.emplace(time, key);
    m_timeByKey.insert(key, time);
}

void Retention::forget(const QString &key)
{
    const auto found = m_timeByKey.constFind(key);
    if (found == m_timeByKey.cend())
        return;
    m_byTime.erase({*found, key});
    m_timeByKey.erase(found);
}

void Retention::clear()
{
    m_byTime.clear();
    m_timeByKey.clear();
}

QStringList Retention::overflow()
{
    QStringList out;
    const auto overCount = [this] { return m_limits.most > 0 && qsizetype(m_byTime.size()) > m_limits.most; };
    const auto tooOld = [this] {
        return m_limits.maxAgeMs > 0 && !m_byTime.empty() && m_byTime.begin()->first < newestMs() - m_limits.maxAgeMs;
    };
    while (overCount() || tooOld()) {
        const auto oldest = m_byTime.begin();
        out << oldest->second;
        noteDropped(oldest->first);
        m_timeByKey.remove(oldest->second);
        m_byTime.erase(oldest);
    }
    return out;
}

} // namespace ascendops::kube
