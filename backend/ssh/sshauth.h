#pragma once
// Public-key authentication as ssh does it: the agent (when SSH_AUTH_SOCK is
// set and IdentitiesOnly is off), then the identity files, with passphrases
// for encrypted keys asked through a callback and wiped at once; a key it
// unlocks stays in the process's KeyRing, as in an agent.
#include "ssh/sshtarget.h"

#include <QString>

#include <functional>
#include <optional>

struct ssh_session_struct;

namespace ascendops::ssh {

// Asked on a worker thread for the passphrase of KEYPATH; nullopt skips the
// key. The answer is wiped after use.
using PassphraseCallback = std::function<std::optional<QString>(const QString &keyPath)>;

// Authenticates a SESSION whose host key has been verified. Returns an empty
// string on success, else "LABEL: authentication failed: ..." naming every
// key tried, skipped or missing.
QString authenticate(ssh_session_struct *session, const SshHost &host, const PassphraseCallback &passphrase);

} // namespace ascendops::ssh
