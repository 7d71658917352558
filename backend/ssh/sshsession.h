#pragma once
// One SSH login to a node, possibly through ProxyJump bastions. Blocking:
// use it on worker threads only (SshPool does), never on a thread with an
// event loop the user waits on.
#include "ssh/commandresult.h"
#include "ssh/hostkeycheck.h"
#include "ssh/sshauth.h"
#include "ssh/sshtarget.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace ascendops::ssh {

class SshSession
{
public:
    // Output kept per stream; a command that prints more is stopped, with
    // CommandResult::truncated and an error saying so.
    static constexpr qsizetype maxOutputBytes = 32 * 1024 * 1024;   // a probe prints under 1 MiB; node files, 16 scripts of 1 MiB

    explicit SshSession(SshTarget target);
    ~SshSession();
    SshSession(const SshSession &) = delete;
    SshSession &operator=(const SshSession &) = delete;

    const SshTarget &target() const { return m_target; }
    void setHostKeyQuestion(HostKeyQuestionCallback ask) { m_ask = std::move(ask); }
    void setPassphraseCallback(PassphraseCallback passphrase) { m_passphrase = std::move(passphrase); }

    // Connects every hop (ConnectTimeout each), verifies host keys and
    // authenticates. On failure returns false with a message that names the
    // hop that failed; CANCEL is checked between steps.
    bool connect(QString *error, const std::atomic_bool *cancel = nullptr);
    bool isConnected() const;
    // Why the last connect() stopped at a host key, if it did.
    const std::optional<HostKeyRefusal> &hostKeyRefusal() const { return m_hostKeyRefusal; }
    void disconnect();

    // Runs COMMAND through the login shell and collects its output until it
    // exits, TIMEOUTMS passes (0: no limit), it prints more than
    // maxOutputBytes on a stream, or *CANCEL becomes true; then the
    // command's process group on the node is killed and the channel closed,
    // and the session stays usable. Sends keepalives while the command is
    // silent for ServerAliveInterval.
    CommandResult run(const QByteArray &command, int timeoutMs, const std::atomic_bool *cancel = nullptr);

    // Sends a keepalive and waits for the answer (up to ServerAliveInterval x
    // ServerAliveCountMax, or ConnectTimeout). False, with the reason, when
    // the connection is dead; the session is then disconnected.
    bool keepAlive(QString *error);
    // Milliseconds since the last command or keepalive.
    qint64 idleMs() const { return m_idle.isValid() ? m_idle.elapsed() : 0; }

private:
    struct Hop;

    bool connectHop(const SshHost &host, int fd, std::unique_ptr<class JumpBridge> via, QString *error);
    bool probe(QString *error);
    void markDead(const QString &why);

    SshTarget m_target;
    HostKeyQuestionCallback m_ask;
    PassphraseCallback m_passphrase;
    std::vector<std::unique_ptr<Hop>> m_hops;  // bastions, then the target
    std::optional<HostKeyRefusal> m_hostKeyRefusal;
    QElapsedTimer m_idle;
};

} // namespace ascendops::ssh
