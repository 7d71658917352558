#pragma once
// How the console reaches one cluster's nodes over SSH, as the operator set
// it in the console: every field left empty (or 0) means "as ssh_config
// says", so ~/.ssh/config stays the default. Never holds a password or a
// passphrase.
#include "ssh/sshconfig.h"

#include <QString>
#include <QStringList>

namespace ascendops::ssh {

struct NodeSshSettings
{
    // Which of the cluster's nodes are probed.
    enum class Selection { All, List, Pattern };

    static constexpr int defaultProbeIntervalSec = 5;

    QString user;
    QString jumpHosts;        // ProxyJump: "[user@]host[:port]", comma-separated
    QString identityFile;
    QString knownHostsFile;
    int port = 0;             // 0: from ssh_config (22 when it says nothing)
    int probeIntervalSec = defaultProbeIntervalSec;
    Selection selection = Selection::All;
    QStringList nodes;        // Selection::List
    QString pattern;          // Selection::Pattern: ssh_config Host pattern list ("node-1*,!node-13")

    // The console's fields as ssh's command line (which wins over ssh_config).
    SshOverrides overrides() const;
    // Whether NODE is one to probe.
    bool selects(const QString &node) const;
    // An empty string when the fields are usable, else what is wrong.
    QString problem() const;
    bool isDefault() const { return *this == NodeSshSettings(); }

    bool operator==(const NodeSshSettings &) const = default;
};

// "all", "list" or "pattern", as stored.
QString selectionName(NodeSshSettings::Selection selection);
NodeSshSettings::Selection selectionFromName(const QString &name);

} // namespace ascendops::ssh
