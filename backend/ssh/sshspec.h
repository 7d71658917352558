#pragma once
// "[USER@]HOST[:PORT]" as ssh's -J and the console's --ssh / --jump take it.
#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace ascendops::ssh {

struct SshSpec
{
    QString user;  // empty: not given
    QString host;
    int port = 0;  // 0: not given

    QString toString() const;
};

// Accepts "host", "user@host", "host:2201", "user@host:2201", IPv6 in
// brackets ("[fe80::1]:22", "root@[::1]"), a bare IPv6 address without a port
// ("::1"), and the "ssh://[user@]host[:port]" form ProxyJump also allows.
// The user is what comes before the last '@'. On failure returns nullopt and
// says why in *error.
std::optional<SshSpec> parseSshSpec(QStringView text, QString *error);

// ProxyJump's value: comma-separated specs, or "none" (an empty list).
std::optional<QList<SshSpec>> parseJumpList(QStringView text, QString *error);

} // namespace ascendops::ssh
