#include "workqueue.h"

namespace ascendops::pipeline {

WorkQueue::WorkQueue(const Clock &clock, Reconcile reconcile, QObject *parent)
    : QObject(parent)
    , m_clock(clock)
    , m_reconcile(std::move(reconcile))
{
}

void WorkQueue::add(const QString &key)
{
    m_later.erase(key);
    m_ready.insert(key);
    if (m_drainAsked)
        return;
    m_drainAsked = true;
    m_clock.callAfter(0, this, [this] { drain(); });
}

void WorkQueue::addAfter(const QString &key, qint64 delayMs)
{
    if (delayMs <= 0)
        return add(key);
    if (m_ready.count(key))
        return;
    const qint64 due = m_clock.nowMs() + delayMs;
    if (const auto it = m_later.find(key); it != m_later.end() && it->second <= due)
        return;
    m_later[key] = due;
    // Each wait asked for is a timer; the one that is no longer the key's
    // due time finds so and does nothing. The one that is looks at the key
    // at once: the timer runs on the event loop already, and the reconcile
    // sees the time it was due at (a manual clock stepped far runs it then).
    m_clock.callAfter(delayMs, this, [this, key, due] {
        const auto it = m_later.find(key);
        if (it == m_later.end() || it->second != due)
            return;
        m_later.erase(it);
        m_ready.erase(key);
        look(key);
    });
}

std::optional<qint64> WorkQueue::dueMs(const QString &key) const
{
    if (m_ready.count(key))
        return m_clock.nowMs();
    const auto it = m_later.find(key);
    return it == m_later.end() ? std::nullopt : std::optional<qint64>(it->second);
}

void WorkQueue::drain()
{
    m_drainAsked = false;
    // Keys added while these are reconciled wait for the next turn.
    const std::set<QString> keys = std::exchange(m_ready, {});
    for (const QString &key : keys)
        look(key);
}

void WorkQueue::look(const QString &key)
{
    if (const std::optional<qint64> again = m_reconcile(key))
        addAfter(key, *again);
}

} // namespace ascendops::pipeline
