#pragma once
// Why a host's key was not accepted, in a form a user interface can ask
// about: the console's workers never wait for an answer, so an unknown key
// ends the connection with this, the user is asked, and the next attempt
// carries the answer (SshHost::acceptedHostKeys or a known_hosts line).
#include <QMetaType>
#include <QString>

namespace ascendops::ssh {

struct HostKeyRefusal
{
    enum class Kind { Unknown, Changed };

    Kind kind = Kind::Unknown;
    QString host;             // "node-3 (127.0.0.1:2201)": the hop whose key it is
    QString knownHostsName;   // "[127.0.0.1]:2201", as a known_hosts entry names it
    QString keyType;          // offered key: "ssh-ed25519"
    QString fingerprint;      // offered key: "SHA256:..."
    QString publicKeyBase64;  // offered key's blob, to record it as ssh does
    QString knownHostsFile;   // where an accepted key is recorded
    // Changed only: the key known_hosts holds.
    QString knownKeyType;
    QString knownFingerprint;
    int knownLine = 0;        // line in knownHostsFile; 0: a global file
};

} // namespace ascendops::ssh

Q_DECLARE_METATYPE(ascendops::ssh::HostKeyRefusal)
