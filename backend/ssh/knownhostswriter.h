#pragma once
// Records a host key the user accepted, as `ssh` does after "yes": one
// plain "name type base64" line appended to the user's known_hosts file.
#include "ssh/hostkeyrefusal.h"

#include <QString>

namespace ascendops::ssh {

// Appends KEY's line to KEY.knownHostsFile, creating the file (and a
// missing ~/.ssh-like directory, mode 0700) when needed. The file is
// replaced whole or not at all, so a crash never leaves half a line.
// Refuses a changed key: its old line must be removed by the operator.
// False with the reason in *error on failure.
bool recordKnownHost(const HostKeyRefusal &key, QString *error);

// The line recordKnownHost() appends, without the newline.
QString knownHostsLine(const HostKeyRefusal &key);

} // namespace ascendops::ssh
