#pragma once
// Modeled time in the embedded cluster. Durations are modeled in seconds of
// cluster time (a pod takes 20 s to start, a step takes 1 s); `--speed X`
// compresses them so a demo or a test sees a recovery in moments.
#include <algorithm>
#include <cmath>

namespace ascendops::sim {

class SimClock
{
public:
    explicit SimClock(double speed = 1.0) : m_speed(speed > 0 ? speed : 1.0) {}

    double speed() const { return m_speed; }
    // Real milliseconds for that many modeled seconds; at least 1 so that a
    // timer always yields to the event loop first.
    int toMs(double seconds) const
    {
        return std::max(1, int(std::lround(seconds * 1000.0 / m_speed)));
    }

private:
    double m_speed;
};

} // namespace ascendops::sim
