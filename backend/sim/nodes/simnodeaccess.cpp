#include "sim/nodes/simnodeaccess.h"

#include "core/atomicfile.h"

#include "sim/nodes/nodesshserver.h"
#include "sim/nodes/nodetooldir.h"
#include "ssh/sshkeyfile.h"

#include <QDir>
#include <QFile>

#include <pwd.h>
#include <unistd.h>

namespace ascendops::sim {
namespace {

// sshd's limit of listening sockets per process (MAX_LISTEN_SOCKS).
constexpr qsizetype kNodesPerServer = 16;

QString localUser()
{
    const passwd *entry = ::getpwuid(::geteuid());
    return entry ? QString::fromLocal8Bit(entry->pw_name) : qEnvironmentVariable("USER");
}

bool writeText(const QString &path, const QString &text, QString *error)
{
    QString reason;
    if (!writeFileAtomically(path, text.toUtf8(), &reason)) {
        *error = QStringLiteral("%1: %2").arg(path, reason);
        return false;
    }
    return true;
}

} // namespace

SimNodeAccess::SimNodeAccess(QString dir) : m_dir(std::move(dir)) {}

SimNodeAccess::~SimNodeAccess() = default;

QString SimNodeAccess::sshConfigPath() const { return m_dir + QStringLiteral("/ssh_config"); }
QString SimNodeAccess::knownHostsPath() const { return m_dir + QStringLiteral("/known_hosts"); }
QString SimNodeAccess::identityPath() const { return m_dir + QStringLiteral("/id_ed25519"); }

bool SimNodeAccess::start(const NodeToolDir &tools, const QStringList &nodes, QString *error)
{
    if (!QDir().mkpath(m_dir)) {
        *error = QStringLiteral("%1: cannot create the directory").arg(m_dir);
        return false;
    }
    if (!QFile::exists(identityPath()) && !ssh::generateKeyPair(identityPath(), QStringLiteral("ascend-ops-demo"), QString(), error))
        return false;
    QFile publicKey(identityPath() + QStringLiteral(".pub"));
    if (!publicKey.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(publicKey.fileName(), publicKey.errorString());
        return false;
    }
    const QString authorized = QString::fromUtf8(publicKey.readAll()).trimmed();
    QString config;
    QString known;
    for (qsizetype first = 0; first < nodes.size(); first += kNodesPerServer) {
        auto server = std::make_unique<NodeSshServer>(tools.binDir());
        server->addAuthorizedKey(authorized);
        const QStringList share = nodes.mid(first, kNodesPerServer);
        for (const QString &node : share) {
            server->addNode(node);
            server->setNodeEnvironment(node, {QStringLiteral("ASCEND_HCCN_CONF=") + tools.hccnConfPath(node)});
        }
        if (!server->start(error))
            return false;
        for (const QString &node : share) {
            const int port = server->port(node);
            config += QStringLiteral("Host %1\n    HostName 127.0.0.1\n    Port %2\n    User %3\n    IdentityFile %4\n"
                                     "    IdentitiesOnly yes\n    UserKnownHostsFile %5\n    StrictHostKeyChecking yes\n"
                                     "    ServerAliveInterval 15\n")
                          .arg(node).arg(port).arg(localUser(), identityPath(), knownHostsPath());
            known += QStringLiteral("[127.0.0.1]:%1 %2\n").arg(port).arg(server->hostPublicKey());
        }
        m_servers.push_back(std::move(server));
    }
    m_nodes = nodes;
    return writeText(knownHostsPath(), known, error) && writeText(sshConfigPath(), config, error);
}

void SimNodeAccess::stop()
{
    m_servers.clear();
}

} // namespace ascendops::sim
