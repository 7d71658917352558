#include "sim/store/podlogs.h"

namespace ascendops::sim {

void PodLogs::append(const std::string &ns, const std::string &pod, std::int64_t atMs, std::string text)
{
    const std::string key = ns + '/' + pod;
    std::lock_guard lock(m_mutex);
    auto [it, made] = m_logs.try_emplace(key);
    Log &log = it->second;
    if (made)
        log.incarnation = ++m_incarnations;
    log.lines.push_back({log.nextSequence++, atMs, std::move(text)});
    while (log.lines.size() > kMaxLinesPerPod)
        log.lines.pop_front();
    notifyLocked(key);
}

void PodLogs::remove(const std::string &ns, const std::string &pod)
{
    const std::string key = ns + '/' + pod;
    std::lock_guard lock(m_mutex);
    m_logs.erase(key);
    notifyLocked(key);   // a follower waiting for the first line learns too
}

LogRead PodLogs::read(const std::string &ns, const std::string &pod, std::uint64_t from, std::int64_t sinceMs) const
{
    std::lock_guard lock(m_mutex);
    const auto it = m_logs.find(ns + '/' + pod);
    if (it == m_logs.end())
        return {};
    LogRead read{true, {}, it->second.nextSequence, it->second.incarnation};
    for (const LogLine &line : it->second.lines)
        if (line.sequence >= from && line.atMs >= sinceMs)
            read.lines.push_back(line);
    return read;
}

bool PodLogs::has(const std::string &ns, const std::string &pod) const
{
    std::lock_guard lock(m_mutex);
    return m_logs.count(ns + '/' + pod) > 0;
}

int PodLogs::addListener(Listener listener)
{
    std::lock_guard lock(m_mutex);
    const int id = m_nextListener++;
    m_listeners.emplace(id, std::move(listener));
    return id;
}

void PodLogs::removeListener(int id)
{
    std::lock_guard lock(m_mutex);
    m_listeners.erase(id);
}

void PodLogs::notifyLocked(const std::string &key) const
{
    for (const auto &[id, listener] : m_listeners)
        listener(key);
}

} // namespace ascendops::sim
