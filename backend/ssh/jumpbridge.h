#pragma once
// ProxyJump's plumbing (internal to the SSH layer): a direct-tcpip channel
// through a bastion's session, bridged by a small thread to one end of a
// socketpair whose other end the next hop's session uses as its socket.
#include "ssh/sshtarget.h"

#include <QString>

#include <atomic>
#include <memory>
#include <thread>

struct ssh_session_struct;
struct ssh_channel_struct;

namespace ascendops::ssh {

class JumpBridge
{
public:
    // Opens a channel from BASTION (a connected, authenticated session for
    // BASTIONHOST) to HOST:PORT and starts forwarding. On success *innerFd is
    // the socket for the next session, which takes it over. From then on only
    // the bridge's thread touches BASTION, until the bridge is destroyed.
    static std::unique_ptr<JumpBridge> open(ssh_session_struct *bastion, const SshHost &bastionHost,
                                            const QString &host, int port, int *innerFd, QString *error);
    ~JumpBridge();
    JumpBridge(const JumpBridge &) = delete;
    JumpBridge &operator=(const JumpBridge &) = delete;

    // False once the channel or the bastion connection has ended.
    bool isAlive() const { return m_alive.load(); }

private:
    JumpBridge(ssh_session_struct *bastion, const SshHost &bastionHost, ssh_channel_struct *channel, int fd);
    void forward();
    bool keepBastionAlive();

    ssh_session_struct *m_bastion;
    SshHost m_bastionHost;
    ssh_channel_struct *m_channel;
    int m_fd;  // the bridge's end of the socketpair
    std::atomic_bool m_stop{false};
    std::atomic_bool m_alive{true};
    std::thread m_thread;
};

} // namespace ascendops::ssh
