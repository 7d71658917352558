#pragma once
// Key pairs in OpenSSH's file formats: the console can make its own operator
// key, and the embedded cluster its nodes' host keys, without ssh-keygen.
#include <QString>

namespace ascendops::ssh {

enum class KeyKind { Ed25519, Ecdsa256, Rsa3072 };

// Writes a new private key to PATH (mode 0600; encrypted when PASSPHRASE is
// not empty) and its public half to PATH.pub as "TYPE BASE64 COMMENT".
// Returns false with the reason in *error.
bool generateKeyPair(const QString &path, const QString &comment, const QString &passphrase, QString *error,
                     KeyKind kind = KeyKind::Ed25519);

// "SHA256:..." of a public key file ("TYPE BASE64 [COMMENT]"); empty when
// the file cannot be read as one.
QString publicKeyFileFingerprint(const QString &publicKeyPath);

} // namespace ascendops::ssh
