#pragma once
// Node SSH settings kept per kubeconfig context in QSettings, under
// "nodeSsh/<context>/...". Only what NodeSshSettings holds is written: no
// password or passphrase ever reaches the settings file.
#include "ssh/nodesshsettings.h"

#include <QString>

class QSettings;

namespace ascendops::ssh {

class NodeSshSettingsStore
{
public:
    // SETTINGS is used, not owned; null: the application's default QSettings.
    explicit NodeSshSettingsStore(QSettings *settings = nullptr) : m_settings(settings) {}

    // The context's settings; defaults when nothing was saved for it.
    NodeSshSettings load(const QString &context) const;
    void save(const QString &context, const NodeSshSettings &settings);
    bool contains(const QString &context) const;

private:
    QSettings *m_settings;
};

} // namespace ascendops::ssh
