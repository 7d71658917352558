#include "kube/podlogfollower.h"

#include "kube/apiclient.h"
#include "kube/kubereply.h"
#include "formats/traininglogreader.h"

#include <QDateTime>

namespace ascendops::kube {

namespace {

constexpr qint64 kMinuteMs = 60'000;
constexpr qint64 kLongestWaitMs = 30'000;

QString rfc3339(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ"));
}

QByteArrayView timeOf(QByteArrayView line)
{
    const qsizetype space = line.indexOf(' ');
    return space < 0 ? line : line.first(space);
}

} // namespace

PodLogFollower::PodLogFollower(ApiClient &api, QString ns, QString pod, QString container, PodLogBudget budget,
                               const Clock &clock, QObject *parent)
    : QObject(parent)
    , m_api(api)
    , m_ns(std::move(ns))
    , m_pod(std::move(pod))
    , m_container(std::move(container))
    , m_budget(budget)
    , m_clock(clock)
{
}

PodLogFollower::~PodLogFollower()
{
    stop();
}

void PodLogFollower::start()
{
    if (m_running || m_ended)
        return;
    m_running = true;
    connectStream();
}

void PodLogFollower::stop()
{
    m_running = false;
    m_open = false;
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
    }
    m_reply = nullptr;
}

void PodLogFollower::reopen()
{
    if (!m_running || m_ended || !m_reply)
        return;
    m_reply->disconnect(this);
    m_reply->abort();
    m_reply = nullptr;
    m_resumeFrom.clear();
    connectStream();
}

void PodLogFollower::connectStream()
{
    if (!m_running)
        return;
    LogOptions options;
    options.container = m_container;
    options.follow = m_caughtUp;
    options.streamed = true;   // the history too: read as it comes, on a connection of its own
    options.timestamps = true;
    if (!m_resumeFrom.isEmpty() || !m_lastTime.isEmpty())
        options.sinceTime = m_resumeFrom.isEmpty() ? QString::fromLatin1(m_lastTime) : m_resumeFrom;
    else if (!m_caughtUp)
        options.tailLines = m_budget.firstTailLines;
    // (Caught up on an empty history: the whole log, empty a moment ago.)
    // Lines already given come again (sinceTime is inclusive, and whole seconds): skip those.
    m_resuming = m_resumeFrom.isEmpty() && !m_lastTime.isEmpty();
    m_skipAtLastTime = m_resuming ? m_linesAtLastTime : 0;
    m_bytesSinceConnect = 0;
    m_resumeFrom.clear();
    m_lines.reset();
    ++m_connections;
    m_connectedAtMs = m_clock.nowMs();
    m_open = false;
    m_reply = m_api.podLog(m_ns, m_pod, options);
    connect(m_reply, &KubeReply::headersReceived, this, [this](int status) {
        m_open = status >= 200 && status < 300;
        m_openedAtMs = m_clock.nowMs();
    });
    connect(m_reply, &KubeReply::dataReceived, this, &PodLogFollower::onData);
    m_reply->then(this, [this](KubeReply &reply) { onFinished(reply); });
}

void PodLogFollower::onData(const QByteArray &chunk)
{
    m_failures = 0;
    m_bytesRead += chunk.size();
    m_bytesSinceConnect += chunk.size();
    if (overBudget(chunk.size())) {
        // Skip the rest of this minute: reconnect when it is over, from then.
        ++m_minutesCut;
        m_lastProblem = QStringLiteral("the log printed more than %1 bytes in a minute; the rest of the minute was skipped")
                            .arg(m_budget.bytesPerMinute);
        m_resumeFrom = rfc3339(m_minuteStartMs + kMinuteMs);
        if (m_reply) {
            m_reply->disconnect(this);
            m_reply->abort();
        }
        m_reply = nullptr;
        m_open = false;
        m_clock.callAfter(m_minuteStartMs + kMinuteMs - m_clock.nowMs(), this, [this] { connectStream(); });
        return;
    }
    QByteArray out;
    m_lines.feed(chunk, [this, &out](QByteArrayView line, bool) { emitLine(line, &out); });
    if (!out.isEmpty())
        emit linesReceived(out);
}

// Resuming from sinceTime gives lines again: the API server passes the
// time on in whole seconds, and the kubelet's bound is inclusive. Lines older
// than the last one given are dropped, and of its own time as many as were given.
void PodLogFollower::emitLine(QByteArrayView line, QByteArray *out)
{
    const QByteArrayView time = timeOf(line);
    const qint64 atMs = parseRfc3339Ms(time);
    if (m_resuming && atMs >= 0) {
        if (atMs < m_lastTimeMs || (atMs == m_lastTimeMs && time < QByteArrayView(m_lastTime)))
            return;
        if (time == QByteArrayView(m_lastTime) && m_skipAtLastTime > 0) {
            --m_skipAtLastTime;
            return;
        }
    }
    m_resuming = false;
    if (time == QByteArrayView(m_lastTime)) {
        ++m_linesAtLastTime;
    } else {
        m_lastTime = time.toByteArray();
        m_lastTimeMs = atMs;
        m_linesAtLastTime = 1;
    }
    out->append(line);
    out->append('\n');
}

bool PodLogFollower::overBudget(qsizetype bytes)
{
    const qint64 now = m_clock.nowMs();
    if (now - m_minuteStartMs >= kMinuteMs) {
        m_minuteStartMs = now;
        m_bytesThisMinute = 0;
    }
    m_bytesThisMinute += bytes;
    return m_bytesThisMinute > m_budget.bytesPerMinute;
}

void PodLogFollower::onFinished(KubeReply &reply)
{
    if (m_reply != &reply)
        return;
    m_reply = nullptr;
    m_open = false;
    if (!m_running)
        return;
    if (reply.error().kind == KubeError::Kind::NotFound) {
        m_lastProblem = QStringLiteral("pod %1 is gone").arg(podKey());
        m_ended = true;
        m_running = false;
        emit ended();
        return;
    }
    // The history read whole: follow from its last line, at once. (A
    // server that answered it in one body rather than as a stream: its
    // lines first.)
    if (!m_caughtUp && !reply.error().isError()) {
        if (m_bytesSinceConnect == 0 && !reply.body().isEmpty())
            onData(reply.body());
        if (!m_running || !m_resumeFrom.isEmpty())
            return;   // stopped meanwhile, or over the minute's budget: the rest of the history after it
        m_caughtUp = true;
        m_failures = 0;
        emit caughtUp();
        connectStream();
        return;
    }
    // A stream that ended cleanly (the container restarted, the server's
    // limit) is opened again at once; a failure after a wait.
    if (reply.error().isError()) {
        m_lastProblem = reply.error().summary;
        ++m_failures;
    } else if (m_bytesSinceConnect == 0) {
        ++m_failures;   // ended at once with nothing (the container exited): wait longer each time
    }
    retryLater();
}

void PodLogFollower::retryLater()
{
    const qint64 waitMs = m_failures == 0 ? 1000 : std::min<qint64>(kLongestWaitMs, 1000LL << std::min(m_failures, 5));
    m_clock.callAfter(waitMs, this, [this] { connectStream(); });
}

} // namespace ascendops::kube
