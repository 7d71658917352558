#pragma once
// Exponential backoff with jitter, as client-go's reflector uses it: the
// delay doubles per failure up to a cap, and each wait is stretched by a
// random factor in [1, 2) so that many clients that lost the same server do
// not come back in step.
#include <QtGlobal>

namespace ascendops {

class Backoff
{
public:
    Backoff(int initialMs = 800, int maxMs = 30000) : m_initialMs(initialMs), m_maxMs(maxMs) {}

    // The wait before the next attempt; each call doubles the base.
    int next();
    void reset() { m_failures = 0; }
    int failures() const { return m_failures; }

private:
    int m_initialMs;
    int m_maxMs;
    int m_failures = 0;
};

} // namespace ascendops
