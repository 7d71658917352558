#include "ssh/sshsession.h"

#include "ssh/jumpbridge.h"
#include "ssh/libsshptr.h"
#include "ssh/sshlog.h"

#include <libssh/server.h>  // ssh_send_keepalive is declared there

#include <QElapsedTimer>

#include <algorithm>

namespace ascendops::ssh {
namespace {

constexpr int pollSliceMs = 50;  // how often a running command checks timeout and cancel

bool isSet(const std::atomic_bool *flag)
{
    return flag && flag->load();
}

void setTimeout(ssh_session session, long seconds)
{
    ssh_options_set(session, SSH_OPTIONS_TIMEOUT, &seconds);
}

// Appends what is buffered on one stream without waiting.
int drain(ssh_channel channel, int isStderr, QByteArray *out, bool *truncated)
{
    char buffer[16 * 1024];
    int total = 0;
    int got = 0;
    while ((got = ssh_channel_read_nonblocking(channel, buffer, sizeof buffer, isStderr)) > 0) {
        total += got;
        const qsizetype room = SshSession::maxOutputBytes - out->size();
        if (room < got)
            *truncated = true;
        out->append(buffer, std::min<qsizetype>(room, got));
        if (*truncated)
            break;   // the caller stops the command; reading on would only keep it going
    }
    return got == SSH_ERROR ? SSH_ERROR : total;
}

// Each command is preceded by a marker carrying its shell's pid. sshd starts
// every command in a session of its own, so that pid is the process group to
// kill when the command times out or is cancelled: sshd refuses the SSH
// "signal" request for root logins, which is how nodes are often reached.
const QByteArray processGroupMarker = "printf '\\036%d\\036' $$; ";

// Removes "\x1E<pid>\x1E" from the start of OUT; returns the pid, or 0.
qint64 takeProcessGroup(QByteArray *out)
{
    if (!out->startsWith('\x1e'))
        return 0;
    const qsizetype end = out->indexOf('\x1e', 1);
    if (end < 0 || end > 16)
        return 0;
    const qint64 pid = out->mid(1, end - 1).toLongLong();
    out->remove(0, end + 1);
    return pid;
}

// Kills process group GROUP on the node through a second channel.
void killProcessGroup(ssh_session session, qint64 group)
{
    ChannelHandle channel(ssh_channel_new(session));
    const QByteArray command = "kill -9 -" + QByteArray::number(group) + " 2>/dev/null";
    if (!channel || ssh_channel_open_session(channel.get()) != SSH_OK
        || ssh_channel_request_exec(channel.get(), command.constData()) != SSH_OK)
        return;
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < 2000 && ssh_channel_poll_timeout(channel.get(), pollSliceMs, 0) >= 0
           && !ssh_channel_is_eof(channel.get())) {
    }
    ssh_channel_close(channel.get());
}

} // namespace

struct SshSession::Hop
{
    SshHost host;
    std::unique_ptr<JumpBridge> via;  // how this hop is reached; null for the first
    SessionHandle session;
};

SshSession::SshSession(SshTarget target) : m_target(std::move(target)) {}

SshSession::~SshSession()
{
    disconnect();
}

void SshSession::disconnect()
{
    // Innermost first: each bridge still uses the session before it.
    while (!m_hops.empty()) {
        std::unique_ptr<Hop> hop = std::move(m_hops.back());
        m_hops.pop_back();
        if (hop->session && ssh_is_connected(hop->session.get()))
            ssh_disconnect(hop->session.get());
        hop->session.reset();
        hop->via.reset();
    }
}

bool SshSession::isConnected() const
{
    if (m_hops.empty() || m_hops.size() != size_t(m_target.jumps.size()) + 1)
        return false;
    // A bastion's session belongs to the bridge thread behind it, which
    // reports through isAlive(); only the target's is checked here.
    for (const std::unique_ptr<Hop> &hop : m_hops) {
        if (hop->via && !hop->via->isAlive())
            return false;
    }
    return ssh_is_connected(m_hops.back()->session.get());
}

void SshSession::markDead(const QString &why)
{
    qCInfo(lcSsh).noquote() << m_target.label() << "connection lost:" << why;
    disconnect();
}

bool SshSession::connectHop(const SshHost &host, int fd, std::unique_ptr<JumpBridge> via, QString *error)
{
    auto hop = std::make_unique<Hop>();
    hop->host = host;
    hop->via = std::move(via);
    hop->session.reset(ssh_new());
    ssh_session session = hop->session.get();
    if (!session) {
        *error = QStringLiteral("%1: cannot create an SSH session").arg(host.label());
        return false;
    }
    // Only what the console resolved applies: libssh must not read
    // ssh_config itself (it knows less of it and would override us).
    const bool no = false;
    const int noLog = SSH_LOG_NOLOG;
    const unsigned int port = unsigned(host.port);
    ssh_options_set(session, SSH_OPTIONS_PROCESS_CONFIG, &no);
    ssh_options_set(session, SSH_OPTIONS_LOG_VERBOSITY, &noLog);
    ssh_options_set(session, SSH_OPTIONS_HOST, host.hostName.toUtf8().constData());
    ssh_options_set(session, SSH_OPTIONS_PORT, &port);
    ssh_options_set(session, SSH_OPTIONS_USER, host.user.toUtf8().constData());
    ssh_options_set(session, SSH_OPTIONS_KNOWNHOSTS, host.knownHostsFile.toLocal8Bit().constData());
    setTimeout(session, host.effectiveConnectTimeoutSec());
    if (fd >= 0)
        ssh_options_set(session, SSH_OPTIONS_FD, &fd);  // libssh closes it with the session

    if (ssh_connect(session) != SSH_OK) {
        *error = QStringLiteral("%1: cannot connect: %2").arg(host.label(), libsshError(session));
        return false;
    }
    HostKeyRefusal refusal;
    *error = verifyHostKey(session, host, m_ask, &refusal);
    if (!error->isEmpty() && !refusal.fingerprint.isEmpty())
        m_hostKeyRefusal = refusal;
    if (error->isEmpty())
        *error = authenticate(session, host, m_passphrase);
    if (!error->isEmpty()) {
        ssh_disconnect(session);
        return false;
    }
    qCDebug(lcSsh).noquote() << host.label() << "connected as" << host.user;
    m_hops.push_back(std::move(hop));
    return true;
}

bool SshSession::connect(QString *error, const std::atomic_bool *cancel)
{
    disconnect();
    m_hostKeyRefusal.reset();
    QList<SshHost> path = m_target.jumps;
    path.append(m_target);
    for (qsizetype i = 0; i < path.size(); ++i) {
        if (isSet(cancel)) {
            *error = QStringLiteral("%1: cancelled while connecting").arg(m_target.label());
            disconnect();
            return false;
        }
        int fd = -1;
        std::unique_ptr<JumpBridge> via;
        if (i > 0) {
            const Hop &bastion = *m_hops.back();
            via = JumpBridge::open(bastion.session.get(), bastion.host, path[i].hostName, path[i].port, &fd, error);
            if (!via) {
                disconnect();
                return false;
            }
        }
        if (!connectHop(path[i], fd, std::move(via), error)) {
            disconnect();
            return false;
        }
    }
    m_idle.start();
    return true;
}

bool SshSession::keepAlive(QString *error)
{
    if (probe(error))
        return true;
    markDead(*error);
    return false;
}

bool SshSession::probe(QString *error)
{
    if (!isConnected()) {
        *error = QStringLiteral("%1: not connected").arg(m_target.label());
        return false;
    }
    ssh_session session = m_hops.back()->session.get();
    // As ssh: dead after ServerAliveCountMax intervals without an answer.
    const long limitSec = m_target.serverAliveIntervalSec > 0
                              ? std::max(1, m_target.serverAliveIntervalSec * std::max(1, m_target.serverAliveCountMax))
                              : m_target.effectiveConnectTimeoutSec();
    setTimeout(session, limitSec);
    QElapsedTimer waited;
    waited.start();
    ssh_send_keepalive(session);  // waits for the server's answer, up to the session timeout
    setTimeout(session, m_target.effectiveConnectTimeoutSec());
    m_idle.restart();
    if (!ssh_is_connected(session)) {
        *error = QStringLiteral("%1: connection lost: %2").arg(m_target.label(), libsshError(session));
        return false;
    }
    if (waited.elapsed() >= limitSec * 1000 - 50) {
        *error = QStringLiteral("%1: connection lost: no answer to keepalives for %2 s").arg(m_target.label()).arg(limitSec);
        return false;
    }
    return true;
}

CommandResult SshSession::run(const QByteArray &command, int timeoutMs, const std::atomic_bool *cancel)
{
    CommandResult result;
    if (!isConnected()) {
        result.error = QStringLiteral("%1: not connected").arg(m_target.label());
        result.connectionLost = true;
        return result;
    }
    m_idle.restart();
    ssh_session session = m_hops.back()->session.get();
    ChannelHandle channel(ssh_channel_new(session));
    if (!channel || ssh_channel_open_session(channel.get()) != SSH_OK
        || ssh_channel_request_exec(channel.get(), (processGroupMarker + command).constData()) != SSH_OK) {
        result.error = QStringLiteral("%1: cannot start the command: %2").arg(m_target.label(), libsshError(session));
        if (!ssh_is_connected(session)) {
            result.connectionLost = true;
            channel.reset();  // before its session goes
            markDead(result.error);
        }
        return result;
    }
    result.started = true;

    QElapsedTimer elapsed;
    elapsed.start();
    QElapsedTimer silent;
    silent.start();
    bool finished = false;
    while (!finished) {
        if (isSet(cancel)) {
            result.cancelled = true;
            result.error = QStringLiteral("%1: cancelled").arg(m_target.label());
            break;
        }
        const qint64 left = timeoutMs > 0 ? timeoutMs - elapsed.elapsed() : pollSliceMs;
        if (left <= 0) {
            result.timedOut = true;
            result.error = QStringLiteral("%1: command timed out after %2 ms").arg(m_target.label()).arg(timeoutMs);
            break;
        }
        const int ready = ssh_channel_poll_timeout(channel.get(), int(std::min<qint64>(left, pollSliceMs)), 0);
        const int out = drain(channel.get(), 0, &result.stdOut, &result.truncated);
        const int err = drain(channel.get(), 1, &result.stdErr, &result.truncated);
        if (ready == SSH_ERROR || out == SSH_ERROR || err == SSH_ERROR || !ssh_is_connected(session)) {
            result.connectionLost = true;
            result.error = QStringLiteral("%1: connection lost while the command ran: %2").arg(m_target.label(), libsshError(session));
            takeProcessGroup(&result.stdOut);
            channel.reset();
            markDead(result.error);
            return result;
        }
        // A node that prints without end (a broken tool, a flood) is stopped
        // at the limit, not read to its end: memory stays bounded, and the
        // command does not run on until the timeout.
        if (result.truncated) {
            result.error = QStringLiteral("%1: the command printed more than %2 MiB; it was stopped")
                               .arg(m_target.label()).arg(SshSession::maxOutputBytes / (1024 * 1024));
            break;
        }
        finished = ready == SSH_EOF || ssh_channel_is_eof(channel.get());
        if (out > 0 || err > 0)
            silent.restart();
        if (!finished && m_target.serverAliveIntervalSec > 0 && silent.elapsed() >= m_target.serverAliveIntervalSec * 1000) {
            QString why;
            if (!probe(&why)) {
                result.connectionLost = true;
                result.error = why;
                takeProcessGroup(&result.stdOut);
                channel.reset();
                markDead(why);
                return result;
            }
            silent.restart();
        }
    }
    const qint64 group = takeProcessGroup(&result.stdOut);
    if (finished) {
        result.exitStatus = ssh_channel_get_exit_status(channel.get());
    } else {
        // Timed out, cancelled or flooding: stop the remote processes, then close.
        ssh_channel_request_send_signal(channel.get(), "KILL");
    }
    if (ssh_is_connected(session))
        ssh_channel_close(channel.get());
    channel.reset();
    if (!finished && group > 1 && ssh_is_connected(session))
        killProcessGroup(session, group);
    m_idle.restart();
    return result;
}

} // namespace ascendops::ssh
