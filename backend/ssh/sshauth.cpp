#include "ssh/sshauth.h"

#include "ssh/libsshptr.h"
#include "ssh/sshlog.h"

#include <QByteArray>
#include <QFile>
#include <QStringList>

#include <cstring>

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

void wipe(QByteArray *bytes)
{
    volatile char *p = bytes->data();
    for (qsizetype i = 0; i < bytes->size(); ++i)
        p[i] = 0;
    bytes->clear();
}

// Bridges libssh's passphrase prompt to the PassphraseCallback.
struct PassphrasePrompt
{
    const PassphraseCallback *callback = nullptr;
    QString keyPath;
    bool asked = false;
    bool declined = false;
};

int askPassphrase(const char *, char *buf, size_t len, int, int, void *userdata)
{
    auto *prompt = static_cast<PassphrasePrompt *>(userdata);
    prompt->asked = true;
    std::optional<QString> answer;
    if (prompt->callback && *prompt->callback)
        answer = (*prompt->callback)(prompt->keyPath);
    if (!answer) {
        prompt->declined = true;
        return -1;
    }
    QByteArray bytes = answer->toUtf8();
    answer->fill(QChar(0));
    if (size_t(bytes.size()) + 1 > len) {
        wipe(&bytes);
        return -1;
    }
    std::memcpy(buf, bytes.constData(), size_t(bytes.size()));
    buf[bytes.size()] = '\0';
    wipe(&bytes);
    return 0;
}

// Loads the private key, asking for a passphrase when it is encrypted.
KeyHandle loadPrivateKey(const QString &path, const PassphraseCallback &passphrase, QString *whySkipped)
{
    const QByteArray file = QFile::encodeName(path);
    for (int attempt = 0; attempt < passphraseAttempts; ++attempt) {
        PassphrasePrompt prompt{&passphrase, path};
        ssh_key key = nullptr;
        if (ssh_pki_import_privkey_file(file.constData(), nullptr, askPassphrase, &prompt, &key) == SSH_OK)
            return KeyHandle(key);
        if (!prompt.asked) {
            *whySkipped = QStringLiteral("not a private key libssh can read");
            return {};
        }
        if (prompt.declined) {
            *whySkipped = QStringLiteral("no passphrase given");
            return {};
        }
    }
    *whySkipped = QStringLiteral("wrong passphrase");
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
