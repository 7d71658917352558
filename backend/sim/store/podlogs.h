#pragma once
// What the embedded cluster's containers print, as the kubelet keeps it for
// GET .../pods/NAME/log: per pod, the lines with the time each was written,
// bounded (the oldest go first, as the kubelet rotates its files), and gone
// with the pod. Each line has a sequence number so that a follower reads
// exactly what came after what it has.
//
// Thread-safe: one mutex guards everything. Listeners run under it and must
// only queue the key (never call back into the logs).
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace ascendops::sim {

struct LogLine
{
    std::uint64_t sequence = 0;
    std::int64_t atMs = 0;      // when it was written, ms since the epoch
    std::string text;           // without the newline
};

struct LogRead
{
    bool found = false;                 // the pod has a log (it ran, and was not deleted)
    std::vector<LogLine> lines;
    std::uint64_t nextSequence = 0;     // read after this next time
    std::uint64_t incarnation = 0;      // a pod deleted and made again under its name has a new log
};

class PodLogs
{
public:
    using Listener = std::function<void(const std::string &podKey)>;   // "ns/pod": lines came, or the log ended
    static constexpr std::size_t kMaxLinesPerPod = 5000;

    void append(const std::string &ns, const std::string &pod, std::int64_t atMs, std::string text);
    // The pod is gone: its log with it (a follower ends).
    void remove(const std::string &ns, const std::string &pod);
    // The lines from sequence FROM on, written at or after SINCEMS.
    LogRead read(const std::string &ns, const std::string &pod, std::uint64_t from = 0, std::int64_t sinceMs = 0) const;
    bool has(const std::string &ns, const std::string &pod) const;

    int addListener(Listener listener);
    void removeListener(int id);

private:
    struct Log
    {
        std::deque<LogLine> lines;
        std::uint64_t nextSequence = 0;
        std::uint64_t incarnation = 0;
    };
    void notifyLocked(const std::string &key) const;

    mutable std::mutex m_mutex;
    std::map<std::string, Log> m_logs;
    std::map<int, Listener> m_listeners;
    int m_nextListener = 1;
    std::uint64_t m_incarnations = 0;
};

} // namespace ascendops::sim
