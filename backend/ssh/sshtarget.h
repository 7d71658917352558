#pragma once
// Where to log in and how, once ssh_config and the command line have been
// applied: the value every session and the pool work from.
#include <QList>
#include <QString>
#include <QStringList>

namespace ascendops::ssh {

// StrictHostKeyChecking for a host whose key is not known yet. A key that
// differs from the known one is refused under every mode.
enum class HostKeyChecking {
    Ask,        // ask the host-key callback; refuse when there is none (OpenSSH's default)
    Yes,        // refuse unknown hosts
    AcceptNew,  // accept and record unknown hosts
    No,         // as AcceptNew: changed keys stay refused here, unlike OpenSSH
};

QString hostKeyCheckingName(HostKeyChecking mode);

// One machine to log in to: the target itself or a ProxyJump bastion.
struct SshHost
{
    static constexpr int defaultConnectTimeoutSec = 15;

    QString alias;                   // the name Host patterns were matched against
    QString hostName;                // what is connected to
    QString user;
    int port = 22;
    QStringList identityFiles;       // expanded; empty: the OpenSSH defaults
    bool identitiesOnly = false;     // true: no agent keys
    int connectTimeoutSec = 0;       // 0: defaultConnectTimeoutSec
    int serverAliveIntervalSec = 0;  // 0: no keepalives
    int serverAliveCountMax = 3;
    QString knownHostsFile;          // expanded
    HostKeyChecking hostKeyChecking = HostKeyChecking::Ask;
    // SHA256 fingerprints the user accepted for this run only: an unknown
    // key with one of them is let in and not recorded in known_hosts.
    QStringList acceptedHostKeys;

    int effectiveConnectTimeoutSec() const;
    // "node-3 (127.0.0.1:2201)", or "127.0.0.1:2201" when the alias is the
    // host name; IPv6 addresses in brackets.
    QString label() const;
    // The name known_hosts uses: "host" for port 22, "[host]:port" otherwise.
    QString knownHostsName() const;

    bool operator==(const SshHost &) const = default;
};

// The target and the bastions in front of it.
struct SshTarget : SshHost
{
    QList<SshHost> jumps;  // in connection order: jumps[0] is reached directly

    // Same key: the same login along the same path, so a pooled session can
    // be reused.
    QString connectionKey() const;

    bool operator==(const SshTarget &) const = default;
};

// The identity files tried when none is configured: OpenSSH's default names
// for the key types this console supports, the newest type first.
QStringList defaultIdentityFiles();

// "~/.ssh/id_ed25519" for a path under the home directory, the path otherwise.
QString displayPath(const QString &path);

} // namespace ascendops::ssh
