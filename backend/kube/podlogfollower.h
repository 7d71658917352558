#pragma once
// Follows one pod's log through the API server (GET .../pods/NAME/log with
// follow=true and timestamps=true), as `kubectl logs -f --timestamps` does,
// and keeps following: a stream that drops, ends or is refused is opened
// again from the time of the last line it gave (sinceTime, which the API
// server passes on in whole seconds), the lines given already dropped,
// after a wait that doubles up to 30 s.
// A pod that is gone (404) ends it.
//
// History first: the first request (not followed) reads the log's last
// firstTailLines lines and ends; caughtUp() says so, and the stream then
// follows from the last of them. What came before caughtUp() is what the
// pod printed before it was followed, not progress made since.
//
// Bounded: the first request reads only the last firstTailLines lines;
// a log that prints more than bytesPerMinute in a minute is cut for the rest
// of that minute (the follower reconnects from then, and counts what it
// skipped); a line longer than kMaxLineBytes is cut. Time (the waits and the
// minute) comes from the clock.
#include "core/clock.h"
#include "formats/linesplitter.h"
#include "kube/kubereply.h"
#include "kube/kuberequest.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>

namespace ascendops::kube {

class ApiClient;

struct PodLogBudget
{
    qint64 bytesPerMinute = 2 * 1024 * 1024;
    qint64 firstTailLines = 2000;
};

class PodLogFollower : public QObject
{
    Q_OBJECT
public:
    static constexpr qsizetype kMaxLineBytes = 16 * 1024;

    PodLogFollower(ApiClient &api, QString ns, QString pod, QString container = {}, PodLogBudget budget = {},
                   const Clock &clock = Clock::system(), QObject *parent = nullptr);
    ~PodLogFollower() override;

    void start();
    void stop();
    QString podKey() const { return m_ns + QLatin1Char('/') + m_pod; }
    // The server answered and the stream is open (not waiting to reconnect, not asked yet).
    bool isStreaming() const { return m_open; }
    bool hasEnded() const { return m_ended; }
    // The history was read: lines from now on were printed while followed.
    bool hasCaughtUp() const { return m_caughtUp; }
    // When the connection in use was asked for (the clock's time); 0 never.
    qint64 connectedAtMs() const { return m_connectedAtMs; }
    // The connection in use has carried bytes (a resumed one gives its last
    // line again): the path works.
    bool heardSinceConnect() const { return m_bytesSinceConnect > 0; }
    // When the connection in use was answered 2xx (the clock's time); 0 not yet.
    qint64 streamingSinceMs() const { return m_open ? m_openedAtMs : 0; }
    // Drops the connection in use and asks again at once, from the last line
    // given: a stream on a network path that died without a word gives
    // nothing, and only a fresh one tells silence from a dead path. Nothing
    // when no connection is in use (one is asked for already, after a wait).
    void reopen();
    qint64 bytesRead() const { return m_bytesRead; }
    int connections() const { return m_connections; }
    qint64 minutesCut() const { return m_minutesCut; }     // minutes whose lines were skipped over budget
    QString lastProblem() const { return m_lastProblem; }  // why the stream last broke; "" none

signals:
    // Whole lines, each with its timestamp and its '\n', in order, none twice.
    void linesReceived(const QByteArray &lines);
    // The pod is gone; nothing more will come.
    void ended();
    // The lines printed before the pod was followed have all been given.
    void caughtUp();

private:
    void connectStream();
    void onData(const QByteArray &chunk);
    void onFinished(KubeReply &reply);
    void retryLater();
    void emitLine(QByteArrayView line, QByteArray *out);
    bool overBudget(qsizetype bytes);

    ApiClient &m_api;
    QString m_ns, m_pod, m_container;
    PodLogBudget m_budget;
    const Clock &m_clock;
    QPointer<KubeReply> m_reply;
    LineSplitter m_lines{kMaxLineBytes};
    QByteArray m_lastTime;        // the timestamp of the last line given
    qint64 m_lastTimeMs = -1;     // ... read
    int m_linesAtLastTime = 0;    // how many lines with that timestamp were given
    int m_skipAtLastTime = 0;     // on a reconnect: lines of that time still to skip
    bool m_resuming = false;      // a reconnect's first lines: those given already are dropped
    qint64 m_bytesSinceConnect = 0;   // lines given again on a resume count: the stream carries
    QString m_resumeFrom;         // sinceTime for the next connection ("" = the tail)
    qint64 m_minuteStartMs = 0;
    qint64 m_bytesThisMinute = 0;
    qint64 m_bytesRead = 0;
    qint64 m_minutesCut = 0;
    int m_connections = 0;
    qint64 m_connectedAtMs = 0;
    qint64 m_openedAtMs = 0;
    int m_failures = 0;           // in a row, for the wait
    bool m_running = false;
    bool m_open = false;          // headers with 2xx came, the stream has not ended
    bool m_ended = false;
    bool m_caughtUp = false;      // the history was read: the connections follow
    QString m_lastProblem;
};

} // namespace ascendops::kube
