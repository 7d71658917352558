#include "formats/linesplitter.h"

namespace ascendops {

void LineSplitter::feed(QByteArrayView bytes, const Sink &sink)
{
    qsizetype start = 0;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (!m_separators.contains(bytes[i]))
            continue;
        const QByteArrayView piece = bytes.sliced(start, i - start);
        if (m_partial.isEmpty() && !m_cut) {
            sink(piece.first(std::min(piece.size(), m_limit)), piece.size() > m_limit);
        } else {
            const bool cut = m_cut || m_partial.size() + piece.size() > m_limit;
            if (!m_cut)
                m_partial.append(piece.first(std::min(piece.size(), m_limit - m_partial.size())));
            sink(m_partial, cut);
            m_partial.clear();
            m_cut = false;
        }
        start = i + 1;
    }
    // The rest is a line not ended yet: kept up to the limit.
    if (!m_cut) {
        const QByteArrayView rest = bytes.sliced(start);
        const qsizetype room = m_limit - m_partial.size();
        m_partial.append(rest.first(std::min(rest.size(), room)));
        m_cut = rest.size() > room;
    }
}

void LineSplitter::finish(const Sink &sink)
{
    if (!m_partial.isEmpty() || m_cut)
        sink(m_partial, m_cut);
    reset();
}

void LineSplitter::reset()
{
    m_partial.clear();
    m_cut = false;
}

} // namespace ascendops
