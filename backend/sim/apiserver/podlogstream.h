#pragma once
// GET /api/v1/namespaces/NS/pods/NAME/log, as the kubelet answers it through
// the API server: the container's lines (with timestamps=true each starts
// with its RFC 3339 time), from sinceTime or the last tailLines on, cut at
// limitBytes; with follow=true the lines that come after, until the pod is
// gone. A pod whose containers have not started is refused with 400, as a
// real one is.
#include "sim/apiserver/httprequest.h"
#include "sim/apiserver/responsestream.h"
#include "sim/store/objectstore.h"

#include <cstdint>
#include <string>

namespace ascendops::sim {

struct LogSpec
{
    std::string ns;
    std::string pod;
    bool timestamps = false;
    std::int64_t sinceMs = 0;
    std::int64_t limitBytes = 0;   // 0: no limit
    std::int64_t tailLines = -1;   // -1: all
};

// The answer to a log request: the text, an error, or (follow) a LogSpec to stream.
ApiReply podLogReply(const ObjectStore &store, const HttpRequest &request, const std::string &ns, const std::string &pod);

class PodLogStream : public ResponseStream
{
    Q_OBJECT
public:
    PodLogStream(LogSpec spec, PodLogs &logs, QObject *parent = nullptr);
    ~PodLogStream() override;

    void start() override;
    QByteArray contentType() const override { return "text/plain"; }

private:
    void sendNew();
    void send(QByteArray text);
    void finish();

    LogSpec m_spec;
    PodLogs &m_logs;
    int m_listener = 0;
    std::uint64_t m_next = 0;
    std::uint64_t m_incarnation = 0;   // of the log being followed; 0 before it has one
    std::int64_t m_sent = 0;
    bool m_started = false;
    bool m_finished = false;
};

// The lines as the API gives them: "TIME text\n" (timestamps) or "text\n".
QByteArray logText(const std::vector<LogLine> &lines, bool timestamps);

} // namespace ascendops::sim
