#include "ssh/sshpool.h"

#include "ssh/sshlog.h"
#include "ssh/sshsession.h"

#include <QMetaObject>

#include <limits>

namespace ascendops::ssh {

// One piece of work handed to a worker thread and back: a command, or a
// keepalive for an idle session.
struct PoolJob
{
    enum class Kind { Command, KeepAlive };

    Kind kind = Kind::Command;
    quint64 id = 0;
    SshTarget target;
    QString key;
    QByteArray command;
    int timeoutMs = 0;
    std::unique_ptr<SshSession> session;  // an idle one handed in, or made by the worker
    std::atomic_bool cancel{false};
    HostKeyQuestionCallback ask;
    PassphraseCallback passphrase;

    CommandResult result;
    bool connectFailed = false;  // a connect attempt was made and failed
    int generation = 0;          // the host's login generation when the job started

    void execute();

private:
    bool connectFresh();
};

namespace {

constexpr int keepAliveCheckMs = 1000;

QString hostOf(const SshTarget &target)
{
    return target.alias.isEmpty() ? target.hostName : target.alias;
}

} // namespace

bool PoolJob::connectFresh()
{
    session = std::make_unique<SshSession>(target);
    session->setHostKeyQuestion(ask);
    session->setPassphraseCallback(passphrase);
    QString error;
    if (session->connect(&error, &cancel))
        return true;
    connectFailed = !cancel.load();
    result = CommandResult();
    result.connectionLost = true;
    result.cancelled = cancel.load();
    result.error = error;
    result.hostKey = session->hostKeyRefusal();
    session.reset();
    return false;
}

void PoolJob::execute()
{
    if (kind == Kind::KeepAlive) {
        QString why;
        if (!session->keepAlive(&why))
            qCInfo(lcSsh).noquote() << why;
        return;
    }
    const bool reused = session && session->isConnected();
    if (!reused && !connectFresh())
        return;
    result = session->run(command, timeoutMs, &cancel);
    // A pooled connection that died while idle fails before the command
    // starts; one fresh connection then is not a retry of the command.
    if (reused && !result.started && result.connectionLost && !cancel.load() && connectFresh())
        result = session->run(command, timeoutMs, &cancel);
}

SshPool::SshPool(QObject *parent) : QObject(parent)
{
    m_clock.start();
    m_workers.setMaxThreadCount(m_maxConnections);
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &SshPool::dispatch);
    m_keepAliveTimer.setInterval(keepAliveCheckMs);
    connect(&m_keepAliveTimer, &QTimer::timeout, this, &SshPool::sendKeepAlives);
}

SshPool::~SshPool()
{
    m_queue.clear();
    for (const std::shared_ptr<PoolJob> &job : std::as_const(m_running))
        job->cancel = true;
    m_workers.waitForDone();
    m_running.clear();
    m_hosts.clear();  // closes the idle sessions
}

quint64 SshPool::submit(const SshTarget &target, const QByteArray &command, int timeoutMs)
{
    const quint64 id = m_nextId++;
    m_queue.append(Request{id, target, target.connectionKey(), command, timeoutMs, m_clock.elapsed()});
    // Dispatch from the event loop: submit() stays cheap, and a burst of
    // submissions is scheduled in one pass.
    QMetaObject::invokeMethod(this, &SshPool::dispatch, Qt::QueuedConnection);
    return id;
}

SshPool::HostState &SshPool::hostState(const QString &key)
{
    std::shared_ptr<HostState> &state = m_hosts[key];
    if (!state) {
        state = std::make_shared<HostState>();
        state->backoff = Backoff(m_backoffInitialMs, m_backoffMaxMs);
    }
    return *state;
}

void SshPool::dispatch()
{
    const qint64 now = m_clock.elapsed();
    qint64 nextWake = std::numeric_limits<qint64>::max();
    for (qsizetype i = 0; i < m_queue.size() && m_active < m_maxConnections;) {
        const Request &request = m_queue[i];
        HostState &state = hostState(request.key);
        if (state.inFlight >= m_maxPerHost) {
            ++i;
            continue;
        }
        if (state.notBeforeMs > now) {
            const qint64 wait = state.notBeforeMs - now;
            const qint64 budget = request.timeoutMs > 0 ? request.timeoutMs - (now - request.queuedAtMs)
                                                        : std::numeric_limits<qint64>::max();
            if (wait > budget) {
                // The node will not be tried again in time for this request.
                CommandResult result;
                result.connectionLost = true;
                result.error = QStringLiteral("%1: not connected, next attempt in %2 s (last error: %3)")
                                   .arg(request.target.label())
                                   .arg((wait + 999) / 1000)
                                   .arg(state.lastError);
                deliver(request.id, hostOf(request.target), result);
                m_queue.removeAt(i);
                continue;
            }
            nextWake = std::min(nextWake, wait);
            ++i;
            continue;
        }
        auto job = std::make_shared<PoolJob>();
        job->id = request.id;
        job->target = request.target;
        job->key = request.key;
        job->command = request.command;
        job->timeoutMs = request.timeoutMs;
        job->ask = m_ask;
        job->passphrase = m_passphrase;
        m_queue.removeAt(i);
        startJob(job, state);
    }
    if (nextWake != std::numeric_limits<qint64>::max()
        && (!m_retryTimer.isActive() || m_retryTimer.remainingTime() > nextWake))
        m_retryTimer.start(int(std::min<qint64>(nextWake, std::numeric_limits<int>::max())));
}

void SshPool::startJob(const std::shared_ptr<PoolJob> &job, HostState &state)
{
    if (!job->session && !state.idle.empty()) {
        job->session = std::move(state.idle.back());
        state.idle.pop_back();
    }
    ++m_active;
    ++state.inFlight;
    job->generation = state.generation;
    if (job->kind == PoolJob::Kind::Command)
        m_running.insert(job->id, job);
    SshPool *pool = this;
    m_workers.start([pool, job] {
        job->execute();
        // The pool waits for its workers before it goes, so it is alive here.
        QMetaObject::invokeMethod(pool, [pool, job] { pool->jobDone(job); }, Qt::QueuedConnection);
    });
}

void SshPool::jobDone(const std::shared_ptr<PoolJob> &job)
{
    --m_active;
    HostState &state = hostState(job->key);
    --state.inFlight;
    if (job->connectFailed) {
        state.lastError = job->result.error;
        state.notBeforeMs = m_clock.elapsed() + state.backoff.next();
    } else if (job->session && job->session->isConnected() && job->generation != state.generation) {
        // Logged in with settings closeIdleSessions() has retired: log out.
        auto closing = std::make_shared<std::unique_ptr<SshSession>>(std::move(job->session));
        m_workers.start([closing] { closing->reset(); });
    } else if (job->session && job->session->isConnected()) {
        state.backoff.reset();
        state.notBeforeMs = 0;
        state.idle.push_back(std::move(job->session));
        if (job->target.serverAliveIntervalSec > 0 && !m_keepAliveTimer.isActive())
            m_keepAliveTimer.start();
    }
    job->session.reset();
    if (job->kind == PoolJob::Kind::Command && m_running.remove(job->id))
        emit finished(job->id, hostOf(job->target), job->result);
    dispatch();
}

void SshPool::sendKeepAlives()
{
    bool anyInterval = false;
    for (auto it = m_hosts.begin(); it != m_hosts.end(); ++it) {
        HostState &state = **it;
        for (size_t i = 0; i < state.idle.size();) {
            SshSession &session = *state.idle[i];
            const int interval = session.target().serverAliveIntervalSec;
            anyInterval = anyInterval || interval > 0;
            if (interval <= 0 || session.idleMs() < interval * 1000LL || m_active >= m_maxConnections) {
                ++i;
                continue;
            }
            auto job = std::make_shared<PoolJob>();
            job->kind = PoolJob::Kind::KeepAlive;
            job->target = session.target();
            job->key = it.key();
            job->session = std::move(state.idle[i]);
            state.idle.erase(state.idle.begin() + qsizetype(i));
            startJob(job, state);
        }
    }
    if (!anyInterval)
        m_keepAliveTimer.stop();
}

void SshPool::deliver(quint64 id, const QString &host, const CommandResult &result)
{
    QMetaObject::invokeMethod(
        this, [this, id, host, result] { emit finished(id, host, result); }, Qt::QueuedConnection);
}

void SshPool::cancel(quint64 id)
{
    for (qsizetype i = 0; i < m_queue.size(); ++i) {
        if (m_queue[i].id != id)
            continue;
        CommandResult result;
        result.cancelled = true;
        result.error = QStringLiteral("%1: cancelled").arg(m_queue[i].target.label());
        deliver(id, hostOf(m_queue[i].target), result);
        m_queue.removeAt(i);
        return;
    }
    if (const std::shared_ptr<PoolJob> job = m_running.value(id))
        job->cancel = true;
}

void SshPool::cancelHost(const QString &host)
{
    QList<quint64> ids;
    for (const Request &request : std::as_const(m_queue)) {
        if (request.target.alias == host || request.target.hostName == host)
            ids.append(request.id);
    }
    for (const std::shared_ptr<PoolJob> &job : std::as_const(m_running)) {
        if (job->target.alias == host || job->target.hostName == host)
            ids.append(job->id);
    }
    for (quint64 id : ids)
        cancel(id);
}

void SshPool::cancelAll()
{
    QList<quint64> ids;
    for (const Request &request : std::as_const(m_queue))
        ids.append(request.id);
    ids += m_running.keys();
    for (quint64 id : ids)
        cancel(id);
}

void SshPool::setMaxConnections(int count)
{
    m_maxConnections = std::max(1, count);
    m_workers.setMaxThreadCount(m_maxConnections);
    dispatch();
}

void SshPool::setMaxPerHost(int count)
{
    m_maxPerHost = std::max(1, count);
    dispatch();
}

void SshPool::setReconnectBackoff(int initialMs, int maxMs)
{
    m_backoffInitialMs = std::max(1, initialMs);
    m_backoffMaxMs = std::max(m_backoffInitialMs, maxMs);
    for (const std::shared_ptr<HostState> &state : std::as_const(m_hosts))
        state->backoff = Backoff(m_backoffInitialMs, m_backoffMaxMs);
}

void SshPool::retryNow()
{
    for (const std::shared_ptr<HostState> &state : std::as_const(m_hosts)) {
        state->backoff.reset();
        state->notBeforeMs = 0;
    }
    dispatch();
}

void SshPool::setHostKeyQuestion(HostKeyQuestionCallback ask)
{
    m_ask = std::move(ask);
}

void SshPool::setPassphraseCallback(PassphraseCallback passphrase)
{
    m_passphrase = std::move(passphrase);
}

void SshPool::closeIdleSessions(const QString &connectionKey)
{
    const auto it = m_hosts.find(connectionKey);
    if (it == m_hosts.end())
        return;
    ++it.value()->generation;   // sessions at work now are not kept either
    if (it.value()->idle.empty())
        return;
    // A logout is a network round trip: on a worker, not on this thread.
    auto closing = std::make_shared<std::vector<std::unique_ptr<SshSession>>>(std::move(it.value()->idle));
    it.value()->idle.clear();
    m_workers.start([closing] { closing->clear(); });
}

int SshPool::idleSessionCount() const
{
    int count = 0;
    for (const std::shared_ptr<HostState> &state : m_hosts)
        count += int(state->idle.size());
    return count;
}

} // namespace ascendops::ssh
