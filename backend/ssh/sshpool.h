#pragma once
// Commands on many nodes at once without blocking the caller: sessions live
// on worker threads and stay open between requests, at most
// maxConnections() of them work at a time (and maxPerHost() per node),
// nodes that fail to connect are retried with exponential backoff and
// jitter, and every request ends in exactly one finished() signal, queued to
// the thread that owns the pool. Call it from that thread only.
#include "core/backoff.h"
#include "ssh/commandresult.h"
#include "ssh/hostkeycheck.h"
#include "ssh/sshauth.h"
#include "ssh/sshtarget.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <memory>
#include <vector>

namespace ascendops::ssh {

class SshSession;
struct PoolJob;

class SshPool : public QObject
{
    Q_OBJECT
public:
    explicit SshPool(QObject *parent = nullptr);
    // Cancels everything and waits for the workers. A host-key or passphrase
    // callback must not wait for this thread while the pool is destroyed.
    ~SshPool() override;

    // Queues COMMAND for TARGET; TIMEOUTMS (0: none) limits the command's run
    // time, and how long the request waits for a node in backoff. Returns the
    // request id that finished() carries.
    quint64 submit(const SshTarget &target, const QByteArray &command, int timeoutMs);
    // Queued requests end at once as cancelled; running ones stop within
    // about 50 ms of the command's polling (a connect in progress first ends).
    void cancel(quint64 id);
    void cancelHost(const QString &host);  // alias or host name, as in finished()
    void cancelAll();

    void setMaxConnections(int count);  // sessions working at once over all nodes (default 16)
    int maxConnections() const { return m_maxConnections; }
    void setMaxPerHost(int count);      // requests in flight per node (default 1)
    int maxPerHost() const { return m_maxPerHost; }
    // First and longest wait before a node that failed to connect is tried
    // again (defaults 500 ms and 30 s); each wait is stretched by a random
    // factor of 1 to 2.
    void setReconnectBackoff(int initialMs, int maxMs);
    // Called on worker threads; see HostKeyQuestionCallback and PassphraseCallback.
    void setHostKeyQuestion(HostKeyQuestionCallback ask);
    // Forgets every node's backoff, so the next request connects at once
    // (after the user accepted a host key, say).
    void retryNow();
    void setPassphraseCallback(PassphraseCallback passphrase);
    // Logs out the sessions of one login path (SshTarget::connectionKey), so
    // that the next request logs in again with the settings it carries
    // (another identity file, say): the idle ones now, those at work when
    // their command is done.
    void closeIdleSessions(const QString &connectionKey);

    int queuedCount() const { return int(m_queue.size()); }
    int activeCount() const { return m_active; }
    int idleSessionCount() const;

signals:
    void finished(quint64 id, const QString &host, const ascendops::ssh::CommandResult &result);

private:
    struct Request
    {
        quint64 id = 0;
        SshTarget target;
        QString key;  // SshTarget::connectionKey()
        QByteArray command;
        int timeoutMs = 0;
        qint64 queuedAtMs = 0;
    };
    // One node (one login path): its idle sessions and its retry schedule.
    struct HostState
    {
        std::vector<std::unique_ptr<SshSession>> idle;
        int inFlight = 0;
        Backoff backoff;
        qint64 notBeforeMs = 0;  // no connect attempt before this (m_clock time)
        QString lastError;
        int generation = 0;      // bumped by closeIdleSessions(): older sessions are not kept
    };

    void dispatch();
    void startJob(const std::shared_ptr<PoolJob> &job, HostState &state);
    void jobDone(const std::shared_ptr<PoolJob> &job);
    void sendKeepAlives();
    void deliver(quint64 id, const QString &host, const CommandResult &result);
    HostState &hostState(const QString &key);

    QThreadPool m_workers;
    QList<Request> m_queue;
    QHash<QString, std::shared_ptr<HostState>> m_hosts;
    QHash<quint64, std::shared_ptr<PoolJob>> m_running;
    QTimer m_retryTimer;
    QTimer m_keepAliveTimer;
    QElapsedTimer m_clock;
    HostKeyQuestionCallback m_ask;
    PassphraseCallback m_passphrase;
    quint64 m_nextId = 1;
    int m_active = 0;
    int m_maxConnections = 16;
    int m_maxPerHost = 1;
    int m_backoffInitialMs = 500;
    int m_backoffMaxMs = 30000;
};

} // namespace ascendops::ssh
