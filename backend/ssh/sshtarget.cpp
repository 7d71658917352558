#include "sshtarget.h"

#include <QDir>

namespace ascendops::ssh {
namespace {

QString hostPort(const QString &host, int port)
{
    const QString shown = host.contains(QLatin1Char(':')) ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    return shown + QLatin1Char(':') + QString::number(port);
}

} // namespace

QString hostKeyCheckingName(HostKeyChecking mode)
{
    switch (mode) {
    case HostKeyChecking::Ask: return QStringLiteral("ask");
    case HostKeyChecking::Yes: return QStringLiteral("yes");
    case HostKeyChecking::AcceptNew: return QStringLiteral("accept-new");
    case HostKeyChecking::No: return QStringLiteral("no");
    }
    return {};
}

int SshHost::effectiveConnectTimeoutSec() const
{
    return connectTimeoutSec > 0 ? connectTimeoutSec : defaultConnectTimeoutSec;
}

QString SshHost::label() const
{
    const QString address = hostPort(hostName, port);
    if (alias.isEmpty() || alias == hostName)
        return address;
    return alias + QStringLiteral(" (") + address + QLatin1Char(')');
}

QString SshHost::knownHostsName() const
{
    if (port == 22)
        return hostName;
    return QLatin1Char('[') + hostName + QStringLiteral("]:") + QString::number(port);
}

QString SshTarget::connectionKey() const
{
    QStringList parts;
    for (const SshHost &hop : jumps)
        parts.append(hop.user + QLatin1Char('@') + hostPort(hop.hostName, hop.port));
    parts.append(user + QLatin1Char('@') + hostPort(hostName, port));
    return parts.join(QStringLiteral(" -> "));
}

QStringList defaultIdentityFiles()
{
    const QString dir = QDir::homePath() + QStringLiteral("/.ssh/");
    return {dir + QStringLiteral("id_ed25519"), dir + QStringLiteral("id_ecdsa"), dir + QStringLiteral("id_rsa")};
}

QString displayPath(const QString &path)
{
    const QString home = QDir::homePath();
    if (!home.isEmpty() && home != QLatin1String("/") && path.startsWith(home + QLatin1Char('/')))
        return QLatin1Char('~') + path.mid(home.size());
    return path;
}

} // namespace ascendops::ssh
