#pragma once
// Modeled time in the embedded cluster. Durations are modeled in seconds of
// cluster time (a pod takes 20 s to start, a step takes 1 s); `--speed X`
// compresses them so a demo or a test sees a recovery in moments. The time
// itself and the callbacks come from a Clock: the system's in `sim serve`,
// a test's manual one when the cluster runs in memory beside a pipeline on
// the same clock, so that a whole recovery passes as the test steps it.
#include "core/clock.h"

#include <QObject>

#include <algorithm>
#include <cmath>
#include <functional>

namespace ascendops::sim {

class SimClock
{
public:
    explicit SimClock(double speed = 1.0, const Clock &clock = Clock::system())
        : m_speed(speed > 0 ? speed : 1.0)
        , m_clock(&clock)
    {
    }

    double speed() const { return m_speed; }
    // Real milliseconds for that many modeled seconds; at least 1 so that a
    // callback always yields to the event loop first.
    int toMs(double seconds) const
    {
        return std::max(1, int(std::lround(seconds * 1000.0 / m_speed)));
    }
    qint64 nowMs() const { return m_clock->nowMs(); }
    // `fn` after `ms` of the clock's time, unless `context` is gone.
    void callAfterMs(qint64 ms, QObject *context, std::function<void()> fn) const
    {
        m_clock->callAfter(ms, context, std::move(fn));
    }
    // `fn` after that many modeled seconds.
    void callAfter(double seconds, QObject *context, std::function<void()> fn) const
    {
        callAfterMs(toMs(seconds), context, std::move(fn));
    }

private:
    double m_speed;
    const Clock *m_clock;
};

} // namespace ascendops::sim
