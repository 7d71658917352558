#pragma once
// Reading a known_hosts file for the keys it holds for one host, line by
// line as libssh reads it (plain, pattern and hashed host fields): what a
// changed-key refusal shows next to the key offered, with its line.
#include <QByteArray>
#include <QList>
#include <QString>

namespace ascendops::ssh {

struct KnownHostKey
{
    QString keyType;       // "ssh-ed25519", as libssh names it
    QString fingerprint;   // "SHA256:..."
    int line = 0;          // 1-based; 0: not from a file of the user's (a global one)
};

// The keys TEXT (a known_hosts file's contents) holds for NAME ("host" or
// "[host]:port"), in file order. Blank lines, comments and lines libssh
// cannot read are passed over, as ssh passes them over.
QList<KnownHostKey> knownKeysInText(const QByteArray &text, const QString &name);
// The same for a file; none when it cannot be read or is past the size
// every reader of outside input is held to (core/inputlimits.h).
QList<KnownHostKey> knownKeysInFile(const QString &file, const QString &name);

} // namespace ascendops::ssh
