#include "core/clock.h"

#include <QDateTime>
#include <QMetaObject>
#include <QObject>
#include <QTimer>

#include <limits>

namespace ascendops {
namespace {

class SystemClock : public Clock
{
public:
    qint64 nowMs() const override { return QDateTime::currentMSecsSinceEpoch(); }
    void callAfter(qint64 delayMs, QObject *context, std::function<void()> fn) const override
    {
        // QTimer takes an int: a wait of more than 24 days is cut to that,
        // and the caller, which looks at the time when called, waits again.
        const qint64 capped = std::clamp<qint64>(delayMs, 0, std::numeric_limits<int>::max());
        QTimer::singleShot(std::chrono::milliseconds(capped), context, std::move(fn));
    }
};

} // namespace

const Clock &Clock::system()
{
    static const SystemClock clock;
    return clock;
}

void ManualClock::callAfter(qint64 delayMs, QObject *context, std::function<void()> fn) const
{
    if (delayMs <= 0) {
        // Due now: the next turn of the event loop, as a Qt timer of 0 would.
        QMetaObject::invokeMethod(context, std::move(fn), Qt::QueuedConnection);
        return;
    }
    m_timers.emplace(std::pair{m_nowMs + delayMs, m_asked++}, Timer{context, std::move(fn)});
}

void ManualClock::set(qint64 ms)
{
    // One at a time: a callback may ask for another that is due before `ms`.
    while (!m_timers.empty() && m_timers.begin()->first.first <= ms) {
        auto node = m_timers.extract(m_timers.begin());
        m_nowMs = std::max(m_nowMs, node.key().first);
        if (node.mapped().context)
            node.mapped().fn();
    }
    m_nowMs = std::max(m_nowMs, ms);
}

} // namespace ascendops
