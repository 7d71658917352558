#pragma once
// Host key verification as OpenSSH does it: the user's known_hosts file
// (hashed entries too), SHA256 fingerprints, StrictHostKeyChecking for
// unknown hosts, and a changed key always refused.
#include "ssh/hostkeyrefusal.h"
#include "ssh/sshtarget.h"

#include <QString>

#include <functional>

struct ssh_session_struct;
struct ssh_key_struct;

namespace ascendops::ssh {

// What the user is asked about a host whose key is not known yet.
struct HostKeyQuestion
{
    QString host;            // "node-3 (127.0.0.1:2201)"
    QString knownHostsName;  // "[127.0.0.1]:2201", as the entry would be written
    QString keyType;         // "ssh-ed25519"
    QString fingerprint;     // "SHA256:..."
    QString knownHostsFile;  // where an accepted key is recorded
};

// Called on a worker thread; true accepts (and records) the key.
using HostKeyQuestionCallback = std::function<bool(const HostKeyQuestion &)>;

// "SHA256:" and the unpadded base64 of the key blob's SHA-256, as ssh prints it.
QString sha256Fingerprint(ssh_key_struct *key);
// "ssh-ed25519", "ecdsa-sha2-nistp256", ... as libssh names the key's type.
QString keyTypeName(ssh_key_struct *key);

// Checks the key SESSION's server offered (after key exchange) against
// HOST.knownHostsFile, HOST.acceptedHostKeys and HOST.hostKeyChecking.
// Returns an empty string when the key is accepted, else a message that
// names the host; for a changed key it names both fingerprints and the
// known_hosts file and line. When REFUSAL is given it receives the details
// of a changed key, and of an unknown one the policy says to ask about and
// nobody said yes to.
QString verifyHostKey(ssh_session_struct *session, const SshHost &host, const HostKeyQuestionCallback &ask,
                      HostKeyRefusal *refusal = nullptr);

} // namespace ascendops::ssh
