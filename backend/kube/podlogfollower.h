#pragma once
// Follows one pod's log through the API server (GET .../pods/NAME/log with
// follow=true and timestamps=true), as `kubectl logs -f --timestamps` does,
// and keeps following: a stream that drops, ends or is refused is opened
// again from the time of the last line it gave (sinceTime, which the API
// server passes on in whole seconds), the lines given already dropped,
// after a wait that doubles up to 30 s.
// A pod that is gone (404) ends it.
//
// Bounded: the first connection reads only the last kFirstTailLines lines;
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
    qint64 bytesRead() const { return m_bytesRead; }
    int connections() const { return m_connections; }
    qint64 minutesCut() const { return m_minutesCut; }     // minutes whose lines were skipped over budget
    QString lastProblem() const { return m_lastProblem; }  // why the stream last broke; "" none

signals:
    // Whole lines, each with its timestamp and its '\n', in order, none twice.
    void linesReceived(const QByteArray &lines);
    // The pod is gone; nothing more will come.
    void ended();

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
    bool m_linesSinceConnect = false;
    QString m_resumeFrom;         // sinceTime for the next connection ("" = the tail)
    qint64 m_minuteStartMs = 0;
    qint64 m_bytesThisMinute = 0;
    qint64 m_bytesRead = 0;
    qint64 m_minutesCut = 0;
    int m_connections = 0;
    int m_failures = 0;           // in a row, for the wait
    bool m_running = false;
    bool m_open = false;          // headers with 2xx came, the stream has not ended
    bool m_ended = false;
    QString m_lastProblem;
};

} // namespace ascendops::kube
