#pragma once
// The wall clock, as a seam: the pipeline, its detector and its breaker ask
// a Clock for the time, so that a test can set the time instead of waiting
// for it (a hang is two minutes without a step; a test takes milliseconds).

#include <QtGlobal>

namespace ascendops {

class Clock
{
public:
    virtual ~Clock() = default;
    // Milliseconds since the epoch, UTC.
    virtual qint64 nowMs() const = 0;
    // The system's clock.
    static const Clock &system();
};

// A clock that moves only when told to.
class ManualClock : public Clock
{
public:
    explicit ManualClock(qint64 startMs = 1'700'000'000'000) : m_nowMs(startMs) {}
    qint64 nowMs() const override { return m_nowMs; }
    void set(qint64 ms) { m_nowMs = ms; }
    void advance(qint64 ms) { m_nowMs += ms; }

private:
    qint64 m_nowMs;
};

} // namespace ascendops
