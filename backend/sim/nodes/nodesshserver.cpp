#include "sim/nodes/nodesshserver.h"

#include "sim/simlog.h"
#include "ssh/sshkeyfile.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace ascendops::sim {
namespace {

constexpr int startTimeoutMs = 10000;
constexpr int stopTimeoutMs = 3000;
constexpr int maxStartAttempts = 5;

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

// sshd's log lines (LogLevel INFO) for a port it listens on and one it could
// not bind. The trailing delimiter keeps port 4799 from matching 47990.
QString listeningLine(int port)
{
    return QStringLiteral("Server listening on 127.0.0.1 port %1.").arg(port);
}

QString bindFailedLine(int port)
{
    return QStringLiteral("Bind to port %1 on 127.0.0.1 failed").arg(port);
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
    const bool picked = port == 0;
    if (picked)
        port = pickUnusedPort({});
    if (port == 0 || (m_ports.values().contains(port) && m_ports.value(node) != port))
        return 0;
    m_ports.insert(node, port);
    if (picked)
        m_movablePorts.insert(node);
    else
        m_movablePorts.remove(node);
    return port;
}

int NodeSshServer::pickUnusedPort(const QList<int> &avoid) const
{
    for (int attempt = 0; attempt < 20; ++attempt) {
        const int candidate = pickFreePort();
        if (candidate != 0 && !m_ports.values().contains(candidate) && !avoid.contains(candidate))
            return candidate;
    }
    return 0;
}

bool NodeSshServer::moveTakenPorts(const QList<int> &taken)
{
    for (auto it = m_ports.begin(); it != m_ports.end(); ++it) {
        if (!taken.contains(it.value()))
            continue;
        const int port = m_movablePorts.contains(it.key()) ? pickUnusedPort(taken) : 0;
        if (port == 0)
            return false;
        it.value() = port;
    }
    return true;
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

// Ready when sshd's log says it listens on every port. A connection that
// succeeds proves nothing: when another process holds one of the ports, sshd
// serves the others and only its log tells, while that port still answers.
bool NodeSshServer::waitUntilListening(qint64 logStart, QList<int> *taken, QString *error)
{
    const QDeadlineTimer deadline(startTimeoutMs);
    QList<int> pending = m_ports.values();
    while (true) {
        // Whether sshd ended is asked before its log is read: then the log
        // read is complete (sshd exits when it could bind no port at all).
        const bool exited = m_process->state() == QProcess::NotRunning;
        const QString log = logText(logStart);
        pending.removeIf([&](int port) {
            if (log.contains(bindFailedLine(port)))
                taken->append(port);
            return log.contains(listeningLine(port)) || taken->contains(port);
        });
        if (pending.isEmpty())
            break;
        if (exited)
            return fail(error, QStringLiteral("sshd exited: %1").arg(log.trimmed()));
        if (deadline.hasExpired())
            return fail(error, QStringLiteral("sshd did not listen on port %1 within %2 s")
                                   .arg(pending.first())
                                   .arg(startTimeoutMs / 1000));
        m_process->waitForFinished(20);
    }
    if (taken->isEmpty())
        return true;
    QStringList ports;
    for (int port : *taken)
        ports << QString::number(port);
    return fail(error, QStringLiteral("sshd could not listen on port %1 of 127.0.0.1: another process holds it")
                           .arg(ports.join(QStringLiteral(", "))));
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
    if (!writeHostKey(error) || !writeAuthorizedKeys(error))
        return false;
    // A picked port was free only when picked; until sshd binds it, another
    // process (a parallel test's listener, say) may take it. Such a port moves
    // while no one has been told of it yet; a served port never moves.
    for (int attempt = 1;; ++attempt) {
        QList<int> taken;
        if (launch(&taken, error))
            break;
        if (taken.isEmpty() || attempt == maxStartAttempts || !moveTakenPorts(taken))
            return false;
        qCInfo(lcSim).noquote() << "sshd:" << *error << "- trying other ports";
    }
    m_movablePorts.clear();
    qCInfo(lcSim).noquote() << "sshd for" << m_ports.size() << "simulated nodes on 127.0.0.1, pid" << m_process->processId();
    return true;
}

bool NodeSshServer::launch(QList<int> *taken, QString *error)
{
    if (!writeConfig(error))
        return false;
    const QString logPath = m_dir.filePath(QStringLiteral("sshd.log"));
    const qint64 logStart = QFileInfo(logPath).size();
    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    m_process->setStandardOutputFile(logPath, QIODevice::Append);
    // sshd wants itself named by absolute path (it re-executes itself).
    m_process->start(sshdPath(), {QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), configPath()});
    if (!m_process->waitForStarted(startTimeoutMs))
        return fail(error, QStringLiteral("cannot start %1: %2").arg(sshdPath(), m_process->errorString()));
    if (!waitUntilListening(logStart, taken, error)) {
        kill();
        return false;
    }
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

QString NodeSshServer::logText(qint64 from) const
{
    QFile log(m_dir.filePath(QStringLiteral("sshd.log")));
    if (!log.open(QIODevice::ReadOnly) || !log.seek(from))
        return QString();
    return QString::fromUtf8(log.readAll());
}

} // namespace ascendops::sim
