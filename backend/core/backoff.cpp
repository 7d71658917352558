#include "core/backoff.h"

#include <QRandomGenerator>

#include <algorithm>

namespace ascendops {

int Backoff::next()
{
    const int shift = std::min(m_failures, 20);
    const qint64 base = std::min<qint64>(qint64(m_initialMs) << shift, m_maxMs);
    ++m_failures;
    const double jitter = 1.0 + QRandomGenerator::global()->generateDouble();
    return int(std::min<qint64>(qint64(base * jitter), m_maxMs));
}

} // namespace ascendops
