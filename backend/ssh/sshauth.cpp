#include "ssh/sshauth.h"

#include "ssh/keyring.h"
#include "ssh/libsshptr.h"
#include "ssh/sshlog.h"

#include <QByteArray>
#include <QFile>
#include <QStringList>

#include <mutex>

namespace ascendops::ssh {
namespace {

constexpr int passphraseAttempts = 3;  // as ssh asks

enum class KeyOutcome { Accepted, Denied, Skipped, SessionError };

// What the attempts so far have been, for the final message.
struct AuthLog
{
    QStringList tried;
    QStringList skipped;
    QStringList missing;
};

// libssh asks for a passphrase only when the key is encrypted: noting the
// question and declining it tells which keys are.
int noteEncrypted(const char *, char *, size_t, int, int, void *userdata)
{
    *static_cast<bool *>(userdata) = true;
    return -1;
}

// The key as the process's KeyRing holds it, unlocked earlier.
KeyHandle unlockedKey(const QString &path)
{
    KeyHandle key;
    KeyRing::instance().withKey(path, [&key](const QByteArray &base64) {
        ssh_key raw = nullptr;
        if (ssh_pki_import_privkey_base64(base64.constData(), nullptr, nullptr, nullptr, &raw) == SSH_OK)
            key.reset(raw);
    });
    return key;
}

// Loads the private key: unlocked already, not encrypted, or encrypted and
// its passphrase asked for (one question at a time in the process; a key
// another worker unlocked meanwhile is not asked for again). A passphrase
// that opens it leaves the key in the KeyRing for every later session.
KeyHandle loadPrivateKey(const QString &path, const PassphraseCallback &passphrase, QString *whySkipped)
{
    if (KeyHandle key = unlockedKey(path))
        return key;
    const QByteArray file = QFile::encodeName(path);
    bool encrypted = false;
    ssh_key plain = nullptr;
    if (ssh_pki_import_privkey_file(file.constData(), nullptr, noteEncrypted, &encrypted, &plain) == SSH_OK)
        return KeyHandle(plain);
    if (!encrypted) {
        *whySkipped = QStringLiteral("not a private key libssh can read");
        return {};
    }
    if (!passphrase) {
        *whySkipped = QStringLiteral("no passphrase given");
        return {};
    }
    KeyRing &ring = KeyRing::instance();
    std::lock_guard asking(ring.askMutex());
    if (KeyHandle key = unlockedKey(path))
        return key;
    // Asked already and not given: every other node skips it too.
    if (const QString why = ring.declined(path); !why.isEmpty()) {
        *whySkipped = why;
        return {};
    }
    QString error;
    for (int attempt = 0; attempt < passphraseAttempts; ++attempt) {
        std::optional<QString> answer = passphrase(path);
        if (!answer) {
            error = QStringLiteral("no passphrase given");
            break;
        }
        error = ring.unlock(path, std::move(*answer));
        if (error.isEmpty())
            if (KeyHandle key = unlockedKey(path))
                return key;
    }
    ring.decline(path, error);
    *whySkipped = error;
    return {};
}

KeyOutcome outcomeOf(int rc)
{
    switch (rc) {
    case SSH_AUTH_SUCCESS: return KeyOutcome::Accepted;
    case SSH_AUTH_ERROR: return KeyOutcome::SessionError;
    default: return KeyOutcome::Denied;
    }
}

KeyOutcome tryKeyFile(ssh_session session, const QString &path, const PassphraseCallback &passphrase, AuthLog *log)
{
    // Offer the public half first when it is there, so that a key the server
    // would refuse costs no passphrase prompt.
    ssh_key rawPublic = nullptr;
    if (ssh_pki_import_pubkey_file(QFile::encodeName(path + QStringLiteral(".pub")).constData(), &rawPublic) == SSH_OK) {
        const KeyHandle publicKey(rawPublic);
        const int rc = ssh_userauth_try_publickey(session, nullptr, publicKey.get());
        if (rc != SSH_AUTH_SUCCESS) {
            log->tried.append(displayPath(path));
            return outcomeOf(rc) == KeyOutcome::SessionError ? KeyOutcome::SessionError : KeyOutcome::Denied;
        }
    }
    QString whySkipped;
    const KeyHandle privateKey = loadPrivateKey(path, passphrase, &whySkipped);
    if (!privateKey) {
        log->skipped.append(displayPath(path) + QStringLiteral(" (") + whySkipped + QLatin1Char(')'));
        return KeyOutcome::Skipped;
    }
    log->tried.append(displayPath(path));
    return outcomeOf(ssh_userauth_publickey(session, nullptr, privateKey.get()));
}

QString methodNames(int methods)
{
    QStringList names;
    if (methods & SSH_AUTH_METHOD_PASSWORD)
        names.append(QStringLiteral("password"));
    if (methods & SSH_AUTH_METHOD_INTERACTIVE)
        names.append(QStringLiteral("keyboard-interactive"));
    if (methods & SSH_AUTH_METHOD_GSSAPI_MIC)
        names.append(QStringLiteral("gssapi-with-mic"));
    if (methods & SSH_AUTH_METHOD_HOSTBASED)
        names.append(QStringLiteral("hostbased"));
    return names.isEmpty() ? QStringLiteral("none") : names.join(QStringLiteral(", "));
}

QString failure(const SshHost &host, const QString &why)
{
    return QStringLiteral("%1: authentication failed: %2").arg(host.label(), why);
}

QString summary(const AuthLog &log)
{
    QString text = log.tried.isEmpty() ? QStringLiteral("no key to offer")
                                       : QStringLiteral("no key accepted (tried: %1)").arg(log.tried.join(QStringLiteral(", ")));
    if (!log.skipped.isEmpty())
        text += QStringLiteral("; skipped: ") + log.skipped.join(QStringLiteral(", "));
    if (!log.missing.isEmpty())
        text += QStringLiteral("; missing: ") + log.missing.join(QStringLiteral(", "));
    return text;
}

} // namespace

QString authenticate(ssh_session_struct *session, const SshHost &host, const PassphraseCallback &passphrase)
{
    int rc = ssh_userauth_none(session, nullptr);
    if (rc == SSH_AUTH_SUCCESS)
        return {};
    if (rc == SSH_AUTH_ERROR)
        return failure(host, libsshError(session));
    const int methods = ssh_userauth_list(session, nullptr);
    if (!(methods & SSH_AUTH_METHOD_PUBLICKEY))
        return failure(host, QStringLiteral("the server takes no public keys (it offers: %1)").arg(methodNames(methods)));

    AuthLog log;
    if (!host.identitiesOnly && !qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK")) {
        rc = ssh_userauth_agent(session, nullptr);
        log.tried.append(QStringLiteral("agent"));
        if (rc == SSH_AUTH_SUCCESS)
            return {};
        if (!ssh_is_connected(session))
            return failure(host, libsshError(session));
    }
    const bool configured = !host.identityFiles.isEmpty();
    const QStringList files = configured ? host.identityFiles : defaultIdentityFiles();
    for (const QString &path : files) {
        if (!QFile::exists(path)) {
            if (configured)
                log.missing.append(displayPath(path));
            continue;
        }
        switch (tryKeyFile(session, path, passphrase, &log)) {
        case KeyOutcome::Accepted:
            qCDebug(lcSsh).noquote() << host.label() << "authenticated with" << displayPath(path);
            return {};
        case KeyOutcome::SessionError:
            return failure(host, libsshError(session) + QStringLiteral(" (tried: ") + log.tried.join(QStringLiteral(", "))
                                     + QLatin1Char(')'));
        case KeyOutcome::Denied:
        case KeyOutcome::Skipped:
            break;
        }
    }
    return failure(host, summary(log));
}

} // namespace ascendops::ssh
