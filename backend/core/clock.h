#pragma once
// Time as a seam: the pipeline, its detector, its actor and its breaker ask a
// Clock what time it is and to call them back later, so that a test steps
// the time instead of waiting for it (a hang is two minutes without a step,
// a verification fifteen minutes; a test takes milliseconds).

#include <QPointer>
#include <QtGlobal>

#include <functional>
#include <map>
#include <utility>

class QObject;

namespace ascendops {

class Clock
{
public:
    virtual ~Clock() = default;
    // Milliseconds since the epoch, UTC.
    virtual qint64 nowMs() const = 0;
    // Calls `fn` once, `delayMs` from now, from the event loop of `context`'s
    // thread, unless `context` is gone by then. A delay of 0 or less runs on
    // the event loop's next turn, never inside the caller. Scheduling changes
    // no time, so a read-only clock schedules too.
    virtual void callAfter(qint64 delayMs, QObject *context, std::function<void()> fn) const = 0;
    // The system's clock; its callbacks are Qt timers.
    static const Clock &system();
};

// A clock that moves only when told to. What came due as it moves runs then,
// in the order it was due, each seeing the time it was due at: the way
// k8s.io/utils' fake clock fires its timers when stepped.
class ManualClock : public Clock
{
public:
    explicit ManualClock(qint64 startMs = 1'700'000'000'000) : m_nowMs(startMs) {}
    qint64 nowMs() const override { return m_nowMs; }
    void callAfter(qint64 delayMs, QObject *context, std::function<void()> fn) const override;
    // Moves to `ms` (never back), running every callback due by then.
    void set(qint64 ms);
    void advance(qint64 ms) { set(m_nowMs + ms); }
    // Callbacks waiting for a later time (a test's check that nothing waits).
    std::size_t pending() const { return m_timers.size(); }
    // When the next one is due; 0 for none.
    qint64 nextDueMs() const { return m_timers.empty() ? 0 : m_timers.begin()->first.first; }

private:
    struct Timer
    {
        QPointer<QObject> context;
        std::function<void()> fn;
    };
    qint64 m_nowMs;
    // By (due time, order of asking): equal times run first asked, first run.
    mutable std::map<std::pair<qint64, quint64>, Timer> m_timers;
    mutable quint64 m_asked = 0;
};

} // namespace ascendops
