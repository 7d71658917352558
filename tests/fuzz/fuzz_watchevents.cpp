// A watch stream (one JSON event a line), fed in pieces that end anywhere; the first byte sets the piece size.
#include "kube/watchevent.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QtGlobal>

#include <algorithm>
#include <cstdint>
#include <cstdio>

namespace {

// The parser logs every line it skips; at thousands of runs a second that
// would be most of the work and fill the log. Only fatal messages remain.
void quiet(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtFatalMsg)
        std::fprintf(stderr, "%s\n", qPrintable(message));
}

qsizetype consume(const QList<ascendops::kube::WatchEvent> &events)
{
    for (const ascendops::kube::WatchEvent &event : events)
        (void)event.object.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    return events.size();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    qInstallMessageHandler(quiet);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ascendops::kube;
    if (size == 0)
        return 0;
    const std::size_t piece = std::size_t(data[0] % 64) + 1;
    const char *stream = reinterpret_cast<const char *>(data + 1);
    const std::size_t length = size - 1;

    WatchEventParser pieces;
    qsizetype events = 0;
    for (std::size_t at = 0; at < length; at += piece)
        events += consume(pieces.feed(QByteArray(stream + at, qsizetype(std::min(piece, length - at)))));
    events += consume(pieces.finish());
    if (pieces.pendingBytes() != 0)
        __builtin_trap();

    // Where the pieces end makes no difference.
    WatchEventParser whole;
    qsizetype wholeEvents = whole.feed(QByteArray(stream, qsizetype(length))).size();
    wholeEvents += whole.finish().size();
    if (wholeEvents != events || whole.malformedLines() != pieces.malformedLines())
        __builtin_trap();
    return 0;
}
