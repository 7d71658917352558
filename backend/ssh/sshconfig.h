#pragma once
// The OpenSSH client configuration (ssh_config) as `ssh` reads it, for the
// settings the console uses to reach nodes: Host patterns, Include, first
// obtained value wins, and the keywords HostName, User, Port, IdentityFile,
// IdentitiesOnly, ProxyJump, ConnectTimeout, ServerAliveInterval,
// ServerAliveCountMax, UserKnownHostsFile and StrictHostKeyChecking. Other
// keywords are ignored; Match blocks are skipped with a note.
#include "core/problem.h"
#include "ssh/sshtarget.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ascendops::ssh {

// What the command line says, which wins over the configuration (ssh's -l,
// -p, -i, -J, -o ConnectTimeout, -o UserKnownHostsFile and
// -o StrictHostKeyChecking). User and port apply to the target only; the
// others to the bastions too, since an operator's key and known_hosts file
// serve the whole path.
struct SshOverrides
{
    QString user;
    int port = 0;                            // 0: not given
    QStringList identityFiles;               // tried before the configured ones
    std::optional<QString> proxyJump;        // a jump list or "none"
    std::optional<int> connectTimeoutSec;
    QString knownHostsFile;
    std::optional<HostKeyChecking> hostKeyChecking;
};

class SshConfig
{
public:
    // Reads PATH and the files it includes. Problems name the file and line;
    // a line with an error is left out, the rest still applies. A file that
    // cannot be read is an error.
    static SshConfig load(const QString &path, Problems *problems);
    // ~/.ssh/config then /etc/ssh/ssh_config, each only if it exists.
    static SshConfig loadDefault(Problems *problems);
    // TEXT as if read from FILENAME; relative Includes are looked up in
    // INCLUDEDIR (~/.ssh for a user's file, /etc/ssh for the system's).
    static SshConfig parse(const QByteArray &text, const QString &fileName, const QString &includeDir,
                           Problems *problems);

    // Applies every matching Host section (first value wins) and the command
    // line to HOSTALIAS. Defaults: host name = alias, user = the local user,
    // port 22, known hosts ~/.ssh/known_hosts, StrictHostKeyChecking ask.
    // Jump hosts are resolved through the configuration as well; a ProxyJump
    // chain deeper than 8 hosts is cut and reported in *problems.
    SshTarget resolve(const QString &hostAlias, const SshOverrides &cli = {}, Problems *problems = nullptr) const;

    // Read entries that are in effect somewhere (for tests and diagnostics).
    int entryCount() const { return int(m_entries.size()); }

private:
    friend class SshConfigReader;
    struct Entry
    {
        QList<QStringList> conditions;  // every list must match; an empty list never does
        QString keyword;                // lower case
        QStringList args;
        QString file;
        int line = 0;
    };
    struct Settings;

    Settings collect(const QString &alias) const;
    SshHost buildHost(const QString &alias, const Settings &settings, const SshOverrides &cli) const;
    QList<SshHost> jumpChain(const QString &jumpList, const SshOverrides &hopOverrides, int depth,
                             Problems *problems) const;

    QList<Entry> m_entries;
};

} // namespace ascendops::ssh
