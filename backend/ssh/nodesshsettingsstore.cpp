#include "ssh/nodesshsettingsstore.h"

#include <QSettings>
#include <QUrl>

#include <memory>

namespace ascendops::ssh {
namespace {

// Context names may hold '/' and other characters QSettings reads as
// structure: the group is the name percent-encoded.
QString groupOf(const QString &context)
{
    return QStringLiteral("nodeSsh/") + QString::fromLatin1(QUrl::toPercentEncoding(context));
}

// The store's QSettings, or the application's default one for this call.
class SettingsRef
{
public:
    explicit SettingsRef(QSettings *given) : m_given(given)
    {
        if (!m_given)
            m_own = std::make_unique<QSettings>();
    }
    QSettings *operator->() const { return m_given ? m_given : m_own.get(); }

private:
    QSettings *m_given;
    std::unique_ptr<QSettings> m_own;
};

} // namespace

NodeSshSettings NodeSshSettingsStore::load(const QString &context) const
{
    const SettingsRef settings(m_settings);
    NodeSshSettings value;
    settings->beginGroup(groupOf(context));
    value.user = settings->value(QStringLiteral("user")).toString();
    value.jumpHosts = settings->value(QStringLiteral("jumpHosts")).toString();
    value.identityFile = settings->value(QStringLiteral("identityFile")).toString();
    value.knownHostsFile = settings->value(QStringLiteral("knownHostsFile")).toString();
    value.port = settings->value(QStringLiteral("port"), 0).toInt();
    value.probeIntervalSec = settings->value(QStringLiteral("probeIntervalSec"), NodeSshSettings::defaultProbeIntervalSec).toInt();
    value.selection = selectionFromName(settings->value(QStringLiteral("selection")).toString());
    value.nodes = settings->value(QStringLiteral("nodes")).toStringList();
    value.pattern = settings->value(QStringLiteral("pattern")).toString();
    settings->endGroup();
    return value;
}

void NodeSshSettingsStore::save(const QString &context, const NodeSshSettings &value)
{
    const SettingsRef settings(m_settings);
    settings->remove(groupOf(context));
    settings->beginGroup(groupOf(context));
    settings->setValue(QStringLiteral("user"), value.user);
    settings->setValue(QStringLiteral("jumpHosts"), value.jumpHosts);
    settings->setValue(QStringLiteral("identityFile"), value.identityFile);
    settings->setValue(QStringLiteral("knownHostsFile"), value.knownHostsFile);
    settings->setValue(QStringLiteral("port"), value.port);
    settings->setValue(QStringLiteral("probeIntervalSec"), value.probeIntervalSec);
    settings->setValue(QStringLiteral("selection"), selectionName(value.selection));
    settings->setValue(QStringLiteral("nodes"), value.nodes);
    settings->setValue(QStringLiteral("pattern"), value.pattern);
    settings->endGroup();
    settings->sync();
}

bool NodeSshSettingsStore::contains(const QString &context) const
{
    // save() always writes every key: one stands for all.
    return SettingsRef(m_settings)->contains(groupOf(context) + QStringLiteral("/probeIntervalSec"));
}

} // namespace ascendops::ssh
