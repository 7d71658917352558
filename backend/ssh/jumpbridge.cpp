#include "ssh/jumpbridge.h"

#include "ssh/libsshptr.h"
#include "ssh/sshlog.h"

#include <libssh/server.h>  // ssh_send_keepalive is declared there

#include <QElapsedTimer>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace ascendops::ssh {
namespace {

constexpr int pollSliceMs = 1000;  // idle wake-ups; a stop shuts the socket down to wake the poll

bool sendAll(int fd, const char *data, qsizetype size)
{
    while (size > 0) {
        const ssize_t sent = ::send(fd, data, size_t(size), MSG_NOSIGNAL);
        if (sent < 0 && errno == EINTR)
            continue;
        if (sent <= 0)
            return false;
        data += sent;
        size -= sent;
    }
    return true;
}

} // namespace

std::unique_ptr<JumpBridge> JumpBridge::open(ssh_session_struct *bastion, const SshHost &bastionHost,
                                             const QString &host, int port, int *innerFd, QString *error)
{
    ChannelHandle channel(ssh_channel_new(bastion));
    if (!channel
        || ssh_channel_open_forward(channel.get(), host.toUtf8().constData(), port, "127.0.0.1", 0) != SSH_OK) {
        *error = QStringLiteral("%1: cannot open a channel to %2:%3: %4")
                     .arg(bastionHost.label(), host)
                     .arg(port)
                     .arg(libsshError(bastion));
        return {};
    }
    int fds[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) {
        *error = QStringLiteral("%1: cannot create a socket pair: %2").arg(bastionHost.label(), QString::fromLocal8Bit(strerror(errno)));
        return {};
    }
    *innerFd = fds[1];
    return std::unique_ptr<JumpBridge>(new JumpBridge(bastion, bastionHost, channel.release(), fds[0]));
}

JumpBridge::JumpBridge(ssh_session_struct *bastion, const SshHost &bastionHost, ssh_channel_struct *channel, int fd)
    : m_bastion(bastion), m_bastionHost(bastionHost), m_channel(channel), m_fd(fd)
{
    m_thread = std::thread([this] { forward(); });
}

JumpBridge::~JumpBridge()
{
    m_stop = true;
    ::shutdown(m_fd, SHUT_RDWR);  // wakes the poll at once
    if (m_thread.joinable())
        m_thread.join();
    if (ssh_is_connected(m_bastion))
        ssh_channel_close(m_channel);
    ssh_channel_free(m_channel);
    ::close(m_fd);
}

bool JumpBridge::keepBastionAlive()
{
    // As ssh: the connection is dead after ServerAliveCountMax intervals
    // without an answer.
    const long limitSec = std::max(1, m_bastionHost.serverAliveIntervalSec * std::max(1, m_bastionHost.serverAliveCountMax));
    ssh_options_set(m_bastion, SSH_OPTIONS_TIMEOUT, &limitSec);
    QElapsedTimer waited;
    waited.start();
    ssh_send_keepalive(m_bastion);
    const long connectTimeout = m_bastionHost.effectiveConnectTimeoutSec();
    ssh_options_set(m_bastion, SSH_OPTIONS_TIMEOUT, &connectTimeout);
    return ssh_is_connected(m_bastion) && waited.elapsed() < limitSec * 1000 - 50;
}

void JumpBridge::forward()
{
    char buffer[32 * 1024];
    QElapsedTimer idle;
    idle.start();
    // Poll only after a round that moved nothing: libssh may have buffered
    // channel data while it wrote, and the socket would not show it.
    bool moved = true;
    while (!m_stop) {
        if (!moved) {
            pollfd fds[2] = {{m_fd, POLLIN, 0}, {ssh_get_fd(m_bastion), POLLIN, 0}};
            if (::poll(fds, 2, pollSliceMs) < 0 && errno != EINTR)
                break;
        }
        moved = false;
        int read = 0;
        while ((read = ssh_channel_read_nonblocking(m_channel, buffer, sizeof buffer, 0)) > 0) {
            if (!sendAll(m_fd, buffer, read))
                break;
            moved = true;
        }
        if (read == SSH_ERROR || ssh_channel_is_eof(m_channel) || ssh_channel_is_closed(m_channel)
            || !ssh_is_connected(m_bastion))
            break;
        const ssize_t got = ::recv(m_fd, buffer, sizeof buffer, MSG_DONTWAIT);
        if (got == 0 || (got < 0 && errno != EAGAIN && errno != EINTR))
            break;  // the inner session is gone
        if (got > 0) {
            if (ssh_channel_write(m_channel, buffer, uint32_t(got)) != got)
                break;
            moved = true;
        }
        if (moved) {
            idle.restart();
        } else if (m_bastionHost.serverAliveIntervalSec > 0
                   && idle.elapsed() >= m_bastionHost.serverAliveIntervalSec * 1000) {
            if (!keepBastionAlive()) {
                qCWarning(lcSsh).noquote() << m_bastionHost.label() << "jump host stopped answering keepalives";
                break;
            }
            idle.restart();
        }
    }
    // The inner session sees end of file and fails its next operation.
    ::shutdown(m_fd, SHUT_RDWR);
    m_alive = false;
}

} // namespace ascendops::ssh
