#pragma once
// Cuts a byte stream that comes in chunks (a file read in pieces, a log
// streamed over HTTP) into lines, wherever the chunks are cut. A line
// longer than the limit is handed over by its first `limit` bytes, once,
// marked cut; the rest of it is dropped, so memory stays bounded whatever
// comes.
#include <QByteArray>
#include <QByteArrayView>

#include <functional>

namespace ascendops {

class LineSplitter
{
public:
    // LINE without its end; CUT: it was longer than the limit.
    using Sink = std::function<void(QByteArrayView line, bool cut)>;

    // SEPARATORS: the bytes that end a line ("\n", or "\n\r" to take a bare '\r' as one too).
    explicit LineSplitter(qsizetype limit, QByteArrayView separators = "\n") : m_limit(limit), m_separators(separators.toByteArray()) {}

    void feed(QByteArrayView bytes, const Sink &sink);
    // The stream ended: a last line without its end is handed over too.
    void finish(const Sink &sink);
    // Forget a line begun (a new stream starts).
    void reset();

private:
    qsizetype m_limit;
    QByteArray m_separators;
    QByteArray m_partial;
    bool m_cut = false;
};

} // namespace ascendops
