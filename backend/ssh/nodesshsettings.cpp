#include "ssh/nodesshsettings.h"

#include "ssh/hostpattern.h"
#include "ssh/sshspec.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ascendops::ssh {
namespace {

QStringList patternList(const QString &text)
{
    QStringList patterns;
    for (const QString &part : text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts))
        patterns.append(part);
    return patterns;
}

} // namespace

SshOverrides NodeSshSettings::overrides() const
{
    SshOverrides cli;
    cli.user = user.trimmed();
    cli.port = port;
    if (!identityFile.trimmed().isEmpty())
        cli.identityFiles = {identityFile.trimmed()};
    if (!jumpHosts.trimmed().isEmpty())
        cli.proxyJump = jumpHosts.trimmed();
    cli.knownHostsFile = knownHostsFile.trimmed();
    return cli;
}

bool NodeSshSettings::selects(const QString &node) const
{
    switch (selection) {
    case Selection::All: return true;
    case Selection::List: return nodes.contains(node);
    case Selection::Pattern: return matchesHostPatterns(node, patternList(pattern));
    }
    return false;
}

QString NodeSshSettings::problem() const
{
    QString error;
    if (!jumpHosts.trimmed().isEmpty() && !parseJumpList(jumpHosts.trimmed(), &error))
        return QCoreApplication::translate("NodeSshSettings", "Jump host: %1").arg(error);
    if (port < 0 || port > 65535)
        return QCoreApplication::translate("NodeSshSettings", "Port must be between 1 and 65535.");
    if (probeIntervalSec < 1)
        return QCoreApplication::translate("NodeSshSettings", "The probe interval must be at least one second.");
    if (selection == Selection::List && nodes.isEmpty())
        return QCoreApplication::translate("NodeSshSettings", "List at least one node to probe.");
    if (selection == Selection::Pattern && patternList(pattern).isEmpty())
        return QCoreApplication::translate("NodeSshSettings", "Give a node name pattern, such as node-1*.");
    return {};
}

QString selectionName(NodeSshSettings::Selection selection)
{
    switch (selection) {
    case NodeSshSettings::Selection::All: return QStringLiteral("all");
    case NodeSshSettings::Selection::List: return QStringLiteral("list");
    case NodeSshSettings::Selection::Pattern: return QStringLiteral("pattern");
    }
    return {};
}

NodeSshSettings::Selection selectionFromName(const QString &name)
{
    if (name == QLatin1String("list"))
        return NodeSshSettings::Selection::List;
    if (name == QLatin1String("pattern"))
        return NodeSshSettings::Selection::Pattern;
    return NodeSshSettings::Selection::All;
}

} // namespace ascendops::ssh
