#include "sim/nodes/nodesshserver.h"

#include "sim/simlog.h"
#include "ssh/sshkeyfile.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace ascendops::sim {
namespace {

constexpr int startTimeoutMs = 10000;
constexpr int stopTimeoutMs = 3000;

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

sockaddr_in loopback(int port)
{
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(quint16(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return address;
}

bool acceptsConnections(int port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return false;
    const sockaddr_in address = loopback(port);
    const bool connected = ::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0;
    ::close(fd);
    return connected;
}

// The parent pid from /proc/PID/stat ("pid (comm) state ppid ..."; comm may
// contain spaces and parentheses, so read after the last ')').
qint64 parentOf(const QString &pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    return fields.size() > 1 ? fields[1].toLongLong() : -1;
}

// Every process below ROOT. sshd runs each connection in a process of its
// own session (setsid), so a process group signal would miss them.
QList<qint64> descendantsOf(qint64 root)
{
    QMultiMap<qint64, qint64> children;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool numeric = false;
        const qint64 pid = entry.toLongLong(&numeric);
        if (numeric)
            children.insert(parentOf(entry), pid);
    }
    QList<qint64> found;
    QList<qint64> pending{root};
    while (!pending.isEmpty()) {
        const qint64 parent = pending.takeFirst();
        for (qint64 child : children.values(parent)) {
            found.append(child);
            pending.append(child);
        }
    }
    return found;
}

QString quotedForConfig(const QString &value)
{
    return value.contains(QLatin1Char(' ')) ? QLatin1Char('"') + value + QLatin1Char('"') : value;
}

} // namespace

NodeSshServer::NodeSshServer(const QString &toolsBinDir) : m_toolsBinDir(toolsBinDir) {}

NodeSshServer::~NodeSshServer()
{
    stop();
}

int NodeSshServer::pickFreePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return 0;
    sockaddr_in address = loopback(0);
    socklen_t length = sizeof address;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    ::close(fd);
    return port;
}

int NodeSshServer::addNode(const QString &node, int port)
{
    for (int attempt = 0; port == 0 && attempt < 20; ++attempt) {
        const int candidate = pickFreePort();
        if (!m_ports.values().contains(candidate))
            port = candidate;
    }
    if (port == 0 || (m_ports.values().contains(port) && m_ports.value(node) != port))
        return 0;
    m_ports.insert(node, port);
    return port;
}

int NodeSshServer::port(const QString &node) const
{
    return m_ports.value(node, 0);
}

QString NodeSshServer::configPath() const
{
    return m_dir.filePath(QStringLiteral("sshd_config"));
}

void NodeSshServer::addAuthorizedKey(const QString &publicKeyText)
{
    m_authorizedKeys.append(publicKeyText.trimmed());
    if (m_dir.isValid())
        writeAuthorizedKeys(nullptr);
}

bool NodeSshServer::writeHostKey(QString *error)
{
    if (!m_hostKeyFingerprint.isEmpty())
        return true;
    const QString path = m_dir.filePath(QStringLiteral("ssh_host_ed25519_key"));
    QString why;
    if (!ssh::generateKeyPair(path, QStringLiteral("ascend-sim-node"), QString(), &why))
        return fail(error, QStringLiteral("host key: %1").arg(why));
    QFile publicFile(path + QStringLiteral(".pub"));
    publicFile.open(QIODevice::ReadOnly);
    m_hostPublicKey = QString::fromUtf8(publicFile.readAll()).trimmed().section(QLatin1Char(' '), 0, 1);
    m_hostKeyFingerprint = ssh::publicKeyFileFingerprint(path + QStringLiteral(".pub"));
    return true;
}

bool NodeSshServer::writeAuthorizedKeys(QString *error) const
{
    QFile file(m_dir.filePath(QStringLiteral("authorized_keys")));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return fail(error, QStringLiteral("cannot write %1: %2").arg(file.fileName(), file.errorString()));
    for (const QString &key : m_authorizedKeys)
        file.write(key.toUtf8() + '\n');
    return true;
}

bool NodeSshServer::writeConfig(QString *error) const
{
    const QString path = m_toolsBinDir.isEmpty() ? QStringLiteral("/usr/bin:/bin")
                                                 : QDir(m_toolsBinDir).absolutePath() + QStringLiteral(":/usr/bin:/bin");
    QStringList lines{
        QStringLiteral("# Simulated Ascend nodes, one port each."),
        QStringLiteral("ListenAddress 127.0.0.1"),
    };
    for (int port : m_ports)
        lines.append(QStringLiteral("Port %1").arg(port));
    lines << QStringLiteral("HostKey %1").arg(m_dir.filePath(QStringLiteral("ssh_host_ed25519_key")))
          << QStringLiteral("PidFile %1").arg(m_dir.filePath(QStringLiteral("sshd.pid")))
          << QStringLiteral("AuthorizedKeysFile %1").arg(m_dir.filePath(QStringLiteral("authorized_keys")))
          << QStringLiteral("PasswordAuthentication no") << QStringLiteral("KbdInteractiveAuthentication no")
          << QStringLiteral("UsePAM no") << QStringLiteral("StrictModes no")
          << QStringLiteral("PermitRootLogin prohibit-password")
          // Many simulated nodes log in at once when a console connects.
          << QStringLiteral("MaxStartups 1000") << QStringLiteral("MaxSessions 100")
          << QStringLiteral("LogLevel INFO");
    for (auto it = m_ports.cbegin(); it != m_ports.cend(); ++it) {
        // The simulated nodes log in as this machine's user, whose ~/.bashrc
        // belongs to this machine, not to a node: bash reads it for a command
        // from sshd only at shell level 1, and SHLVL=1 makes it level 2.
        // (On the machines here it runs `pyenv init`: 0.1 s of CPU and 0.4 s
        // of wall time per command, and a hang when pyenv's lock is stale.)
        lines << QStringLiteral("Match LocalPort %1").arg(it.value())
              << QStringLiteral("    SetEnv %1 %2 SHLVL=1")
                     .arg(quotedForConfig(QStringLiteral("ASCEND_SIM_NODE=") + it.key()),
                          quotedForConfig(QStringLiteral("PATH=") + path));
        for (const QString &variable : m_environment.value(it.key()))
            lines.last() += QLatin1Char(' ') + quotedForConfig(variable);
    }
    QFile file(configPath());
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return fail(error, QStringLiteral("cannot write %1: %2").arg(file.fileName(), file.errorString()));
    file.write(lines.join(QLatin1Char('\n')).toUtf8() + '\n');
    return true;
}

bool NodeSshServer::waitUntilListening(QString *error)
{
    const QDeadlineTimer deadline(startTimeoutMs);
    QList<int> pending = m_ports.values();
    while (!pending.isEmpty()) {
        if (acceptsConnections(pending.first())) {
            pending.removeFirst();
            continue;
        }
        if (m_process->state() == QProcess::NotRunning || m_process->waitForFinished(20))
            return fail(error, QStringLiteral("sshd exited: %1").arg(logText().trimmed()));
        if (deadline.hasExpired())
            return fail(error, QStringLiteral("sshd did not listen on port %1 within %2 s")
                                   .arg(pending.first())
                                   .arg(startTimeoutMs / 1000));
    }
    return true;
}

bool NodeSshServer::start(QString *error)
{
    if (isRunning())
        return true;
    if (!QFileInfo(sshdPath()).isExecutable())
        return fail(error, QStringLiteral("sshd not found at %1").arg(sshdPath()));
    if (!m_dir.isValid())
        return fail(error, QStringLiteral("cannot create a temporary directory"));
    if (m_ports.isEmpty() && addNode(QStringLiteral("node-0")) == 0)
        return fail(error, QStringLiteral("no free port on 127.0.0.1"));
    // sshd's privilege separation directory; a systemd unit makes it normally.
    if (geteuid() == 0)
        QDir().mkpath(QStringLiteral("/run/sshd"));
    if (!writeHostKey(error) || !writeAuthorizedKeys(error) || !writeConfig(error))
        return false;

    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    m_process->setStandardOutputFile(m_dir.filePath(QStringLiteral("sshd.log")), QIODevice::Append);
    // sshd wants itself named by absolute path (it re-executes itself).
    m_process->start(sshdPath(), {QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), configPath()});
    if (!m_process->waitForStarted(startTimeoutMs))
        return fail(error, QStringLiteral("cannot start %1: %2").arg(sshdPath(), m_process->errorString()));
    if (!waitUntilListening(error)) {
        kill();
        return false;
    }
    qCInfo(lcSim).noquote() << "sshd for" << m_ports.size() << "simulated nodes on 127.0.0.1, pid" << m_process->processId();
    return true;
}

void NodeSshServer::signalAll(int signal)
{
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return;
    // Stop the listener first so that no session starts while the list of
    // sessions is read; they are only findable while sshd is their parent.
    const pid_t pid = pid_t(m_process->processId());
    ::kill(pid, SIGSTOP);
    const QList<qint64> sessions = descendantsOf(pid);
    for (qint64 child : sessions)
        ::kill(pid_t(child), signal);
    ::kill(pid, signal);
    ::kill(pid, SIGCONT);
}

void NodeSshServer::stop()
{
    if (!m_process)
        return;
    signalAll(SIGTERM);
    if (!m_process->waitForFinished(stopTimeoutMs))
        signalAll(SIGKILL);
    m_process->waitForFinished(stopTimeoutMs);
    m_process.reset();
}

void NodeSshServer::kill()
{
    if (!m_process)
        return;
    signalAll(SIGKILL);
    m_process->waitForFinished(stopTimeoutMs);
    m_process.reset();
}

bool NodeSshServer::restart(QString *error)
{
    stop();
    return start(error);
}

bool NodeSshServer::isRunning() const
{
    return m_process && m_process->state() == QProcess::Running;
}

QString NodeSshServer::logText() const
{
    QFile log(m_dir.filePath(QStringLiteral("sshd.log")));
    log.open(QIODevice::ReadOnly);
    return QString::fromUtf8(log.readAll());
}

} // namespace ascendops::sim
