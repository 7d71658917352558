#include "ssh/sshkeyfile.h"

#include "ssh/hostkeycheck.h"
#include "ssh/libsshptr.h"

#include <QFile>

namespace ascendops::ssh {
namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

bool generateKeyPair(const QString &path, const QString &comment, const QString &passphrase, QString *error,
                     KeyKind kind)
{
    const ssh_keytypes_e type = kind == KeyKind::Ed25519 ? SSH_KEYTYPE_ED25519
                                : kind == KeyKind::Ecdsa256 ? SSH_KEYTYPE_ECDSA_P256
                                                            : SSH_KEYTYPE_RSA;
    const int bits = kind == KeyKind::Rsa3072 ? 3072 : kind == KeyKind::Ecdsa256 ? 256 : 0;
    ssh_key raw = nullptr;
    if (ssh_pki_generate(type, bits, &raw) != SSH_OK)
        return fail(error, QStringLiteral("cannot generate a key"));
    const KeyHandle key(raw);

    QFile::remove(path);
    const QByteArray secret = passphrase.toUtf8();
    if (ssh_pki_export_privkey_file(key.get(), secret.isEmpty() ? nullptr : secret.constData(), nullptr, nullptr,
                                    QFile::encodeName(path).constData())
        != SSH_OK)
        return fail(error, QStringLiteral("cannot write %1").arg(path));
    // ssh and sshd refuse private keys that others can read.
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);

    char *base64 = nullptr;
    if (ssh_pki_export_pubkey_base64(key.get(), &base64) != SSH_OK)
        return fail(error, QStringLiteral("cannot export the public key"));
    const LibsshString publicText(base64);
    QFile publicFile(path + QStringLiteral(".pub"));
    if (!publicFile.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return fail(error, QStringLiteral("cannot write %1: %2").arg(publicFile.fileName(), publicFile.errorString()));
    QByteArray line = QByteArray(ssh_key_type_to_char(ssh_key_type(key.get()))) + ' ' + publicText.get();
    if (!comment.isEmpty())
        line += ' ' + comment.toUtf8();
    publicFile.write(line + '\n');
    return true;
}

QString publicKeyFileFingerprint(const QString &publicKeyPath)
{
    ssh_key raw = nullptr;
    if (ssh_pki_import_pubkey_file(QFile::encodeName(publicKeyPath).constData(), &raw) != SSH_OK)
        return {};
    const KeyHandle key(raw);
    return sha256Fingerprint(key.get());
}

} // namespace ascendops::ssh
